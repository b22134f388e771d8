import {
  ArrowRight,
  BarChart3,
  Bell,
  CalendarDays,
  Crown,
  Heart,
  History,
  Lock,
  MessageSquare,
  PenSquare,
  Sparkles,
  Target,
  TrendingUp,
  UserRound,
  Vault,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import { PlanBadge } from "~/app/components/catalog/prompt-badges";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import type { MessageKey } from "~/app/i18n/i18n";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { Locale } from "~/core/locale";
import type { PromptSummary } from "~/server/catalog/rows.server";
import type { MemberHome } from "~/server/insights/member-home.server";
import { dateFormat } from "~/core/intl";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;

/** Where "Get Started" takes someone: a visitor to sign up, a member to the tools of their plan. */
export function getStartedPath(signedIn: boolean): string {
  return signedIn ? "/#tools" : "/signup";
}

/** "Thursday, November 26" / "quinta-feira, 26 de novembro", for a YYYY-MM-DD day. */
function weekdayAndDate(day: string, locale: Locale): string {
  return dateFormat(locale, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** What the member home shows of the plan: which blocks and tools it includes. */
export interface MemberPlan {
  focusMode: boolean;
  legendTools: boolean;
}

/** A signed-in member's day: the top of their home page. */
export function MemberDay({ home, name }: { home: MemberHome; name: string }) {
  const t = useT();
  const locale = useLocale();
  const firstName = name.trim().split(/\s+/)[0] ?? "";
  const dayBlocks = 1 + (home.focus ? 1 : 0) + (home.chats ? 1 : 0);
  return (
    <section
      className="border-b border-border bg-gradient-to-b from-primary/10 via-background to-background"
      aria-labelledby="member-home-title"
      data-testid="member-home"
    >
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 id="member-home-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {firstName ? t("memberHome.greeting", { name: firstName }) : t("memberHome.greetingNoName")}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {t("memberHome.today", { date: weekdayAndDate(home.today, locale) })}
            </p>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to="/categories">
              {t("memberHome.browse")} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>

        <div
          className={cn(
            "mt-8 grid gap-4",
            dayBlocks === 2 && "md:grid-cols-2",
            dayBlocks === 3 && "md:grid-cols-2 lg:grid-cols-3",
          )}
        >
          <TodayBlock home={home} />
          {home.focus ? <FocusBlock session={home.focus.session} /> : null}
          {home.chats ? <ChatsBlock chats={home.chats} /> : null}
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <PromptsBlock
            id="recent"
            icon={History}
            title="memberHome.recent.title"
            prompts={home.recent}
            empty="memberHome.recent.empty"
            action={{ to: "/categories", label: "memberHome.recent.emptyAction" }}
          />
          <PromptsBlock
            id="favorites"
            icon={Heart}
            title="memberHome.favorites.title"
            prompts={home.favorites}
            empty="memberHome.favorites.empty"
            action={{ to: "/featured", label: "memberHome.favorites.emptyAction" }}
            seeAll="/profile#favorites-heading"
          />
        </div>
      </div>
    </section>
  );
}

function Block({
  id,
  icon: Icon,
  title,
  seeAll,
  children,
  className,
}: {
  id: string;
  icon: Icon;
  title: string;
  seeAll?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby={`home-${id}`}
      data-testid={`home-${id}`}
      className={cn(
        "flex min-w-0 flex-col rounded-2xl border border-border bg-card p-5 shadow-sm",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`home-${id}`} className="flex items-center gap-2.5 text-base font-semibold">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden />
          </span>
          {title}
        </h2>
        {seeAll ? (
          <Link
            to={seeAll}
            className="rounded text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t("memberHome.seeAll")}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

/** What a block says when it has nothing yet, and the one thing to do about it. */
function Empty({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="flex flex-1 flex-col items-start justify-center gap-3 rounded-xl border border-dashed border-border p-4">
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild size="sm" variant="outline">
        <Link to={to}>
          {label} <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}

const rowLink =
  "flex min-w-0 items-center gap-3 rounded-lg px-2 py-2 -mx-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function TodayBlock({ home }: { home: MemberHome }) {
  const t = useT();
  const calendarPath = `/content-calendar?month=${home.today.slice(0, 7)}`;
  const { entries, more } = home.calendar;
  return (
    <Block
      id="today"
      icon={CalendarDays}
      title={t("memberHome.calendar.title")}
      seeAll={entries.length > 0 ? calendarPath : undefined}
    >
      {entries.length === 0 ? (
        <Empty
          text={t("memberHome.calendar.empty")}
          to={calendarPath}
          label={t("memberHome.calendar.emptyAction")}
        />
      ) : (
        <>
          <ul className="space-y-0.5">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.url} className={rowLink}>
                  <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{entry.title}</span>
                  {entry.locked ? (
                    <Lock
                      className="size-4 shrink-0 text-muted-foreground"
                      aria-label={t("memberHome.calendar.locked")}
                    />
                  ) : entry.reminder ? (
                    <Bell
                      className="size-4 shrink-0 text-muted-foreground"
                      aria-label={t("memberHome.calendar.reminder")}
                    />
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t("memberHome.calendar.more", { count: String(more) })}
            </p>
          ) : null}
        </>
      )}
    </Block>
  );
}

function FocusBlock({ session }: { session: NonNullable<MemberHome["focus"]>["session"] }) {
  const t = useT();
  return (
    <Block id="focus" icon={Target} title={t("memberHome.focus.title")}>
      {session ? (
        <div className="flex flex-1 flex-col justify-between gap-4">
          <div>
            <p className="truncate font-semibold">{session.title || t("memberHome.focus.untitled")}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {session.tasksTotal > 0
                ? t("memberHome.focus.tasks", {
                    done: String(session.tasksDone),
                    total: String(session.tasksTotal),
                  })
                : t("memberHome.focus.noTasks")}
            </p>
            {session.tasksTotal > 0 ? (
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.round((session.tasksDone / session.tasksTotal) * 100)}%` }}
                />
              </div>
            ) : null}
          </div>
          <Button asChild size="sm" className="self-start">
            <Link to="/focus">
              {t("memberHome.focus.resume")} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      ) : (
        <Empty text={t("memberHome.focus.empty")} to="/focus" label={t("memberHome.focus.emptyAction")} />
      )}
    </Block>
  );
}

function ChatsBlock({ chats }: { chats: NonNullable<MemberHome["chats"]> }) {
  const t = useT();
  return (
    <Block
      id="chats"
      icon={MessageSquare}
      title={t("memberHome.chats.title")}
      seeAll={chats.length > 0 ? "/chat-legend" : undefined}
    >
      {chats.length === 0 ? (
        <Empty
          text={t("memberHome.chats.empty")}
          to="/chat-legend"
          label={t("memberHome.chats.emptyAction")}
        />
      ) : (
        <ul className="space-y-0.5">
          {chats.map((chat) => (
            <li key={chat.id}>
              <Link to={`/chat-legend?c=${chat.id}`} className={rowLink}>
                <MessageSquare className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{chat.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function PromptsBlock({
  id,
  icon,
  title,
  prompts,
  empty,
  action,
  seeAll,
}: {
  id: string;
  icon: Icon;
  title: MessageKey;
  prompts: PromptSummary[];
  empty: MessageKey;
  action: { to: string; label: MessageKey };
  seeAll?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Block id={id} icon={icon} title={t(title)} seeAll={prompts.length > 0 ? seeAll : undefined}>
      {prompts.length === 0 ? (
        <Empty text={t(empty)} to={action.to} label={t(action.label)} />
      ) : (
        <ul className="space-y-0.5">
          {prompts.map((prompt) => (
            <li key={prompt.id}>
              <Link to={`/prompt/${prompt.id}`} className={rowLink}>
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-lg text-white"
                  style={{ backgroundColor: prompt.category.color }}
                >
                  <CategoryIcon name={prompt.category.icon} className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{prompt.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {prompt.category.title}
                    {prompt.locale !== locale ? (
                      <>
                        {" · "}
                        <span lang={prompt.locale === "pt" ? "pt-BR" : "en"}>
                          {t(prompt.locale === "pt" ? "memberHome.language.pt" : "memberHome.language.en")}
                        </span>
                      </>
                    ) : null}
                  </span>
                </span>
                <PlanBadge prompt={prompt} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

interface Tool {
  to: string;
  label: MessageKey;
  icon: Icon;
}

/** The tools of the member's plan; a plan's missing ones are simply not there. */
export function MemberTools({ plan }: { plan: MemberPlan }) {
  const t = useT();
  const tools: Tool[] = [
    { to: "/create-prompt", label: "memberHome.tools.create", icon: PenSquare },
    { to: "/content-calendar", label: "memberHome.tools.calendar", icon: CalendarDays },
    ...(plan.focusMode ? [{ to: "/focus", label: "memberHome.tools.focus", icon: Target } as const] : []),
    ...(plan.legendTools
      ? ([
          { to: "/chat-legend", label: "memberHome.tools.chat", icon: MessageSquare },
          { to: "/prompt-locker", label: "memberHome.tools.locker", icon: Vault },
          { to: "/trends", label: "memberHome.tools.trends", icon: TrendingUp },
          { to: "/analytics", label: "memberHome.tools.analytics", icon: BarChart3 },
        ] as const)
      : []),
    { to: "/new", label: "memberHome.tools.new", icon: Sparkles },
    { to: "/profile", label: "memberHome.tools.profile", icon: UserRound },
  ];
  return (
    <section
      id="tools"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-12"
      aria-labelledby="home-tools"
      data-testid="home-tools"
    >
      <h2 id="home-tools" className="text-2xl font-bold tracking-tight">
        {t("memberHome.tools.title")}
      </h2>
      <p className="mt-1 text-muted-foreground">{t("memberHome.tools.subtitle")}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-card p-4 text-sm font-medium transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <tool.icon className="size-4" aria-hidden />
              </span>
              {t(tool.label)}
            </Link>
          </li>
        ))}
      </ul>
      {plan.legendTools ? null : (
        <p
          className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
          data-testid="home-upsell"
        >
          <Crown className="size-4 text-amber-500" aria-hidden />
          {t("memberHome.upsell")}
          <Link to="/pricing" className="font-medium text-primary hover:underline">
            {t("memberHome.upsellAction")}
          </Link>
        </p>
      )}
    </section>
  );
}
