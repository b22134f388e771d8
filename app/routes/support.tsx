import { redirect } from "react-router";
import "~/app/components/support/messages";
import { SupportChat } from "~/app/components/support/support-chat";
import { SupportHours } from "~/app/components/support/support-hours";
import { useTimeZone } from "~/app/components/support/use-time-zone";
import { translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { timeZoneFromRequest } from "~/core/plans";
import { requireMember } from "~/server/accounts/require-member.server";
import { getDb } from "~/server/database.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { supportPage } from "~/server/support/support.server";
import type { Route } from "./+types/support";

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  // Chat support is Legend's (and admins'); everyone else writes through the contact form.
  if (!capabilities(member.viewer).chatSupport) throw redirect("/contact");
  const page = await supportPage(await getDb(), member.viewer, appClock.now());
  return {
    locale: localeFromRequest(request),
    ...page,
    // Times are drawn on the browser's clock from the first paint: its zone comes in a cookie.
    timeZone: timeZoneFromRequest(request) ?? page.timeZone,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("support.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const timeZone = useTimeZone(loaderData.timeZone);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-5 max-w-2xl">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("support.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("support.subtitle")}</p>
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="lg:order-2">
          <SupportHours
            now={loaderData.now}
            openNow={loaderData.openNow}
            nextOpening={loaderData.nextOpening}
            email={loaderData.email}
            timeZone={timeZone}
          />
        </div>
        <SupportChat history={loaderData.history} timeZone={timeZone} />
      </div>
    </div>
  );
}
