import { Check, Copy, ExternalLink } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { ActionFailureAlert } from "~/app/components/layout/action-failure";
import {
  fillProgress,
  valueProblems,
  VariableForm,
  variableFieldId,
  type VariableValues,
} from "~/app/components/prompts/variable-form";
import { useRememberedValues } from "~/app/components/prompts/use-remembered-values";
import { Button } from "~/app/components/ui/button";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import type { Locale } from "~/core/locale";
import { chatLinks } from "~/core/placeholders";
import { defaultValues, fillTemplate, parseTemplate, type BuiltinContext } from "~/core/variables";
import { recordPromptEvent } from "./record-event";
import { useCopy, writeClipboard } from "./use-clipboard";

/**
 * The readable prompt: the text with its copy button first (in the first screenful), then the
 * fill-in form (a field per variable, of its kind) that fills the text above as you type, and
 * "open in" links that carry it. While the fields are on screen a bar with the count of filled
 * fields and a second Copy button sticks to the bottom of the window, so on a phone Copy is in
 * reach of the field being typed in. What was filled in is remembered for next time.
 */
export function PromptWorkspace({
  promptId,
  text,
  language,
  context,
  kept,
}: {
  promptId: number;
  text: string;
  /** the language the prompt's text is written in */
  language: Locale;
  context: BuiltinContext;
  /** what a member kept on their account; null for a visitor */
  kept: VariableValues | null;
}) {
  const t = useT();
  const formId = useId();
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
  const { copied, copy } = useCopy();
  const copyBar = useRef<HTMLDivElement>(null);
  useKeyboardInset(copyBar);

  const filled = fillTemplate(template, values, context);
  const progress = fillProgress(template, context, values);
  const problems = valueProblems(template, context, values);
  const copyLabel = copied ? t("prompt.copied") : t("prompt.copy");

  async function handleCopy() {
    // A value that does not fit (a number out of range) is fixed first: the field says why.
    if (problems.length > 0) {
      setRevealProblems(true);
      toast.error(t("variables.form.fixFirst", { count: problems.length }));
      document.getElementById(variableFieldId(formId, template, problems[0]!.variable.key))?.focus();
      return;
    }
    if (await copy(filled)) {
      toast.success(t("prompt.copiedToast"));
      recordPromptEvent(promptId, "copy");
    } else {
      toast.error(t("prompt.copyFailed"));
    }
  }

  const copyButton = (testId: string) => (
    // Not disabled while it says "Copied!": a disabled button would drop the keyboard focus.
    <Button type="button" onClick={handleCopy} data-testid={testId} aria-live="polite">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copyLabel}
    </Button>
  );

  return (
    <div className="space-y-6">
      <VariableForm
        id={formId}
        template={template}
        context={context}
        values={values}
        defaults={defaults}
        onValuesChange={setValues}
        revealProblems={revealProblems}
        // Scrolled into view above the copy bar, not under it.
        fieldClassName="scroll-mb-24"
        previewActions={copyButton("copy-prompt")}
        notice={
          failure && "waitingForConnection" in failure ? (
            <p role="status">{t("variables.form.keepOffline")}</p>
          ) : failure && "refused" in failure ? (
            <p role="alert" className="text-destructive">
              {t("variables.form.keepFailed")} {failure.refused}
            </p>
          ) : failure ? (
            <ActionFailureAlert failure={failure} onRetry={retry} what={t("variables.form.keepFailed")} />
          ) : (
            <p>{t(kept ? "variables.form.keptAccount" : "variables.form.keptDevice")}</p>
          )
        }
        footer={
          <div
            ref={copyBar}
            className="sticky bottom-0 z-10 -mx-5 mt-4 -mb-5 flex items-center justify-between gap-3 rounded-b-xl border-t border-border bg-card/95 px-5 py-3 backdrop-blur supports-[backdrop-filter]:bg-card/80"
            data-testid="copy-bar"
          >
            <p className="text-sm font-medium" aria-live="polite" data-testid="filled-count">
              {progress.filled === progress.total
                ? t("prompt.placeholders.complete")
                : t("prompt.placeholders.filled", progress)}
            </p>
            {copyButton("copy-prompt-bar")}
          </div>
        }
      />

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
