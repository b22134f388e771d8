import "./messages";
import { MemberName } from "./member-name";
import { ArrowBigUp, Lock, MessageSquare, Pencil, Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate } from "~/core/locale";
import type { CommentView, PromptComments } from "~/server/community/comments.server";
import { communityRequest, type CommunityAnswer } from "./community-api";
import { CommunityLock, type CommunityViewer } from "./community-gate";
import { CommentForm } from "./comment-form";
import { CommentText } from "./comment-text";
import { ReportButton } from "./report-button";

/** The comments under a prompt: read by everyone who reads its text, written by Creator and Legend members. */
export function CommentsSection({
  promptId,
  initial,
  viewer,
}: {
  promptId: number;
  initial: PromptComments;
  viewer: CommunityViewer;
}) {
  const t = useT();
  const [state, setState] = useState(initial);

  async function reload() {
    const answer = await communityRequest<PromptComments>("GET", `/prompts/${promptId}/comments`);
    if (answer.kind === "ok") setState(answer.data);
  }

  /** An action that, once done, shows the comments as they are now. */
  async function act<T>(request: Promise<CommunityAnswer<T>>): Promise<CommunityAnswer<T>> {
    const answer = await request;
    if (answer.kind === "ok") await reload();
    return answer;
  }

  return (
    <section className="mt-12" aria-labelledby="comments-heading" data-testid="comments">
      <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquare className="size-5 text-primary" aria-hidden /> {t("community.comments.heading")}
        {!state.locked && state.total > 0 ? (
          <span className="text-base font-normal text-muted-foreground">
            ({t("community.comments.count", { count: state.total })})
          </span>
        ) : null}
      </h2>
      {state.locked ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden /> {t("community.comments.lockedPrompt")}
        </p>
      ) : (
        <>
          <div className="mt-4">
            {viewer.canTakePart ? (
              <CommentForm
                label={t("community.comment.label")}
                submitLabel={t("community.comment.submit")}
                notDone={t("community.comment.notPosted")}
                testId="comment-form"
                onSubmit={(body) => act(communityRequest("POST", `/prompts/${promptId}/comments`, { body }))}
              />
            ) : (
              <CommunityLock viewer={viewer} />
            )}
          </div>
          {state.comments.length === 0 ? (
            <p className="mt-6 text-sm text-muted-foreground" data-testid="comments-empty">
              {t("community.comments.empty")}
            </p>
          ) : (
            <ol className="mt-6 space-y-4">
              {state.comments.map((comment) => (
                <li key={comment.id}>
                  <CommentItem comment={comment} promptId={promptId} viewer={viewer} act={act} />
                  {comment.replies.length > 0 ? (
                    <ol className="mt-3 ml-4 space-y-3 border-l border-border pl-4 sm:ml-8">
                      {comment.replies.map((reply) => (
                        <li key={reply.id}>
                          <CommentItem comment={reply} promptId={promptId} viewer={viewer} act={act} />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function CommentItem({
  comment,
  promptId,
  viewer,
  act,
}: {
  comment: CommentView;
  promptId: number;
  viewer: CommunityViewer;
  act: <T>(request: Promise<CommunityAnswer<T>>) => Promise<CommunityAnswer<T>>;
}) {
  const t = useT();
  const locale = useLocale();
  const [mode, setMode] = useState<"read" | "reply" | "edit">("read");
  const [voteBusy, setVoteBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (comment.deleted) {
    return (
      <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground italic">
        {t("community.comment.deleted")}
      </p>
    );
  }

  const editable = comment.mine && comment.editableUntil !== null;
  // How the reply box names who is answered: their handle, else "Member" (never a private name).
  const name = comment.author
    ? comment.author.handle
      ? `@${comment.author.handle}`
      : t("community.member")
    : t("community.comment.formerMember");

  async function vote() {
    setVoteBusy(true);
    setRefusal(null);
    const answer = await act(
      communityRequest(comment.voted ? "DELETE" : "PUT", `/comments/${comment.id}/vote`),
    );
    if (answer.kind === "refused") setRefusal(t("community.error", { error: answer.error }));
    if (answer.kind === "failed") setRefusal(t("actionFailure.offline"));
    setVoteBusy(false);
  }

  async function remove() {
    if (!window.confirm(t("community.comment.deleteConfirm"))) return;
    const answer = await act(communityRequest("DELETE", `/comments/${comment.id}`));
    if (answer.kind === "refused") setRefusal(t("community.error", { error: answer.error }));
    if (answer.kind === "failed") setRefusal(t("actionFailure.offline"));
  }

  return (
    <article
      id={`comment-${comment.id}`}
      className="scroll-mt-20 rounded-lg border border-border bg-card p-3 sm:p-4"
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
        {comment.author ? (
          <MemberName author={comment.author} />
        ) : (
          <span className="font-semibold">{t("community.comment.formerMember")}</span>
        )}
        {comment.mine ? <span className="text-muted-foreground">({t("community.comment.you")})</span> : null}
        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
          {formatLongDate(comment.createdAt, locale)}
        </time>
        {comment.editedAt ? (
          <span className="text-xs text-muted-foreground">· {t("community.comment.edited")}</span>
        ) : null}
      </header>
      {mode === "edit" ? (
        <div className="mt-2">
          <CommentForm
            label={t("community.comment.editLabel")}
            submitLabel={t("community.comment.save")}
            initial={comment.body ?? ""}
            notDone={t("community.comment.notSaved")}
            autoFocus
            testId="comment-edit-form"
            onCancel={() => setMode("read")}
            onSubmit={async (body) => {
              const answer = await act(communityRequest("PATCH", `/comments/${comment.id}`, { body }));
              if (answer.kind === "ok") setMode("read");
              return answer;
            }}
          />
        </div>
      ) : (
        <div className="mt-1 text-sm" data-testid="comment-body">
          <CommentText body={comment.body ?? ""} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <Button
          type="button"
          variant={comment.voted ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={comment.voted}
          aria-label={`${comment.voted ? t("community.comment.upvoteUndo") : t("community.comment.upvote")} (${t("community.upvotes.count", { count: comment.upvotes })})`}
          disabled={!viewer.canTakePart || voteBusy}
          onClick={() => void vote()}
          data-testid="comment-upvote"
        >
          <ArrowBigUp className={cn(comment.voted && "fill-current")} aria-hidden />
          <span className="tabular-nums">{comment.upvotes}</span>
        </Button>
        {viewer.canTakePart && mode !== "reply" ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setMode("reply")}>
            <Reply aria-hidden /> {t("community.comment.reply")}
          </Button>
        ) : null}
        {editable && mode === "read" ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setMode("edit")}>
            <Pencil aria-hidden /> {t("community.comment.edit")}
          </Button>
        ) : null}
        {comment.mine ? (
          <Button type="button" variant="ghost-destructive" size="sm" onClick={() => void remove()}>
            <Trash2 aria-hidden /> {t("community.comment.delete")}
          </Button>
        ) : null}
        {!comment.mine ? <ReportButton targetType="comment" targetId={comment.id} viewer={viewer} /> : null}
      </div>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      {mode === "reply" ? (
        <div className="mt-3">
          <CommentForm
            label={t("community.comment.replyLabel", { name })}
            submitLabel={t("community.comment.replySubmit")}
            notDone={t("community.comment.notPosted")}
            autoFocus
            testId="comment-reply-form"
            onCancel={() => setMode("read")}
            onSubmit={async (body) => {
              const answer = await act(
                communityRequest("POST", `/prompts/${promptId}/comments`, { body, parentId: comment.id }),
              );
              if (answer.kind === "ok") setMode("read");
              return answer;
            }}
          />
        </div>
      ) : null}
    </article>
  );
}
