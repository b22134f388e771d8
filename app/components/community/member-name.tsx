import "./messages";
import { Link } from "react-router";
import { useT } from "~/app/i18n/use-locale";
import type { CommunityAuthor } from "~/server/community/handles.server";

/** A member's name in the community: linked to /u/:handle once they picked one, else "Member". */
export function MemberName({ author }: { author: CommunityAuthor }) {
  const t = useT();
  if (author.handle === null) return <span className="font-semibold">{t("community.member")}</span>;
  return (
    <Link
      to={`/u/${author.handle}`}
      className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline focus-visible:underline"
      data-testid="member-link"
    >
      {author.avatarUrl ? (
        <img src={author.avatarUrl} alt="" className="size-5 rounded-full object-cover" loading="lazy" />
      ) : null}
      {author.name ?? author.handle}
      <span className="font-normal text-muted-foreground">@{author.handle}</span>
    </Link>
  );
}
