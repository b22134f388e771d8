import { BellOff, BellRing } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { localeFromRequest } from "~/core/locale";
import { getDb } from "~/server/database.server";
import { setWeeklyDigest, validDigestToken } from "~/server/digest/digest.server";
import type { Route } from "./+types/digest-unsubscribe";
import "~/app/components/account/messages";

/** The signed link of a digest mail: its member and token, or null when either is wrong. */
function linkedMember(request: Request): string | null {
  const params = new URL(request.url).searchParams;
  const userId = params.get("u") ?? "";
  const token = params.get("t") ?? "";
  if (!userId || userId.length > 100 || !token || token.length > 100) return null;
  return validDigestToken(userId, token) ? userId : null;
}

/** One click in the weekly digest turns it off, without signing in; the page can undo it. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const userId = linkedMember(request);
  if (!userId || !(await setWeeklyDigest(await getDb(), userId, false)))
    return data({ locale, state: "invalid" as const }, { status: 400 });
  return { locale, state: "off" as const };
}

export async function action({ request }: Route.ActionArgs) {
  const locale = localeFromRequest(request);
  const userId = linkedMember(request);
  if (!userId) return data({ locale, state: "invalid" as const }, { status: 400 });
  const form = await request.formData();
  const on = form.get("digest") === "on";
  await setWeeklyDigest(await getDb(), userId, on);
  return { locale, state: on ? ("on" as const) : ("off" as const) };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: translator(loaded?.locale ?? "en")("digest.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function DigestUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const state = actionData?.state ?? loaderData.state;
  const busy = navigation.state !== "idle";
  if (state === "invalid") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-extrabold tracking-tight">{t("digest.invalid.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("digest.invalid.body")}</p>
        <Button asChild className="mt-6">
          <Link to="/settings?tab=calendar">{t("digest.settings")}</Link>
        </Button>
      </div>
    );
  }
  const off = state === "off";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="digest-page" data-state={state}>
      {off ? (
        <BellOff className="mx-auto size-12 text-primary" aria-hidden />
      ) : (
        <BellRing className="mx-auto size-12 text-primary" aria-hidden />
      )}
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight">
        {t(off ? "digest.off.title" : "digest.on.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t(off ? "digest.off.body" : "digest.on.body")}</p>
      <Form method="post" className="mt-6 flex flex-wrap justify-center gap-2">
        <input type="hidden" name="digest" value={off ? "on" : "off"} />
        <Button type="submit" variant={off ? "default" : "outline"} disabled={busy}>
          {t(off ? "digest.resubscribe" : "digest.unsubscribe")}
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/">{t("digest.home")}</Link>
        </Button>
      </Form>
    </div>
  );
}
