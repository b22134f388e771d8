import { ChevronRight, ListChecks, Lock } from "lucide-react";
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { PromptBadges } from "~/app/components/catalog/prompt-badges";
import { communityForPage } from "~/server/community/page.server";
import { coverUrl } from "~/core/covers";
import { parseId } from "~/core/ids";
import { PromptGrid } from "~/app/components/catalog/prompt-grid";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "~/app/components/layout/action-failure";
import { ErrorPage, NotFoundPage } from "~/app/components/layout/status-pages";
import { PromptAuthor } from "~/app/components/member-prompts/prompt-author";
import { deferredPart } from "~/app/components/ui/deferred-part";
import { PromptActions } from "~/app/components/prompt/prompt-actions";
import { PromptWorkspace } from "~/app/components/prompt/prompt-workspace";
import { UpgradeCard } from "~/app/components/prompt/upgrade-card";
import { rootMeta, seoMeta } from "~/app/components/seo/seo";
import { Badge } from "~/app/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/app/components/ui/tabs";
import { toast } from "~/app/components/ui/toast";
import { translator } from "~/app/i18n/i18n";
import { formatLongDate, localeFromRequest } from "~/core/locale";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { handleOwnerIntent } from "~/server/prompts/prompt-form.server";
import { z } from "zod";
import {
  addFavorite,
  FavoriteLimitError,
  markUsed,
  PromptNotFoundError,
  promptStateOf,
  removeFavorite,
} from "~/server/accounts/favorites.server";
import { getCurrentMember } from "~/server/accounts/viewer.server";
import { getPromptForPage } from "~/server/catalog/prompt.server";
import { utcDay } from "~/server/catalog/lists.server";
import { ANONYMOUS, capabilities, mayReadPromptHistory } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { lockerCopyOf } from "~/server/locker/locker.server";
import { variablesForPage } from "~/server/variables/page.server";
import { versionCount } from "~/server/versions/versions.server";
import type { Route } from "./+types/prompt";
import { importAgain } from "~/app/loading/import-again";

// What only some members see (the author's owner bar and its dialog, the locker button, the
// calendar button, the subscriber's card) loads for them as the page hydrates, not on every
// visitor's prompt page (decision 0005).
const OwnerBar = deferredPart(
  '[data-testid="owner-bar"]',
  () =>
    importAgain(() => import("~/app/components/member-prompts/owner-bar")).then(async (module) => {
      // With the bar, so Delete still asks first if the connection drops; if it cannot load yet,
      // the bar works all the same and the dialog says why it cannot open (dialog-root.tsx).
      await module.loadDeleteConfirmation().catch(() => {});
      return module.OwnerBar;
    }),
  { when: "hydrating" },
);
const SaveToLocker = deferredPart(
  '[data-testid="locker-open"], [data-testid="locker-save-library"]',
  () =>
    importAgain(() => import("~/app/components/prompt/save-to-locker")).then((module) => module.SaveToLocker),
  { when: "hydrating" },
);
const AddToCalendar = deferredPart(
  '[data-testid="add-to-calendar"]',
  () =>
    importAgain(() => import("~/app/components/calendar/add-to-calendar")).then(
      (module) => module.AddToCalendar,
    ),
  { when: "hydrating" },
);
const SubscribedCard = deferredPart(
  '[data-testid="subscribed-card"]',
  () =>
    importAgain(() => import("~/app/components/prompt/subscribed-card")).then(
      (module) => module.SubscribedCard,
    ),
  { when: "hydrating" },
);

// The community's parts (with their words in both languages), the report dialog and "Make my
// version": rendered by the server, their code loaded when the page is idle or first used. The
// examples and the comments hold a form a member may type into at once: they load as the page
// hydrates, since text typed into a part not hydrated yet would be lost when it hydrates.
const ExamplesSection = deferredPart(
  'section[aria-labelledby="examples-heading"]',
  () =>
    importAgain(() => import("~/app/components/community/examples-section")).then(
      (module) => module.ExamplesSection,
    ),
  { when: "hydrating" },
);
const CommentsSection = deferredPart(
  'section[aria-labelledby="comments-heading"]',
  () =>
    importAgain(() => import("~/app/components/community/comments-section")).then(
      (module) => module.CommentsSection,
    ),
  { when: "hydrating" },
);
const ReportButton = deferredPart('[data-testid="report-prompt"]', () =>
  importAgain(() => import("~/app/components/community/report-button")).then((module) => module.ReportButton),
);
const HiddenByModeration = deferredPart('[data-testid="hidden-by-moderation"]', () =>
  importAgain(() => import("~/app/components/community/hidden-by-moderation")).then(
    (module) => module.HiddenByModeration,
  ),
);
const PromptUpvote = deferredPart('[data-testid^="prompt-upvote"]', () =>
  importAgain(() => import("~/app/components/community/prompt-upvote")).then((module) => module.PromptUpvote),
);
const ForkPanel = deferredPart('[data-testid="fork-panel"]', () =>
  importAgain(() => import("~/app/components/community/fork-panel")).then((module) => module.ForkPanel),
);

function promptIdFrom(param: string): number {
  const id = parseId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = promptIdFrom(params.id);
  const locale = localeFromRequest(request);
  const now = appClock.now();
  const db = await getDb();
  const member = await getCurrentMember(request);
  const prompt = await getPromptForPage(db, id, locale, member?.viewer ?? ANONYMOUS, now);
  if (!prompt) throw data(null, { status: 404 });
  const mine = member ? await promptStateOf(db, member.user.id, id, utcDay(now)) : null;
  // A Legend member keeps a copy of any prompt they can read in their locker.
  const locker =
    member && prompt.promptText !== null && capabilities(member.viewer).legendTools
      ? { savedId: await lockerCopyOf(db, member.user.id, id) }
      : null;
  const tier = member?.viewer.tier ?? "free";
  // The author (or an admin) of a member's prompt gets its publish, edit and delete buttons.
  const canManage = Boolean(
    member && prompt.source === "member" && (prompt.authorId === member.user.id || member.viewer.isAdmin),
  );
  const community = await communityForPage(db, member?.viewer ?? ANONYMOUS, prompt, now, locale);
  const variables = await variablesForPage(db, member, prompt, locale, now);
  // Readers learn how often the prompt changed, never what the older texts said.
  const history = await versionCount(db, id);
  return {
    locale,
    prompt,
    mine,
    canManage,
    locker,
    paidTier: tier === "free" ? null : tier,
    community,
    variables,
    history,
    canReadHistory: member ? mayReadPromptHistory(member.viewer, prompt) : false,
  };
}

const PromptActionSchema = z.object({ intent: z.enum(["favorite", "unfavorite", "use"]) });

export type PromptActionResult =
  | { ok: true; intent: "favorite" | "unfavorite" | "use" }
  | { ok: false; error: "login" | "limit" | "failed"; limit?: number };

export async function action({ request, params }: Route.ActionArgs) {
  const id = promptIdFrom(params.id);
  const form = await request.formData();
  if (form.get("promptId")) {
    const owner = await requireMember(request);
    const answer = await handleOwnerIntent(form, owner);
    if (answer) return answer;
  }
  const parsed = PromptActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<PromptActionResult>({ ok: false, error: "failed" }, { status: 400 });
  const member = await getCurrentMember(request);
  if (!member) return data<PromptActionResult>({ ok: false, error: "login" }, { status: 401 });
  const db = await getDb();
  const { intent } = parsed.data;
  try {
    if (intent === "favorite") await addFavorite(db, member.viewer, id);
    else if (intent === "unfavorite") await removeFavorite(db, member.viewer, id);
    else await markUsed(db, member.viewer, id, utcDay(appClock.now()));
    return data<PromptActionResult>({ ok: true, intent });
  } catch (error) {
    if (error instanceof FavoriteLimitError) {
      return data<PromptActionResult>({ ok: false, error: "limit", limit: error.limit }, { status: 403 });
    }
    if (error instanceof PromptNotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
export const shouldRevalidate = skipRevalidationAfterFailure;

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { origin } = rootMeta(matches);
  const { prompt, locale } = data;
  const t = translator(locale);
  const path = `/prompt/${prompt.id}`;
  // A member's private prompt is for its author's eyes: never indexed.
  if (!prompt.isPublished)
    return [
      { title: t("prompt.meta.title", { title: prompt.title }) },
      { name: "robots", content: "noindex" },
    ];
  return seoMeta({
    title: t("prompt.meta.title", { title: prompt.title }),
    description: prompt.description,
    path,
    locale,
    origin,
    image: coverUrl(prompt, "detail", "png"),
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: prompt.title,
      description: prompt.description,
      inLanguage: prompt.locale === "pt" ? "pt-BR" : "en",
      keywords: prompt.tags.join(", "),
      genre: prompt.category.title,
      image: `${origin}${coverUrl(prompt, "detail", "png")}`,
      url: `${origin}${path}`,
      datePublished: prompt.publishedAt,
      isAccessibleForFree: !prompt.locked,
      publisher: { "@type": "Organization", name: "Promptário" },
    },
  });
}

export default function PromptPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { prompt, mine, paidTier, canManage, locker, community, variables } = loaderData;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t("category.breadcrumb")} className="mb-6 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-foreground">
              {t("nav.home")}
            </Link>
          </li>
          <ChevronRight className="size-3.5" aria-hidden />
          <li>
            <Link to={`/category/${prompt.category.id}`} className="hover:text-foreground">
              {prompt.category.title}
            </Link>
          </li>
          <ChevronRight className="size-3.5" aria-hidden />
          <li aria-current="page" className="line-clamp-1 text-foreground">
            {prompt.title}
          </li>
        </ol>
      </nav>

      {canManage ? <OwnerBar prompt={prompt} /> : null}

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          <PromptBadges prompt={prompt} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {prompt.title}
          </h1>
          {prompt.tagline ? <p className="mt-2 text-lg font-medium text-primary">{prompt.tagline}</p> : null}
          <p className="mt-4 leading-relaxed text-muted-foreground">{prompt.description}</p>
          <p className="mt-2 text-xs text-muted-foreground" data-testid="prompt-date">
            {t(prompt.isPublished ? "prompt.publishedOn" : "prompt.privateCreatedOn", {
              date: formatLongDate(prompt.publishedAt, locale),
            })}
            {loaderData.history.count > 1 && loaderData.history.lastAt ? (
              <>
                {" · "}
                <span data-testid="prompt-versions">
                  {t("prompt.versions", {
                    date: formatLongDate(loaderData.history.lastAt, locale),
                    count: loaderData.history.count,
                  })}
                </span>
              </>
            ) : null}
            {loaderData.canReadHistory && loaderData.history.count > 0 ? (
              <>
                {" · "}
                <Link
                  to={`/prompt/${prompt.id}/history`}
                  className="underline underline-offset-2 hover:text-foreground"
                  data-testid="prompt-history-link"
                >
                  {t("prompt.historyLink")}
                </Link>
              </>
            ) : null}
          </p>
          {prompt.author ? <PromptAuthor author={prompt.author} /> : null}
          {community.moderation.hidden ? <HiddenByModeration /> : null}
          {community.moderation.reportable && community.viewer.canTakePart ? (
            <ReportButton targetType="prompt" targetId={prompt.id} viewer={community.viewer} />
          ) : null}

          <Tabs defaultValue="prompt" className="mt-6">
            <TabsList aria-label={t("prompt.tabs.label")}>
              <TabsTrigger value="prompt">{t("prompt.text")}</TabsTrigger>
              <TabsTrigger value="instructions">{t("prompt.instructions")}</TabsTrigger>
            </TabsList>
            <TabsContent value="prompt">
              {prompt.promptText !== null ? (
                <PromptWorkspace
                  key={`${prompt.id}-${prompt.locale}`}
                  promptId={prompt.id}
                  text={prompt.promptText}
                  language={prompt.locale}
                  context={variables.context}
                  kept={variables.kept}
                />
              ) : (
                <UpgradeCard reason={prompt.lockReason ?? "premium"} />
              )}
            </TabsContent>
            <TabsContent value="instructions">
              {prompt.locked ? (
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Lock className="size-4" aria-hidden /> {t("prompt.instructionsLocked")}
                </p>
              ) : (
                <p className="leading-relaxed whitespace-pre-line">
                  {prompt.instructions || t("prompt.noInstructions")}
                </p>
              )}
            </TabsContent>
          </Tabs>

          <section className="mt-10" aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="flex items-center gap-2 text-xl font-semibold">
              <ListChecks className="size-5 text-primary" aria-hidden /> {t("prompt.steps.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("prompt.steps.subtitle")}</p>
            {prompt.steps ? (
              <ol className="mt-4 space-y-3" data-testid="expert-steps">
                {prompt.steps.map((step, index) => (
                  <li key={index} className="flex gap-3 rounded-lg border border-border bg-card p-4">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                      {index + 1}
                    </span>
                    <p className="leading-relaxed">{step}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 flex items-center gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
                <Lock className="size-4 shrink-0" aria-hidden />{" "}
                {t(
                  prompt.lockReason === "forbidden" ? "prompt.steps.lockedForbidden" : "prompt.steps.locked",
                )}
              </p>
            )}
          </section>

          {prompt.tags.length > 0 ? (
            <section className="mt-8" aria-labelledby="prompt-tags-heading">
              <h2 id="prompt-tags-heading" className="sr-only">
                {t("prompt.tags")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {prompt.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/categories?q=${encodeURIComponent(tag)}`}>
                      <Badge variant="outline" className="hover:bg-accent">
                        #{tag}
                      </Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {prompt.credits ? (
            <p className="mt-6 text-sm text-muted-foreground">
              <span className="font-medium">{t("prompt.credits")}:</span> {prompt.credits}
            </p>
          ) : null}

          <ExamplesSection
            key={`examples-${prompt.id}`}
            promptId={prompt.id}
            initial={community.examples}
            viewer={community.viewer}
          />

          <CommentsSection
            key={prompt.id}
            promptId={prompt.id}
            initial={community.comments}
            viewer={community.viewer}
          />
        </article>

        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          {/* The cover sits beside the text, not above it: the prompt and its copy button come first, on a phone too. */}
          <img
            src={coverUrl(prompt, "detail")}
            alt={t("prompt.imageAlt", { title: prompt.title })}
            width={1200}
            height={600}
            className="aspect-[2/1] w-full rounded-xl bg-muted object-cover"
          />
          <PromptUpvote
            key={prompt.id}
            promptId={prompt.id}
            initial={community.vote}
            viewer={community.viewer}
          />
          <PromptActions promptId={prompt.id} title={prompt.title} text={prompt.description} mine={mine} />
          {mine && prompt.promptText !== null ? (
            <AddToCalendar
              key={prompt.id}
              promptId={prompt.id}
              title={prompt.title}
              text={prompt.promptText}
              language={prompt.locale}
            />
          ) : null}
          <ForkPanel
            promptId={prompt.id}
            canRead={prompt.promptText !== null}
            forks={community.forks}
            viewer={community.viewer}
          />
          {locker ? <SaveToLocker key={prompt.id} promptId={prompt.id} savedId={locker.savedId} /> : null}
          {/* A locked prompt's one upgrade card stands where its text would be, not here too. */}
          {prompt.isPremium && !prompt.locked && paidTier ? <SubscribedCard tier={paidTier} /> : null}
        </aside>
      </div>

      {prompt.related.length > 0 ? (
        <section className="mt-16" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {t("prompt.related")}
          </h2>
          <PromptGrid prompts={prompt.related} columns={3} />
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) toast.error(t("prompt.notFoundToast"));
  }, [notFound, t]);
  return notFound ? <NotFoundPage /> : <ErrorPage />;
}
