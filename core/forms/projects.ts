import { z } from "zod";
import { plainLine, plainText, wellFormed } from "./text";

// A Legend member's projects, shared by the projects page, the locker, the chat, the calendar and the
// JSON API. Messages are English for the API; the pages show their own, translated.

export const PROJECT_LIMITS = {
  name: 60,
  instructions: 4_000,
  /** projects a member holds */
  projects: 100,
} as const;

/**
 * The colours a project may have. Each has a shade for the light theme and one for the dark theme,
 * both at least 3:1 against the cards and the page (WCAG 1.4.11, non-text contrast); the project's
 * name always stands beside its dot, so the colour is never the only way to tell projects apart.
 */
export const PROJECT_PALETTE = {
  blue: { light: "#2563eb", dark: "#60a5fa" },
  teal: { light: "#0f766e", dark: "#2dd4bf" },
  green: { light: "#15803d", dark: "#4ade80" },
  amber: { light: "#b45309", dark: "#fbbf24" },
  orange: { light: "#c2410c", dark: "#fb923c" },
  red: { light: "#dc2626", dark: "#f87171" },
  pink: { light: "#db2777", dark: "#f472b6" },
  violet: { light: "#7c3aed", dark: "#a78bfa" },
  slate: { light: "#475569", dark: "#94a3b8" },
} as const;

export type ProjectColor = keyof typeof PROJECT_PALETTE;
export const PROJECT_COLORS = Object.keys(PROJECT_PALETTE) as [ProjectColor, ...ProjectColor[]];
/** What a project gets when nobody chose: the migration cycles through the palette in this order too. */
export const DEFAULT_PROJECT_COLOR: ProjectColor = "blue";

const controls = "Remove the invisible control characters";

export const ProjectNameSchema = z
  .string("Name is required")
  .trim()
  .min(1, "Name is required")
  .max(PROJECT_LIMITS.name, `Use at most ${PROJECT_LIMITS.name} characters`)
  .refine((value) => plainLine(value) && wellFormed(value), controls);

// The message is built when a check fails: built here, at the top level, it stayed in the browser's
// build with an import of all of zod on every page that shows a project's colour.
export const ProjectColorSchema = z.enum(PROJECT_COLORS, {
  error: () => `The colour is one of ${PROJECT_COLORS.join(", ")}`,
});

export const ProjectInstructionsSchema = z
  .string("Instructions are text")
  .trim()
  .max(
    PROJECT_LIMITS.instructions,
    `Use at most ${PROJECT_LIMITS.instructions.toLocaleString("en")} characters`,
  )
  .refine((value) => plainText(value) && wellFormed(value), controls);

export const ProjectCreateSchema = z.strictObject({
  name: ProjectNameSchema,
  color: ProjectColorSchema.default(DEFAULT_PROJECT_COLOR),
  instructions: ProjectInstructionsSchema.default("").describe(
    "Added to every chat conversation in the project, as instructions to the assistant.",
  ),
});
export type ProjectCreate = z.output<typeof ProjectCreateSchema>;

export const ProjectPatchSchema = z
  .strictObject({
    name: ProjectNameSchema.optional(),
    color: ProjectColorSchema.optional(),
    instructions: ProjectInstructionsSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.color !== undefined || body.instructions !== undefined, {
    message: "Change name, color or instructions",
  });
export type ProjectPatch = z.output<typeof ProjectPatchSchema>;

/** Where a conversation, a saved prompt or a calendar entry belongs: a project's id, or null for none. */
export const ProjectRefSchema = z
  .uuid("Unknown project")
  .nullable()
  .describe("The project's id, or null for none.");

/**
 * A list's project filter, as pages and the API take it: a project's id, or "none" for what is in
 * no project; absent for everything.
 */
export const ProjectFilterSchema = z
  .union([z.uuid(), z.literal("none")], "Choose a project: its id, or none")
  .describe("A project's id, or `none` for what is in no project; absent for everything.");
export type ProjectFilter = z.output<typeof ProjectFilterSchema>;

/** Reads `?project=` from a page's address; a hand-edited value falls back to everything. */
export function projectFilterOf(value: string | null): ProjectFilter | undefined {
  const parsed = ProjectFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
