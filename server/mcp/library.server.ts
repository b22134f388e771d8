import { and, eq, isNull, ne, or } from "drizzle-orm";
import { parseId } from "~/core/ids";
import { fillTemplate, parseTemplate } from "~/core/variables";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { appClock } from "~/server/jobs/clock.server";
import { getPrompt, readablePromptTexts, type PromptDetail } from "~/server/catalog/prompt.server";
import { defaultOrder, translationFor, visibleTo } from "~/server/catalog/rows.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { planThatOpens, type LockReason, type Viewer } from "~/server/entitlements/entitlements";
import { listMyPrompts } from "~/server/prompts/member-prompts.server";
import {
  argumentProblems,
  MAX_ARGUMENT_LENGTH,
  promptArguments,
  valuesByPlaceholder,
  type PromptArgument,
} from "./prompt-arguments";

/** What an assistant is told about a prompt it may use (MCP prompts/list). */
export interface McpPromptListing {
  name: string;
  title: string;
  description: string;
  arguments: { name: string; description: string; required: boolean }[];
}

export const MCP_PROMPTS_PAGE = 50;

export const promptName = (id: number) => `prompt-${id}`;

export function promptIdFromName(name: string): number | null {
  return name.startsWith("prompt-") ? parseId(name.slice("prompt-".length)) : null;
}

/** A refusal an assistant can act on: its message is safe to show and never holds locked text. */
export class McpRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "McpRefusal";
  }
}

/** Every lock is opened by a paid plan: the entitlements module says which is the first that does. */
export function lockedMessage(id: number, reason: LockReason | null, publicUrl: string): string {
  const plan =
    planThatOpens(reason ?? "premium") === "legend"
      ? "The Legend plan opens it"
      : "The Creator plan (or Legend) opens it";
  const why =
    reason === "early-access"
      ? "it is new, and new prompts are early access for paying members for 30 days"
      : reason === "category-limit"
        ? "the free plan reads the first 5 prompts of each category"
        : reason === "forbidden"
          ? "it is a Legend prompt"
          : "it is a premium prompt";
  return `Prompt ${id} is locked for your plan (${why}). ${plan}: ${publicUrl}/pricing`;
}

function argumentsOf(args: PromptArgument[]) {
  return args.map(({ name, description, required }) => ({ name, description, required }));
}

type Cursor = { part: "own" | "library"; offset: number };

function readCursor(cursor: string): Cursor {
  const match = /^(own|library):(\d{1,7})$/.exec(cursor);
  if (!match) throw new McpRefusal("Unknown cursor; start again without one");
  return { part: match[1] as Cursor["part"], offset: Number(match[2]) };
}

/**
 * One page of the prompts the member may use: their own prompts first, then every published
 * library prompt whose text the entitlements module lets them read (locked ones are left out).
 * The first page holds the first of both, as many clients never ask for a second one.
 */
export async function listMcpPrompts(
  db: Database,
  viewer: Extract<Viewer, { kind: "member" }>,
  locale: Locale,
  cursor?: string,
  now: Date = appClock.now(),
): Promise<{ prompts: McpPromptListing[]; nextCursor?: string }> {
  const at = cursor ? readCursor(cursor) : null;
  const listed: McpPromptListing[] = [];
  let nextCursor: string | undefined;

  if (!at || at.part === "own") {
    const offset = at?.offset ?? 0;
    const own = await listMyPrompts(db, viewer.userId, { limit: MCP_PROMPTS_PAGE, offset });
    for (const prompt of own.items) {
      listed.push({
        name: promptName(prompt.id),
        title: prompt.title,
        description: prompt.description,
        arguments: argumentsOf(promptArguments(prompt.promptText)),
      });
    }
    const next = offset + own.items.length;
    if (own.items.length > 0 && next < own.total) nextCursor = `own:${next}`;
    else if (at) nextCursor = `library:${MCP_PROMPTS_PAGE}`;
  }

  if (!at || at.part === "library") {
    const offset = at?.offset ?? 0;
    const library = await readableLibraryPage(db, viewer, locale, offset, now);
    listed.push(...library.prompts);
    if (library.more) nextCursor ??= `library:${offset + MCP_PROMPTS_PAGE}`;
  }
  return { prompts: listed, nextCursor };
}

async function readableLibraryPage(
  db: Database,
  viewer: Extract<Viewer, { kind: "member" }>,
  locale: Locale,
  offset: number,
  now: Date,
) {
  const rows = await db
    .select({ id: prompts.id, title: promptTranslations.title, description: promptTranslations.description })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    // Released ones only, by the API's rule and clock: a weekly drop stays unseen until its day.
    .where(
      and(
        eq(prompts.isPublished, true),
        visibleTo(viewer, now),
        or(isNull(prompts.authorId), ne(prompts.authorId, viewer.userId)),
      ),
    )
    .orderBy(...defaultOrder)
    .limit(MCP_PROMPTS_PAGE + 1)
    .offset(offset);
  const page = rows.slice(0, MCP_PROMPTS_PAGE);
  // The entitlements module decides, per prompt, through the same reader the API uses.
  const texts = await readablePromptTexts(
    db,
    page.map((row) => row.id),
    locale,
    viewer,
    now,
  );
  const listed: McpPromptListing[] = [];
  for (const row of page) {
    const text = texts.get(row.id);
    if (!text || text.locked) continue;
    listed.push({
      name: promptName(row.id),
      title: row.title,
      description: row.description,
      arguments: argumentsOf(promptArguments(text.promptText)),
    });
  }
  return { prompts: listed, more: rows.length > MCP_PROMPTS_PAGE };
}

export interface FilledPrompt {
  prompt: PromptDetail & { promptText: string };
  arguments: PromptArgument[];
  text: string;
  /** required variables still in brackets, by name as the prompt writes them */
  missing: string[];
}

/**
 * A prompt the member may read, with the values filled in; a prompt they cannot see is "not
 * found", and a locked one is refused with the plan that opens it, never with its text. Values are
 * checked against the prompt's variables: an unknown argument or a value that does not fit is
 * refused with what is wrong, and so is a required one left out when `requireAll` (prompts/get).
 * The built-ins are the member's: today (UTC), their name, the language asked for.
 */
export async function fillMcpPrompt(
  db: Database,
  viewer: Viewer,
  id: number,
  locale: Locale,
  values: Record<string, string>,
  publicUrl: string,
  now: Date = appClock.now(),
  { readerName = null, requireAll = false }: { readerName?: string | null; requireAll?: boolean } = {},
): Promise<FilledPrompt> {
  for (const value of Object.values(values)) {
    if (value.length > MAX_ARGUMENT_LENGTH)
      throw new McpRefusal(`An argument may be at most ${MAX_ARGUMENT_LENGTH} characters`);
  }
  const prompt = await getPrompt(db, id, locale, viewer, now);
  if (!prompt) throw new McpRefusal(`Prompt ${id} not found`);
  if (prompt.promptText === null) throw new McpRefusal(lockedMessage(id, prompt.lockReason, publicUrl));
  const template = parseTemplate(prompt.promptText);
  const args = promptArguments(template);
  const problems = argumentProblems(args, values, { requireAll });
  if (problems.length > 0)
    throw new McpRefusal(`Invalid arguments for ${promptName(id)}: ${problems.join("; ")}`);
  const filled = valuesByPlaceholder(args, values).values;
  const context = {
    locale: prompt.locale,
    today: now.toISOString().slice(0, 10),
    name: readerName,
    language: locale,
  };
  return {
    prompt: { ...prompt, promptText: prompt.promptText },
    arguments: args,
    text: fillTemplate(template, filled, context),
    missing: args
      .filter((arg) => arg.required && !(arg.variable.key in filled))
      .map((arg) => arg.placeholder),
  };
}

/**
 * The options of a choice argument that start with what is typed (case and accents ignored), for
 * completion/complete; any other argument, or a prompt the member cannot read, completes nothing.
 */
export async function completeMcpArgument(
  db: Database,
  viewer: Viewer,
  id: number,
  locale: Locale,
  argumentName: string,
  typed: string,
  now: Date = appClock.now(),
): Promise<string[]> {
  const prompt = await getPrompt(db, id, locale, viewer, now);
  if (!prompt?.promptText) return [];
  const arg = promptArguments(prompt.promptText).find((candidate) => candidate.name === argumentName);
  if (arg?.variable.kind !== "choice") return [];
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const start = fold(typed.trim());
  return arg.variable.options.filter((option) => fold(option).startsWith(start)).slice(0, 100);
}
