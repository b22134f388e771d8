import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  OPEN_PROMPT_REQUESTS_LIMIT,
  type PromptRequestAiTool,
  type PromptRequestInput,
} from "~/core/forms/requests";
import { isLocale, type Locale } from "~/core/locale";
import type { Database, Executor } from "~/db/client.server";
import { user } from "~/server/accounts/schema";
import { promptTranslations } from "~/server/catalog/schema";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { PromptRequestError } from "./errors";
import { promptRequests, type PromptRequestStatus } from "./schema";

/** Requests waiting for an answer: they count towards the member's limit. */
export const WAITING_STATUSES: PromptRequestStatus[] = ["open", "in_progress"];
/** A member's list shows their newest requests, this many at most. */
const MEMBER_LIST_LIMIT = 100;

/** A request as its member reads it. */
export interface PromptRequestView {
  id: number;
  purpose: string;
  aiTool: PromptRequestAiTool;
  example: string;
  status: PromptRequestStatus;
  answer: string | null;
  /** the prompt written for it, with its title in the reader's language (or the one it has) */
  prompt: { id: number; title: string | null } | null;
  createdAt: string;
  answeredAt: string | null;
}

/** A prompt's title in `locale`, else in its other language. */
export const promptTitleIn = (locale: Locale) =>
  sql<string | null>`(select ${promptTranslations.title} from ${promptTranslations}
    where ${promptTranslations.promptId} = ${promptRequests.promptId}
    order by (${promptTranslations.locale} = ${locale}) desc limit 1)`;

export const requestColumns = (locale: Locale) => ({
  id: promptRequests.id,
  purpose: promptRequests.purpose,
  aiTool: promptRequests.aiTool,
  example: promptRequests.example,
  status: promptRequests.status,
  answer: promptRequests.answer,
  promptId: promptRequests.promptId,
  promptTitle: promptTitleIn(locale),
  createdAt: promptRequests.createdAt,
  answeredAt: promptRequests.answeredAt,
});

interface RequestRow {
  id: number;
  purpose: string;
  aiTool: string;
  example: string;
  status: PromptRequestStatus;
  answer: string | null;
  promptId: number | null;
  promptTitle: string | null;
  createdAt: Date;
  answeredAt: Date | null;
}

export function toRequestView(row: RequestRow): PromptRequestView {
  return {
    id: row.id,
    purpose: row.purpose,
    aiTool: row.aiTool as PromptRequestAiTool,
    example: row.example,
    status: row.status,
    answer: row.answer,
    prompt: row.promptId === null ? null : { id: row.promptId, title: row.promptTitle },
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The member's requests, newest first. */
export async function listMyPromptRequests(
  db: Executor,
  userId: string,
  locale: Locale,
): Promise<PromptRequestView[]> {
  const rows = await db
    .select(requestColumns(locale))
    .from(promptRequests)
    .where(eq(promptRequests.userId, userId))
    .orderBy(desc(promptRequests.createdAt), desc(promptRequests.id))
    .limit(MEMBER_LIST_LIMIT);
  return rows.map(toRequestView);
}

/** How many of the member's requests wait for an answer. */
export async function waitingRequestCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(promptRequests)
    .where(and(eq(promptRequests.userId, userId), inArray(promptRequests.status, WAITING_STATUSES)));
  return row?.value ?? 0;
}

/**
 * A paying member (Creator, Legend; admins too) asks for a prompt. At most
 * OPEN_PROMPT_REQUESTS_LIMIT wait for an answer at once: the member's row is locked while the count
 * is read, so two requests sent together cannot both take the last place. The request is kept in
 * the member's language, the one they read the answer and its mail in.
 */
export async function createPromptRequest(
  db: Database,
  viewer: Viewer,
  input: PromptRequestInput,
  now: Date = appClock.now(),
): Promise<PromptRequestView> {
  if (viewer.kind !== "member" || !capabilities(viewer).promptRequests)
    throw new PromptRequestError("plan_required");
  const userId = viewer.userId;
  let locale: Locale = "pt";
  const id = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ language: user.language })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (isLocale(member?.language)) locale = member.language;
    if ((await waitingRequestCount(tx, userId)) >= OPEN_PROMPT_REQUESTS_LIMIT)
      throw new PromptRequestError("open_limit");
    const [created] = await tx
      .insert(promptRequests)
      .values({
        userId,
        purpose: input.purpose,
        aiTool: input.aiTool,
        example: input.example,
        locale,
        status: "open",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: promptRequests.id });
    return created!.id;
  });
  const [row] = await db.select(requestColumns(locale)).from(promptRequests).where(eq(promptRequests.id, id));
  return toRequestView(row!);
}
