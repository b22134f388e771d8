import { Check, Timer } from "lucide-react";
import { Link } from "react-router";
import { FocusView } from "~/app/components/focus/focus-view";
import { Button } from "~/app/components/ui/button";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { pageGate } from "~/server/entitlements/page-gates";
import { currentFocusSession, focusHistory } from "~/server/focus/focus.server";
import type { Route } from "./+types/focus";

// The prompt picker is the chat's menu, with its messages.
await provideAreaMessages(import.meta.glob("/core/messages/{chat,focus}.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const gate = pageGate(member.viewer, "focus");
  if (!gate.open) return { access: gate.fallback, locale };
  const db = await getDb();
  const [current, history] = await Promise.all([
    currentFocusSession(db, member.user.id),
    focusHistory(db, member.user.id),
  ]);
  return { access: "focus" as const, locale, current, history };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("focus.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function FocusPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "teaser") {
    return (
      <div className="px-4 py-12">
        <div
          className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
          data-testid="focus-teaser"
        >
          <Timer className="mx-auto size-12 text-primary" aria-hidden />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{t("focus.teaser.title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("focus.teaser.body")}</p>
          <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
            {(["focus.teaser.point1", "focus.teaser.point2", "focus.teaser.point3"] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {t(key)}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-6">
            <Link to="/pricing">{t("focus.teaser.cta")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("focus.title")}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t("focus.subtitle")}</p>
      <FocusView current={loaderData.current} history={loaderData.history} />
    </div>
  );
}
