import { useT } from "~/app/i18n/use-locale";

/** "By {name}" with the author's avatar, on member prompts (catalogue prompts have no author). */
export function PromptAuthor({ author }: { author: { name: string; avatarUrl: string | null } }) {
  const t = useT();
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground" data-testid="prompt-author">
      {author.avatarUrl ? (
        <img
          src={author.avatarUrl}
          alt=""
          width={24}
          height={24}
          className="size-6 rounded-full object-cover"
          referrerPolicy="no-referrer"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-6 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary"
        >
          {author.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      {t("prompt.author.by", { name: author.name })}
    </p>
  );
}
