import { Bell } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";

/** The count shown on the bell; the accessible name says the exact number. */
const MAX_SHOWN = 99;

/** `className` says how it displays (e.g. `hidden sm:inline-flex`). A signed-in member's bell: how many notifications are unread, a link to /notifications. */
export function NotificationBell({ unread, className }: { unread: number; className?: string }) {
  const t = useT();
  const label = unread > 0 ? t("nav.notifications.unread", { count: unread }) : t("nav.notifications");
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      data-unread={unread}
      className={cn(
        "relative size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <Bell className="size-4" aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground"
        >
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
