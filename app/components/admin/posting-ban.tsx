import { Loader2, MicOff, Mic } from "lucide-react";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { formatDateTime } from "./format";
import type { useAdminFetcher } from "./use-admin-fetcher";

const MIN_DAYS = 1;
const MAX_DAYS = 365;

interface Props {
  reportId: number;
  author: { id: string; name: string };
  bannedUntil: string | null;
  fetcher: ReturnType<typeof useAdminFetcher>;
}

/** Stops the reported content's author from posting for some days, after a confirmation; or lifts it. */
export function PostingBan({ reportId, author, bannedUntil, fetcher }: Props) {
  const t = useT();
  const locale = useLocale();
  const daysId = useId();
  const [days, setDays] = useState("7");
  const busy = fetcher.state !== "idle";
  const pending =
    busy && fetcher.formData?.get("target") === String(reportId) ? fetcher.formData.get("intent") : null;
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= MIN_DAYS && count <= MAX_DAYS;

  if (bannedUntil)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="posting-ban">
        <span className="text-muted-foreground" data-testid="posting-ban-until">
          {t("admin.reports.bannedUntil", { date: formatDateTime(bannedUntil, locale) })}
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          data-testid="posting-ban-lift"
          onClick={() =>
            fetcher.submit(
              { intent: "lift-ban", target: String(reportId), userId: author.id },
              { method: "post", preventScrollReset: true },
            )
          }
        >
          {pending === "lift-ban" ? <Loader2 className="animate-spin" aria-hidden /> : <Mic aria-hidden />}
          {t("admin.reports.ban.lift")}
        </Button>
      </div>
    );

  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="posting-ban">
      <label htmlFor={daysId} className="grid gap-1 text-xs text-muted-foreground">
        {t("admin.reports.ban.days")}
        <Input
          id={daysId}
          type="number"
          inputMode="numeric"
          min={MIN_DAYS}
          max={MAX_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          className="h-8 w-24"
          aria-invalid={!valid}
          data-testid="posting-ban-days"
        />
      </label>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy || !valid}
            data-testid="posting-ban-start"
          >
            {pending === "ban-author" ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <MicOff aria-hidden />
            )}
            {t("admin.reports.ban")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t("admin.reports.ban.confirm", { name: author.name, days: count })}
            </AlertDialogTitle>
            <AlertDialogDescription>{t("admin.reports.ban.body")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("admin.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              data-testid="posting-ban-confirm"
              onClick={() =>
                fetcher.submit(
                  { intent: "ban-author", target: String(reportId), days: String(count) },
                  { method: "post", preventScrollReset: true },
                )
              }
            >
              {t("admin.reports.ban")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
