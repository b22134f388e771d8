import { Globe, Lock } from "lucide-react";
import { useT } from "~/app/i18n/use-locale";
import { EditLink } from "./edit-link";
import { DeletePromptButton, PublishButton } from "./owner-controls";

export { loadDeleteConfirmation } from "./owner-controls";

/** On a member prompt's page, for its author (and admins): its status and what they can do with it. */
export function OwnerBar({ prompt }: { prompt: { id: number; title: string; isPublished: boolean } }) {
  const t = useT();
  return (
    <div
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 sm:p-4"
      data-testid="owner-bar"
    >
      <p className="flex items-center gap-2 text-sm">
        {prompt.isPublished ? (
          <Globe aria-hidden className="size-4 shrink-0 text-primary" />
        ) : (
          <Lock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        )}
        <span>
          <strong className="font-semibold">
            {prompt.isPublished ? t("prompt.owner.published") : t("prompt.owner.private")}
          </strong>
          {" · "}
          {prompt.isPublished ? t("prompt.owner.publishedHint") : t("prompt.owner.privateHint")}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <PublishButton prompt={prompt} redirectTo={`/prompt/${prompt.id}`} size="sm" />
        <EditLink id={prompt.id} size="sm" />
        <DeletePromptButton prompt={prompt} redirectTo="/profile" size="sm" />
      </div>
    </div>
  );
}
