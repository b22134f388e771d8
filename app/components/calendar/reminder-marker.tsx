import { Bell } from "lucide-react";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";

/** The bell on an entry whose reminder is on, named for screen readers. */
export function ReminderMarker({ className }: { className?: string }) {
  const t = useT();
  return (
    <Bell
      role="img"
      aria-label={t("calendar.reminder.on")}
      className={cn("size-4 shrink-0 fill-current text-amber-600 dark:text-amber-400", className)}
      data-testid="calendar-reminder-marker"
    />
  );
}
