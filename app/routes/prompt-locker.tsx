import { Archive } from "lucide-react";
import { LockIcon } from "~/app/components/locker/lock-icon";
import { Suspense } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import { Link } from "react-router";
import { LockerView } from "~/app/components/locker/locker-view";
import { Button } from "~/app/components/ui/button";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { LOCKER_PAGE_SIZE, LockerQuerySchema } from "~/core/forms/locker";
import { projectFilterOf } from "~/core/forms/projects";
import { localeFromRequest } from "~/core/locale";
import { countryFromRequest } from "~/core/plans";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { pageGate } from "~/server/entitlements/page-gates";
import {
  countLockerPrompts,
  getLockerPrompt,
  listLockerPrompts,
  LockerError,
  lockerCards,
  lockerProjectsWithCounts,
  readableLockerPrompts,
} from "~/server/locker/locker.server";
import type { Route } from "./+types/prompt-locker";
import { importAgain } from "~/app/loading/import-again";

// Only a member without Legend and with nothing saved sees the offer: its plans and prices load
// for them alone.
const LegendUpsell = lazyWhenOnline(() =>
  importAgain(() => import("~/app/components/billing/legend-upsell")).then((module) => ({
    default: module.LegendUpsell,
  })),
);

// The locker's messages travel with its code, not with every public page's.
await provideAreaMessages(import.meta.glob("/core/messages/{locker,projects,transfer,versions}.{en,pt}.ts"));

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const db = await getDb();
  const userId = member.user.id;
  // Changing the locker is Legend's; reading it is anyone's who saved something there, so a member
  // who left Legend keeps what they saved.
  const gate = pageGate(member.viewer, "locker");
  const writes = gate.open;
  // A member who left Legend keeps reading what they saved; with nothing saved, the offer.
  const held = gate.open ? null : await countLockerPrompts(db, userId);
  if (!gate.open && held?.all === 0) {
    const country = countryFromRequest(request);
    return { access: gate.fallback, locale, country };
  }
  const params = new URL(request.url).searchParams;
  // A hand-edited address falls back to the whole locker rather than an error page; an address
  // from before projects ("uncategorized") still means no project.
  const query = LockerQuerySchema.safeParse({ q: params.get("q") ?? "" });
  const project = projectFilterOf(params.get("project") === "uncategorized" ? "none" : params.get("project"));
  const filter = { q: query.success ? query.data.q : "", project };
  const shown = Math.min(Math.max(Number(params.get("show")) || LOCKER_PAGE_SIZE, LOCKER_PAGE_SIZE), 5_000);
  const editId = writes ? params.get("edit") : null;
  const [found, side, editing] = await Promise.all([
    listLockerPrompts(db, userId, { ...filter, limit: shown + 1, reader: { viewer: member.viewer, locale } }),
    lockerProjectsWithCounts(db, userId),
    editId
      ? getLockerPrompt(db, userId, editId).catch((error: unknown) =>
          error instanceof LockerError ? null : Promise.reject(error),
        )
      : null,
  ]);
  return {
    access: writes ? ("locker" as const) : ("read-only" as const),
    locale,
    q: filter.q,
    project: filter.project ?? null,
    // Copies of library prompts the member's plan no longer opens come without their text.
    prompts: lockerCards(await readableLockerPrompts(db, member.viewer, found.slice(0, shown), locale)),
    more: found.length > shown,
    shown,
    projects: side.projects,
    totals: { all: side.all, none: side.none },
    editing,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("locker.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

export default function PromptLockerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.access === "upsell") {
    return (
      <div className="px-4 py-12">
        <Suspense fallback={null}>
          <LegendUpsell
            name="locker"
            country={loaderData.country}
            icon={<Archive className="mx-auto size-12 text-primary" aria-hidden />}
            texts={{
              title: t("locker.upsell.title"),
              body: t("locker.upsell.body"),
              points: [t("locker.upsell.point1"), t("locker.upsell.point2"), t("locker.upsell.point3")],
              upgrade: t("locker.upsell.upgrade"),
              countdown: (seconds) => t("locker.upsell.countdown", { seconds }),
              stay: t("locker.upsell.stay"),
            }}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("locker.title")}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t("locker.subtitle")}</p>
      {loaderData.access === "read-only" ? <ReadOnlyNotice /> : null}
      <LockerView {...loaderData} readOnly={loaderData.access === "read-only"} />
    </div>
  );
}

/** Why the locker cannot be changed any more, and the way back to changing it. */
function ReadOnlyNotice() {
  const t = useT();
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm"
      role="status"
      data-testid="locker-read-only"
    >
      <LockIcon className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1">{t("locker.readOnly.notice")}</p>
      <Button asChild size="sm">
        <Link to="/pricing">{t("locker.readOnly.upgrade")}</Link>
      </Button>
    </div>
  );
}
