import {
  Archive,
  BarChart3,
  FolderKanban,
  Bot,
  LifeBuoy,
  LogOut,
  MessageSquarePlus,
  Repeat2,
  TrendingUp,
  PenLine,
  Settings,
  ShieldCheck,
  Timer,
  User,
} from "lucide-react";
import { Link, useRouteLoaderData, useSubmit } from "react-router";
import type { DeferredMenuProps } from "~/app/components/ui/deferred-menu";
import { DropdownMenuItem } from "~/app/components/ui/dropdown-menu";
import { LoadedMenu } from "~/app/components/ui/loaded-menu";
import { useT } from "~/app/i18n/use-locale";
import type { loader as rootLoader } from "~/app/root";

/** The account menu itself, loaded by AccountMenu on first use. */
export function AccountDropdown({ trigger, opening }: DeferredMenuProps) {
  const t = useT();
  const submit = useSubmit();
  const member = useRouteLoaderData<typeof rootLoader>("root")?.member;
  if (!member) return trigger;

  return (
    <LoadedMenu trigger={trigger} opening={opening} className="w-56">
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
        <Link to="/create-prompt">
          <PenLine aria-hidden /> {t("account.createPrompt")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/requests">
          <MessageSquarePlus aria-hidden /> {t("account.requests")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/focus">
          <Timer aria-hidden /> {t("account.focus")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/chat-legend">
          <Bot aria-hidden /> {t("account.chat")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/prompt-locker">
          <Archive aria-hidden /> {t("account.locker")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/projects">
          <FolderKanban aria-hidden /> {t("account.projects")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/repurpose">
          <Repeat2 aria-hidden /> {t("account.repurpose")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/trends">
          <TrendingUp aria-hidden /> {t("nav.trends")}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/analytics">
          <BarChart3 aria-hidden /> {t("nav.analytics")}
        </Link>
      </DropdownMenuItem>
      {member.chatSupport ? (
        <DropdownMenuItem asChild>
          <Link to="/support">
            <LifeBuoy aria-hidden /> {t("account.support")}
          </Link>
        </DropdownMenuItem>
      ) : null}
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
    </LoadedMenu>
  );
}
