import { Eraser, Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import { selectClass } from "~/app/components/admin/select";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import {
  builtinValue,
  checkValue,
  variableValue,
  type BuiltinContext,
  type Template,
  type ValueIssue,
  type Variable,
} from "~/core/variables";

await provideAreaMessages(import.meta.glob("/core/messages/variables.{en,pt}.ts"));

export type VariableValues = Record<string, string>;

/** The fields the reader fills in: every variable but the built-ins Promptário fills in itself. */
export function editableVariables(template: Template, context: BuiltinContext): Variable[] {
  return template.variables.filter(
    (variable) => variable.kind !== "builtin" || builtinValue(variable.builtin, context) === null,
  );
}

/** Values typed that do not fit their variable (an empty one is never a problem here: it stays a blank). */
export function valueProblems(
  template: Template,
  context: BuiltinContext,
  values: VariableValues,
): { variable: Variable; issue: ValueIssue }[] {
  return editableVariables(template, context).flatMap((variable) => {
    const value = values[variable.key] ?? "";
    const issue = value.trim() ? checkValue(variable, value) : null;
    return issue ? [{ variable, issue }] : [];
  });
}

/** How many of the fields that need an answer have one. */
export function fillProgress(template: Template, context: BuiltinContext, values: VariableValues) {
  const needed = editableVariables(template, context).filter((variable) => !variable.optional);
  const filled = needed.filter((variable) => values[variable.key]?.trim()).length;
  return { filled, total: needed.length };
}

/** The id of a variable's field, for a caller that moves the focus to it. */
export const variableFieldId = (formId: string, template: Template, key: string) =>
  `${formId}-${template.variables.findIndex((variable) => variable.key === key)}`;

/**
 * The filled prompt as it reads now: values highlighted, blanks still to fill in amber (as
 * `[name]`), an optional variable left empty gone.
 */
export function TemplatePreview({
  template,
  context,
  values,
  ...props
}: {
  template: Template;
  context: BuiltinContext;
  values: VariableValues;
} & React.ComponentProps<"pre">) {
  const byKey = new Map(template.variables.map((variable) => [variable.key, variable]));
  return (
    <pre
      className="max-h-[32rem] overflow-auto rounded-xl border border-border bg-muted p-5 font-mono text-sm leading-relaxed whitespace-pre-wrap"
      // It scrolls, so keyboard users must be able to reach it.
      tabIndex={0}
      {...props}
    >
      {template.parts.map((part, index) => {
        if (part.kind === "text") return part.text;
        const variable = byKey.get(part.key);
        const value = variable ? variableValue(variable, values, context) : null;
        if (value === "") return null;
        return value !== null ? (
          <mark key={index} className="rounded bg-primary/15 px-0.5 text-foreground">
            {value}
          </mark>
        ) : (
          <span
            key={index}
            className="rounded bg-amber-200/60 px-0.5 text-amber-950 dark:bg-amber-400/20 dark:text-amber-200"
          >
            [{variable?.name ?? part.source}]
          </span>
        );
      })}
    </pre>
  );
}

/**
 * One field per variable, the input its kind needs: a list to choose from, a date, a number with
 * its range, several lines for long text, one line otherwise; optional ones say so, and the
 * built-ins Promptário fills in are shown filled and cannot be changed. A value that does not fit
 * says why under its field once the reader leaves it (or at once when `revealProblems` is set).
 *
 * Reusable wherever a prompt is filled in (the prompt page, and later the chat, the calendar, the
 * locker): the caller keeps the values and reads the filled text with `fillTemplate`.
 */
export function VariableFields({
  id,
  template,
  context,
  values,
  onValuesChange,
  revealProblems = false,
  fieldClassName,
}: {
  /** the fields' ids are `${id}-${index}`, in the order of template.variables */
  id: string;
  template: Template;
  context: BuiltinContext;
  values: VariableValues;
  onValuesChange: (change: (current: VariableValues) => VariableValues) => void;
  revealProblems?: boolean;
  /** added to every input (e.g. scroll margins above a sticky bar) */
  fieldClassName?: string;
}) {
  const t = useT();
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const set = (key: string, value: string) => onValuesChange((current) => ({ ...current, [key]: value }));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {template.variables.map((variable, index) => {
        const fieldId = `${id}-${index}`;
        const value = values[variable.key] ?? "";
        const filledIn = variable.kind === "builtin" ? builtinValue(variable.builtin, context) : null;
        const issue =
          filledIn === null && value.trim() && (revealProblems || left.has(variable.key))
            ? checkValue(variable, value)
            : null;
        const hint = hintFor(variable, t);
        const describedBy =
          [issue ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(" ") ||
          undefined;
        const common = {
          id: fieldId,
          "aria-invalid": issue ? true : undefined,
          "aria-describedby": describedBy,
          onBlur: () =>
            setLeft((current) => (current.has(variable.key) ? current : new Set([...current, variable.key]))),
        };
        const wide = variable.kind === "long";

        return (
          <div key={variable.key} className={wide ? "space-y-1.5 sm:col-span-2" : "space-y-1.5"}>
            <Label htmlFor={fieldId} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="first-letter:uppercase">{variable.name}</span>
              {variable.optional ? (
                <span className="text-xs font-normal text-muted-foreground">
                  ({t("variables.form.optional")})
                </span>
              ) : null}
              {filledIn !== null ? (
                <span className="inline-flex items-center gap-1 text-xs font-normal text-muted-foreground">
                  <Sparkles className="size-3" aria-hidden /> {t("variables.form.builtin")}
                </span>
              ) : null}
            </Label>
            {filledIn !== null ? (
              <Input id={fieldId} value={filledIn} readOnly className="bg-muted text-muted-foreground" />
            ) : variable.kind === "choice" ? (
              <select
                {...common}
                data-placeholder={variable.name}
                value={optionOf(variable.options, value)}
                onChange={(event) => set(variable.key, event.target.value)}
                className={`${selectClass} ${fieldClassName ?? ""}`}
              >
                {variable.default === null ? <option value="">{t("variables.form.choose")}</option> : null}
                {variable.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : variable.kind === "long" ? (
              <Textarea
                {...common}
                data-placeholder={variable.name}
                value={value}
                minHeight="sm"
                onChange={(event) => set(variable.key, event.target.value)}
                className={fieldClassName}
              />
            ) : (
              <Input
                {...common}
                data-placeholder={variable.name}
                value={value}
                placeholder={variable.kind === "date" ? undefined : `[${variable.name}]`}
                onChange={(event) => set(variable.key, event.target.value)}
                className={fieldClassName}
                {...inputKind(variable)}
              />
            )}
            {hint ? (
              <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </p>
            ) : null}
            {issue ? (
              <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
                {t(`variables.value.${issue.code}`, issue.params)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** A choice's value as its option is spelled (kept values may differ in case). */
function optionOf(options: readonly string[], value: string): string {
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? (wanted ? value : "");
}

function inputKind(variable: Variable): React.ComponentProps<"input"> {
  if (variable.kind === "date") return { type: "date" };
  if (variable.kind !== "number") return { autoComplete: "off" };
  return {
    type: "number",
    inputMode: "decimal",
    step: "any",
    min: variable.min ?? undefined,
    max: variable.max ?? undefined,
  };
}

function hintFor(variable: Variable, t: ReturnType<typeof useT>): ReactNode {
  if (variable.kind !== "number") return null;
  if (variable.min !== null && variable.max !== null)
    return t("variables.form.range", { min: variable.min, max: variable.max });
  if (variable.min !== null) return t("variables.form.min", { min: variable.min });
  if (variable.max !== null) return t("variables.form.max", { max: variable.max });
  return null;
}

/**
 * The whole fill-in form: the live preview (with the caller's actions beside its heading, e.g.
 * Copy), then the fields with a Clear button (back to the defaults) and the caller's footer under
 * them (e.g. a bar with the progress and Copy again). `notice` goes under the fields (where the
 * values are kept, a failure to keep them).
 */
export function VariableForm({
  id,
  template,
  context,
  values,
  defaults,
  onValuesChange,
  revealProblems,
  previewActions,
  footer,
  notice,
  fieldClassName,
}: {
  id: string;
  template: Template;
  context: BuiltinContext;
  values: VariableValues;
  /** what Clear goes back to: each variable's default */
  defaults: VariableValues;
  onValuesChange: (change: (current: VariableValues) => VariableValues) => void;
  revealProblems?: boolean;
  previewActions?: ReactNode;
  footer?: ReactNode;
  notice?: ReactNode;
  fieldClassName?: string;
}) {
  const t = useT();
  const editable = editableVariables(template, context);
  const atDefaults = editable.every(
    (variable) => (values[variable.key] ?? "") === (defaults[variable.key] ?? ""),
  );

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-preview`}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={`${id}-preview`} className="text-sm font-semibold text-muted-foreground">
            {t("prompt.preview")}
          </h2>
          {previewActions}
        </div>
        <TemplatePreview
          template={template}
          context={context}
          values={values}
          data-testid="prompt-preview"
          aria-labelledby={`${id}-preview`}
        />
      </section>

      {template.variables.length > 0 ? (
        <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-card p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id={`${id}-title`} className="font-semibold">
                {t("prompt.placeholders.title")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t("prompt.placeholders.hint")}</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                onValuesChange(() => ({ ...defaults }));
                // The button is disabled once the fields are back: the focus goes to the first field.
                const first = template.variables.findIndex((variable) => editable.includes(variable));
                document.getElementById(`${id}-${first}`)?.focus();
              }}
              disabled={atDefaults}
            >
              <Eraser aria-hidden /> {t("prompt.placeholders.clear")}
            </Button>
          </div>
          <div className="mt-4">
            <VariableFields
              id={id}
              template={template}
              context={context}
              values={values}
              onValuesChange={onValuesChange}
              revealProblems={revealProblems}
              fieldClassName={fieldClassName}
            />
          </div>
          {notice ? <div className="mt-4 text-xs text-muted-foreground">{notice}</div> : null}
          {footer}
        </section>
      ) : null}
    </div>
  );
}
