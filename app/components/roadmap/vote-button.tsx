import { ArrowBigUp, Loader2, Lock } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { ActionFailureAlert, isActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";
import { RoadmapError } from "./roadmap-error";
import type { RoadmapItemData, RoadmapResult, RoadmapViewerData } from "./roadmap-types";

/**
 * One vote per member and item, pressed again to take it back. A form, so it works before the
 * page's script loads; the count moves at once and comes back from the server.
 */
export function VoteButton({
  item,
  viewer,
  action,
}: {
  item: Pick<RoadmapItemData, "id" | "title" | "votes" | "voted">;
  viewer: RoadmapViewerData;
  action: string;
}) {
  const t = useT();
  const fetcher = useFetcher<RoadmapResult>();
  const count = t("roadmap.votes", { count: item.votes });

  if (!viewer.canTakePart) {
    return (
      <Button variant="outline" size="sm" asChild>
        <Link
          to={viewer.signedIn ? "/pricing" : "/login"}
          data-testid="roadmap-upgrade"
          aria-label={`${viewer.signedIn ? t("roadmap.upgrade.link") : t("roadmap.signIn")} (${count})`}
        >
          <Lock aria-hidden />
          {viewer.signedIn ? t("roadmap.upgrade.link") : t("roadmap.signIn")}
          <span className="tabular-nums">{item.votes}</span>
        </Link>
      </Button>
    );
  }

  const pending = fetcher.formData?.get("intent");
  const voted = pending ? pending === "vote" : item.voted;
  const votes = pending ? item.votes + (voted === item.voted ? 0 : voted ? 1 : -1) : item.votes;
  const result = fetcher.data;
  return (
    <div className="space-y-1">
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="intent" value={voted ? "unvote" : "vote"} />
        <Button
          type="submit"
          size="sm"
          variant={voted ? "default" : "outline"}
          aria-pressed={voted}
          aria-label={`${t(voted ? "roadmap.vote.undo" : "roadmap.vote.label", { title: item.title })} (${t("roadmap.votes", { count: votes })})`}
          data-testid="roadmap-vote"
        >
          {fetcher.state !== "idle" ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <ArrowBigUp className={cn(voted && "fill-current")} aria-hidden />
          )}
          {voted ? t("roadmap.voted") : t("roadmap.vote")}
          <span className="tabular-nums" data-testid="roadmap-vote-count">
            {votes}
          </span>
        </Button>
      </fetcher.Form>
      {isActionFailure(result) ? (
        <ActionFailureAlert
          failure={result}
          what={t("roadmap.vote.failed")}
          onRetry={() =>
            void fetcher.submit(
              { intent: item.voted ? "unvote" : "vote", itemId: item.id },
              { method: "post", action },
            )
          }
        />
      ) : (
        <RoadmapError result={result} />
      )}
    </div>
  );
}
