import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/app/components/ui/alert-dialog";
import { buttonVariants } from "~/app/components/ui/button";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { localToday, longDate } from "./dates";

/** A scheduling on a day that has passed, waiting for the member's answer. */
export interface PastDayQuestion {
  day: string;
  title: string;
  run: () => void;
}

/**
 * Scheduling on a day that has passed is most likely a slip of the date picker: `schedule` asks
 * first (`dialog` is the question, to render once), and runs at once for today and later days.
 */
export function usePastDayCheck() {
  const [asked, setAsked] = useState<PastDayQuestion | null>(null);
  const schedule = (day: string, title: string, run: () => void) => {
    if (day < localToday()) setAsked({ day, title, run });
    else run();
  };
  const dialog = (
    <PastDayDialog
      asked={asked}
      onAnswer={(confirmed) => {
        setAsked(null);
        if (confirmed) asked?.run();
      }}
    />
  );
  return { schedule, dialog };
}

export function PastDayDialog({
  asked,
  onAnswer,
}: {
  asked: PastDayQuestion | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <AlertDialog open={asked !== null} onOpenChange={(open) => (open ? undefined : onAnswer(false))}>
      {asked ? (
        <AlertDialogContent data-testid="calendar-past-confirm">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("calendar.past.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("calendar.past.body", { date: longDate(asked.day, locale), title: asked.title })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("calendar.past.cancel")}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants()} onClick={() => onAnswer(true)}>
              {t("calendar.past.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
