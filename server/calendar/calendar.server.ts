import {
  and,
  between,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import {
  CALENDAR_ENTRIES_PER_YEAR,
  keptValues,
  monthBounds,
  type CalendarEntryCreate,
  type CalendarEntryPatch,
} from "~/core/forms/calendar";
import type { ProjectFilter } from "~/core/forms/projects";
import type { Locale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import { favorites } from "~/server/accounts/schema";
import { readablePromptTexts } from "~/server/catalog/prompt.server";
import { categoryTitle, translationFor, visibleTo } from "~/server/catalog/rows.server";
import { queryWords, searchPrompts } from "~/server/catalog/search.server";
import { categories, prompts, promptTranslations } from "~/server/catalog/schema";
import { capabilities, type Viewer } from "~/server/entitlements/entitlements";
import { SYSTEM_CLOCK, type Clock } from "~/server/jobs/clock.server";
import { listLockerPrompts, lockedLockerCopies } from "~/server/locker/locker.server";
import { assertOwnProject, ProjectError } from "~/server/projects/projects.server";
import { lockerPrompts } from "~/server/locker/schema";
import { calendarPromptPath } from "./links";
import { cancelReminder, memberTimeZone, scheduleReminder } from "./reminders.server";
import { calendarEntries } from "./schema";

/**
 * The content calendar: which prompt a member plans to
 * use on which day. Every signed-in member has one. Another member's entries do not
 * exist for them (404); a prompt they may not read cannot be scheduled.
 */

export type Member = Extract<Viewer, { kind: "member" }>;

/** A month lists entries without their prompts' texts, with descriptions this short: the rest comes when an entry is opened. */
export const CALENDAR_SUMMARY_DESCRIPTION = 80;

/** The prompt of one opened entry, as the member may see it now. */
export interface CalendarPrompt {
  /** "library": a catalogue or member prompt (integer id); "locker": one of the member's saved prompts (uuid) */
  source: "library" | "locker";
  id: number | string;
  title: string;
  description: string | null;
  /** the member's plan does not open its text (any more): the library's rule, applied to locker copies too */
  locked: boolean;
  /** null when locked */
  promptText: string | null;
  category: { id: string; title: string } | null;
  tags: string[];
  /** where "Open prompt" goes */
  url: string;
}

export interface CalendarEntry {
  id: string;
  date: string;
  title: string;
  reminder: boolean;
  /** what the member filled in the prompt's placeholders when scheduling it */
  values: Record<string, string>;
  /** the project it is planned for, or null */
  projectId: string | null;
  createdAt: string;
  prompt: CalendarPrompt;
}

/** An entry in a month's list. */
export interface CalendarEntrySummary {
  id: string;
  date: string;
  /** the prompt's title in the reader's language */
  title: string;
  reminder: boolean;
  locked: boolean;
  /** at most CALENDAR_SUMMARY_DESCRIPTION characters */
  description: string | null;
  projectId: string | null;
  prompt: { source: "library" | "locker"; id: number | string };
}

/** A prompt the side sheet offers for a day. */
export interface CalendarPromptChoice {
  source: "library" | "locker";
  id: number | string;
  title: string;
  description: string | null;
  /** the member's own, a favourite, their locker's, or found in the library by the site's search */
  origin: "mine" | "favorite" | "locker" | "library";
  /** a prompt whose text the member's plan does not open: shown, not schedulable */
  locked: boolean;
  /** the library's plan marks, so a locked prompt names the plan that opens it */
  isPremium: boolean;
  isForbidden: boolean;
  /** when the member wrote, favourited or saved it; null for a prompt found in the library */
  addedAt: string | null;
}

/** One of the member's own prompts: written, a favourite or in their locker. */
export type OwnPromptChoice = CalendarPromptChoice & {
  origin: "mine" | "favorite" | "locker";
  addedAt: string;
};

export type CalendarErrorCode =
  | "entry_not_found"
  | "prompt_not_found"
  | "prompt_locked"
  | "locker_not_in_plan"
  | "projects_not_in_plan"
  | "project_not_found"
  | "too_many_entries";

const CALENDAR_ERRORS: Record<CalendarErrorCode, { status: 403 | 404 | 409; text: string }> = {
  entry_not_found: { status: 404, text: "Calendar entry not found" },
  projects_not_in_plan: { status: 403, text: "Projects are part of the Legend plan" },
  project_not_found: { status: 404, text: "Project not found" },
  prompt_not_found: { status: 404, text: "Prompt not found" },
  prompt_locked: { status: 403, text: "Your plan does not open this prompt, so it cannot be scheduled" },
  locker_not_in_plan: { status: 403, text: "The Legend Vault is part of the Legend plan" },
  too_many_entries: {
    status: 409,
    text: `A calendar holds at most ${CALENDAR_ENTRIES_PER_YEAR.toLocaleString("en")} entries a year`,
  },
};

export class CalendarError extends Error {
  readonly status: 403 | 404 | 409;
  constructor(readonly code: CalendarErrorCode) {
    super(CALENDAR_ERRORS[code].text);
    this.name = "CalendarError";
    this.status = CALENDAR_ERRORS[code].status;
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;
type EntryRow = typeof calendarEntries.$inferSelect;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Entries from the first to the last day of `month` (YYYY-MM), both included, by day: summaries;
 * with `project`, those planned for that project (or for none).
 */
export async function listCalendarMonth(
  db: Database,
  member: Member,
  month: string,
  locale: Locale,
  project?: ProjectFilter,
): Promise<CalendarEntrySummary[]> {
  const { first, last } = monthBounds(month);
  const inProject =
    project === "none"
      ? isNull(calendarEntries.projectId)
      : project
        ? eq(calendarEntries.projectId, project)
        : undefined;
  const mine = and(
    eq(calendarEntries.userId, member.userId),
    between(calendarEntries.scheduledDate, first, last),
    inProject,
  );
  // A busy month holds hundreds of entries that share a few dozen prompts: the entries are read
  // with their locker prompts' titles (one each, joined by key), then each library prompt once (its
  // title and description in both languages, no texts, chosen here), and its access is decided
  // once, not at all for a plan that opens every text. Descriptions come cut to what the month
  // shows, and no list of ids goes back to the database.
  const summaryDescription = (column: AnyColumn) =>
    sql<string | null>`left(${column}, ${CALENDAR_SUMMARY_DESCRIPTION + 1})`;
  const [rows, library] = await Promise.all([
    db
      .select({
        id: calendarEntries.id,
        date: calendarEntries.scheduledDate,
        reminder: calendarEntries.reminder,
        projectId: calendarEntries.projectId,
        promptId: calendarEntries.promptId,
        lockerPromptId: lockerPrompts.id,
        lockerTitle: lockerPrompts.title,
        lockerDescription: summaryDescription(lockerPrompts.description),
        sourcePromptId: lockerPrompts.sourcePromptId,
      })
      .from(calendarEntries)
      .leftJoin(
        lockerPrompts,
        and(eq(lockerPrompts.id, calendarEntries.lockerPromptId), eq(lockerPrompts.userId, member.userId)),
      )
      .where(mine)
      .orderBy(calendarEntries.scheduledDate, calendarEntries.createdAt, calendarEntries.id),
    db
      .select({
        id: prompts.id,
        locale: promptTranslations.locale,
        title: promptTranslations.title,
        description: summaryDescription(promptTranslations.description),
      })
      .from(prompts)
      .innerJoin(promptTranslations, eq(promptTranslations.promptId, prompts.id))
      .where(
        and(
          inArray(
            prompts.id,
            db.selectDistinct({ id: calendarEntries.promptId }).from(calendarEntries).where(mine),
          ),
          visibleTo(member),
        ),
      )
      .then((translations) => inReaderLanguage(translations, locale)),
  ]);
  const readsEverything = capabilities(member).readsForbiddenText;
  const locker = rows.flatMap((row) =>
    row.lockerPromptId === null ? [] : [{ id: row.lockerPromptId, sourcePromptId: row.sourcePromptId }],
  );
  const [texts, copies] = await Promise.all([
    readsEverything
      ? null
      : readablePromptTexts(
          db,
          library.map((prompt) => prompt.id),
          locale,
          member,
        ),
    lockedLockerCopies(db, member, locker, locale),
  ]);
  const libraryById = new Map(library.map((prompt) => [prompt.id, prompt]));
  return rows.flatMap((row) => {
    if (row.promptId !== null) {
      const prompt = libraryById.get(row.promptId);
      if (!prompt) return [];
      const locked = texts ? texts.get(prompt.id)?.promptText == null : false;
      return [
        toSummary(row, {
          title: prompt.title,
          description: prompt.description,
          locked,
          prompt: { source: "library", id: prompt.id },
        }),
      ];
    }
    if (row.lockerPromptId === null || row.lockerTitle === null) return [];
    return [
      toSummary(row, {
        title: row.lockerTitle,
        description: row.lockerDescription,
        locked: copies.has(row.lockerPromptId),
        prompt: { source: "locker", id: row.lockerPromptId },
      }),
    ];
  });
}

/**
 * Each prompt once, in the reader's language, else in its first language (translationFor's rule,
 * applied here to a few dozen prompts' translations instead of a sorted subquery per row).
 */
function inReaderLanguage<T extends { id: number; locale: string }>(translations: T[], locale: Locale): T[] {
  const chosen = new Map<number, T>();
  for (const translation of translations) {
    const held = chosen.get(translation.id);
    const better =
      !held ||
      (translation.locale === locale && held.locale !== locale) ||
      (held.locale !== locale && translation.locale < held.locale);
    if (better) chosen.set(translation.id, translation);
  }
  return [...chosen.values()];
}

export async function getCalendarEntry(
  db: Database,
  member: Member,
  id: string,
  locale: Locale,
): Promise<CalendarEntry> {
  if (!isUuid(id)) throw new CalendarError("entry_not_found");
  const [entry] = await listEntries(db, member, locale, eq(calendarEntries.id, id));
  if (!entry) throw new CalendarError("entry_not_found");
  return entry;
}

/**
 * A month's entry as its grid shows it. Written out field by field: on Node 20, an object spread
 * followed by new keys cost microseconds an object, over a millisecond for a busy month
 * (docs/performance.md).
 */
function toSummary(
  entry: Pick<CalendarEntrySummary, "id" | "date" | "reminder" | "projectId">,
  {
    title,
    description,
    locked,
    prompt,
  }: Pick<CalendarEntrySummary, "title" | "locked" | "prompt"> & {
    description: string | null;
  },
): CalendarEntrySummary {
  return {
    id: entry.id,
    date: entry.date,
    title,
    reminder: entry.reminder,
    locked,
    description:
      description && description.length > CALENDAR_SUMMARY_DESCRIPTION
        ? `${description.slice(0, CALENDAR_SUMMARY_DESCRIPTION - 1).trimEnd()}…`
        : description,
    projectId: entry.projectId,
    prompt,
  };
}

async function listEntries(
  db: Database,
  member: Member,
  locale: Locale,
  where: SQL,
): Promise<CalendarEntry[]> {
  const mine = and(eq(calendarEntries.userId, member.userId), where);
  const [library, locker] = await Promise.all([
    db
      .select({
        entry: calendarEntries,
        promptId: prompts.id,
        title: promptTranslations.title,
        description: promptTranslations.description,
        tags: promptTranslations.tags,
        categoryId: categories.id,
        categoryTitle: categoryTitle(locale),
      })
      .from(calendarEntries)
      .innerJoin(prompts, eq(prompts.id, calendarEntries.promptId))
      .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
      .innerJoin(categories, eq(categories.id, prompts.categoryId))
      // A prompt its author made private again is gone from everyone else's calendar (not deleted).
      .where(and(mine, isNotNull(calendarEntries.promptId), visibleTo(member))),
    db
      .select({
        entry: calendarEntries,
        id: lockerPrompts.id,
        title: lockerPrompts.title,
        description: lockerPrompts.description,
        content: lockerPrompts.content,
        tags: lockerPrompts.tags,
        sourcePromptId: lockerPrompts.sourcePromptId,
      })
      .from(calendarEntries)
      .innerJoin(
        lockerPrompts,
        and(eq(lockerPrompts.id, calendarEntries.lockerPromptId), eq(lockerPrompts.userId, member.userId)),
      )
      .where(and(mine, isNotNull(calendarEntries.lockerPromptId))),
  ]);
  const [texts, copies] = await Promise.all([
    readablePromptTexts(
      db,
      library.map((row) => row.promptId),
      locale,
      member,
    ),
    lockedLockerCopies(db, member, locker, locale),
  ]);
  const entries: CalendarEntry[] = [
    ...library.map((row) => {
      const text = texts.get(row.promptId)?.promptText ?? null;
      return {
        ...entryFields(row.entry),
        prompt: {
          source: "library" as const,
          id: row.promptId,
          title: row.title,
          description: row.description,
          locked: text === null,
          promptText: text,
          category: { id: row.categoryId, title: row.categoryTitle },
          tags: row.tags,
          url: calendarPromptPath(row.entry),
        },
      };
    }),
    ...locker.map((row) => {
      const locked = copies.has(row.id);
      return {
        ...entryFields(row.entry),
        prompt: {
          source: "locker" as const,
          id: row.id,
          title: row.title,
          description: row.description,
          locked,
          promptText: locked ? null : row.content,
          category: null,
          tags: row.tags,
          url: calendarPromptPath(row.entry),
        },
      };
    }),
  ];
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/**
 * A member's entries from `since` on, for their ICS feed, with whole descriptions. The feed carries
 * titles, descriptions and links only, never prompt texts, so it reads them as a free member would.
 */
export async function listEntriesSince(
  db: Database,
  userId: string,
  since: string,
  locale: Locale,
): Promise<(Omit<CalendarEntry, "prompt"> & { prompt: Omit<CalendarPrompt, "promptText" | "tags"> })[]> {
  const reader: Member = { kind: "member", userId, tier: "free", isAdmin: false };
  const entries = await listEntries(db, reader, locale, gte(calendarEntries.scheduledDate, since));
  return entries.map(({ prompt: { promptText: _text, tags: _tags, ...prompt }, ...entry }) => ({
    ...entry,
    prompt,
  }));
}

function entryFields(row: EntryRow) {
  return {
    id: row.id,
    date: row.scheduledDate,
    title: row.title,
    reminder: row.reminder,
    values: row.values,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Putting an entry in a project, or taking it out of one, is Legend's (a member who left keeps
 * reading which project each entry was planned for); the project must be the member's.
 */
async function assertProjectChange(db: Executor, member: Member, projectId: string | null | undefined) {
  if (projectId === undefined) return;
  if (!capabilities(member).projects) throw new CalendarError("projects_not_in_plan");
  try {
    await assertOwnProject(db, member.userId, projectId);
  } catch (error) {
    throw error instanceof ProjectError ? new CalendarError("project_not_found") : error;
  }
}

/** The title the entry is stored with; refuses a prompt the member may not open or read. */
async function schedulablePrompt(
  db: Executor,
  member: Member,
  input: Pick<CalendarEntryCreate, "promptId" | "lockerPromptId">,
  locale: Locale,
): Promise<string> {
  if (input.lockerPromptId !== undefined) {
    if (!capabilities(member).legendTools) throw new CalendarError("locker_not_in_plan");
    const [row] = await db
      .select({ title: lockerPrompts.title })
      .from(lockerPrompts)
      .where(and(eq(lockerPrompts.id, input.lockerPromptId), eq(lockerPrompts.userId, member.userId)))
      .limit(1);
    if (!row) throw new CalendarError("prompt_not_found");
    return row.title;
  }
  const id = input.promptId!;
  const [row] = await db
    .select({ title: promptTranslations.title })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
    .where(and(eq(prompts.id, id), visibleTo(member)))
    .limit(1);
  if (!row) throw new CalendarError("prompt_not_found");
  const readable = (await readablePromptTexts(db as Database, [id], locale, member)).get(id);
  if (!readable || readable.locked) throw new CalendarError("prompt_locked");
  return row.title;
}

async function assertRoomInYear(tx: Tx, userId: string, date: string, excludeId?: string) {
  const year = date.slice(0, 4);
  const [row] = await tx
    .select({ value: count() })
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.userId, userId),
        between(calendarEntries.scheduledDate, `${year}-01-01`, `${year}-12-31`),
        excludeId ? sql`${calendarEntries.id} <> ${excludeId}` : undefined,
      ),
    );
  if ((row?.value ?? 0) >= CALENDAR_ENTRIES_PER_YEAR) throw new CalendarError("too_many_entries");
}

/** Per-member lock: two quick adds cannot slip past the yearly limit together. */
const lockMember = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar:${userId}`}))`);

export async function createCalendarEntry(
  db: Database,
  member: Member,
  input: CalendarEntryCreate,
  locale: Locale,
  clock: Clock = SYSTEM_CLOCK,
): Promise<CalendarEntry> {
  const title = await schedulablePrompt(db, member, input, locale);
  await assertProjectChange(db, member, input.projectId);
  const id = await db.transaction(async (tx) => {
    await lockMember(tx, member.userId);
    await assertRoomInYear(tx, member.userId, input.date);
    const [row] = await tx
      .insert(calendarEntries)
      .values({
        userId: member.userId,
        promptId: input.promptId ?? null,
        lockerPromptId: input.lockerPromptId ?? null,
        scheduledDate: input.date,
        title,
        reminder: input.reminder ?? false,
        values: keptValues(input.values ?? {}),
        projectId: input.projectId ?? null,
      })
      .returning();
    if (row!.reminder) await scheduleReminder(tx, row!, await memberTimeZone(tx, member.userId), clock.now());
    return row!.id;
  });
  return getCalendarEntry(db, member, id, locale);
}

/** Turns the reminder on or off and/or moves the entry; the reminder job follows. */
export async function updateCalendarEntry(
  db: Database,
  member: Member,
  id: string,
  patch: CalendarEntryPatch,
  locale: Locale,
  clock: Clock = SYSTEM_CLOCK,
): Promise<CalendarEntry> {
  if (!isUuid(id)) throw new CalendarError("entry_not_found");
  await db.transaction(async (tx) => {
    await lockMember(tx, member.userId);
    const [before] = await tx
      .select()
      .from(calendarEntries)
      .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, member.userId)))
      .limit(1);
    if (!before) throw new CalendarError("entry_not_found");
    await assertProjectChange(tx, member, patch.projectId);
    if (patch.date !== undefined && patch.date.slice(0, 4) !== before.scheduledDate.slice(0, 4)) {
      await assertRoomInYear(tx, member.userId, patch.date, id);
    }
    const [after] = await tx
      .update(calendarEntries)
      .set({
        ...(patch.reminder !== undefined ? { reminder: patch.reminder } : {}),
        ...(patch.date !== undefined ? { scheduledDate: patch.date } : {}),
        ...(patch.values !== undefined ? { values: keptValues(patch.values) } : {}),
        ...(patch.projectId !== undefined ? { projectId: patch.projectId } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(calendarEntries.id, id))
      .returning();
    if (after!.reminder)
      await scheduleReminder(tx, after!, await memberTimeZone(tx, member.userId), clock.now());
    else await cancelReminder(tx, id);
  });
  return getCalendarEntry(db, member, id, locale);
}

export async function deleteCalendarEntry(db: Database, member: Member, id: string): Promise<void> {
  if (!isUuid(id)) throw new CalendarError("entry_not_found");
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarEntries)
      .where(and(eq(calendarEntries.id, id), eq(calendarEntries.userId, member.userId)))
      .returning({ id: calendarEntries.id });
    if (removed.length === 0) throw new CalendarError("entry_not_found");
    await cancelReminder(tx, id);
  });
}

const CHOICES_PER_SOURCE = 100;

const matches = (haystack: SQL, words: string[]) =>
  words.map(
    (word) =>
      sql`public.promptario_unaccent(lower(${haystack})) like '%' || public.promptario_unaccent(lower(${word.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`,
  );

/**
 * "The member's prompts": those they wrote, their favourites and, for Legend, their
 * locker; newest first, matching every word of `q` in the title or description (accents ignored).
 */
export async function calendarPromptChoices(
  db: Database,
  member: Member,
  q: string,
  locale: Locale,
): Promise<OwnPromptChoice[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const text = sql`${promptTranslations.title} || ' ' || ${promptTranslations.description}`;
  const columns = {
    id: prompts.id,
    title: promptTranslations.title,
    description: promptTranslations.description,
    isPremium: prompts.isPremium,
    isForbidden: prompts.isForbidden,
  };
  const [written, favorite, locker] = await Promise.all([
    db
      .select({ ...columns, addedAt: prompts.createdAt })
      .from(prompts)
      .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
      .where(and(eq(prompts.source, "member"), eq(prompts.authorId, member.userId), ...matches(text, words)))
      .orderBy(desc(prompts.createdAt), desc(prompts.id))
      .limit(CHOICES_PER_SOURCE),
    db
      .select({ ...columns, addedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(prompts, eq(prompts.id, favorites.promptId))
      .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), translationFor(locale)))
      .where(and(eq(favorites.userId, member.userId), visibleTo(member), ...matches(text, words)))
      .orderBy(desc(favorites.createdAt))
      .limit(CHOICES_PER_SOURCE),
    capabilities(member).legendTools
      ? listLockerPrompts(db, member.userId, { q: words.join(" "), limit: CHOICES_PER_SOURCE })
      : Promise.resolve([]),
  ]);
  const writtenIds = new Set(written.map((row) => row.id));
  const favoritesOnly = favorite.filter((row) => !writtenIds.has(row.id));
  const texts = await readablePromptTexts(
    db,
    favoritesOnly.map((row) => row.id),
    locale,
    member,
  );
  const choices: OwnPromptChoice[] = [
    ...written.map((row) => ({
      source: "library" as const,
      id: row.id,
      title: row.title,
      description: row.description,
      origin: "mine" as const,
      locked: false,
      isPremium: row.isPremium,
      isForbidden: row.isForbidden,
      addedAt: row.addedAt.toISOString(),
    })),
    ...favoritesOnly.map((row) => ({
      source: "library" as const,
      id: row.id,
      title: row.title,
      description: row.description,
      origin: "favorite" as const,
      locked: texts.get(row.id)?.locked ?? true,
      isPremium: row.isPremium,
      isForbidden: row.isForbidden,
      addedAt: row.addedAt.toISOString(),
    })),
    ...locker.slice(0, CHOICES_PER_SOURCE).map((prompt) => ({
      source: "locker" as const,
      id: prompt.id,
      title: prompt.title,
      description: prompt.description,
      origin: "locker" as const,
      locked: false,
      isPremium: false,
      isForbidden: false,
      addedAt: prompt.createdAt,
    })),
  ];
  return choices.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}

/** The day sheet's prompts: the member's own (calendarPromptChoices), then the library's matches. */
export async function calendarSheetChoices(
  db: Database,
  member: Member,
  q: string,
  locale: Locale,
): Promise<CalendarPromptChoice[]> {
  const own = await calendarPromptChoices(db, member, q, locale);
  return [...own, ...(await libraryChoices(db, member, q, locale, own))];
}

/** The library prompts a search in the day sheet adds after the member's own. */
export const CALENDAR_LIBRARY_CHOICES = 20;

/**
 * The library by the site's own search, once the member types: the same prompts in the same order
 * as the catalogue's search box. Prompts their plan does not open are listed as the catalogue lists
 * them, marked locked (they cannot be scheduled), so the two searches never disagree.
 */
async function libraryChoices(
  db: Database,
  member: Member,
  q: string,
  locale: Locale,
  already: OwnPromptChoice[],
): Promise<CalendarPromptChoice[]> {
  if (queryWords(q).length === 0) return [];
  const listed = new Set(already.filter((choice) => choice.source === "library").map((choice) => choice.id));
  const { items } = await searchPrompts(db, {
    q,
    locale,
    limit: CALENDAR_LIBRARY_CHOICES + listed.size,
    offset: 0,
    viewer: member,
  });
  const found = items.filter((item) => !listed.has(item.id)).slice(0, CALENDAR_LIBRARY_CHOICES);
  const texts = await readablePromptTexts(
    db,
    found.map((item) => item.id),
    locale,
    member,
  );
  return found.map((item) => ({
    source: "library" as const,
    id: item.id,
    title: item.title,
    description: item.description,
    origin: "library" as const,
    locked: texts.get(item.id)?.locked ?? true,
    isPremium: item.isPremium,
    isForbidden: item.isForbidden,
    addedAt: null,
  }));
}
