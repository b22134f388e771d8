import { Check, Copy, Eraser, ExternalLink } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import { chatLinks, fillPlaceholders, parsePlaceholders, promptSegments } from "~/core/placeholders";
import { recordPromptEvent } from "./record-event";
import { useCopy, writeClipboard } from "./use-clipboard";

/**
 * The readable prompt: the text with its copy button first (in the first screenful), then a field
 * per [placeholder] that fills the text above as you type, and "open in" links that carry it.
 */
export function PromptWorkspace({ promptId, text }: { promptId: number; text: string }) {
  const t = useT();
  const formId = useId();
  const placeholders = useMemo(() => parsePlaceholders(text), [text]);
  const [values, setValues] = useState<Record<string, string>>({});
  const { copied, copy } = useCopy();

  const filled = fillPlaceholders(text, values);
  const remaining = placeholders.filter((name) => !values[name]?.trim()).length;
  const segments = promptSegments(text);

  async function handleCopy() {
    if (await copy(filled)) {
      toast.success(t("prompt.copiedToast"));
      recordPromptEvent(promptId, "copy");
    } else {
      toast.error(t("prompt.copyFailed"));
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${formId}-preview`}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={`${formId}-preview`} className="text-sm font-semibold text-muted-foreground">
            {t("prompt.preview")}
          </h2>
          <Button
            type="button"
            onClick={handleCopy}
            disabled={copied}
            data-testid="copy-prompt"
            aria-live="polite"
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t("prompt.copied") : t("prompt.copy")}
          </Button>
        </div>
        <pre
          className="max-h-[32rem] overflow-auto rounded-xl border border-border bg-muted p-5 font-mono text-sm leading-relaxed whitespace-pre-wrap"
          data-testid="prompt-preview"
          // It scrolls, so keyboard users must be able to reach it.
          tabIndex={0}
          aria-labelledby={`${formId}-preview`}
        >
          {segments.map((segment, index) =>
            segment.kind === "text" ? (
              segment.text
            ) : values[segment.name]?.trim() ? (
              <mark key={index} className="rounded bg-primary/15 px-0.5 text-foreground">
                {values[segment.name]!.trim()}
              </mark>
            ) : (
              <span
                key={index}
                className="rounded bg-amber-200/60 px-0.5 text-amber-950 dark:bg-amber-400/20 dark:text-amber-200"
              >
                [{segment.name}]
              </span>
            ),
          )}
        </pre>
      </section>

      {placeholders.length > 0 ? (
        <section aria-labelledby={`${formId}-title`} className="rounded-xl border border-border bg-card p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id={`${formId}-title`} className="font-semibold">
                {t("prompt.placeholders.title")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t("prompt.placeholders.hint")}</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setValues({})}
              disabled={remaining === placeholders.length}
            >
              <Eraser aria-hidden /> {t("prompt.placeholders.clear")}
            </Button>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {placeholders.map((name, index) => (
              <div key={name} className="space-y-1.5">
                <Label htmlFor={`${formId}-${index}`} className="first-letter:uppercase">
                  {name}
                </Label>
                <Input
                  id={`${formId}-${index}`}
                  data-placeholder={name}
                  value={values[name] ?? ""}
                  placeholder={`[${name}]`}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
              </div>
            ))}
          </div>
          <p className="mt-3 text-xs text-muted-foreground" aria-live="polite">
            {remaining === 0
              ? t("prompt.placeholders.complete")
              : t("prompt.placeholders.remaining", { count: remaining })}
          </p>
        </section>
      ) : null}

      <section aria-label={t("prompt.openInLabel")} className="flex flex-wrap gap-2">
        {chatLinks(filled).map((link) => (
          <Button key={link.name} asChild variant="outline" size="sm">
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              title={link.carriesText ? undefined : t("prompt.openInGeminiHint")}
              onClick={() => {
                if (!link.carriesText) {
                  void writeClipboard(filled).then((ok) => ok && toast.info(t("prompt.openInGeminiHint")));
                }
                recordPromptEvent(promptId, "use");
              }}
            >
              <ExternalLink aria-hidden /> {t("prompt.openIn", { name: link.name })}
            </a>
          </Button>
        ))}
      </section>
    </div>
  );
}
