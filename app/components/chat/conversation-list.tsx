import { Loader2, MessageSquarePlus, MoreHorizontal, RotateCcw, Search } from "lucide-react";
import { memo, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { DeferredDropdown } from "~/app/components/ui/deferred-menu";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import { ProjectDot } from "~/app/components/projects/project-dot";
import { ProjectFilter } from "~/app/components/projects/project-select";
import { CONVERSATION_PAGE_SIZE, CONVERSATION_SEARCH_MAX } from "~/core/forms/chat";
import type { ProjectLabel } from "~/server/projects/projects.server";
import type { ACTION_ICONS, Renaming } from "./conversation-dialogs";
import { deferredPart } from "./deferred-part";
import { importAgain } from "~/app/loading/import-again";

// The actions menu's icons come with the dialogs (loaded when the page is idle, or when a row is
// pointed at or focused); a menu opened before that shows its items without them.
let actionIcons: typeof ACTION_ICONS | null = null;
const conversationDialogs = deferredPart(() =>
  importAgain(() => import("./conversation-dialogs")).then((module) => {
    actionIcons = module.ACTION_ICONS;
    return module.ConversationDialogs;
  }),
);

export interface ConversationSummaryView {
  id: string;
  title: string;
  projectId: string | null;
  updatedAt: string;
}

/** The chat's address: a conversation, within the list's project filter. */
export function chatPath({ c, project }: { c?: string | null; project?: string | null }) {
  const params = new URLSearchParams();
  if (project) params.set("project", project);
  if (c) params.set("c", c);
  const query = params.toString();
  return query ? `/chat-legend?${query}` : "/chat-legend";
}

export interface ConversationPageView {
  items: ConversationSummaryView[];
  nextCursor: string | null;
}

/** How long the search waits for the member to stop typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The chat's side list: new chat, the conversations most recently active first, a page at a time
 * ("Show more"), a search over titles and messages, a project filter (in the address), rename, move
 * to a project, and delete (after confirming). Each conversation in a project shows its colour.
 * A phone shows it folded above the chat, a wider screen beside it: only the one on screen is
 * drawn. Memoised, so an answer streaming in beside it does not render it again.
 */
export const ConversationList = memo(function ConversationList({
  page,
  current,
  projects,
  project,
  narrowFirst,
}: {
  page: ConversationPageView;
  current: string | null;
  projects: ProjectLabel[];
  /** the project filter: a project's id, "none", or null for all */
  project: string | null;
  /** the server's guess from the browser's mobile hint, until the screen's width is known */
  narrowFirst: boolean;
}) {
  const t = useT();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => narrowFirst);
  const [moving, setMoving] = useState<ConversationSummaryView | null>(null);
  const projectOf = new Map(projects.map((entry) => [entry.id, entry]));
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const searchId = useId();
  const asideRef = useRef<HTMLElement>(null);
  // Where the focus goes when the rename or delete dialog closes: the row's link after a rename or
  // a neighbour's after a delete (null: "New chat"), the row's "…" button after Cancel.
  const focusAfter = useRef<{ id: string | null; part: "link" | "menu" } | null>(null);

  // The pages after the first, as "Show more" brought them; the first comes with the page.
  const [later, setLater] = useState<ConversationPageView | null>(null);
  // A new first page (after a message, a rename): the ones it pushed out stay listed, ahead of the later pages.
  const [firstPage, setFirstPage] = useState(page);
  if (firstPage !== page) {
    setFirstPage(page);
    if (later) setLater({ ...later, items: [...firstPage.items, ...later.items] });
  }
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<(ConversationPageView & { q: string }) | null>(null);
  const [loading, setLoading] = useState<"search" | "more" | null>(null);
  const [failed, setFailed] = useState<{ kind: "search" | "more"; q: string; cursor: string | null } | null>(
    null,
  );
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const words = query.trim();
  const browsing = !words;
  // Deleted here: gone from every page this list holds, whichever brought it.
  const seen = new Set([...page.items.map((item) => item.id), ...deleted]);
  const conversations = browsing
    ? [
        ...page.items.filter((item) => !deleted.has(item.id)),
        ...(later?.items ?? []).filter((item) => !seen.has(item.id) && seen.add(item.id)),
      ]
    : (results?.items ?? []).filter((item) => !deleted.has(item.id));
  const nextCursor = browsing ? (later ? later.nextCursor : page.nextCursor) : (results?.nextCursor ?? null);

  async function load(kind: "search" | "more", q: string, cursor: string | null) {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(kind);
    setFailed(null);
    try {
      const params = new URLSearchParams({ limit: String(CONVERSATION_PAGE_SIZE) });
      if (q) params.set("q", q);
      if (project) params.set("project", project);
      if (cursor) params.set("cursor", cursor);
      const response = await fetch(`/api/v1/chat/conversations?${params}`, { signal: controller.signal });
      if (!response.ok) throw new Error(`The conversations answered ${response.status}`);
      const next = (await response.json()) as ConversationPageView;
      if (q)
        setResults((shown) => ({
          q,
          nextCursor: next.nextCursor,
          items: cursor && shown?.q === q ? [...shown.items, ...next.items] : next.items,
        }));
      else
        setLater((shown) => ({
          nextCursor: next.nextCursor,
          items: [...(shown?.items ?? []), ...next.items],
        }));
      setLoading(null);
    } catch {
      if (controller.signal.aborted) return;
      setLoading(null);
      setFailed({ kind, q, cursor });
    }
  }

  function search(value: string) {
    setQuery(value);
    clearTimeout(debounce.current);
    inFlight.current?.abort();
    setFailed(null);
    const q = value.trim();
    if (!q) {
      setResults(null);
      setLoading(null);
      return;
    }
    setLoading("search");
    debounce.current = setTimeout(() => void load("search", q, null), SEARCH_DEBOUNCE_MS);
  }

  /** Puts the focus on a row's link or menu button, in whichever copy of the list is on screen. */
  function restoreFocus(event: Event) {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    event.preventDefault();
    const aside = asideRef.current;
    const candidates = target.id
      ? aside?.querySelectorAll<HTMLElement>(
          `[data-conversation="${target.id}"] [data-focus="${target.part}"]`,
        )
      : aside?.querySelectorAll<HTMLElement>('[data-testid="new-chat"]');
    const visible = [...(candidates ?? [])].find((element) => element.getClientRects().length > 0);
    (visible ?? aside?.querySelector<HTMLElement>('[data-testid="new-chat"]'))?.focus();
  }

  /** The conversation the focus moves to once `id` is deleted: the next one, else the one before. */
  function neighbourOf(id: string): string | null {
    const index = conversations.findIndex((item) => item.id === id);
    return conversations[index + 1]?.id ?? conversations[index - 1]?.id ?? null;
  }

  /** What the server changed, in the pages this list brought itself. */
  function patchLoaded(change: (items: ConversationSummaryView[]) => ConversationSummaryView[]) {
    setLater((shown) => (shown ? { ...shown, items: change(shown.items) } : shown));
    setResults((shown) => (shown ? { ...shown, items: change(shown.items) } : shown));
  }

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    const response = await fetch(`/api/v1/chat/conversations/${renaming.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: renaming.title }),
    }).catch(() => null);
    if (response?.ok) {
      const { id, title } = (await response.json()) as ConversationSummaryView;
      patchLoaded((items) => items.map((item) => (item.id === id ? { ...item, title } : item)));
      toast.success(t("chat.conversation.renamed"));
      focusAfter.current = { id, part: "link" };
      setRenaming(null);
      revalidator.revalidate();
    } else toast.error(t("chat.errors.failed"));
  }

  async function remove() {
    if (!deleting) return;
    const response = await fetch(`/api/v1/chat/conversations/${deleting.id}`, { method: "DELETE" }).catch(
      () => null,
    );
    if (!response?.ok) {
      toast.error(t("chat.errors.failed"));
      return;
    }
    const removed = deleting.id;
    setDeleted((ids) => new Set([...ids, removed]));
    toast.success(t("chat.conversation.deleted"));
    if (removed === current) navigate(chatPath({ project }), { replace: true });
    else revalidator.revalidate();
    setDeleting(null);
  }

  const list = (
    <nav aria-label={t("chat.conversations")} className="space-y-1" aria-busy={loading !== null}>
      {conversations.length === 0 && loading === null && !failed ? (
        <p className="px-2 py-1 text-sm text-muted-foreground" data-testid="conversations-empty">
          {browsing
            ? t("chat.conversations.empty")
            : t("chat.conversations.noMatch", { q: results?.q ?? words })}
        </p>
      ) : null}
      {loading === "search" ? (
        <p className="flex items-center gap-2 px-2 py-1 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-3 animate-spin" aria-hidden /> {t("chat.conversations.searching")}
        </p>
      ) : null}
      {(loading === "search" ? [] : conversations).map((conversation) => (
        <div
          key={conversation.id}
          className={cn(
            "group flex items-center gap-1 rounded-md",
            conversation.id === current && "bg-muted",
          )}
          data-testid="conversation"
          data-conversation={conversation.id}
          onPointerEnter={conversationDialogs.preload}
          onFocus={conversationDialogs.preload}
        >
          <Link
            data-focus="link"
            to={chatPath({ c: conversation.id, project })}
            aria-current={conversation.id === current ? "page" : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {conversation.projectId && projectOf.has(conversation.projectId) ? (
              <ProjectDot color={projectOf.get(conversation.projectId)!.color} />
            ) : null}
            <span className="truncate">{conversation.title}</span>
            {conversation.projectId && projectOf.has(conversation.projectId) ? (
              <span className="sr-only">
                {" "}
                ({t("projects.inProject", { name: projectOf.get(conversation.projectId)!.name })})
              </span>
            ) : null}
          </Link>
          <DeferredDropdown
            trigger={
              <Button
                variant="ghost"
                size="icon-sm"
                className="shrink-0"
                data-focus="menu"
                aria-label={t("chat.conversation.actions", { title: conversation.title })}
              >
                <MoreHorizontal aria-hidden />
              </Button>
            }
            items={(DropdownMenuItem) => {
              const icons = actionIcons;
              return (
                <>
                  <DropdownMenuItem
                    onSelect={() => {
                      focusAfter.current = { id: conversation.id, part: "menu" };
                      setRenaming({
                        id: conversation.id,
                        title: conversation.title,
                        before: conversation.title,
                      });
                    }}
                  >
                    {icons ? <icons.rename aria-hidden /> : null} {t("chat.conversation.rename")}
                  </DropdownMenuItem>
                  <DropdownMenuItem
                    onSelect={() => {
                      focusAfter.current = { id: conversation.id, part: "menu" };
                      setMoving(conversation);
                    }}
                  >
                    {icons ? <icons.move aria-hidden /> : null} {t("projects.move")}
                  </DropdownMenuItem>
                  <DropdownMenuItem
                    onSelect={() => {
                      focusAfter.current = { id: conversation.id, part: "menu" };
                      setDeleting({ id: conversation.id, title: conversation.title });
                    }}
                    destructive
                  >
                    {icons ? <icons.delete aria-hidden /> : null} {t("chat.conversation.delete")}
                  </DropdownMenuItem>
                </>
              );
            }}
          />
        </div>
      ))}
      {failed ? (
        <div className="space-y-1 px-2 py-1" role="alert">
          <p className="text-sm text-destructive dark:text-red-300">{t("chat.conversations.failed")}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void load(failed.kind, failed.q, failed.cursor)}
            data-testid="conversations-retry"
          >
            <RotateCcw aria-hidden /> {t("chat.retry")}
          </Button>
        </div>
      ) : nextCursor && loading !== "search" ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="w-full"
          disabled={loading === "more"}
          onClick={() => void load("more", browsing ? "" : (results?.q ?? ""), nextCursor)}
          data-testid="conversations-more"
        >
          {loading === "more" ? (
            <>
              <Loader2 className="animate-spin" aria-hidden /> {t("chat.conversations.loadingMore")}
            </>
          ) : (
            t("chat.conversations.more")
          )}
        </Button>
      ) : null}
    </nav>
  );

  // Drawn in the phone's fold-out or in the wide screen's column, each copy with its own id.
  const searchBox = (copy: "narrow" | "wide") => (
    <div className="relative">
      <Label htmlFor={`${searchId}-${copy}`} className="sr-only">
        {t("chat.conversations.search")}
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={`${searchId}-${copy}`}
        type="search"
        value={query}
        maxLength={CONVERSATION_SEARCH_MAX}
        placeholder={t("chat.conversations.search")}
        className="pl-8"
        data-testid="conversations-search"
        onChange={(event) => search(event.target.value)}
      />
    </div>
  );

  const filtered = project && project !== "none" ? (projectOf.get(project) ?? null) : null;
  // Drawn in either place too; without projects there is nothing to filter by.
  const projectFilter = (copy: "narrow" | "wide") =>
    projects.length === 0 ? null : (
      <ProjectFilter
        id={`${searchId}-project-${copy}`}
        projects={projects}
        value={project}
        onChange={(value) => navigate(chatPath({ project: value }))}
      />
    );

  return (
    // On a phone the new-conversation button and the folded list share one row, so the chat
    // below them has the screen's height.
    <aside className="flex flex-wrap items-start gap-2 md:block md:space-y-3" ref={asideRef}>
      {/* On a phone it shares its row with the folded list, so a long project name is cut. */}
      <Button asChild className="max-w-[55%] min-w-0 shrink-0 md:w-full md:max-w-full">
        <Link to={chatPath({ project })} data-testid="new-chat">
          <MessageSquarePlus aria-hidden />
          <span className="truncate">
            {filtered ? t("projects.chat.newIn", { name: filtered.name }) : t("chat.new")}
          </span>
        </Link>
      </Button>
      <details className="min-w-0 flex-1 basis-40 rounded-lg border border-border p-2 md:hidden">
        <summary className="cursor-pointer px-1 text-sm font-medium">
          {t("chat.conversations")} ({conversations.length}
          {nextCursor ? "+" : ""})
        </summary>
        {narrow ? (
          <div className="mt-2 space-y-2">
            {projectFilter("narrow")}
            {searchBox("narrow")}
            {list}
          </div>
        ) : null}
      </details>
      {narrow ? null : (
        <div className="hidden md:block">
          <h2 className="mb-2 px-2 text-xs font-semibold text-muted-foreground uppercase">
            {t("chat.conversations")}
          </h2>
          <div className="mb-2 space-y-2">
            {projectFilter("wide")}
            {searchBox("wide")}
          </div>
          <div className="max-h-[56vh] overflow-y-auto">{list}</div>
        </div>
      )}

      <conversationDialogs.Part
        wanted={renaming !== null || moving !== null || deleting !== null}
        onUnavailable={() => {
          setRenaming(null);
          setMoving(null);
          setDeleting(null);
          toast.error(t("chat.errors.failed"));
        }}
        renaming={renaming}
        onRenamingChange={setRenaming}
        onRename={(event) => void rename(event)}
        moving={moving}
        projects={projects}
        onMoveClose={() => setMoving(null)}
        onMoved={(projectId) => {
          const id = moving?.id;
          patchLoaded((items) => items.map((item) => (item.id === id ? { ...item, projectId } : item)));
          setMoving(null);
          revalidator.revalidate();
        }}
        deleting={deleting}
        onDeleteClose={() => setDeleting(null)}
        onDelete={() => {
          if (deleting) focusAfter.current = { id: neighbourOf(deleting.id), part: "link" };
          void remove();
        }}
        restoreFocus={restoreFocus}
      />
    </aside>
  );
});

const NARROW = "(max-width: 767px)";
const isNarrow = () => window.matchMedia(NARROW).matches;
function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
