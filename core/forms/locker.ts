import { z } from "zod";
import { ProjectFilterSchema, type ProjectFilter } from "./projects";
import { plainLine, plainText } from "./text";
import { CHANGE_NOTE_MAX, changeNoteSchema } from "./versions";

// The prompt locker, shared by its page and the JSON API. Messages are English for the
// API; the page shows its own, translated.

/** Cards the locker page shows at first, and adds with each "Show more" (each card costs its render on every visit: docs/performance.md). */
export const LOCKER_PAGE_SIZE = 24;

export const LOCKER_LIMITS = {
  title: 200,
  content: 20_000,
  description: 1_000,
  tags: 20,
  tag: 40,
  prompts: 5_000,
  versions: 20,
} as const;

const controls = "Remove the invisible control characters";
/** A lone half of a UTF-16 surrogate pair cannot be stored as UTF-8. */
const wellFormed = (value: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
const line = (value: string) => plainLine(value) && wellFormed(value);
const text = (value: string) => plainText(value) && wellFormed(value);

const TagListSchema = z
  .array(
    z
      .string()
      .trim()
      .max(LOCKER_LIMITS.tag, `A tag has at most ${LOCKER_LIMITS.tag} characters`)
      .refine(line, controls),
  )
  .max(LOCKER_LIMITS.tags, `At most ${LOCKER_LIMITS.tags} tags`)
  // Trimmed, empties dropped, no duplicates.
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

/** A saved prompt's project: its id, or null for none. `categoryId` is its former name, still read. */
const projectFields = {
  projectId: z.uuid("Unknown project").nullish().describe("The project it is in, or null for none."),
  categoryId: z
    .uuid("Unknown project")
    .nullish()
    .meta({ deprecated: true })
    .describe("The former name of projectId, still read; projectId wins when both are sent."),
};

const promptFields = {
  title: z
    .string("Title is required")
    .trim()
    .min(1, "Title is required")
    .max(LOCKER_LIMITS.title, `Use at most ${LOCKER_LIMITS.title} characters`)
    .refine(line, controls),
  content: z
    .string("Content is required")
    .trim()
    .min(1, "Content is required")
    .max(LOCKER_LIMITS.content, `Use at most ${LOCKER_LIMITS.content.toLocaleString("en")} characters`)
    .refine(text, controls),
  description: z
    .string()
    .trim()
    .max(LOCKER_LIMITS.description, `Use at most ${LOCKER_LIMITS.description} characters`)
    .refine(text, controls)
    .nullish()
    .transform((value) => (value ? value : null)),
  tags: TagListSchema.default([]),
  /** kept with the version this save makes */
  changeNote: changeNoteSchema(`Use at most ${CHANGE_NOTE_MAX} characters`),
};

/** The project a body names, under either name; undefined when it names none. */
const chosenProject = (body: { projectId?: string | null; categoryId?: string | null }) =>
  body.projectId !== undefined ? body.projectId : body.categoryId;

export const LockerPromptSchema = z
  .strictObject({ ...promptFields, ...projectFields })
  .transform(({ projectId, categoryId, ...prompt }) => ({
    ...prompt,
    projectId: chosenProject({ projectId, categoryId }) ?? null,
  }));
export type LockerPromptInput = z.output<typeof LockerPromptSchema>;

// Without `tags`' default: a patch that leaves the tags out keeps them.
export const LockerPromptPatchSchema = z
  .strictObject({ ...promptFields, tags: TagListSchema, ...projectFields })
  .partial()
  .transform(({ projectId, categoryId, ...patch }): typeof patch & { projectId?: string | null } => {
    const chosen = chosenProject({ projectId, categoryId });
    return chosen === undefined ? patch : { ...patch, projectId: chosen };
  });
export type LockerPromptPatch = z.output<typeof LockerPromptPatchSchema>;

export const LockerQuerySchema = z.strictObject({
  q: z.string().max(200, "Use at most 200 characters").refine(line, controls).default(""),
  /** a project's id, "none", or nothing for all */
  project: ProjectFilterSchema.optional(),
  /** the former name of `project` ("uncategorized" for none), still read */
  category: z
    .union([z.uuid(), z.literal("uncategorized")], "Choose a project")
    .optional()
    .meta({ deprecated: true })
    .describe("The former name of `project`, with `uncategorized` for none."),
  /** a page of the list: at most 200 prompts a request */
  limit: z.coerce
    .number("limit is a number from 1 to 200")
    .int("limit is a number from 1 to 200")
    .min(1, "limit is a number from 1 to 200")
    .max(200, "limit is a number from 1 to 200")
    .default(100),
  offset: z.coerce
    .number("offset is a number from 0 to 5000")
    .int("offset is a number from 0 to 5000")
    .min(0, "offset is a number from 0 to 5000")
    .max(LOCKER_LIMITS.prompts, "offset is a number from 0 to 5000")
    .default(0),
});

/** The project a locker query asks for, under either of its names. */
export function lockerProjectFilter(query: {
  project?: ProjectFilter;
  category?: string;
}): ProjectFilter | undefined {
  if (query.project) return query.project;
  if (query.category === "uncategorized") return "none";
  return query.category;
}

/** "Save to locker" on a library prompt: a copy in the reader's language, linked to its source. */
export const LockerFromLibrarySchema = z.strictObject({
  promptId: z
    .number("promptId is a prompt's id")
    .int("promptId is a prompt's id")
    .positive("promptId is a prompt's id")
    .max(2_147_483_647, "promptId is a prompt's id"),
});
