import "./messages";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { useT } from "~/app/i18n/use-locale";

/** Who may take part and how to get there: a visitor logs in; an Explorer sees the plans. */
export interface CommunityViewer {
  signedIn: boolean;
  canTakePart: boolean;
}

/** The lock beside a control an Explorer or a visitor sees but cannot use. */
export function CommunityLock({ viewer, className }: { viewer: CommunityViewer; className?: string }) {
  const t = useT();
  return (
    <p
      className={className ?? "flex items-start gap-2 text-sm text-muted-foreground"}
      data-testid="community-lock"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {t("community.locked")}{" "}
        <Link
          to={viewer.signedIn ? "/pricing" : "/login"}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {viewer.signedIn ? t("community.locked.link") : t("community.signIn")}
        </Link>
      </span>
    </p>
  );
}
