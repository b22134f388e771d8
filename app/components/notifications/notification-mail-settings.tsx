import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { communityRequest } from "~/app/components/community/community-api";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/app/components/ui/card";
import { toast } from "~/app/components/ui/toast";
import { provideAreaMessages } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";

await provideAreaMessages(import.meta.glob("/core/messages/notifications.{en,pt}.ts"));

const KINDS = ["comment_reply", "fork", "example", "roadmap_status", "prompt_request"] as const;
type Kind = (typeof KINDS)[number];
type MailSettings = Record<Kind, boolean>;

/**
 * Settings' "Notifications by mail": one switch per kind, saved at once; a switch whose save failed
 * goes back to what it was, with a toast saying so.
 */
export function NotificationMailSettings() {
  const t = useT();
  const [settings, setSettings] = useState<MailSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState<Kind | null>(null);

  const fetchSettings = () =>
    communityRequest<MailSettings>("GET", "/me/notification-mail").then((answer) => {
      if (answer.kind === "ok") setSettings(answer.data);
      else setLoadFailed(true);
    });
  const load = () => {
    setLoadFailed(false);
    void fetchSettings();
  };
  useEffect(() => {
    void fetchSettings();
  }, []);

  async function toggle(kind: Kind, mail: boolean) {
    if (!settings) return;
    const before = settings;
    setSettings({ ...settings, [kind]: mail });
    setSaving(kind);
    const answer = await communityRequest<MailSettings>("PATCH", "/me/notification-mail", { [kind]: mail });
    setSaving(null);
    if (answer.kind === "ok") {
      setSettings(answer.data);
      toast.success(t("notifications.settings.saved"));
    } else {
      setSettings(before);
      toast.error(t("notifications.settings.failed"));
    }
  }

  return (
    <Card id="notifications" className="mt-6 scroll-mt-20" data-testid="notification-mail-settings">
      <CardHeader>
        <CardTitle>{t("notifications.settings.title")}</CardTitle>
        <CardDescription>{t("notifications.settings.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {loadFailed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-destructive">{t("notifications.settings.loadFailed")}</span>
            <Button type="button" variant="outline" size="sm" onClick={load}>
              {t("notifications.settings.retry")}
            </Button>
          </div>
        ) : settings === null ? (
          <Loader2 className="size-5 animate-spin text-muted-foreground" aria-hidden />
        ) : (
          <ul className="space-y-3">
            {KINDS.map((kind) => (
              <li key={kind}>
                <label className="flex cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={settings[kind]}
                    disabled={saving !== null}
                    onChange={(event) => void toggle(kind, event.target.checked)}
                    data-testid={`notification-mail-${kind}`}
                  />
                  {t(`notifications.settings.kind.${kind}`)}
                  {saving === kind ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
                </label>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
