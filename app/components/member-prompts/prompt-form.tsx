import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "~/app/components/auth/form-field";
import { CHANGE_NOTE_MAX } from "~/core/forms/versions";
import { useFieldErrors } from "~/app/components/auth/use-field-errors";
import {
  ActionFailureAlert,
  isActionFailure,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { selectClass } from "~/app/components/admin/select";
import { InsertVariableMenu, TemplateProblems } from "~/app/components/prompts/template-editing";
import type { Template } from "~/core/variables";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import type { MessageKey } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { PROMPT_LIMITS, PROMPT_TYPES, promptFormValues } from "~/core/forms/prompt-fields";
import type { Locale } from "~/core/locale";
import type { PromptFormResult, PromptFormValues } from "~/server/prompts/prompt-form.server";
import { loadTemplateParser, useTemplate } from "./use-template";
import { importAgain } from "~/app/loading/import-again";

/** The schema the server checks with, loaded after a refused send to re-check each field as it is corrected. */
const loadPromptSchema = () =>
  importAgain(() => import("~/core/forms/prompt")).then((module) => module.MemberPromptSchema);

export interface PromptFormProps {
  mode: "create" | "edit";
  /** where the form posts: /create-prompt or /prompt/:id/edit */
  action: string;
  initial: PromptFormValues;
  /** the template of the initial prompt text, as the server read it */
  initialTemplate: Template;
  categories: { id: string; title: string }[];
  /** admins only (only admins mark a prompt premium); the server ignores the box for anyone else */
  canMarkPremium: boolean;
  /** the server's answer to the last submit, or the failure of one that got no answer */
  result?: PromptFormResult | ActionFailure;
  cancelTo: string;
}

/** The order focus goes to after a refused submit: the first field with a problem. */
const FIELD_ORDER = [
  "title",
  "tagline",
  "description",
  "categoryId",
  "type",
  "language",
  "tags",
  "promptText",
  "instructions",
  "credits",
];

/**
 * A member's prompt: its fields, a live preview with the placeholders highlighted as
 * the prompt page shows them, and the errors in place. A plain form: it works without JavaScript, and
 * a refused submit comes back with everything typed.
 */
export function PromptForm({
  mode,
  action,
  initial,
  initialTemplate,
  categories,
  canMarkPremium,
  result: outcome,
  cancelTo,
}: PromptFormProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formAction === action && navigation.formMethod === "POST";
  // After a submit that got no answer the fields are left as they are: what was typed stays.
  const result = isActionFailure(outcome) ? undefined : outcome;
  const values = result?.values ?? initial;
  const { errors, onInput } = useFieldErrors(result?.fieldErrors, loadPromptSchema, (form) =>
    promptFormValues(new FormData(form)),
  );
  const [promptText, setPromptText] = useState(values.promptText ?? "");
  const [language, setLanguage] = useState<Locale>(values.language === "en" ? "en" : "pt");
  const template = useTemplate(promptText, initialTemplate);
  const formRef = useRef<HTMLFormElement>(null);
  const promptTextRef = useRef<HTMLTextAreaElement>(null);

  // After a refusal, the first field to fix gets the focus (its message is announced with it).
  useEffect(() => {
    if (!result) return;
    const first = FIELD_ORDER.find((name) => result.fieldErrors[name]);
    const field = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    (field ?? formRef.current?.querySelector<HTMLElement>("[role=alert]"))?.focus();
  }, [result]);

  const error = (name: string) => errors[name] ?? null;
  const describedBy = (name: string, hint: boolean) =>
    [error(name) ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined;

  // Render helpers, called as functions: components declared in here would remount (and empty) their fields at every keystroke.
  function hint(name: string, text: MessageKey) {
    return (
      <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
        {t(text)}
      </p>
    );
  }
  function errorText(name: string) {
    const message = error(name);
    return message ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
        {t(message)}
      </p>
    ) : null;
  }
  function textArea({
    name,
    label,
    hintText,
    rows,
    required,
  }: {
    name: keyof PromptFormValues;
    label: MessageKey;
    hintText?: MessageKey;
    rows: number;
    required?: boolean;
  }) {
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-${name}`}>
          {t(label)}
          {required ? <span aria-hidden> *</span> : null}
        </Label>
        <Textarea
          id={`${id}-${name}`}
          name={name}
          rows={rows}
          defaultValue={typeof values[name] === "string" ? values[name] : ""}
          aria-invalid={error(name) ? true : undefined}
          aria-describedby={describedBy(name, Boolean(hintText))}
          aria-required={required || undefined}
        />
        {hintText ? hint(name, hintText) : null}
        {errorText(name)}
      </div>
    );
  }

  const placeholders = template.variables;
  const names = new Map(placeholders.map((variable) => [variable.key, variable.name]));
  const formError =
    result?.formError ?? (Object.keys(errors).length > 0 ? "memberPrompts.form.errorSummary" : undefined);

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onInput={onInput}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      data-testid="prompt-form"
    >
      <input type="hidden" name="intent" value="save" />
      <div className="space-y-5">
        {formError ? (
          <Alert variant="destructive" tabIndex={-1} data-testid="prompt-form-error">
            {t(formError)}
          </Alert>
        ) : null}
        <ActionFailureAlert
          failure={submitting ? undefined : outcome}
          onRetry={() => formRef.current?.requestSubmit()}
        />
        <p className="text-sm text-muted-foreground">{t("memberPrompts.form.requiredHint")}</p>

        <FormField
          label={`${t("memberPrompts.fields.title")} *`}
          name="title"
          defaultValue={values.title ?? ""}
          error={error("title")}
          aria-required
          autoComplete="off"
        />
        <FormField
          label={t("memberPrompts.fields.tagline")}
          name="tagline"
          defaultValue={values.tagline ?? ""}
          error={error("tagline")}
          hint={t("memberPrompts.fields.taglineHint")}
          autoComplete="off"
        />
        {textArea({
          name: "description",
          label: "memberPrompts.fields.description",
          hintText: "memberPrompts.fields.descriptionHint",
          rows: 3,
          required: true,
        })}

        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-categoryId`}>
              {t("memberPrompts.fields.category")}
              <span aria-hidden> *</span>
            </Label>
            <select
              id={`${id}-categoryId`}
              name="categoryId"
              defaultValue={values.categoryId ?? ""}
              className={selectClass}
              aria-invalid={error("categoryId") ? true : undefined}
              aria-describedby={describedBy("categoryId", false)}
              aria-required
            >
              <option value="">{t("memberPrompts.fields.categoryPlaceholder")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.title}
                </option>
              ))}
            </select>
            {errorText("categoryId")}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>{t("memberPrompts.fields.type")}</Label>
            <select
              id={`${id}-type`}
              name="type"
              defaultValue={values.type || "text"}
              className={selectClass}
              aria-describedby={describedBy("type", false)}
            >
              {PROMPT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`memberPrompts.type.${type}`)}
                </option>
              ))}
            </select>
            {errorText("type")}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-language`}>{t("memberPrompts.fields.language")}</Label>
            <select
              id={`${id}-language`}
              name="language"
              defaultValue={values.language}
              onChange={(event) => setLanguage(event.target.value === "en" ? "en" : "pt")}
              className={selectClass}
              aria-describedby={describedBy("language", false)}
            >
              {(["pt", "en"] as Locale[]).map((locale) => (
                <option key={locale} value={locale}>
                  {t(`language.${locale}`)}
                </option>
              ))}
            </select>
            {errorText("language")}
          </div>
        </div>

        <FormField
          label={t("memberPrompts.fields.tags")}
          name="tags"
          defaultValue={values.tags ?? ""}
          error={error("tags")}
          hint={t("memberPrompts.fields.tagsHint")}
          autoComplete="off"
        />

        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${id}-promptText`}>
              {t("memberPrompts.fields.promptText")}
              <span aria-hidden> *</span>
            </Label>
            <div className="flex items-center gap-3">
              <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
                {t("memberPrompts.counter", {
                  count: promptText.length.toLocaleString(),
                  max: PROMPT_LIMITS.promptText.toLocaleString(),
                })}
              </span>
              <InsertVariableMenu
                textarea={promptTextRef}
                language={language}
                value={promptText}
                onChange={setPromptText}
              />
            </div>
          </div>
          <Textarea
            ref={promptTextRef}
            id={`${id}-promptText`}
            name="promptText"
            rows={10}
            value={promptText}
            onChange={(event) => setPromptText(event.target.value)}
            onFocus={() => void loadTemplateParser().catch(() => {})}
            aria-invalid={error("promptText") || template.issues.length > 0 ? true : undefined}
            aria-describedby={[describedBy("promptText", true), `${id}-promptText-problems`]
              .filter(Boolean)
              .join(" ")}
            aria-required
            className="font-mono"
            spellCheck={false}
          />
          <p id={`${id}-promptText-hint`} className="text-xs text-muted-foreground">
            {t("memberPrompts.fields.promptTextHint")}{" "}
            <Link to="/help/variables" className="underline underline-offset-2 hover:text-foreground">
              {t("variables.form.help")}
            </Link>
          </p>
          {/* Said once: the list below names each of the variables' mistakes. */}
          {error("promptText") === "memberPrompts.errors.variables" && template.issues.length > 0
            ? null
            : errorText("promptText")}
          <TemplateProblems
            id={`${id}-promptText-problems`}
            template={template}
            textarea={promptTextRef}
            summary={false}
          />
        </div>

        {textArea({
          name: "instructions",
          label: "memberPrompts.fields.instructions",
          hintText: "memberPrompts.fields.instructionsHint",
          rows: 3,
        })}
        <FormField
          label={t("memberPrompts.fields.credits")}
          name="credits"
          defaultValue={values.credits ?? ""}
          error={error("credits")}
          hint={t("memberPrompts.fields.creditsHint")}
          autoComplete="off"
        />
        <FormField
          label={t("memberPrompts.fields.changeNote")}
          name="changeNote"
          defaultValue={values.changeNote ?? ""}
          error={error("changeNote")}
          hint={t("memberPrompts.fields.changeNoteHint")}
          autoComplete="off"
          maxLength={CHANGE_NOTE_MAX}
        />

        {canMarkPremium ? (
          <div className="flex items-start gap-3 rounded-lg border border-border p-3">
            <input
              id={`${id}-isPremium`}
              type="checkbox"
              name="isPremium"
              defaultChecked={values.isPremium}
              className="mt-1 size-4 accent-primary"
              aria-describedby={`${id}-isPremium-hint`}
            />
            <div>
              <Label htmlFor={`${id}-isPremium`}>{t("memberPrompts.fields.premium")}</Label>
              <p id={`${id}-isPremium-hint`} className="text-xs text-muted-foreground">
                {t("memberPrompts.fields.premiumHint")}
              </p>
            </div>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" disabled={submitting} data-testid="prompt-form-submit">
            {submitting ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {submitting
              ? t(mode === "create" ? "memberPrompts.create.submitting" : "memberPrompts.edit.submitting")
              : t(mode === "create" ? "memberPrompts.create.submit" : "memberPrompts.edit.submit")}
          </Button>
          <Button asChild variant="outline">
            <Link to={cancelTo}>{t("memberPrompts.form.cancel")}</Link>
          </Button>
        </div>
      </div>

      <aside aria-labelledby={`${id}-preview`} className="self-start lg:sticky lg:top-20">
        <h2 id={`${id}-preview`} className="mb-2 text-sm font-semibold text-muted-foreground">
          {t("memberPrompts.preview.title")}
        </h2>
        <pre
          className="max-h-[28rem] min-h-32 overflow-auto rounded-xl border border-border bg-muted p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap"
          data-testid="prompt-form-preview"
          tabIndex={0}
          aria-labelledby={`${id}-preview`}
        >
          {promptText.trim() ? (
            template.parts.map((part, index) =>
              part.kind === "text" ? (
                part.text
              ) : (
                <span
                  key={index}
                  className="rounded bg-amber-200/60 px-0.5 text-amber-950 dark:bg-amber-400/20 dark:text-amber-200"
                >
                  [{names.get(part.key) ?? part.source}]
                </span>
              ),
            )
          ) : (
            <span className="text-muted-foreground">{t("memberPrompts.preview.empty")}</span>
          )}
        </pre>
        <p
          className="mt-2 text-xs text-muted-foreground"
          aria-live="polite"
          data-testid="prompt-form-placeholders"
        >
          {placeholders.length === 0
            ? t("memberPrompts.preview.placeholders.none")
            : t("memberPrompts.preview.placeholders", { count: placeholders.length })}
        </p>
      </aside>
    </Form>
  );
}
