import {
  TextCursorInput,
  BookOpen,
  Check,
  Copy,
  CopyPlus,
  MoreHorizontal,
  Pencil,
  Trash2,
} from "lucide-react";
import { Link } from "react-router";
import { LockIcon } from "./lock-icon";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import { Button } from "~/app/components/ui/button";
import { DeferredDropdown } from "~/app/components/ui/deferred-menu";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatLongDate } from "~/core/locale";
import { ProjectName } from "~/app/components/projects/project-dot";
import type { ProjectColor } from "~/core/forms/projects";
import type { LockerCardPrompt } from "~/server/locker/locker.server";

/**
 * How much of the text a card draws: more than its three clamped lines hold at any width, so the
 * page's HTML carries a preview instead of every prompt's whole text (copying and filling in read
 * the whole text from the page's data).
 */
const PREVIEW_CHARS = 280;

function previewOf(content: string): string {
  if (content.length <= PREVIEW_CHARS) return content;
  // Never half of a character outside the Basic Multilingual Plane (an emoji).
  const end = /[\uD800-\uDBFF]/.test(content.charAt(PREVIEW_CHARS - 1)) ? PREVIEW_CHARS - 1 : PREVIEW_CHARS;
  return `${content.slice(0, end).trimEnd()}…`;
}

/**
 * One saved prompt: title, project, description, tags, last update; copy, fill in (when its text
 * has variables), and (when the member may
 * change their locker) edit, duplicate, delete. A copy of a library prompt the member's plan no
 * longer opens shows no text.
 */
export function LockerCard({
  prompt,
  project,
  changes,
  onFill,
  onIntent,
}: {
  prompt: LockerCardPrompt;
  project: { name: string; color: ProjectColor } | null;
  /** opens the prompt's fill-in form; offered when its text has variables */
  onFill?: () => void;
  /** the member points at or focuses the card: what its buttons open can start loading */
  onIntent?: () => void;
  /** absent when the locker is read-only */
  changes?: { onEdit: () => void; onDuplicate: () => void; onDelete: () => void };
}) {
  const t = useT();
  const locale = useLocale();
  const { copied, copy } = useCopy();
  const fillable = !prompt.locked && onFill !== undefined && prompt.fillable;

  return (
    <article
      className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-xs"
      data-testid="locker-card"
      aria-labelledby={`locker-${prompt.id}`}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`locker-${prompt.id}`} className="line-clamp-2 font-semibold break-words">
          {prompt.title}
        </h2>
        {changes || prompt.sourcePromptId ? (
          <DeferredDropdown
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="-mt-1 -mr-2 shrink-0"
                aria-label={t("locker.card.more", { title: prompt.title })}
              >
                <MoreHorizontal aria-hidden />
              </Button>
            }
            items={(DropdownMenuItem) => (
              <>
                {changes ? (
                  <DropdownMenuItem onSelect={changes.onDuplicate}>
                    <CopyPlus aria-hidden /> {t("locker.card.duplicate")}
                  </DropdownMenuItem>
                ) : null}
                {prompt.sourcePromptId ? (
                  <DropdownMenuItem asChild>
                    <Link to={`/prompt/${prompt.sourcePromptId}`}>
                      <BookOpen aria-hidden /> {t("locker.card.openSource")}
                    </Link>
                  </DropdownMenuItem>
                ) : null}
                {changes ? (
                  <DropdownMenuItem onSelect={changes.onDelete} destructive>
                    <Trash2 aria-hidden /> {t("locker.card.delete")}
                  </DropdownMenuItem>
                ) : null}
              </>
            )}
          />
        ) : null}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {project ? (
          <span data-testid="locker-card-project">
            <ProjectName project={project} />
          </span>
        ) : null}
        {prompt.sourcePromptId ? <span>{t("locker.card.fromLibrary")}</span> : null}
        <span>{t("locker.card.updated", { date: formatLongDate(prompt.updatedAt, locale) })}</span>
      </div>
      {prompt.description ? (
        <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{prompt.description}</p>
      ) : null}
      {prompt.locked ? (
        <div
          className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border bg-muted/60 p-2 text-xs"
          data-testid="locker-card-locked"
        >
          <LockIcon className="size-3.5 shrink-0" aria-hidden /> {t("locker.card.locked")}
          <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("locker.card.seePlans")}
          </Link>
        </div>
      ) : (
        <div className="mt-2 rounded-md bg-muted/60 p-2">
          <p className="line-clamp-3 font-mono text-xs whitespace-pre-line break-words">
            {previewOf(prompt.content)}
          </p>
        </div>
      )}
      {prompt.tags.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("locker.field.tags")}>
          {prompt.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-border px-2 py-0.5 text-xs">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {prompt.locked && !changes ? null : (
        <div className="mt-auto flex gap-2 pt-4">
          {prompt.locked ? null : (
            <Button
              size="sm"
              variant={copied ? "secondary" : "outline"}
              aria-label={t("locker.card.copyLabel", { title: prompt.title })}
              onClick={async () => {
                if (await copy(prompt.content)) toast.success(t("locker.copied"));
                else toast.error(t("locker.copyFailed"));
              }}
            >
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {t("locker.card.copy")}
            </Button>
          )}
          {fillable ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t("locker.card.fillLabel", { title: prompt.title })}
              onClick={onFill}
              data-testid="locker-card-fill"
            >
              <TextCursorInput aria-hidden /> {t("locker.card.fill")}
            </Button>
          ) : null}
          {changes && !prompt.locked ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t("locker.card.editLabel", { title: prompt.title })}
              onClick={changes.onEdit}
            >
              <Pencil aria-hidden /> {t("locker.card.edit")}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
