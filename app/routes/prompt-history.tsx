import { data, isRouteErrorResponse, Link, useFetcher, useRouteError } from "react-router";
import { z } from "zod";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { ErrorPage, NotFoundPage } from "~/app/components/layout/status-pages";
import { VersionHistory } from "~/app/components/member-prompts/version-history";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { useT } from "~/app/i18n/use-locale";
import { CHANGE_NOTE_MAX, changeNoteSchema } from "~/core/forms/versions";
import { parseId } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import { requireMember } from "~/server/accounts/require-member.server";
import { AdminError } from "~/server/admin/actor.server";
import { getDb } from "~/server/database.server";
import { MemberPromptError } from "~/server/prompts/member-prompts.server";
import { promptHistoryForPage, restorePromptVersion, VersionError } from "~/server/versions/restore.server";
import type { Route } from "./+types/prompt-history";

await provideAreaMessages(import.meta.glob("/core/messages/{member-prompts,versions}.{en,pt}.ts"));

function promptIdFrom(value: string | undefined): number {
  const id = parseId(value ?? "");
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = promptIdFrom(params.id);
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const query = new URL(request.url).searchParams;
  const history = await promptHistoryForPage(await getDb(), member.viewer, id, locale, {
    from: parseId(query.get("from") ?? ""),
    to: parseId(query.get("to") ?? ""),
  });
  // Someone else's prompt, or none at all: the same 404.
  if (!history) throw data(null, { status: 404 });
  return { locale, id, ...history };
}

const RestoreSchema = z.object({
  intent: z.literal("restore"),
  versionId: z.string().transform((value, context) => {
    const id = parseId(value);
    if (id === null) context.addIssue({ code: "custom", message: "versionId" });
    return id ?? 0;
  }),
  changeNote: changeNoteSchema(`Use at most ${CHANGE_NOTE_MAX} characters`),
});

export type RestoreResult =
  { ok: true; number: number; newNumber: number } | { ok: false; error: "invalid" | "notFound" | "refused" };

export async function action({ request, params }: Route.ActionArgs) {
  const id = promptIdFrom(params.id);
  const member = await requireMember(request);
  const parsed = RestoreSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<RestoreResult>({ ok: false, error: "invalid" }, { status: 400 });
  const db = await getDb();
  const { versionId, changeNote } = parsed.data;
  try {
    const { restored, version } = await restorePromptVersion(db, member, id, versionId, changeNote ?? null);
    return data<RestoreResult>({ ok: true, number: restored.number, newNumber: version.number });
  } catch (error) {
    if (error instanceof VersionError)
      return data<RestoreResult>({ ok: false, error: "notFound" }, { status: 404 });
    if (error instanceof MemberPromptError || error instanceof AdminError)
      return data<RestoreResult>({ ok: false, error: "refused" }, { status: error.status });
    throw error;
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data }: Route.MetaArgs) {
  const t = translator(data?.locale ?? "en");
  return [
    { title: data ? t("memberPrompts.history.metaTitle", { title: data.title }) : "Promptário" },
    { name: "robots", content: "noindex" },
  ];
}

export default function PromptHistoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // Here, not in the history: a restore changes the versions compared by default, which remounts
  // the history, and its answer must outlive that.
  const restore = useFetcher<RestoreResult>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Link
        to={`/prompt/${loaderData.id}`}
        className="text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground"
      >
        {t("memberPrompts.history.backToPrompt")}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{t("memberPrompts.history.title")}</h1>
      <p className="mt-1 font-medium">{loaderData.title}</p>
      <p className="mt-1 text-muted-foreground">{t("memberPrompts.history.subtitle")}</p>
      <VersionHistory
        key={`${loaderData.from}-${loaderData.to}`}
        versions={loaderData.versions}
        from={loaderData.from}
        to={loaderData.to}
        diff={loaderData.diff}
        fetcher={restore}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
