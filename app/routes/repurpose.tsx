import { Check, Repeat2 } from "lucide-react";
import { Link } from "react-router";
import { RepurposeView } from "~/app/components/repurpose/repurpose-view";
import { Button } from "~/app/components/ui/button";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { allowanceOf, getAi } from "~/server/ai/ai.server";
import { pageGate } from "~/server/entitlements/page-gates";
import { latestRepurposeRun, listRepurposeRuns } from "~/server/repurpose/runs.server";
import type { Route } from "./+types/repurpose";

// The repurposer's messages travel with its code, not with every public page's.
await provideAreaMessages(import.meta.glob("/core/messages/repurpose.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const gate = pageGate(member.viewer, "repurpose");
  if (!gate.open) return { access: gate.fallback, locale };
  const ai = getAi();
  const db = await getDb();
  const [allowance, runs, lastRun] = await Promise.all([
    allowanceOf(ai, member.user.id),
    listRepurposeRuns(db, member.user.id),
    latestRepurposeRun(db, member.user.id),
  ]);
  return {
    access: "repurpose" as const,
    locale,
    engine: { kind: ai.engine.kind, model: ai.engine.model },
    allowance,
    runs,
    lastRun,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("repurpose.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function RepurposePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "teaser") {
    return (
      <div className="px-4 py-12">
        <div
          className="mx-auto max-w-xl rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
          data-testid="repurpose-teaser"
        >
          <Repeat2 className="mx-auto size-12 text-primary" aria-hidden />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{t("repurpose.teaser.title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("repurpose.teaser.body")}</p>
          <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
            {(["repurpose.teaser.point1", "repurpose.teaser.point2", "repurpose.teaser.point3"] as const).map(
              (key) => (
                <li key={key} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {t(key)}
                </li>
              ),
            )}
          </ul>
          <Button asChild size="lg" className="mt-6">
            <Link to="/pricing">{t("repurpose.teaser.cta")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("repurpose.title")}</h1>
      <p className="mt-1 mb-6 max-w-3xl text-muted-foreground">{t("repurpose.subtitle")}</p>
      <RepurposeView
        engine={loaderData.engine}
        allowance={loaderData.allowance}
        runs={loaderData.runs}
        lastRun={loaderData.lastRun}
      />
    </div>
  );
}
