import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { EXAMPLES_PER_HOUR, type ExampleInput, type ExampleSort } from "~/core/forms/examples";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { notify, promptTitles } from "~/server/notifications/notifications.server";
import {
  mayReadComments,
  promptFor,
  requireCommunity,
  requirePoster,
  type Member,
  type PromptRef,
} from "./access.server";
import { CommunityError } from "./errors";
import { communityAuthor, type CommunityAuthor } from "./handles.server";
import { exampleVotes, memberHandles, promptExamples } from "./schema";
import type { VoteState } from "./votes.server";

const HOUR_MS = 60 * 60 * 1000;
/** A prompt's page shows at most this many examples. */
const EXAMPLES_SHOWN = 100;

/** An example of what the prompt produced, as a reader sees it. */
export interface ExampleView {
  id: number;
  author: CommunityAuthor;
  body: string;
  /** the AI that produced it, when its author said */
  model: string | null;
  upvotes: number;
  voted: boolean;
  mine: boolean;
  createdAt: string;
}

export interface PromptExamples {
  /** true when the reader may not read the prompt's text, and so no example of it */
  locked: boolean;
  sort: ExampleSort;
  total: number;
  examples: ExampleView[];
}

/**
 * The prompt's examples for this reader, newest first or most upvoted first. Like comments, they
 * show what the prompt's text does, so a reader who sees the prompt locked gets none (not even a
 * count); hidden ones are left out for everyone.
 */
export async function listExamples(
  db: Database,
  viewer: Viewer,
  ref: PromptRef,
  sort: ExampleSort = "newest",
  now: Date = appClock.now(),
): Promise<PromptExamples> {
  const prompt = await promptFor(db, viewer, ref, now);
  const promptId = prompt.id;
  if (!mayReadComments(prompt)) return { locked: true, sort, total: 0, examples: [] };
  const userId = viewer.kind === "member" ? viewer.userId : null;
  // The shown examples and how many there are in all, in one statement (the count before the limit).
  const rows = await db
    .select({
      id: promptExamples.id,
      authorId: promptExamples.authorId,
      handle: memberHandles.handle,
      name: user.name,
      image: user.image,
      body: promptExamples.body,
      model: promptExamples.model,
      upvotes: promptExamples.upvotes,
      createdAt: promptExamples.createdAt,
      voted: userId
        ? sql<boolean>`exists (select 1 from ${exampleVotes} v where v.example_id = ${promptExamples.id} and v.user_id = ${userId})`
        : sql<boolean>`false`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(promptExamples)
    .innerJoin(user, eq(user.id, promptExamples.authorId))
    .leftJoin(memberHandles, eq(memberHandles.userId, promptExamples.authorId))
    .where(and(eq(promptExamples.promptId, promptId), isNull(promptExamples.hiddenAt)))
    .orderBy(
      ...(sort === "top"
        ? [desc(promptExamples.upvotes), desc(promptExamples.createdAt), desc(promptExamples.id)]
        : [desc(promptExamples.createdAt), desc(promptExamples.id)]),
    )
    .limit(EXAMPLES_SHOWN);
  return {
    locked: false,
    sort,
    total: rows[0]?.total ?? 0,
    examples: rows.map((row) => ({
      id: row.id,
      author: communityAuthor(row),
      body: row.body,
      model: row.model,
      upvotes: row.upvotes,
      voted: Boolean(row.voted),
      mine: userId !== null && row.authorId === userId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Seconds until the member's oldest example of the last hour leaves it, or null under the limit. */
async function exampleLimitWait(tx: Executor, member: Member, now: Date): Promise<number | null> {
  if (member.isAdmin) return null;
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await tx
    .select({ createdAt: promptExamples.createdAt })
    .from(promptExamples)
    .where(and(eq(promptExamples.authorId, member.userId), gt(promptExamples.createdAt, since)))
    .orderBy(desc(promptExamples.createdAt))
    .limit(EXAMPLES_PER_HOUR);
  if (recent.length < EXAMPLES_PER_HOUR) return null;
  const oldest = recent[recent.length - 1]!.createdAt;
  return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
}

/** What adding an example did; `promptAuthorId` is who a notification of it would go to. */
export interface ExampleAdded {
  example: ExampleView;
  /** the member who wrote the prompt (null for the catalogue's own prompts) */
  promptAuthorId: string | null;
}

/**
 * A member who takes part adds an example to a prompt whose text they read: at most
 * EXAMPLES_PER_HOUR an hour (admins aside); past it, a refusal that says when to come back.
 */
export async function addExample(
  db: Database,
  viewer: Viewer,
  promptId: number,
  input: ExampleInput,
  now: Date = appClock.now(),
): Promise<ExampleAdded> {
  const member = await requirePoster(db, viewer, now);
  const prompt = await promptFor(db, viewer, promptId, now);
  if (!mayReadComments(prompt)) throw new CommunityError("examples_locked");
  const id = await db.transaction(async (tx) => {
    // One member's examples are counted and written one at a time, so quick posts cannot slip past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`examples:${member.userId}`}))`);
    const wait = await exampleLimitWait(tx, member, now);
    if (wait !== null) throw new CommunityError("example_limit", wait);
    const [created] = await tx
      .insert(promptExamples)
      .values({ promptId, authorId: member.userId, body: input.body, model: input.model, createdAt: now })
      .returning({ id: promptExamples.id });
    // The prompt's author hears of it (a member's prompt; never about their own example).
    if (prompt.authorId && prompt.authorId !== member.userId) {
      await notify(tx, {
        recipientId: prompt.authorId,
        kind: "example",
        actorId: member.userId,
        subject: {
          type: "prompt",
          id: promptId,
          title: await promptTitles(tx, promptId),
          url: `/prompt/${promptId}`,
        },
        now,
      });
    }
    return created!.id;
  });
  const { examples } = await listExamples(db, viewer, promptId, "newest", now);
  const example = examples.find((view) => view.id === id);
  if (!example) throw new CommunityError("example_not_found");
  const promptAuthorId = prompt.authorId !== member.userId ? prompt.authorId : null;
  return { example, promptAuthorId };
}

/** An example the member may act on: not hidden, on a prompt whose text they read. */
async function actionable(db: Database, viewer: Viewer, exampleId: number, now: Date) {
  const [row] = await db
    .select({ id: promptExamples.id, promptId: promptExamples.promptId, authorId: promptExamples.authorId })
    .from(promptExamples)
    .where(and(eq(promptExamples.id, exampleId), isNull(promptExamples.hiddenAt)));
  if (!row) throw new CommunityError("example_not_found");
  // Someone who may not read the prompt's text is told there is no such example.
  const prompt = await promptFor(db, viewer, row.promptId, now).catch(() => null);
  if (!prompt || !mayReadComments(prompt)) throw new CommunityError("example_not_found");
  return row;
}

/** The promptId of an example a reader can see, for a report; null when there is none to see. */
export async function visibleExamplePrompt(
  db: Database,
  viewer: Viewer,
  exampleId: number,
  now: Date,
): Promise<number | null> {
  return actionable(db, viewer, exampleId, now).then(
    (row) => row.promptId,
    () => null,
  );
}

/**
 * The author deletes their example (with its upvotes). Without a Creator or Legend plan a member
 * still deletes what they added before.
 */
export async function deleteExample(
  db: Database,
  viewer: Viewer,
  exampleId: number,
  now: Date = appClock.now(),
): Promise<void> {
  if (viewer.kind !== "member") throw new CommunityError("plan_required");
  const example = await actionable(db, viewer, exampleId, now);
  if (example.authorId !== viewer.userId) throw new CommunityError("not_your_example");
  await db.delete(promptExamples).where(eq(promptExamples.id, exampleId));
}

/** Upvotes an example (once), or takes the upvote back; the count moves in the same transaction. */
export async function voteExample(
  db: Database,
  viewer: Viewer,
  exampleId: number,
  up: boolean,
  now: Date = appClock.now(),
): Promise<VoteState> {
  const member = requireCommunity(viewer);
  await actionable(db, viewer, exampleId, now);
  return db.transaction(async (tx) => {
    const changed = up
      ? await tx
          .insert(exampleVotes)
          .values({ exampleId, userId: member.userId })
          .onConflictDoNothing()
          .returning({ id: exampleVotes.exampleId })
      : await tx
          .delete(exampleVotes)
          .where(and(eq(exampleVotes.exampleId, exampleId), eq(exampleVotes.userId, member.userId)))
          .returning({ id: exampleVotes.exampleId });
    const [row] = changed.length
      ? await tx
          .update(promptExamples)
          .set({ upvotes: sql`greatest(${promptExamples.upvotes} + ${up ? 1 : -1}, 0)` })
          .where(eq(promptExamples.id, exampleId))
          .returning({ upvotes: promptExamples.upvotes })
      : await tx
          .select({ upvotes: promptExamples.upvotes })
          .from(promptExamples)
          .where(eq(promptExamples.id, exampleId));
    return { upvotes: row?.upvotes ?? 0, voted: up };
  });
}
