import { Check, Copy, Globe, Mail, Rss } from "lucide-react";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { CalendarSettings } from "~/server/calendar/settings.server";
import { calendarRequest, failureMessage } from "./calendar-api";
import { longDate } from "./dates";

const FALLBACK_ZONES = [
  "UTC",
  "America/Sao_Paulo",
  "America/New_York",
  "America/Los_Angeles",
  "Europe/Lisbon",
  "Europe/London",
];

/** Settings › Calendar: the reminders' time zone and the private ICS feed. */
export function CalendarSettingsCards({
  settings: initial,
  legend = false,
}: {
  settings: CalendarSettings;
  legend?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const zoneId = useId();
  const linkId = useId();
  const [settings, setSettings] = useState(initial);
  const [zone, setZone] = useState(initial.timeZone);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => {
    const known =
      typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : FALLBACK_ZONES;
    return known.includes("UTC") ? known : ["UTC", ...known];
  }, []);
  // Not set yet: offer the browser's zone (once hydrated, so the server's page matches).
  const browserZone = useSyncExternalStore(
    subscribeNothing,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
  const shownZone = zone ?? browserZone ?? "UTC";

  async function saveZone(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await calendarRequest<{ settings: CalendarSettings }>("PATCH", "/calendar/settings", {
        timeZone: shownZone,
      });
      setSettings(result.settings);
      setZone(result.settings.timeZone);
      toast.success(t("calendar.settings.zoneSaved"));
    } catch (error) {
      toast.error(failureMessage(t, "calendar.settings.zoneFailed", error));
    } finally {
      setBusy(false);
    }
  }

  async function setDigest(on: boolean) {
    setBusy(true);
    try {
      const result = await calendarRequest<{ settings: CalendarSettings }>("PATCH", "/calendar/settings", {
        weeklyDigest: on,
      });
      setSettings(result.settings);
      toast.success(t("calendar.settings.digestSaved"));
    } catch (error) {
      toast.error(failureMessage(t, "calendar.settings.digestFailed", error));
    } finally {
      setBusy(false);
    }
  }

  async function makeLink() {
    setBusy(true);
    try {
      const result = await calendarRequest<{ url: string; createdAt: string }>("POST", "/calendar/feed");
      setLink(result.url);
      setCopied(false);
      setSettings((current) => ({ ...current, feed: { createdAt: result.createdAt } }));
    } catch (error) {
      toast.error(failureMessage(t, "calendar.settings.feedFailed", error));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      await calendarRequest("DELETE", "/calendar/feed");
      setLink(null);
      setSettings((current) => ({ ...current, feed: { createdAt: null } }));
      toast.success(t("calendar.settings.feedTurnedOff"));
    } catch (error) {
      toast.error(failureMessage(t, "calendar.settings.feedFailed", error));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(t("calendar.settings.feedCopied"));
    } catch {
      document.getElementById(linkId)?.focus();
    }
  }

  const hasFeed = settings.feed.createdAt !== null;
  return (
    <div className="space-y-6" data-testid="calendar-settings">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Globe className="size-4" aria-hidden /> {t("calendar.settings.zoneTitle")}
          </CardTitle>
          <CardDescription>{t("calendar.settings.zoneBody")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void saveZone(event)}>
            <div className="min-w-56 flex-1 space-y-1.5">
              <Label htmlFor={zoneId}>{t("calendar.settings.zoneLabel")}</Label>
              <select
                id={zoneId}
                value={shownZone}
                onChange={(event) => setZone(event.target.value)}
                className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
                data-testid="calendar-zone"
              >
                {(zones.includes(shownZone) ? zones : [shownZone, ...zones]).map((name) => (
                  <option key={name} value={name}>
                    {name.replaceAll("_", " ")}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" disabled={busy}>
              {t("calendar.settings.zoneSave")}
            </Button>
          </form>
        </CardContent>
      </Card>
      {legend ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden /> {t("calendar.settings.digestTitle")}
            </CardTitle>
            <CardDescription>{t("calendar.settings.digestBody")}</CardDescription>
          </CardHeader>
          <CardContent>
            <label className="flex items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={settings.weeklyDigest}
                disabled={busy}
                onChange={(event) => void setDigest(event.target.checked)}
                data-testid="weekly-digest"
              />
              {t("calendar.settings.digestLabel")}
            </label>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Rss className="size-4" aria-hidden /> {t("calendar.settings.feedTitle")}
          </CardTitle>
          <CardDescription>{t("calendar.settings.feedBody")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {link ? (
            <div
              className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
              data-testid="calendar-feed-link"
            >
              <Label htmlFor={linkId}>{t("calendar.settings.feedLabel")}</Label>
              <div className="flex gap-2">
                <Input
                  id={linkId}
                  readOnly
                  value={link}
                  onFocus={(event) => event.target.select()}
                  variant="compact"
                  className="font-mono"
                />
                <Button type="button" variant="outline" onClick={() => void copy()}>
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {t("calendar.settings.feedCopy")}
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">{t("calendar.settings.feedOnce")}</p>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              {hasFeed
                ? t("calendar.settings.feedActive", {
                    date: longDate(settings.feed.createdAt!.slice(0, 10), locale),
                  })
                : t("calendar.settings.feedNone")}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {hasFeed ? (
              <>
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="outline" disabled={busy}>
                      {t("calendar.settings.feedReset")}
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent>
                    <AlertDialogHeader>
                      <AlertDialogTitle>{t("calendar.settings.feedReset")}</AlertDialogTitle>
                      <AlertDialogDescription>{t("calendar.settings.feedResetBody")}</AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>{t("calendar.entry.cancel")}</AlertDialogCancel>
                      <AlertDialogAction onClick={() => void makeLink()}>
                        {t("calendar.settings.feedReset")}
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
                <Button variant="ghost" disabled={busy} onClick={() => void turnOff()}>
                  {t("calendar.settings.feedOff")}
                </Button>
              </>
            ) : (
              <Button disabled={busy} onClick={() => void makeLink()}>
                <Rss aria-hidden /> {t("calendar.settings.feedCreate")}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

const subscribeNothing = () => () => {};
