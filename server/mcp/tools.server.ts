import { z } from "zod";
import { IdSchema } from "~/core/ids";
import { MemberPromptSchema, PROMPT_LIMITS, PROMPT_TYPES } from "~/core/forms/prompt";
import { LOCALES, type Locale } from "~/core/locale";
import { memberPromptsEn } from "~/core/messages/member-prompts.en";
import type { Database } from "~/db/client.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { getCategory, listCategories } from "~/server/catalog/categories.server";
import { readablePromptTexts } from "~/server/catalog/prompt.server";
import { searchPrompts } from "~/server/catalog/search.server";
import { capabilities, mayUseFilters, planThatOpens } from "~/server/entitlements/entitlements";
import { FilterInputShape } from "~/server/catalog/filter-input.server";
import { advancedFiltersUsed, filtersFromInput } from "~/server/catalog/filters";
import { LockerError, saveLibraryPrompt } from "~/server/locker/locker.server";
import { CalendarError, createCalendarEntry } from "~/server/calendar/calendar.server";
import { calendarMonthPath } from "~/server/calendar/links";
import { CalendarDaySchema } from "~/core/forms/calendar";
import { createMemberPrompt, MemberPromptError } from "~/server/prompts/member-prompts.server";
import { fillMcpPrompt, McpRefusal, promptName } from "./library.server";
import { MAX_ARGUMENT_LENGTH, MAX_PROMPT_ARGUMENTS, promptArguments } from "./prompt-arguments";

/** What every tool is given: the database, the member behind the API key, and where links point. */
export interface McpToolContext {
  db: Database;
  member: CurrentMember;
  /** the member's language preference; a tool's `language` argument wins over it */
  locale: Locale;
  publicUrl: string;
  /** the API's clock: what is released (weekly drops) and what is early access go by it */
  now: () => Date;
}

/**
 * One tool: its JSON schema (from zod; every input bounded), and what it does. Adding a tool is
 * adding one of these to MCP_TOOLS.
 */
export interface McpTool<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  inputSchema: Shape;
  /** read-only tools say so, so a client may run them without asking */
  readOnly: boolean;
  run(context: McpToolContext, input: z.output<z.ZodObject<Shape>>): Promise<unknown>;
}

const defineTool = <Shape extends z.ZodRawShape>(tool: McpTool<Shape>) => tool as unknown as McpTool;

const PromptIdInput = IdSchema.describe("The prompt's numeric id (from search_prompts).");
const LanguageInput = z
  .enum(LOCALES)
  .optional()
  .describe('"en" or "pt". Without it, the language in the member\'s settings.');

const languageOf = (context: McpToolContext, language: Locale | undefined) => language ?? context.locale;
const promptUrl = (context: McpToolContext, id: number) => `${context.publicUrl}/prompt/${id}`;

const MCP_ADVANCED = "Creator and Legend plans.";

const searchPromptsTool = defineTool({
  name: "search_prompts",
  title: "Search prompts",
  description:
    "Searches the Promptário library (and the member's own prompts that are published) by words, accent-insensitive. Locked prompts are listed with the plan that opens them, without their text; use get_prompt for the text of an unlocked one.",
  readOnly: true,
  inputSchema: {
    query: z
      .string()
      .max(200)
      .optional()
      .describe("Words to search for; without it, the category's prompts in their default order."),
    category: z.string().max(64).optional().describe('A category id from list_categories, e.g. "marketing".'),
    language: LanguageInput,
    limit: z.number().int().min(1).max(20).default(10).describe("How many prompts to return (1–20)."),
    offset: z.number().int().min(0).max(500).default(0).describe("How many matches to skip."),
    // The advanced filters: refused, naming the plan, for a member whose plan lacks them.
    tags: FilterInputShape.tags.describe(`Only prompts with every one of these tags. ${MCP_ADVANCED}`),
    categories: FilterInputShape.categories.describe(
      `Only prompts of any of these category ids (instead of category). ${MCP_ADVANCED}`,
    ),
    access: FilterInputShape.access.describe(`Only free, premium or forbidden prompts. ${MCP_ADVANCED}`),
    placeholders: FilterInputShape.placeholders.describe(
      `Only prompts with [placeholders] to fill in, or without. ${MCP_ADVANCED}`,
    ),
    published: FilterInputShape.published.describe(
      `Only prompts published in the last 7 or 30 days. ${MCP_ADVANCED}`,
    ),
    author: FilterInputShape.author.describe(`Only the library's prompts, or members'. ${MCP_ADVANCED}`),
    minUpvotes: FilterInputShape.minUpvotes.describe(
      `Only prompts with at least this many upvotes. ${MCP_ADVANCED}`,
    ),
    sort: FilterInputShape.sort.describe(
      `relevance (default), newest, used-7d, used-all, favorited, upvoted or az; any but relevance: ${MCP_ADVANCED}`,
    ),
  },
  async run(context, { query, category, language, limit, offset, ...advanced }) {
    const locale = languageOf(context, language);
    const filters = filtersFromInput({
      ...advanced,
      categories: [...(category ? [category] : []), ...(advanced.categories ?? [])],
    });
    for (const id of filters.categories) {
      if (!(await getCategory(context.db, id, locale)))
        throw new McpRefusal(`Unknown category "${id}"; list_categories names them`);
    }
    const viewer = context.member.viewer;
    const used = advancedFiltersUsed(filters);
    const allowed = mayUseFilters(viewer, used);
    if (!allowed.allowed)
      throw new McpRefusal(
        `The advanced filters (${used.join(", ")}) are part of the ${allowed.plan === "creator" ? "Creator" : "Legend"} plan (plan: ${allowed.plan})`,
      );
    const now = context.now();
    const result = await searchPrompts(context.db, {
      q: query,
      locale,
      limit,
      offset,
      viewer,
      now,
      filters,
    });
    const texts = await readablePromptTexts(
      context.db,
      result.items.map((item) => item.id),
      locale,
      viewer,
      now,
    );
    return {
      total: result.total,
      items: result.items.map((item) => {
        const text = texts.get(item.id);
        const readable = text && !text.locked ? text.promptText : null;
        return {
          id: item.id,
          name: promptName(item.id),
          title: item.title,
          description: item.description,
          category: item.category.id,
          tags: item.tags,
          premium: item.isPremium,
          locked: readable === null,
          ...(readable === null
            ? { opensWith: planThatOpens(item.isForbidden ? "forbidden" : "premium") }
            : { placeholders: promptArguments(readable).map((arg) => arg.placeholder) }),
          url: promptUrl(context, item.id),
        };
      }),
    };
  },
});

const getPromptTool = defineTool({
  name: "get_prompt",
  title: "Get a prompt",
  description:
    "The text of one prompt with its [variables] filled in from `values` (by argument or variable name); each variable says what it takes (text, one of a list of options, a YYYY-MM-DD date, a number in a range) and whether it is required. A value that does not fit is refused with the reason; a required variable without a value stays in brackets and is listed in `missing`. A locked prompt answers with the plan that opens it.",
  readOnly: true,
  inputSchema: {
    id: PromptIdInput,
    language: LanguageInput,
    values: z
      .record(z.string().max(80), z.string().max(MAX_ARGUMENT_LENGTH))
      .refine(
        (values) => Object.keys(values).length <= MAX_PROMPT_ARGUMENTS,
        `At most ${MAX_PROMPT_ARGUMENTS} values`,
      )
      .optional()
      .describe(
        'Variable values by argument name, e.g. {"product": "a coffee grinder", "tone": "friendly"}.',
      ),
  },
  async run(context, { id, language, values }) {
    const filled = await fillMcpPrompt(
      context.db,
      context.member.viewer,
      id,
      languageOf(context, language),
      values ?? {},
      context.publicUrl,
      context.now(),
      { readerName: context.member.user.name },
    );
    const { prompt } = filled;
    return {
      id: prompt.id,
      title: prompt.title,
      description: prompt.description,
      category: prompt.category.id,
      language: prompt.locale,
      text: filled.text,
      placeholders: filled.arguments.map((arg) => ({
        name: arg.name,
        placeholder: arg.placeholder,
        description: arg.description,
        required: arg.required,
      })),
      missing: filled.missing,
      instructions: prompt.instructions,
      url: promptUrl(context, prompt.id),
    };
  },
});

const listCategoriesTool = defineTool({
  name: "list_categories",
  title: "List categories",
  description: "The library's categories: id, title in the chosen language and how many prompts each has.",
  readOnly: true,
  inputSchema: { language: LanguageInput },
  async run(context, { language }) {
    const categories = await listCategories(context.db, languageOf(context, language));
    return { categories: categories.map(({ id, title, promptCount }) => ({ id, title, promptCount })) };
  },
});

const saveToLockerTool = defineTool({
  name: "save_to_locker",
  title: "Save to the Legend Vault",
  description:
    "Saves a copy of a library prompt in the member's Legend Vault (Legend plan), to adapt without touching the original.",
  readOnly: false,
  inputSchema: { id: PromptIdInput, language: LanguageInput },
  async run(context, { id, language }) {
    if (!capabilities(context.member.viewer).legendTools) {
      throw new McpRefusal(`The Legend Vault is part of the Legend plan: ${context.publicUrl}/pricing`);
    }
    const saved = await saveLibraryPrompt(
      context.db,
      context.member.viewer,
      context.member.user.id,
      id,
      languageOf(context, language),
    );
    return {
      saved: true,
      lockerPromptId: saved.id,
      title: saved.title,
      url: `${context.publicUrl}/prompt-locker`,
    };
  },
});

/** The English text of a form message, as POST /api/v1/prompts gives it. */
const english = (message: string) => memberPromptsEn[message as keyof typeof memberPromptsEn] ?? message;

const createPromptTool = defineTool({
  name: "create_prompt",
  title: "Create a prompt",
  description:
    "Creates one of the member's own prompts, private until they publish it on Promptário. Write [placeholders] in square brackets. The same rules and daily limit as the website apply.",
  readOnly: false,
  inputSchema: {
    title: z.string().max(PROMPT_LIMITS.title).describe("Required."),
    description: z.string().max(PROMPT_LIMITS.description).describe("Required: what the prompt is for."),
    categoryId: z.string().max(64).describe("Required: a category id from list_categories."),
    promptText: z
      .string()
      .max(PROMPT_LIMITS.promptText)
      .describe("Required: the prompt, with [placeholders] in square brackets."),
    language: z.enum(LOCALES).describe('Required: the language the prompt is written in, "en" or "pt".'),
    tagline: z.string().max(PROMPT_LIMITS.tagline).optional(),
    instructions: z.string().max(PROMPT_LIMITS.instructions).optional().describe("How to use it."),
    credits: z.string().max(PROMPT_LIMITS.credits).optional(),
    tags: z.array(z.string().max(PROMPT_LIMITS.tag)).max(PROMPT_LIMITS.tags).optional(),
    type: z.enum(PROMPT_TYPES).optional().describe("What the prompt makes; text by default."),
  },
  async run(context, input) {
    if (!capabilities(context.member.viewer).createPrompts)
      throw new McpRefusal("Creating prompts needs an account");
    const parsed = MemberPromptSchema.safeParse({ ...input, isPremium: false });
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "input"}: ${english(issue.message)}`,
      );
      throw new McpRefusal(`The prompt is not valid — ${issues.join("; ")}`);
    }
    const prompt = await createMemberPrompt(context.db, context.member.viewer, parsed.data);
    return {
      id: prompt.id,
      name: promptName(prompt.id),
      title: prompt.title,
      published: false,
      url: promptUrl(context, prompt.id),
    };
  },
});

const schedulePromptTool = defineTool({
  name: "schedule_prompt",
  title: "Schedule a prompt on the content calendar",
  description:
    "Puts a library prompt (or one of the member's own) on the member's content calendar for a day, optionally with a reminder mailed at 08:00 in their time zone that day.",
  readOnly: false,
  inputSchema: {
    id: PromptIdInput,
    date: CalendarDaySchema,
    reminder: z.boolean().optional().describe("Mail a reminder at 08:00 on the day; off by default."),
    language: LanguageInput,
  },
  async run(context, { id, date, reminder, language }) {
    const member = context.member.viewer;
    if (member.kind !== "member") throw new McpRefusal("The content calendar needs an account");
    const entry = await createCalendarEntry(
      context.db,
      member,
      { promptId: id, date, reminder },
      languageOf(context, language),
    );
    return {
      scheduled: true,
      entryId: entry.id,
      title: entry.title,
      date: entry.date,
      reminder: entry.reminder,
      url: context.publicUrl + calendarMonthPath(date),
    };
  },
});

/** The tools /mcp offers, in the order clients list them. */
export const MCP_TOOLS: McpTool[] = [
  searchPromptsTool,
  getPromptTool,
  listCategoriesTool,
  saveToLockerTool,
  schedulePromptTool,
  createPromptTool,
];

/** A refusal's message for the assistant; anything else is our fault and says so without details. */
export function toolErrorMessage(error: unknown): string | null {
  if (
    error instanceof McpRefusal ||
    error instanceof MemberPromptError ||
    error instanceof LockerError ||
    error instanceof CalendarError
  )
    return error.message;
  return null;
}
