import { Flag, FolderTree, History, Inbox, LifeBuoy, ShieldAlert, Sparkles, Users } from "lucide-react";
import { Suspense } from "react";
import { data, Link, useNavigate, useNavigation } from "react-router";
import { deferredPanel } from "~/app/components/admin/deferred-panel";
import { Overview } from "~/app/components/admin/overview";
import { PROMPT_EDITOR } from "~/app/components/admin/prompt-editor-panel";
import { useDeskFeed } from "~/app/components/admin/use-desk-feed";
import { Button } from "~/app/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/app/components/ui/tabs";
import { provideAreaMessages, translator } from "~/app/i18n/i18n";
import { parseId } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import { useT } from "~/app/i18n/use-locale";
import { getDb } from "~/server/database.server";
import { requireMember } from "~/server/accounts/require-member.server";
import { handleAdminAction } from "~/server/admin/admin-page.server";
import {
  AdminPromptFilterSchema,
  AuditFilterSchema,
  MessageFilterSchema,
  SubscriberSearchSchema,
} from "~/server/admin/admin-schemas";
import { AdminError, adminActor, type AdminActor } from "~/server/admin/actor.server";
import { adminOverview } from "~/server/admin/overview.server";
import { getAdminPrompt, listAdminPrompts } from "~/server/admin/prompts.server";
import { listAdminCategories } from "~/server/admin/categories.server";
import { listAuditLog } from "~/server/admin/audit.server";
import { listMessages } from "~/server/admin/messages.server";
import { searchSubscribers } from "~/server/admin/users.server";
import { paymentViewsOfMembers } from "~/server/billing/refunds.server";
import { ReportFilterSchema } from "~/server/community/api-schemas";
import { listPromptRequestsForAdmin } from "~/server/requests/admin.server";
import { AdminPromptRequestFilterSchema } from "~/server/requests/api-schemas";
import { listReports } from "~/server/community/reports.server";
import { deskConversation, DESK_FILTERS, listDesk, unreadConversations } from "~/server/support/desk.server";
import { SupportError } from "~/server/support/errors";
import type { Route } from "./+types/admin";
import { importAgain } from "~/app/loading/import-again";

// The dashboard's messages travel with its code, not with every public page's (app/i18n/i18n.ts).
await provideAreaMessages(import.meta.glob("/core/messages/{admin,transfer}.{en,pt}.ts"));

export const ADMIN_TABS = [
  "users",
  "prompts",
  "categories",
  "messages",
  "reports",
  "support",
  "audit",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function tabOf(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "") ? (value as AdminTab) : "users";
}

// Each tab's code loads when the tab is chosen: together the tabs were more JavaScript than a
// member's page may load before it is interactive (docs/performance.md).
const PANELS = {
  users: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/users-tab")).then((m) => m.UsersTab),
  ),
  prompts: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/prompts-tab")).then((m) => m.PromptsTab),
  ),
  categories: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/categories-tab")).then((m) => m.CategoriesTab),
  ),
  messages: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/messages-tab")).then((m) => m.MessagesTab),
  ),
  reports: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/reports-tab")).then((m) => m.ReportsTab),
  ),
  support: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/support-tab")).then((m) => m.SupportTab),
  ),
  audit: deferredPanel(() =>
    importAgain(() => import("~/app/components/admin/audit-tab")).then((m) => m.AuditTab),
  ),
} satisfies Record<AdminTab, { preload: () => Promise<unknown> }>;

/** The code the address's tab shows: its panel, and the prompt editor when a prompt is open in it. */
function preloadTab(tab: AdminTab, params: URLSearchParams): Promise<unknown> {
  return Promise.all([
    PANELS[tab].preload(),
    tab === "prompts" && params.has("edit") ? PROMPT_EDITOR.preload() : null,
  ]);
}

// The browser evaluates this module before it hydrates the page: waiting here for the tab the
// address asks for lets that tab hydrate with the rest, over the server's HTML, instead of showing
// a fallback in its place. A failed load is tried again when the tab renders.
if (typeof window !== "undefined" && /^\/admin\/?$/.test(window.location.pathname)) {
  const params = new URLSearchParams(window.location.search);
  await preloadTab(tabOf(params.get("tab")), params).catch(() => undefined);
}

async function tabData(tab: AdminTab, params: URLSearchParams, actor: AdminActor) {
  const db = await getDb();
  const query = Object.fromEntries(params);
  switch (tab) {
    case "users": {
      const { q } = SubscriberSearchSchema.catch({ q: "" }).parse(query);
      const users = await searchSubscribers(db, q);
      return {
        tab,
        q,
        users,
        payments: await paymentViewsOfMembers(
          db,
          users.map((found) => found.id),
        ),
      };
    }
    case "prompts": {
      const filter = AdminPromptFilterSchema.catch(AdminPromptFilterSchema.parse({})).parse(query);
      const editId = parseId(params.get("edit") ?? "");
      const [list, categories, editing] = await Promise.all([
        listAdminPrompts(db, filter),
        listAdminCategories(db),
        editId !== null
          ? getAdminPrompt(db, editId).catch((error) =>
              error instanceof AdminError ? null : Promise.reject(error),
            )
          : null,
      ]);
      return { tab, filter, ...list, categories, editing };
    }
    case "categories":
      return { tab, categories: await listAdminCategories(db) };
    case "messages": {
      // The inbox holds contact messages and members' prompt requests, one list at a time.
      if (params.get("inbox") === "requests") {
        const filter = AdminPromptRequestFilterSchema.catch({ limit: 50, offset: 0 }).parse(query);
        return { tab, inbox: "requests" as const, filter, ...(await listPromptRequestsForAdmin(db, filter)) };
      }
      const filter = MessageFilterSchema.catch({ limit: 50, offset: 0 }).parse(query);
      return { tab, inbox: "contact" as const, filter, ...(await listMessages(db, filter)) };
    }
    case "reports": {
      const filter = ReportFilterSchema.catch(ReportFilterSchema.parse({})).parse(query);
      return { tab, filter, ...(await listReports(db, filter)) };
    }
    case "support": {
      const status = (DESK_FILTERS as readonly string[]).includes(query.status ?? "")
        ? (query.status as (typeof DESK_FILTERS)[number])
        : "open";
      const selectedId = parseId(params.get("c") ?? "");
      const [desk, selected] = await Promise.all([
        listDesk(db, actor, { status }),
        selectedId !== null
          ? deskConversation(db, actor, selectedId).catch((error) =>
              error instanceof SupportError ? null : Promise.reject(error),
            )
          : null,
      ]);
      return { tab, filter: { status }, ...desk, selected };
    }
    case "audit": {
      const filter = AuditFilterSchema.catch({ limit: 50, offset: 0 }).parse(query);
      return { tab, filter, ...(await listAuditLog(db, filter)) };
    }
  }
}

export type AdminTabData = Awaited<ReturnType<typeof tabData>>;

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const locale = localeFromRequest(request);
  const actor = adminActor(member);
  if (!actor) return data({ locale, denied: true as const }, { status: 403 });
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const tab = tabOf(params.get("tab"));
  const [overview, supportUnread, current] = await Promise.all([
    adminOverview(db),
    unreadConversations(db),
    tabData(tab, params, actor),
    // The server renders the tab in the document it sends, not in a streamed part after it.
    preloadTab(tab, params),
  ]);
  return { locale, denied: false as const, me: actor.userId, overview, supportUnread, current };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  return handleAdminAction(request, member);
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: translator(data?.locale ?? "en")("admin.meta.title") },
    { name: "robots", content: "noindex" },
  ];
}

const TAB_ICONS = {
  users: Users,
  prompts: Sparkles,
  categories: FolderTree,
  messages: Inbox,
  reports: Flag,
  support: LifeBuoy,
  audit: History,
} as const;

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // One live stream of chat support for the whole dashboard: the Support tab's count stays live on every tab.
  const desk = useDeskFeed(loaderData.denied ? 0 : loaderData.supportUnread, !loaderData.denied);
  if (loaderData.denied) return <AdminRequired />;
  const { current, overview, me } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-testid="admin-dashboard">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.title")}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{t("admin.subtitle")}</p>
      </header>
      <Overview overview={overview} />
      <Tabs
        value={current.tab}
        onValueChange={(value) => {
          // The tab's code loads beside its data, not after it.
          PANELS[tabOf(value)].preload().catch(() => undefined);
          void navigate(value === "users" ? "/admin" : `/admin?tab=${value}`);
        }}
        className="mt-8"
      >
        <div className="-mx-4 overflow-x-auto px-4 pb-1">
          <TabsList aria-label={t("admin.title")}>
            {ADMIN_TABS.map((tab) => {
              const Icon = TAB_ICONS[tab];
              return (
                <TabsTrigger key={tab} value={tab} data-testid={`admin-tab-${tab}`}>
                  <Icon className="size-4" aria-hidden /> {t(`admin.tabs.${tab}`)}
                  {tab === "messages" && overview.newMessages + overview.waitingRequests > 0 ? (
                    <span className="ml-1 rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                      {overview.newMessages + overview.waitingRequests}
                    </span>
                  ) : null}
                  {tab === "support" && desk.unread > 0 ? (
                    <span
                      className="ml-1 rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
                      data-testid="admin-support-unread"
                    >
                      {desk.unread}
                    </span>
                  ) : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>
        <TabsContent value={current.tab} className="mt-6" aria-busy={loading}>
          {/* A router navigation is a transition: the tab shown stays until the next one's code is here. */}
          <Suspense fallback={null}>
            {current.tab === "users" ? <PANELS.users.Panel data={current} me={me} loading={loading} /> : null}
            {current.tab === "prompts" ? <PANELS.prompts.Panel data={current} loading={loading} /> : null}
            {current.tab === "categories" ? <PANELS.categories.Panel data={current} /> : null}
            {current.tab === "messages" ? <PANELS.messages.Panel data={current} /> : null}
            {current.tab === "reports" ? <PANELS.reports.Panel data={current} /> : null}
            {current.tab === "support" ? <PANELS.support.Panel data={current} feed={desk} me={me} /> : null}
            {current.tab === "audit" ? <PANELS.audit.Panel data={current} /> : null}
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AdminRequired() {
  const t = useT();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      role="alert"
      data-testid="admin-required"
    >
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t("admin.denied.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("admin.denied.body")}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t("admin.denied.home")}</Link>
      </Button>
    </section>
  );
}
