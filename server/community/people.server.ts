import { and, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { listedIn } from "~/server/catalog/lists.server";
import { outer, publishedPrompts, toSummary, type PromptSummary } from "~/server/catalog/rows.server";
import { prompts } from "~/server/catalog/schema";
import { appClock } from "~/server/jobs/clock.server";
import { memberByHandle } from "./handles.server";
import { comments, commentVotes, memberHandles, promptExamples, promptVotes } from "./schema";

type Rows<T> = { rows?: T[] };
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as Rows<T>).rows ?? [];

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_SIZE = 6;

export interface PublicProfile {
  handle: string;
  name: string;
  avatarUrl: string | null;
  memberSince: string;
  /** upvotes on their published prompts, their comments and their examples */
  upvotesReceived: number;
  /** their published prompts as the catalogue lists them: a card marks the ones the reader cannot open */
  prompts: PromptSummary[];
}

/**
 * A member's public page, /u/:handle; null for a handle no one has. Only published prompts are
 * listed, as summaries (never their text), so a reader sees of a locked one what the catalogue shows.
 */
export async function publicProfile(
  db: Database,
  handle: string,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<PublicProfile | null> {
  const member = await memberByHandle(db, handle);
  if (!member) return null;
  const [rows, [received]] = await Promise.all([
    publishedPrompts(db, locale, and(eq(prompts.source, "member"), eq(prompts.authorId, member.userId)), now)
      .orderBy(desc(prompts.publishedAt), desc(prompts.id))
      .limit(60),
    rowsOf<{ total: number | string | null }>(
      db,
      sql`select
      coalesce((select sum(p.upvotes) from ${prompts} p where p.author_id = ${member.userId} and p.is_published), 0)
      + coalesce((select sum(c.upvotes) from ${comments} c where c.author_id = ${member.userId} and c.hidden_at is null), 0)
      + coalesce((select sum(e.upvotes) from ${promptExamples} e where e.author_id = ${member.userId} and e.hidden_at is null), 0)
      as total`,
    ),
  ]);
  return {
    handle: member.handle,
    name: member.name,
    avatarUrl: member.image,
    memberSince: member.memberSince.toISOString(),
    upvotesReceived: Number(received?.total ?? 0),
    prompts: rows.map(toSummary),
  };
}

export interface HelpfulMember {
  handle: string;
  name: string;
  avatarUrl: string | null;
  upvotes: number;
}

export interface CommunityOverview {
  week: (PromptSummary & { recentUpvotes: number })[];
  month: (PromptSummary & { recentUpvotes: number })[];
  newest: PromptSummary[];
  helpful: HelpfulMember[];
}

async function mostUpvotedSince(db: Database, locale: Locale, since: Date, now: Date) {
  const recent = sql<number>`(select count(*)::int from ${promptVotes} v
    where v.prompt_id = ${outer.promptId} and v.created_at > ${since.toISOString()})`;
  const rows = await publishedPrompts(db, locale, and(listedIn(locale), sql`${recent} > 0`), now)
    .orderBy(desc(recent), desc(prompts.upvotes), desc(prompts.id))
    .limit(LIST_SIZE);
  const counts = await db
    .select({ promptId: promptVotes.promptId, value: sql<number>`count(*)::int` })
    .from(promptVotes)
    .where(sql`${promptVotes.createdAt} > ${since.toISOString()}`)
    .groupBy(promptVotes.promptId);
  const byPrompt = new Map(counts.map((row) => [row.promptId, Number(row.value)]));
  return rows.map((row) => ({ ...toSummary(row), recentUpvotes: byPrompt.get(row.id) ?? 0 }));
}

/**
 * /community: the week's and the month's most upvoted prompts, the newest members' prompts, and the
 * members whose prompts and comments got the most upvotes in the last 30 days (those with a handle).
 * Lists hold summaries only, as the catalogue's do.
 */
export async function communityOverview(
  db: Database,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<CommunityOverview> {
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const [week, month, newest, helpful] = await Promise.all([
    mostUpvotedSince(db, locale, new Date(now.getTime() - 7 * DAY_MS), now),
    mostUpvotedSince(db, locale, monthAgo, now),
    publishedPrompts(db, locale, and(eq(prompts.source, "member"), listedIn(locale)), now)
      .orderBy(desc(prompts.publishedAt), desc(prompts.id))
      .limit(LIST_SIZE)
      .then((rows) => rows.map(toSummary)),
    rowsOf<{ handle: string; name: string; image: string | null; upvotes: number | string }>(
      db,
      sql`
      select h.handle, u.name, u.image, sum(r.votes) as upvotes
      from (
        select p.author_id as user_id, count(*) as votes
        from ${promptVotes} v join ${prompts} p on p.id = v.prompt_id
        where v.created_at > ${monthAgo.toISOString()} and p.is_published and p.source = 'member'
          and p.author_id is not null
        group by p.author_id
        union all
        select c.author_id, count(*)
        from ${commentVotes} v join ${comments} c on c.id = v.comment_id
        where v.created_at > ${monthAgo.toISOString()} and c.hidden_at is null and c.author_id is not null
        group by c.author_id
      ) r
      join ${memberHandles} h on h.user_id = r.user_id
      join ${user} u on u.id = r.user_id
      group by h.handle, u.name, u.image
      order by sum(r.votes) desc, h.handle
      limit 10`,
    ),
  ]);
  return {
    week,
    month,
    newest,
    helpful: helpful.map((row) => ({
      handle: row.handle,
      name: row.name,
      avatarUrl: row.image,
      upvotes: Number(row.upvotes),
    })),
  };
}
