import { Loader2, Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import {
  ActionFailureAlert,
  isActionFailure,
  type ActionFailure,
} from "~/app/components/layout/action-failure";
import { Alert } from "~/app/components/ui/alert";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { useT } from "~/app/i18n/use-locale";
import {
  AI_TOOL_NAMES,
  OPEN_PROMPT_REQUESTS_LIMIT,
  PROMPT_REQUEST_AI_TOOLS,
  PROMPT_REQUEST_EXAMPLE_MAX,
  PROMPT_REQUEST_PURPOSE_MAX,
  PROMPT_REQUEST_PURPOSE_MIN,
} from "~/core/forms/requests";
import type { RequestFormResult } from "~/server/requests/page.server";
import "./messages";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50 aria-invalid:border-destructive";

/**
 * A new prompt request. What the member typed stays when the request fails (docs/decisions/0009),
 * and each refusal is said beside its field or above the button.
 */
export function RequestForm({ waiting }: { waiting: number }) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<RequestFormResult | ActionFailure>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const answer = isActionFailure(result) ? undefined : result;
  const sent = answer?.ok === true;
  useEffect(() => {
    if (sent) form.current?.reset();
  }, [sent, answer]);
  const busy = fetcher.state !== "idle";
  const full = waiting >= OPEN_PROMPT_REQUESTS_LIMIT;
  const fields = answer && !answer.ok ? answer.fields : undefined;
  const fieldProps = (name: string, hint?: boolean) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": fields?.[name] ? true : undefined,
    "aria-describedby":
      [hint ? `${id}-${name}-hint` : null, fields?.[name] ? `${id}-${name}-error` : null]
        .filter(Boolean)
        .join(" ") || undefined,
  });
  const fieldError = (name: string) => {
    const problem = fields?.[name];
    return problem ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {t(problem.key, problem.vars)}
      </p>
    ) : null;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("requests.form.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="requests-waiting">
        {t("requests.form.waiting", { count: waiting, limit: OPEN_PROMPT_REQUESTS_LIMIT })}
      </p>
      <fetcher.Form ref={form} method="post" className="mt-4 space-y-4" noValidate data-testid="request-form">
        <input type="hidden" name="intent" value="create" />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-purpose`}>{t("requests.form.purpose")}</Label>
          <Textarea
            {...fieldProps("purpose", true)}
            required
            minLength={PROMPT_REQUEST_PURPOSE_MIN}
            maxLength={PROMPT_REQUEST_PURPOSE_MAX}
            minHeight="md"
          />
          <p id={`${id}-purpose-hint`} className="text-xs text-muted-foreground">
            {t("requests.form.purposeHint", {
              min: PROMPT_REQUEST_PURPOSE_MIN,
              max: PROMPT_REQUEST_PURPOSE_MAX,
            })}
          </p>
          {fieldError("purpose")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-aiTool`}>{t("requests.form.aiTool")}</Label>
          <select {...fieldProps("aiTool")} className={selectClass} defaultValue="any" required>
            {PROMPT_REQUEST_AI_TOOLS.map((tool) => (
              <option key={tool} value={tool}>
                {AI_TOOL_NAMES[tool] ??
                  t(tool === "any" ? "requests.form.aiTool.any" : "requests.form.aiTool.other")}
              </option>
            ))}
          </select>
          {fieldError("aiTool")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-example`}>{t("requests.form.example")}</Label>
          <Textarea {...fieldProps("example", true)} maxLength={PROMPT_REQUEST_EXAMPLE_MAX} minHeight="sm" />
          <p id={`${id}-example-hint`} className="text-xs text-muted-foreground">
            {t("requests.form.exampleHint", { max: PROMPT_REQUEST_EXAMPLE_MAX })}
          </p>
          {fieldError("example")}
        </div>
        <ActionFailureAlert
          failure={result}
          what={t("requests.form.failed")}
          onRetry={() => form.current?.requestSubmit()}
          busy={busy}
        />
        {answer && !answer.ok && answer.code !== "invalid" ? (
          <Alert variant="destructive" data-testid="request-refused">
            <p>
              {t(answer.code === "open_limit" ? "requests.limit" : "requests.errors.plan", {
                limit: OPEN_PROMPT_REQUESTS_LIMIT,
              })}
            </p>
          </Alert>
        ) : full ? (
          <Alert variant="info" data-testid="request-limit">
            <p>{t("requests.limit", { limit: OPEN_PROMPT_REQUESTS_LIMIT })}</p>
          </Alert>
        ) : null}
        {sent ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {t("requests.form.sent")}
          </p>
        ) : null}
        <Button type="submit" disabled={busy || full}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {busy ? t("requests.form.sending") : t("requests.form.submit")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
