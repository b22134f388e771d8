import { ExternalLink, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { promptSegments } from "~/core/placeholders";
import { InsertVariableMenu, TemplateProblems } from "~/app/components/prompts/template-editing";
import { parseTemplate } from "~/core/variables";
import { CHANGE_NOTE_MAX } from "~/core/forms/versions";
import { Badge } from "~/app/components/ui/badge";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent } from "~/app/components/ui/card";
import { useConfirmDiscard } from "~/app/components/ui/confirm-discard";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import type { MessageKey } from "~/app/i18n/i18n";
import { LOCALES, type Locale } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminCategory } from "~/server/admin/categories.server";
import type { AdminPromptDetail, AdminPromptTranslation } from "~/server/admin/prompts.server";
import { selectClass } from "./select";
import { fieldError, useAdminFetcher } from "./use-admin-fetcher";

type Fields = Record<
  "title" | "tagline" | "description" | "promptText" | "instructions" | "credits" | "tags" | "steps",
  string
>;

function toFields(translation: AdminPromptTranslation | undefined): Fields {
  return {
    title: translation?.title ?? "",
    tagline: translation?.tagline ?? "",
    description: translation?.description ?? "",
    promptText: translation?.promptText ?? "",
    instructions: translation?.instructions ?? "",
    credits: translation?.credits ?? "",
    tags: translation?.tags.join(", ") ?? "",
    steps: translation?.steps.join("\n") ?? "",
  };
}

const FIELDS: {
  name: keyof Fields;
  label: MessageKey;
  multiline?: "short" | "long" | "mono";
  hint?: MessageKey;
}[] = [
  { name: "title", label: "admin.editor.fields.title" },
  { name: "tagline", label: "admin.editor.fields.tagline" },
  { name: "description", label: "admin.editor.fields.description", multiline: "short" },
  {
    name: "promptText",
    label: "admin.editor.fields.promptText",
    multiline: "mono",
    hint: "admin.editor.fields.promptTextHint",
  },
  { name: "instructions", label: "admin.editor.fields.instructions", multiline: "short" },
  { name: "credits", label: "admin.editor.fields.credits" },
  { name: "tags", label: "admin.editor.fields.tags" },
  { name: "steps", label: "admin.editor.fields.steps", multiline: "long" },
];

/**
 * Edits a prompt in both languages, with a live preview of the language being edited. Both
 * languages are in one form, so switching never loses what was typed; a failed save keeps it too.
 */
export function PromptEditor({
  prompt,
  categories,
}: {
  prompt: AdminPromptDetail;
  categories: AdminCategory[];
}) {
  const t = useT();
  const readerLocale = useLocale();
  const id = useId();
  const [params] = useSearchParams();
  const fetcher = useAdminFetcher();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [language, setLanguage] = useState<Locale>(readerLocale);
  const [values, setValues] = useState<Record<Locale, Fields>>({
    en: toFields(prompt.translations.en),
    pt: toFields(prompt.translations.pt),
  });
  const promptTextRefs = { en: useRef<HTMLTextAreaElement>(null), pt: useRef<HTMLTextAreaElement>(null) };
  const templates = useMemo(
    () => ({ en: parseTemplate(values.en.promptText), pt: parseTemplate(values.pt.promptText) }),
    [values.en.promptText, values.pt.promptText],
  );
  const result = fetcher.data?.intent === "update-prompt" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";

  useEffect(() => headingRef.current?.focus(), []);
  // A problem in the language not shown brings that language forward (once per answer).
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    const first = result && !result.ok ? Object.keys(result.fieldErrors ?? {})[0]?.split(".")[0] : undefined;
    if (first === "en" || first === "pt") setLanguage(first);
  }

  const closeLink = (() => {
    const next = new URLSearchParams(params);
    next.delete("edit");
    return `?${next}`;
  })();
  const current = values[language];
  const navigate = useNavigate();
  const saved = { en: toFields(prompt.translations.en), pt: toFields(prompt.translations.pt) };
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const { requestClose, confirmDiscard } = useConfirmDiscard(dirty, () =>
    navigate(closeLink, { preventScrollReset: true }),
  );
  /** The close links ask first when something typed would be lost. */
  const guardClose = (event: React.MouseEvent) => {
    if (!dirty) return;
    event.preventDefault();
    requestClose();
  };
  const languageName = (locale: Locale) => t(`language.${locale}`);

  return (
    <Card
      data-testid="admin-prompt-editor"
      onKeyDown={(event) => {
        // Escape closes the editor as it closes a dialog, asking first if there are unsaved edits.
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        requestClose();
      }}
    >
      {confirmDiscard}
      <div className="flex items-start justify-between gap-4 p-6">
        <div>
          <h2 ref={headingRef} tabIndex={-1} className="text-lg leading-none font-semibold outline-none">
            {t("admin.editor.title", { id: prompt.id })}
          </h2>
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            <Link
              to={`/prompt/${prompt.id}?lang=${language}`}
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              <ExternalLink className="size-3.5" aria-hidden /> {t("admin.editor.viewPublic")}
            </Link>
          </div>
        </div>
        <Button asChild variant="ghost" size="icon" aria-label={t("admin.editor.close")}>
          <Link to={closeLink} preventScrollReset onClick={guardClose}>
            <X aria-hidden />
          </Link>
        </Button>
      </div>
      <CardContent>
        <div
          role="radiogroup"
          aria-label={t("admin.editor.language")}
          className="mb-4 inline-flex rounded-lg bg-muted p-1"
        >
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              role="radio"
              aria-checked={language === locale}
              onClick={() => setLanguage(locale)}
              className="rounded-md px-3 py-1.5 text-sm font-medium aria-checked:bg-background aria-checked:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              data-testid={`admin-editor-language-${locale}`}
            >
              {languageName(locale)}
            </button>
          ))}
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <fetcher.Form method="post" noValidate className="space-y-4" data-testid="admin-prompt-form">
            <input type="hidden" name="intent" value="update-prompt" />
            <input type="hidden" name="target" value={prompt.id} />
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-category`}>{t("admin.prompts.category")}</Label>
              <select
                id={`${id}-category`}
                name="categoryId"
                defaultValue={prompt.categoryId}
                className={selectClass}
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {readerLocale === "pt" ? category.titlePt : category.titleEn}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-published-on`}>{t("admin.prompts.publishedOn")}</Label>
              <input type="hidden" name="publishedOnBefore" value={prompt.publishedAt.slice(0, 10)} />
              <Input
                id={`${id}-published-on`}
                type="date"
                name="publishedOn"
                defaultValue={prompt.publishedAt.slice(0, 10)}
                aria-describedby={`${id}-published-on-hint`}
                data-testid="admin-published-on"
              />
              <p id={`${id}-published-on-hint`} className="text-xs text-muted-foreground">
                {t("admin.prompts.publishedOnHint")}
              </p>
            </div>
            {!prompt.translations[language] ? (
              <p className="rounded-md bg-muted p-3 text-sm">
                {t("admin.editor.missing", { language: languageName(language) })}
              </p>
            ) : null}
            {LOCALES.map((locale) => (
              <fieldset key={locale} hidden={locale !== language} className="space-y-4">
                <legend className="sr-only">{languageName(locale)}</legend>
                {FIELDS.map((field) => {
                  const name = `${locale}.${field.name}`;
                  const inputId = `${id}-${locale}-${field.name}`;
                  const error = fieldError(result, name);
                  const isPromptText = field.name === "promptText";
                  const common = {
                    id: inputId,
                    name,
                    value: values[locale][field.name],
                    "aria-invalid": error ? true : undefined,
                    "aria-describedby": error
                      ? `${inputId}-error`
                      : field.hint
                        ? `${inputId}-hint`
                        : undefined,
                    "data-testid": `admin-editor-${name}`,
                    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                      setValues((all) => ({
                        ...all,
                        [locale]: { ...all[locale], [field.name]: event.target.value },
                      })),
                  };
                  return (
                    <div key={field.name} className="space-y-1.5">
                      {isPromptText ? (
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <Label htmlFor={inputId}>{t(field.label)}</Label>
                          <InsertVariableMenu
                            textarea={promptTextRefs[locale]}
                            language={locale}
                            value={values[locale].promptText}
                            onChange={(next) =>
                              setValues((all) => ({ ...all, [locale]: { ...all[locale], promptText: next } }))
                            }
                          />
                        </div>
                      ) : (
                        <Label htmlFor={inputId}>{t(field.label)}</Label>
                      )}
                      {field.multiline ? (
                        <Textarea
                          {...common}
                          ref={isPromptText ? promptTextRefs[locale] : undefined}
                          aria-describedby={
                            isPromptText
                              ? `${common["aria-describedby"] ?? ""} ${inputId}-problems`.trim()
                              : common["aria-describedby"]
                          }
                          minHeight={
                            field.multiline === "mono" ? "2xl" : field.multiline === "long" ? "lg" : "sm"
                          }
                          mono={field.multiline === "mono"}
                          className={field.multiline === "mono" ? "text-sm" : undefined}
                        />
                      ) : (
                        <Input {...common} />
                      )}
                      {field.hint && !error ? (
                        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
                          {t(field.hint)}
                        </p>
                      ) : null}
                      {error ? (
                        <p id={`${inputId}-error`} className="text-sm text-destructive">
                          {t(error)}
                        </p>
                      ) : null}
                      {isPromptText ? (
                        <TemplateProblems
                          id={`${inputId}-problems`}
                          template={templates[locale]}
                          textarea={promptTextRefs[locale]}
                        />
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
            ))}
            <div className="grid gap-1">
              <Label htmlFor={`${id}-changeNote`}>{t("admin.editor.changeNote")}</Label>
              <Input
                id={`${id}-changeNote`}
                name="changeNote"
                maxLength={CHANGE_NOTE_MAX}
                autoComplete="off"
                aria-describedby={`${id}-changeNote-hint`}
                data-testid="admin-editor-change-note"
              />
              <p id={`${id}-changeNote-hint`} className="text-xs text-muted-foreground">
                {t("admin.editor.changeNoteHint")}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy} data-testid="admin-editor-save">
                {busy ? t("admin.saving") : t("admin.editor.save")}
              </Button>
              <Button asChild variant="outline">
                <Link to={closeLink} preventScrollReset onClick={guardClose}>
                  {t("admin.cancel")}
                </Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to={`/prompt/${prompt.id}/history`} data-testid="admin-editor-history">
                  {t("admin.editor.history")}
                </Link>
              </Button>
            </div>
          </fetcher.Form>
          <Preview fields={current} language={language} />
        </div>
      </CardContent>
    </Card>
  );
}

function Preview({ fields, language }: { fields: Fields; language: Locale }) {
  const t = useT();
  const tags = fields.tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const steps = fields.steps
    .split("\n")
    .map((step) => step.trim())
    .filter(Boolean);
  return (
    <aside
      aria-label={t("admin.editor.preview")}
      className="self-start rounded-xl border bg-muted/30 p-5 lg:sticky lg:top-20"
      lang={language === "pt" ? "pt-BR" : "en"}
      data-testid="admin-editor-preview"
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t("admin.editor.preview")}
      </p>
      <p className="mb-4 text-xs text-muted-foreground">{t("admin.editor.previewNote")}</p>
      <h3 className="text-xl font-bold">{fields.title || "—"}</h3>
      {fields.tagline ? <p className="mt-1 text-primary">{fields.tagline}</p> : null}
      <p className="mt-2 text-sm text-muted-foreground">{fields.description}</p>
      {tags.length ? (
        <div className="mt-3 flex flex-wrap gap-1">
          {tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      ) : null}
      <pre
        tabIndex={0}
        aria-label={t("admin.editor.fields.promptText")}
        className="mt-4 max-h-80 overflow-auto rounded-lg border bg-background p-3 font-mono text-sm whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {promptSegments(fields.promptText).map((segment, index) =>
          segment.kind === "text" ? (
            <span key={index}>{segment.text}</span>
          ) : (
            <mark key={index} className="rounded bg-primary/15 px-0.5 text-primary">
              [{segment.name}]
            </mark>
          ),
        )}
      </pre>
      {steps.length ? (
        <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
          {steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      ) : null}
    </aside>
  );
}
