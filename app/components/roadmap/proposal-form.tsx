import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ROADMAP_DESCRIPTION_MAX, ROADMAP_TITLE_MAX } from "~/core/forms/roadmap";
import { ActionFailureAlert, isActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { useT } from "~/app/i18n/use-locale";
import { RoadmapError } from "./roadmap-error";
import type { RoadmapResult } from "./roadmap-types";

/** A member's idea: what they typed stays when the request fails, and the form says why. */
export function ProposalForm({ action }: { action: string }) {
  const t = useT();
  const fetcher = useFetcher<RoadmapResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const done = fetcher.state === "idle" && result !== undefined && !isActionFailure(result) && result.ok;
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done, result]);
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="roadmap-propose" className="rounded-lg border border-border bg-card p-4">
      <h2 id="roadmap-propose" className="text-lg font-semibold">
        {t("roadmap.propose.heading")}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t("roadmap.propose.hint")}</p>
      <fetcher.Form
        ref={form}
        method="post"
        action={action}
        className="space-y-3"
        data-testid="roadmap-propose"
      >
        <input type="hidden" name="intent" value="propose" />
        <div className="space-y-1">
          <Label htmlFor="roadmap-title">{t("roadmap.propose.title")}</Label>
          <Input
            id="roadmap-title"
            name="title"
            required
            minLength={5}
            maxLength={ROADMAP_TITLE_MAX}
            aria-invalid={
              result && !isActionFailure(result) && !result.ok && result.field === "title" ? true : undefined
            }
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="roadmap-description">{t("roadmap.propose.description")}</Label>
          <Textarea
            id="roadmap-description"
            name="description"
            rows={3}
            maxLength={ROADMAP_DESCRIPTION_MAX}
          />
        </div>
        {isActionFailure(result) ? (
          <ActionFailureAlert
            failure={result}
            what={t("roadmap.propose.failed")}
            onRetry={() => form.current?.requestSubmit()}
          />
        ) : (
          <RoadmapError result={result} />
        )}
        {done ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {t("roadmap.propose.done")}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? t("roadmap.propose.sending") : t("roadmap.propose.submit")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
