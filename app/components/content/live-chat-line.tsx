import { useSyncExternalStore } from "react";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { localSupportHours } from "~/core/support-hours";

const subscribe = () => () => {};

/**
 * The Live Chat hours as the product states them, and after hydration the same hours on the reader's
 * clock. The server does not know the reader's time zone, so it renders only the first line.
 */
export function LiveChatLine() {
  const t = useT();
  const locale = useLocale();
  const local = useSyncExternalStore(
    subscribe,
    () => {
      const hours = localSupportHours(locale);
      return t("content.contact.liveChat.local", {
        zone: hours.zone,
        days: t("content.contact.liveChat.days", { from: hours.fromDay, to: hours.toDay }),
        opens: hours.opens,
        closes: hours.closes,
      });
    },
    () => null,
  );
  return (
    <>
      <p>{t("content.contact.liveChat.hours")}</p>
      {local ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="live-chat-local">
          {local}
        </p>
      ) : null}
    </>
  );
}
