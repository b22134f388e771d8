import { Check, Copy, Eraser, ExternalLink } from "lucide-react";
import { useEffect, useId, useMemo, useRef, type RefObject } from "react";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import { chatLinks, fillPlaceholders, parsePlaceholders, promptSegments } from "~/core/placeholders";
import { recordPromptEvent } from "./record-event";
import { useCopy, writeClipboard } from "./use-clipboard";
import { useFilledValues } from "./use-filled-values";

/**
 * The readable prompt: the text with its copy button first (in the first screenful), then a field
 * per [placeholder] that fills the text above as you type, and "open in" links that carry it.
 * While the fields are on screen a bar with the count of filled fields and a second Copy button
 * sticks to the bottom of the window, so on a phone Copy is in reach of the field being typed in.
 */
export function PromptWorkspace({ promptId, text }: { promptId: number; text: string }) {
  const t = useT();
  const formId = useId();
  const placeholders = useMemo(() => parsePlaceholders(text), [text]);
  const [values, setValues] = useFilledValues(promptId, placeholders);
  const { copied, copy } = useCopy();
  const copyBar = useRef<HTMLDivElement>(null);
  useKeyboardInset(copyBar);

  const filled = fillPlaceholders(text, values);
  const remaining = placeholders.filter((name) => !values[name]?.trim()).length;
  const copyLabel = copied ? t("prompt.copied") : t("prompt.copy");
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
          {/* Not disabled while it says "Copied!": a disabled button would drop the keyboard focus. */}
          <Button type="button" onClick={handleCopy} data-testid="copy-prompt" aria-live="polite">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copyLabel}
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
              onClick={() => {
                setValues({});
                // The button is disabled once the fields are empty: the focus goes to the first field.
                document.getElementById(`${formId}-0`)?.focus();
              }}
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
                  // Scrolled into view above the copy bar, not under it.
                  className="scroll-mb-24"
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
              </div>
            ))}
          </div>
          <div
            ref={copyBar}
            className="sticky bottom-0 z-10 -mx-5 mt-4 -mb-5 flex items-center justify-between gap-3 rounded-b-xl border-t border-border bg-card/95 px-5 py-3 backdrop-blur supports-[backdrop-filter]:bg-card/80"
            data-testid="copy-bar"
          >
            <p className="text-sm font-medium" aria-live="polite" data-testid="filled-count">
              {remaining === 0
                ? t("prompt.placeholders.complete")
                : t("prompt.placeholders.filled", {
                    filled: placeholders.length - remaining,
                    total: placeholders.length,
                  })}
            </p>
            <Button type="button" onClick={handleCopy} data-testid="copy-prompt-bar">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copyLabel}
            </Button>
          </div>
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

/**
 * A phone's on-screen keyboard covers the bottom of the page without resizing it (Safari, and
 * Chrome by default): the bar is lifted by the covered height, so it stays above the keyboard.
 */
function useKeyboardInset(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const place = () => {
      // A pinch zoom shrinks the visual viewport too; only the unzoomed page is lifted.
      const covered =
        viewport.scale > 1.01 ? 0 : Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      if (bar.current) bar.current.style.bottom = covered > 0 ? `${Math.round(covered)}px` : "";
    };
    viewport.addEventListener("resize", place);
    viewport.addEventListener("scroll", place);
    return () => {
      viewport.removeEventListener("resize", place);
      viewport.removeEventListener("scroll", place);
    };
  }, [bar]);
}
