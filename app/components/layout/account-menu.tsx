import { LogOut, Settings, ShieldCheck, User } from "lucide-react";
import { Link, useSubmit } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/app/components/ui/dropdown-menu";
import { useT } from "~/app/i18n/use-locale";

export interface HeaderMember {
  name: string;
  email: string;
  image: string | null;
  /** shows the link to the admin dashboard; the dashboard checks the role itself */
  isAdmin?: boolean;
}

/** SPEC §2: the avatar shows avatar_url, with the first letter of the full name as fallback. */
export function Avatar({ member, className = "size-9" }: { member: HeaderMember; className?: string }) {
  const initial = (member.name || member.email).trim().charAt(0).toUpperCase();
  return member.image ? (
    <img src={member.image} alt="" className={`${className} rounded-full object-cover`} referrerPolicy="no-referrer" />
  ) : (
    <span className={`${className} flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground`}>
      {initial}
    </span>
  );
}

export function AccountMenu({ member }: { member: HeaderMember }) {
  const t = useT();
  const submit = useSubmit();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        aria-label={t("account.menu")}
        data-testid="account-menu"
      >
        <Avatar member={member} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <div className="px-2 py-1.5">
          <p className="truncate text-sm font-medium">{member.name}</p>
          <p className="truncate text-xs text-muted-foreground">{member.email}</p>
        </div>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden /> {t("account.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden /> {t("account.settings")}
          </Link>
        </DropdownMenuItem>
        {member.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden /> {t("account.admin")}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {/* The menu unmounts as it closes, so the sign-out is submitted from here, not from a <form> inside it. */}
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/logout" })}>
          <LogOut aria-hidden /> {t("account.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
