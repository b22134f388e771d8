import { Braces, ChevronDown } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { DeferredDropdown } from "~/app/components/ui/deferred-menu";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import type { Locale } from "~/core/locale";
import { VARIABLE_EXAMPLES, type VariableExample } from "~/core/variable-examples";
import type { Template } from "~/core/variables";

await provideAreaMessages(import.meta.glob("/core/messages/{variable-editor,variables}.{en,pt}.ts"));

/*
 * What a prompt's editor offers for its variables: an "Insert variable" menu that writes one of
 * each kind where the cursor is (in the prompt's language), and the list of the text's mistakes,
 * each with where it is, why, and a button that selects it in the text. The member's prompt form
 * and the admin's editor use both; any other editor of a prompt's text can.
 */

const KINDS: VariableExample[] = [
  "text",
  "long",
  "choice",
  "date",
  "number",
  "optional",
  "today",
  "name",
  "language",
];

/** Where the name ends inside an example, so it is selected and typing replaces it. */
function nameLength(snippet: string): number {
  for (let i = 1; i < snippet.length; i++) if (":=?]".includes(snippet[i]!)) return i - 1;
  return snippet.length - 2;
}

/** Selects a range of the textarea and brings it into view, leaving the focus there. */
function select(textarea: HTMLTextAreaElement, start: number, end: number) {
  textarea.focus();
  textarea.setSelectionRange(start, end);
  // Scrolls the selection into view: setSelectionRange alone does not in every browser.
  const line = textarea.value.slice(0, start).split("\n").length - 1;
  const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, line * lineHeight - textarea.clientHeight / 3);
}

export function InsertVariableMenu({
  textarea,
  language,
  value,
  onChange,
}: {
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** the prompt's language: the example is written in it */
  language: Locale;
  value: string;
  onChange: (next: string) => void;
}) {
  const t = useT();

  function insert(kind: VariableExample) {
    const field = textarea.current;
    const snippet = VARIABLE_EXAMPLES[language][kind];
    const start = field ? field.selectionStart : value.length;
    const end = field ? field.selectionEnd : value.length;
    onChange(value.slice(0, start) + snippet + value.slice(end));
    // Once the text shows it, the example's name is selected: typing replaces it.
    requestAnimationFrame(() => {
      if (textarea.current) select(textarea.current, start + 1, start + 1 + nameLength(snippet));
    });
  }

  return (
    <DeferredDropdown
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={t("variables.editor.insertLabel")}>
          <Braces aria-hidden /> {t("variables.editor.insert")} <ChevronDown aria-hidden />
        </Button>
      }
      className="w-72"
      keepFocusOnClose
      items={(DropdownMenuItem) =>
        KINDS.map((kind) => (
          <DropdownMenuItem
            key={kind}
            onSelect={() => insert(kind)}
            className="flex flex-col items-start gap-0.5"
          >
            <span>{t(`variables.editor.kind.${kind}`)}</span>
            <code className="text-xs text-muted-foreground">{VARIABLE_EXAMPLES[language][kind]}</code>
          </DropdownMenuItem>
        ))
      }
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
                    if (textarea.current) select(textarea.current, issue.offset, issue.offset + issue.length);
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
