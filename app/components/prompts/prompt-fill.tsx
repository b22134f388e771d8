import { useMemo, useState, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { ActionFailureAlert } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { loader as rootLoader } from "~/app/root";
import type { Locale } from "~/core/locale";
import { defaultValues, fillTemplate, parseTemplate, type BuiltinContext } from "~/core/variables";
import { useRememberedValues, type KeepFailure } from "./use-remembered-values";
import {
  TemplatePreview,
  valueProblems,
  VariableFields,
  variableFieldId,
  type VariableValues,
} from "./variable-form";

/** Today as this browser's calendar reads it (YYYY-MM-DD). */
export function browserToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/**
 * What the built-ins are outside a prompt page (the chat, the locker, the calendar): today in this
 * browser, the member's name, the reader's language.
 */
export function useFillContext(language: Locale): BuiltinContext {
  const name = useRouteLoaderData<typeof rootLoader>("root")?.member?.name ?? null;
  const reader = useLocale();
  const [today] = useState(browserToday);
  return useMemo(
    () => ({ locale: language, today, name, language: reader }),
    [language, today, name, reader],
  );
}

/**
 * A member's kept values for a library prompt (GET /api/v1/prompts/{id}/values), or none when they
 * could not be read: the form then opens with the defaults, and what is typed is kept as usual.
 */
export async function fetchKeptValues(promptId: number, language: Locale): Promise<VariableValues> {
  try {
    const response = await fetch(`/api/v1/prompts/${promptId}/values?language=${language}`);
    if (!response.ok) return {};
    const body = (await response.json()) as { values?: VariableValues };
    return body.values ?? {};
  } catch {
    return {};
  }
}

/** Where the answers are kept, or why they were not. */
export function KeepNotice({
  failure,
  onRetry,
  onAccount,
}: {
  failure: KeepFailure | null;
  onRetry: () => void;
  onAccount: boolean;
}) {
  const t = useT();
  if (failure && "waitingForConnection" in failure)
    return <p role="status">{t("variables.form.keepOffline")}</p>;
  if (failure && "refused" in failure)
    return (
      <p role="alert" className="text-destructive">
        {t("variables.form.keepFailed")} {failure.refused}
      </p>
    );
  if (failure)
    return <ActionFailureAlert failure={failure} onRetry={onRetry} what={t("variables.form.keepFailed")} />;
  return <p>{t(onAccount ? "variables.form.keptAccount" : "variables.form.keptDevice")}</p>;
}

/**
 * A prompt's fill-in form where a prompt is used rather than read (the chat's prompt menu, the
 * locker, the repurposer): a field per variable, of its kind, the text as it reads now under them,
 * and the caller's action. The answers are remembered like on the prompt page: on the account for
 * a library prompt a member opens (`kept` is what the account holds), in this browser otherwise. A
 * value that does not fit stops the action and says why in its field.
 */
export function PromptFill({
  id,
  text,
  language,
  promptId,
  kept,
  submitLabel,
  submitIcon,
  onSubmit,
  actions,
  busy = false,
}: {
  id: string;
  text: string;
  /** the language the prompt's text is written in */
  language: Locale;
  promptId: number | string;
  /** a member's kept values for a library prompt; null keeps them in this browser */
  kept: VariableValues | null;
  submitLabel: string;
  submitIcon?: ReactNode;
  onSubmit: (filled: string, values: VariableValues) => void;
  /** more buttons beside the action (Cancel, Back) */
  actions?: ReactNode;
  busy?: boolean;
}) {
  const t = useT();
  const context = useFillContext(language);
  const template = useMemo(() => parseTemplate(text), [text]);
  const defaults = useMemo(() => defaultValues(template.variables, context.today), [template, context.today]);
  const { values, setValues, failure, retry } = useRememberedValues({
    promptId,
    language,
    variables: template.variables,
    defaults,
    kept,
  });
  const [revealProblems, setRevealProblems] = useState(false);
  const problems = valueProblems(template, context, values);

  return (
    <form
      className="grid gap-4"
      noValidate
      data-testid="prompt-fill"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (problems.length > 0) {
          setRevealProblems(true);
          document.getElementById(variableFieldId(id, template, problems[0]!.variable.key))?.focus();
          return;
        }
        onSubmit(fillTemplate(template, values, context), values);
      }}
    >
      <VariableFields
        id={id}
        template={template}
        context={context}
        values={values}
        onValuesChange={setValues}
        revealProblems={revealProblems}
      />
      {revealProblems && problems.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t("variables.form.fixBefore", { count: problems.length })}
        </p>
      ) : null}
      <section aria-labelledby={`${id}-preview`} className="space-y-1.5">
        <h3 id={`${id}-preview`} className="text-sm font-semibold text-muted-foreground">
          {t("variables.form.preview")}
        </h3>
        <TemplatePreview
          template={template}
          context={context}
          values={values}
          aria-labelledby={`${id}-preview`}
          data-testid="prompt-fill-preview"
          className="max-h-48 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
        />
      </section>
      <div className="text-xs text-muted-foreground">
        <KeepNotice failure={failure} onRetry={retry} onAccount={kept !== null} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" aria-disabled={busy} data-testid="prompt-fill-submit">
          {submitIcon}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
