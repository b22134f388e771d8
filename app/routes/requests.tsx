import { Sparkles } from "lucide-react";
import { data, Link } from "react-router";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { RequestForm } from "~/app/components/requests/request-form";
import { RequestList } from "~/app/components/requests/request-list";
import { Button } from "~/app/components/ui/button";
import { translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { requireMember } from "~/server/accounts/require-member.server";
import { getDb } from "~/server/database.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { handleRequestForm } from "~/server/requests/page.server";
import { listMyPromptRequests, waitingRequestCount } from "~/server/requests/requests.server";
import type { Route } from "./+types/requests";
import "~/app/components/requests/messages";

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const db = await getDb();
  const [requests, waiting] = await Promise.all([
    listMyPromptRequests(db, member.user.id, locale),
    waitingRequestCount(db, member.user.id),
  ]);
  return { locale, canRequest: capabilities(member.viewer).promptRequests, requests, waiting };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const form = await request.formData();
  if (form.get("intent") !== "create") return data({ ok: false, code: "invalid" } as const, { status: 400 });
  const { result, status } = await handleRequestForm(request, form, member);
  return data(result, { status });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: translator(loaded?.locale ?? "en")("requests.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function RequestsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { canRequest, requests, waiting } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("requests.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("requests.subtitle")}</p>
      <div className="mt-8">
        {canRequest ? (
          <RequestForm waiting={waiting} />
        ) : (
          <section
            className="rounded-xl border border-primary/40 bg-primary/5 p-6 text-center"
            data-testid="requests-upsell"
          >
            <Sparkles className="mx-auto size-10 text-primary" aria-hidden />
            <h2 className="mt-3 text-xl font-bold">{t("requests.upsell.title")}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{t("requests.upsell.body")}</p>
            <Button asChild className="mt-5">
              <Link to="/pricing">{t("requests.upsell.cta")}</Link>
            </Button>
          </section>
        )}
      </div>
      <RequestList requests={requests} />
    </div>
  );
}
