import { Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { ROADMAP_COMMENT_MAX } from "~/core/forms/roadmap";
import { formatLongDate } from "~/core/locale";
import { ActionFailureAlert, isActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { ConfirmSubmit } from "./confirm-submit";
import { RoadmapError } from "./roadmap-error";
import type { RoadmapResult, RoadmapViewerData } from "./roadmap-types";

export interface RoadmapCommentData {
  id: number;
  body: string;
  authorName: string;
  mine: boolean;
  createdAt: string;
}

/** Deletes a comment after asking; an admin deleting someone else's is told whose and that it is logged. */
function DeleteComment({ id, moderatedAuthor }: { id: number; moderatedAuthor?: string }) {
  const t = useT();
  const fetcher = useFetcher<RoadmapResult>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="delete-comment" />
      <input type="hidden" name="commentId" value={id} />
      <ConfirmSubmit
        question={
          moderatedAuthor === undefined
            ? t("roadmap.comment.deleteConfirm")
            : t("roadmap.comment.moderateConfirm", { author: moderatedAuthor })
        }
        confirmLabel={t("roadmap.comment.delete")}
        testId="roadmap-comment-delete"
      >
        <Trash2 aria-hidden /> {t("roadmap.comment.delete")}
      </ConfirmSubmit>
      {isActionFailure(fetcher.data) ? (
        <ActionFailureAlert
          failure={fetcher.data}
          onRetry={() => void fetcher.submit({ intent: "delete-comment", commentId: id }, { method: "post" })}
        />
      ) : (
        <RoadmapError result={fetcher.data} />
      )}
    </fetcher.Form>
  );
}

/**
 * Plain-text comments, oldest first; members who take part write them and delete their own, and
 * admins delete anyone's.
 */
export function RoadmapComments({
  itemId,
  comments,
  viewer,
}: {
  itemId: number;
  comments: RoadmapCommentData[];
  viewer: RoadmapViewerData;
}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<RoadmapResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const posted = fetcher.state === "idle" && result !== undefined && !isActionFailure(result) && result.ok;
  useEffect(() => {
    if (posted) form.current?.reset();
  }, [posted, result]);
  const busy = fetcher.state !== "idle";
  return (
    <section id="comments" aria-labelledby="roadmap-comments" className="space-y-4">
      <h2 id="roadmap-comments" className="text-xl font-semibold">
        {t("roadmap.comments.heading")}
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("roadmap.comments.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li
              key={comment.id}
              className="rounded-lg border border-border p-3"
              data-testid="roadmap-comment"
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{comment.authorName}</span> ·{" "}
                {formatLongDate(comment.createdAt, locale)}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.body}</p>
              {comment.mine || viewer.isAdmin ? (
                <div className="mt-2">
                  <DeleteComment
                    id={comment.id}
                    moderatedAuthor={comment.mine ? undefined : comment.authorName}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {viewer.canTakePart ? (
        <fetcher.Form ref={form} method="post" className="space-y-2">
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="itemId" value={itemId} />
          <Label htmlFor="roadmap-comment">{t("roadmap.comment.label")}</Label>
          <Textarea
            id="roadmap-comment"
            name="body"
            rows={3}
            required
            maxLength={ROADMAP_COMMENT_MAX}
            aria-describedby="roadmap-comment-hint"
          />
          <p id="roadmap-comment-hint" className="text-xs text-muted-foreground">
            {t("roadmap.comment.hint")}
          </p>
          {isActionFailure(result) ? (
            <ActionFailureAlert
              failure={result}
              what={t("roadmap.comment.failed")}
              onRetry={() => form.current?.requestSubmit()}
            />
          ) : (
            <RoadmapError result={result} />
          )}
          <Button type="submit" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {busy ? t("roadmap.comment.posting") : t("roadmap.comment.submit")}
          </Button>
        </fetcher.Form>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("roadmap.comment.locked")}{" "}
          <Link to={viewer.signedIn ? "/pricing" : "/login"} className="font-medium text-primary underline">
            {viewer.signedIn ? t("roadmap.upgrade.link") : t("roadmap.signIn")}
          </Link>
        </p>
      )}
    </section>
  );
}
