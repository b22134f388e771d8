import { and, desc, eq, exists, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { ConversationListQuery } from "~/core/forms/chat";
import { ProjectRefSchema } from "~/core/forms/projects";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { reserveAiCall, streamAi, type Ai } from "~/server/ai/ai.server";
import type { AiProject, AiTurn } from "~/server/ai/engine.server";
import { AiError, type AiFailure } from "~/server/ai/errors";
import { assertOwnProject, ProjectError, projectInstructions } from "~/server/projects/projects.server";
import { chatConversations, chatMessages } from "./schema";
import { noControlCharacters } from "./text";

/**
 * The Legend chat: conversations kept per member, answers written by the AI module.
 * An answer is written in the background, into the conversation as it streams, so it survives a
 * reload or a dropped connection; whoever is watching follows it through `followAnswer`.
 */

export const CHAT_LIMITS = { message: 4_000, title: 80, history: 20 } as const;

export const ChatSendSchema = z.strictObject({
  message: z
    .string("Write a message")
    .max(CHAT_LIMITS.message, `Use at most ${CHAT_LIMITS.message.toLocaleString("en")} characters`)
    .refine(noControlCharacters, "Remove the invisible control characters from the message"),
  conversationId: z.uuid("Unknown conversation").optional(),
  projectId: z
    .uuid("Unknown project")
    .optional()
    .describe("Start the new conversation in this project (ignored with conversationId)."),
});
export const ChatConversationPatchSchema = z
  .strictObject({
    title: z
      .string("Give the conversation a title")
      .trim()
      .min(1, "Give the conversation a title")
      .max(CHAT_LIMITS.title, `Use at most ${CHAT_LIMITS.title} characters`)
      .refine(noControlCharacters, "Remove the invisible control characters from the title")
      .optional(),
    projectId: ProjectRefSchema.optional().describe(
      "Move the conversation into this project (its instructions go with the next answers), or out of any with null.",
    ),
  })
  .refine((body) => body.title !== undefined || body.projectId !== undefined, {
    message: "Change title or projectId",
  });

export type ChatErrorCode =
  "conversation_not_found" | "project_not_found" | "message_not_found" | "empty_message" | "nothing_to_retry";

const CHAT_ERRORS: Record<ChatErrorCode, { status: 400 | 404 | 409; text: string }> = {
  conversation_not_found: { status: 404, text: "Conversation not found" },
  project_not_found: { status: 404, text: "Project not found" },
  message_not_found: { status: 404, text: "Message not found" },
  empty_message: { status: 400, text: "Write a message" },
  nothing_to_retry: { status: 409, text: "There is no answer to retry" },
};

export class ChatError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(readonly code: ChatErrorCode) {
    super(CHAT_ERRORS[code].text);
    this.name = "ChatError";
    this.status = CHAT_ERRORS[code].status;
  }
}

export type MessageStatus = "streaming" | "done" | "error";
/** Why an answer failed: the AI module's reasons, or the server stopped while writing it. */
export type AnswerError = AiFailure | "interrupted";

/** The English text of a failed answer, for API clients (the chat page shows it in the member's language). */
export const ANSWER_ERROR_TEXT: Record<AnswerError, string> = {
  upstream: "Sorry, there was an error sending your message. Please try again.",
  timeout: "The answer took too long and was stopped. Please try again.",
  empty: "Sorry, I couldn't process your request.",
  stopped: "The answer was stopped before it began.",
  interrupted: "The answer was interrupted. Please try again.",
};

export interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  status: MessageStatus;
  error: AnswerError | null;
  createdAt: string;
}

export interface ConversationSummary {
  id: string;
  title: string;
  /** the project it is in, or null */
  projectId: string | null;
  updatedAt: string;
}

export interface Conversation extends ConversationSummary {
  messages: ChatMessage[];
}

export type AnswerEvent =
  | { type: "delta"; text: string }
  | { type: "done"; content: string }
  | { type: "error"; error: AnswerError; content: string };

/** An answer being written in this process. */
interface LiveAnswer {
  userId: string;
  conversationId: string;
  content: string;
  status: MessageStatus;
  error: AnswerError | null;
  listeners: Set<(event: AnswerEvent) => void>;
  controller: AbortController;
  finished: Promise<void>;
}

const live = new Map<number, LiveAnswer>();

/** How often a streaming answer is written to the database while it grows. */
const FLUSH_MS = 250;

export interface ChatService {
  ai: Ai;
  database: () => Promise<Database>;
}

const toMessage = (row: typeof chatMessages.$inferSelect, staleBefore: Date): ChatMessage => {
  const current = live.get(row.id);
  let status = (current?.status ?? row.status) as MessageStatus;
  let error = (current?.error ?? row.error) as AnswerError | null;
  // Still "streaming" in the database but written by nobody: the server stopped while writing it.
  if (status === "streaming" && !current && row.createdAt < staleBefore) {
    status = "error";
    error = "interrupted";
  }
  return {
    id: row.id,
    role: row.role === "assistant" ? "assistant" : "user",
    content: current?.content ?? row.content,
    status,
    error,
    createdAt: row.createdAt.toISOString(),
  };
};

export interface ConversationPage {
  items: ConversationSummary[];
  /** where the next page starts; null on the last page */
  nextCursor: string | null;
}

/** `%`, `_` and `\` typed in a search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A member's conversations, the most recently active first, a page at a time; with `q`, those
 * whose title or any message contains it; with `project`, those in that project (or in none).
 * Every conversation is reachable by following `nextCursor`.
 */
export async function listConversations(
  db: Database,
  userId: string,
  query: ConversationListQuery,
): Promise<ConversationPage> {
  const conditions = [eq(chatConversations.userId, userId)];
  if (query.project === "none") conditions.push(isNull(chatConversations.projectId));
  else if (query.project) conditions.push(eq(chatConversations.projectId, query.project));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(chatConversations.title, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.conversationId, chatConversations.id),
                ilike(chatMessages.content, pattern),
              ),
            ),
        ),
      )!,
    );
  }
  if (query.cursor) {
    const [updatedAt, id] = query.cursor.split("_");
    conditions.push(
      sql`(${chatConversations.updatedAt}, ${chatConversations.id}) < (${updatedAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: chatConversations.id,
      title: chatConversations.title,
      projectId: chatConversations.projectId,
      updatedAt: chatConversations.updatedAt,
      position: sql<string>`to_char(${chatConversations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(chatConversations)
    .where(and(...conditions))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      projectId: row.projectId,
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? `${last.position}_${last.id}` : null,
  };
}

async function ownConversation(db: Database, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw new ChatError("conversation_not_found");
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  if (!row) throw new ChatError("conversation_not_found");
  return row;
}

export async function getConversation(
  service: ChatService,
  userId: string,
  id: string,
): Promise<Conversation> {
  const db = await service.database();
  const conversation = await ownConversation(db, userId, id);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, id))
    .orderBy(chatMessages.id);
  const staleBefore = new Date(service.ai.now().getTime() - service.ai.config.timeoutMs - 30_000);
  return {
    id: conversation.id,
    title: conversation.title,
    projectId: conversation.projectId,
    updatedAt: conversation.updatedAt.toISOString(),
    messages: rows.map((row) => toMessage(row, staleBefore)),
  };
}

/** A project the member may put a conversation in: their own (ChatError 404 otherwise). */
async function assertProject(db: Database, userId: string, projectId: string | null | undefined) {
  try {
    await assertOwnProject(db, userId, projectId);
  } catch (error) {
    throw error instanceof ProjectError ? new ChatError("project_not_found") : error;
  }
}

/** Renames a conversation and/or moves it into a project or out of any (`projectId: null`). */
export async function updateConversation(
  db: Database,
  userId: string,
  id: string,
  patch: { title?: string; projectId?: string | null },
): Promise<ConversationSummary> {
  await ownConversation(db, userId, id);
  await assertProject(db, userId, patch.projectId);
  const [row] = await db
    .update(chatConversations)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.projectId !== undefined ? { projectId: patch.projectId } : {}),
    })
    .where(eq(chatConversations.id, id))
    .returning({
      id: chatConversations.id,
      title: chatConversations.title,
      projectId: chatConversations.projectId,
      updatedAt: chatConversations.updatedAt,
    });
  return { ...row!, updatedAt: row!.updatedAt.toISOString() };
}

export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  await ownConversation(db, userId, id);
  for (const answer of live.values()) if (answer.conversationId === id) answer.controller.abort();
  await db.delete(chatConversations).where(eq(chatConversations.id, id));
}

/** A conversation's title: the start of its first message, on one line. */
function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  return line.length <= 60 ? line : `${line.slice(0, 59).trimEnd()}…`;
}

const SYSTEM: Record<Locale, string> = {
  en: "You are Promptário's assistant for professionals who use AI every day. Answer in English, clearly and briefly, in Markdown. When a ready-made prompt would help, write it with its variable parts in square brackets, like [audience].",
  pt: "Você é o assistente do Promptário para profissionais que usam IA no dia a dia. Responda em português do Brasil, com clareza e objetividade, em Markdown. Quando um prompt pronto ajudar, escreva-o com as partes variáveis entre colchetes, como [público].",
};

/** What a project adds to the instructions: its name, and what the member wrote for it. */
const PROJECT_SYSTEM: Record<Locale, { project: (name: string) => string; instructions: string }> = {
  en: {
    project: (name) => `This conversation belongs to the member's project “${name}”.`,
    instructions: "The member wrote these instructions for the project; follow them in every answer:",
  },
  pt: {
    project: (name) => `Esta conversa faz parte do projeto “${name}” do membro.`,
    instructions: "O membro escreveu estas instruções para o projeto; siga-as em todas as respostas:",
  },
};

/**
 * The instructions an answer is written with: the assistant's own, then those of the project the
 * conversation is in (read when the answer starts, so a change applies to the next answer).
 */
export function systemFor(locale: Locale, project: AiProject | null): string {
  if (!project) return SYSTEM[locale];
  const words = PROJECT_SYSTEM[locale];
  const instructions = project.instructions.trim();
  return [
    SYSTEM[locale],
    words.project(project.name),
    ...(instructions ? [words.instructions, instructions] : []),
  ].join("\n\n");
}

async function conversationProject(db: Database, userId: string, conversationId: string) {
  const [row] = await db
    .select({ projectId: chatConversations.projectId })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .limit(1);
  return row?.projectId ? projectInstructions(db, userId, row.projectId) : null;
}

export interface StartedAnswer {
  conversationId: string;
  userMessageId: number;
  messageId: number;
}

/**
 * Sends a member's message: takes one from the allowance (AiAllowanceError past it, and then
 * nothing is written), stores the message and an empty answer, and starts writing the answer.
 */
export async function sendMessage(
  service: ChatService,
  member: CurrentMember,
  input: { message: string; conversationId?: string; projectId?: string },
  locale: Locale,
): Promise<StartedAnswer> {
  const message = input.message.trim();
  if (!message) throw new ChatError("empty_message");
  const db = await service.database();
  const userId = member.user.id;
  if (input.conversationId) await ownConversation(db, userId, input.conversationId);
  else await assertProject(db, userId, input.projectId);
  const usageId = await reserveAiCall(service.ai, userId, "chat", message.length);

  const now = service.ai.now();
  const { conversationId, userMessageId, messageId } = await db.transaction(async (tx) => {
    let conversationId = input.conversationId;
    if (conversationId) {
      await tx
        .update(chatConversations)
        .set({ updatedAt: now })
        .where(eq(chatConversations.id, conversationId));
    } else {
      const [created] = await tx
        .insert(chatConversations)
        .values({
          userId,
          title: titleFrom(message),
          projectId: input.projectId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: chatConversations.id });
      conversationId = created!.id;
    }
    const [question, answer] = await tx
      .insert(chatMessages)
      .values([
        { conversationId, role: "user", content: message, status: "done", createdAt: now },
        { conversationId, role: "assistant", content: "", status: "streaming", createdAt: now },
      ])
      .returning({ id: chatMessages.id });
    return { conversationId, userMessageId: question!.id, messageId: answer!.id };
  });

  // A new conversation's history is the question alone and its project the one asked for: two
  // statements fewer before the first token.
  const [turns, project] = input.conversationId
    ? await Promise.all([
        historyBefore(db, conversationId, messageId),
        conversationProject(db, userId, conversationId),
      ])
    : [
        [{ role: "user" as const, content: message }],
        input.projectId ? await projectInstructions(db, userId, input.projectId) : null,
      ];
  writeAnswer(service, { userId, conversationId, messageId, usageId, turns, locale, member, project });
  return { conversationId, userMessageId, messageId };
}

/** Writes the last answer of a conversation again (after an error, or to get another one). */
export async function retryLastAnswer(
  service: ChatService,
  member: CurrentMember,
  conversationId: string,
  locale: Locale,
): Promise<StartedAnswer> {
  const db = await service.database();
  const userId = member.user.id;
  await ownConversation(db, userId, conversationId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(2);
  const [answer, question] = rows;
  if (
    !answer ||
    answer.role !== "assistant" ||
    !question ||
    question.role !== "user" ||
    live.has(answer.id)
  ) {
    throw new ChatError("nothing_to_retry");
  }
  const usageId = await reserveAiCall(service.ai, userId, "chat", question.content.length);
  const now = service.ai.now();
  await db
    .update(chatMessages)
    .set({ content: "", status: "streaming", error: null, createdAt: now })
    .where(eq(chatMessages.id, answer.id));
  await db.update(chatConversations).set({ updatedAt: now }).where(eq(chatConversations.id, conversationId));
  const [turns, project] = await Promise.all([
    historyBefore(db, conversationId, answer.id),
    conversationProject(db, userId, conversationId),
  ]);
  writeAnswer(service, {
    userId,
    conversationId,
    messageId: answer.id,
    usageId,
    turns,
    locale,
    member,
    project,
  });
  return { conversationId, userMessageId: question.id, messageId: answer.id };
}

/** The conversation up to an answer, the last messages only, answers that failed left out. */
async function historyBefore(db: Database, conversationId: string, messageId: number): Promise<AiTurn[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content, status: chatMessages.status })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        lt(chatMessages.id, messageId),
        inArray(chatMessages.status, ["done"]),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_LIMITS.history);
  return rows
    .reverse()
    .filter((row) => row.content.trim())
    .map((row) => ({ role: row.role === "assistant" ? "assistant" : "user", content: row.content }));
}

function writeAnswer(
  service: ChatService,
  job: {
    userId: string;
    conversationId: string;
    messageId: number;
    usageId: number;
    turns: AiTurn[];
    locale: Locale;
    member: CurrentMember;
    project: AiProject | null;
  },
) {
  const answer: LiveAnswer = {
    userId: job.userId,
    conversationId: job.conversationId,
    content: "",
    status: "streaming",
    error: null,
    listeners: new Set(),
    controller: new AbortController(),
    finished: Promise.resolve(),
  };
  live.set(job.messageId, answer);
  const emit = (event: AnswerEvent) => answer.listeners.forEach((listener) => listener(event));

  answer.finished = (async () => {
    const db = await service.database();
    let flushed = 0;
    let lastFlush = Date.now();
    const flush = async () => {
      if (answer.content.length === flushed) return;
      flushed = answer.content.length;
      lastFlush = Date.now();
      await db
        .update(chatMessages)
        .set({ content: answer.content })
        .where(eq(chatMessages.id, job.messageId));
    };
    try {
      for await (const piece of streamAi(service.ai, job.usageId, {
        feature: "chat",
        system: systemFor(job.locale, job.project),
        turns: job.turns,
        ...(job.project ? { project: job.project } : {}),
        locale: job.locale,
        viewer: job.member.viewer,
        signal: answer.controller.signal,
      })) {
        answer.content += piece;
        emit({ type: "delta", text: piece });
        if (Date.now() - lastFlush >= FLUSH_MS) await flush();
      }
      answer.status = "done";
    } catch (error) {
      const failure: AiFailure = error instanceof AiError ? error.failure : "upstream";
      if (failure === "stopped" && answer.content.trim()) {
        answer.status = "done";
      } else {
        answer.status = "error";
        answer.error = failure;
      }
      if (!(error instanceof AiError))
        console.error("Chat answer failed:", error instanceof Error ? error.message : error);
    }
    try {
      await db
        .update(chatMessages)
        .set({ content: answer.content, status: answer.status, error: answer.error })
        .where(eq(chatMessages.id, job.messageId));
      await db
        .update(chatConversations)
        .set({ updatedAt: sql`greatest(${chatConversations.updatedAt}, now())` })
        .where(eq(chatConversations.id, job.conversationId));
    } catch (error) {
      // The conversation was deleted meanwhile, or the database is gone: nothing left to keep.
      console.error("Chat answer not saved:", error instanceof Error ? error.message : error);
    } finally {
      live.delete(job.messageId);
      emit(
        answer.status === "done"
          ? { type: "done", content: answer.content }
          : { type: "error", error: answer.error ?? "upstream", content: answer.content },
      );
    }
  })();
}

/**
 * Follows an answer: what is written so far first, then every piece until it ends. An answer no
 * longer being written (finished, or written by another process) arrives whole from the database.
 */
export async function followAnswer(
  service: ChatService,
  userId: string,
  messageId: number,
  listener: (event: AnswerEvent) => void,
): Promise<() => void> {
  const current = live.get(messageId);
  if (current) {
    if (current.userId !== userId) throw new ChatError("message_not_found");
    if (current.content) listener({ type: "delta", text: current.content });
    current.listeners.add(listener);
    return () => current.listeners.delete(listener);
  }
  const db = await service.database();
  const [row] = await db
    .select({ message: chatMessages, userId: chatConversations.userId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatMessages.id, messageId))
    .limit(1);
  if (!row || row.userId !== userId || row.message.role !== "assistant")
    throw new ChatError("message_not_found");
  const staleBefore = new Date(service.ai.now().getTime() - service.ai.config.timeoutMs - 30_000);
  const message = toMessage(row.message, staleBefore);
  if (message.status === "streaming") {
    // Written by another process: send what is there; the page reads the conversation again.
    listener({ type: "delta", text: message.content });
    return () => {};
  }
  listener(
    message.status === "done"
      ? { type: "done", content: message.content }
      : { type: "error", error: message.error ?? "upstream", content: message.content },
  );
  return () => {};
}

/** The member stops an answer being written; what was written is kept. */
export function stopAnswer(userId: string, messageId: number): boolean {
  const current = live.get(messageId);
  if (!current || current.userId !== userId) return false;
  current.controller.abort();
  return true;
}

/** Resolves when an answer being written in this process has been saved (tests, shutdown). */
export async function answerSaved(messageId: number): Promise<void> {
  await live.get(messageId)?.finished;
}
