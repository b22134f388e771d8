import { Braces, ChevronDown } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { DeferredMenu } from "~/app/components/ui/deferred-menu";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { Template } from "~/core/variables";
import type { InsertVariableProps } from "./insert-variable-menu";
import { selectInTextarea } from "./select-in-textarea";
import { importAgain } from "~/app/loading/import-again";

await provideAreaMessages(import.meta.glob("/core/messages/{variable-editor,variables}.{en,pt}.ts"));

/*
 * What a prompt's editor offers for its variables: an "Insert variable" menu that writes one of
 * each kind where the cursor is (in the prompt's language), and the list of the text's mistakes,
 * each with where it is, why, and a button that selects it in the text. The member's prompt form
 * and the admin's editor use both; any other editor of a prompt's text can.
 */

// The menu, its examples and the insertion load with Radix's dropdown menu, when the button is
// first pointed at, focused or used (deferred-menu.tsx).
const loadInsertMenu = () =>
  importAgain(() => import("./insert-variable-menu")).then((module) => module.InsertVariableItems);

export function InsertVariableMenu(props: InsertVariableProps) {
  const t = useT();
  return (
    <DeferredMenu
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={t("variables.editor.insertLabel")}>
          <Braces aria-hidden /> {t("variables.editor.insert")} <ChevronDown aria-hidden />
        </Button>
      }
      load={loadInsertMenu}
      menuProps={props}
    />
  );
}

/**
 * Under a prompt's text: how many variables it has, or each mistake with where and why. Announced
 * as it changes, and each mistake's Show selects it in the text.
 */
export function TemplateProblems({
  id,
  template,
  textarea,
  summary = true,
}: {
  id: string;
  template: Template;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** with no mistake, say how many variables there are (or nothing) */
  summary?: boolean;
}) {
  const t = useT();
  const { issues, variables } = template;
  return (
    <div id={id} aria-live="polite" data-testid="template-problems">
      {issues.length === 0 ? (
        !summary ? null : (
          <p className="text-xs text-muted-foreground">
            {t("variables.editor.summary", { count: variables.length })}{" "}
            <Link to="/help/variables" className="underline underline-offset-2 hover:text-foreground">
              {t("variables.form.help")}
            </Link>
          </p>
        )
      ) : (
        <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">
            {t("variables.editor.problems", { count: issues.length })}
          </p>
          <ul className="mt-2 space-y-2">
            {issues.map((issue) => (
              <li key={`${issue.offset}-${issue.code}`} className="flex items-start justify-between gap-3">
                <span>
                  {t("variables.issue.at", {
                    line: issue.line,
                    column: issue.column,
                    reason: t(`variables.issue.${issue.code}`, issue.params),
                  })}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t("variables.editor.showLabel", { line: issue.line, column: issue.column })}
                  onClick={() => {
                    if (textarea.current)
                      selectInTextarea(textarea.current, issue.offset, issue.offset + issue.length);
                  }}
                >
                  {t("variables.editor.show")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
