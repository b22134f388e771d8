import { DeferredMenu } from "~/app/components/ui/deferred-menu";
import { useT } from "~/app/i18n/use-locale";
import { importAgain } from "~/app/loading/import-again";

export interface HeaderMember {
  name: string;
  email: string;
  image: string | null;
  /** shows the link to the admin dashboard; the dashboard checks the role itself */
  isAdmin?: boolean;
}

/** The avatar shows avatar_url, with the first letter of the full name as fallback. */
export function Avatar({ member, className = "size-9" }: { member: HeaderMember; className?: string }) {
  const initial = (member.name || member.email).trim().charAt(0).toUpperCase();
  return member.image ? (
    <img
      src={member.image}
      alt=""
      className={`${className} rounded-full object-cover`}
      referrerPolicy="no-referrer"
    />
  ) : (
    <span
      className={`${className} flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground`}
    >
      {initial}
    </span>
  );
}

const loadAccountDropdown = () =>
  importAgain(() => import("./account-dropdown")).then((module) => module.AccountDropdown);

export function AccountMenu({ member }: { member: HeaderMember }) {
  const t = useT();
  return (
    <DeferredMenu
      load={loadAccountDropdown}
      trigger={
        <button
          type="button"
          className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          aria-label={t("account.menu")}
          data-testid="account-menu"
        >
          <Avatar member={member} />
        </button>
      }
    />
  );
}
