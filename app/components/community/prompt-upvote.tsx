import "./messages";
import { ArrowBigUp, Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";
import { communityRequest } from "./community-api";
import type { CommunityViewer } from "./community-gate";

export interface VoteState {
  upvotes: number;
  voted: boolean;
}

/** The prompt's upvote: one per member, pressed again to take it back. */
export function PromptUpvote({
  promptId,
  initial,
  viewer,
}: {
  promptId: number;
  initial: VoteState;
  viewer: CommunityViewer;
}) {
  const t = useT();
  const [vote, setVote] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = t("community.upvotes.count", { count: vote.upvotes });

  if (!viewer.canTakePart) {
    return (
      <Button variant="outline" className="w-full justify-between" asChild>
        <Link to={viewer.signedIn ? "/pricing" : "/login"} data-testid="prompt-upvote-locked">
          <span className="flex items-center gap-2">
            <Lock aria-hidden /> {t("community.upvote")}
          </span>
          <span className="tabular-nums" aria-label={count}>
            {vote.upvotes}
          </span>
        </Link>
      </Button>
    );
  }

  async function toggle(up: boolean) {
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    const answer = await communityRequest<VoteState>(up ? "PUT" : "DELETE", `/prompts/${promptId}/vote`);
    if (answer.kind === "ok") setVote(answer.data);
    else if (answer.kind === "failed") setFailure(answer.failure);
    else setRefusal(answer.error);
    setBusy(false);
  }

  const up = !vote.voted;
  return (
    <div className="space-y-2">
      <Button
        variant={vote.voted ? "default" : "outline"}
        className="w-full justify-between"
        aria-pressed={vote.voted}
        aria-label={`${vote.voted ? t("community.upvote.undo") : t("community.upvote.label")} (${count})`}
        onClick={() => void toggle(up)}
        disabled={busy}
        data-testid="prompt-upvote"
      >
        <span className="flex items-center gap-2">
          {busy ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <ArrowBigUp className={cn(vote.voted && "fill-current")} aria-hidden />
          )}
          {vote.voted ? t("community.upvoted") : t("community.upvote")}
        </span>
        <span className="tabular-nums" data-testid="prompt-upvote-count">
          {vote.upvotes}
        </span>
      </Button>
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {t("community.error", { error: refusal })}
        </p>
      ) : null}
      <ActionFailureAlert
        failure={failure}
        onRetry={() => void toggle(up)}
        what={t("community.failed.vote")}
      />
    </div>
  );
}
