import { z } from "zod";
import { IdSchema } from "~/core/ids";
import { LOCALES } from "~/core/locale";
import { isWellFormedText, plainLine, plainText } from "./text";

// The roadmap's forms, shared by the /roadmap pages and the JSON API. The messages are the API's
// English texts; the pages show their own words for each limit.

export const ROADMAP_STATUSES = ["under_review", "planned", "in_progress", "shipped", "declined"] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

export const ROADMAP_TITLE_MIN = 5;
export const ROADMAP_TITLE_MAX = 120;
export const ROADMAP_DESCRIPTION_MAX = 2_000;
export const ROADMAP_COMMENT_MAX = 2_000;
/** A member may propose this many items in 24 hours. */
export const PROPOSALS_PER_DAY = 5;
/** A member may comment on the roadmap this many times in an hour. */
export const ROADMAP_COMMENTS_PER_HOUR = 10;

export function isRoadmapStatus(value: unknown): value is RoadmapStatus {
  return typeof value === "string" && (ROADMAP_STATUSES as readonly string[]).includes(value);
}

const storableLine = (value: string) => plainLine(value) && isWellFormedText(value);
const storableText = (value: string) => plainText(value) && isWellFormedText(value);

export const RoadmapTitleSchema = z
  .string()
  .trim()
  .min(ROADMAP_TITLE_MIN, `A title has at least ${ROADMAP_TITLE_MIN} characters`)
  .max(ROADMAP_TITLE_MAX, `A title has at most ${ROADMAP_TITLE_MAX} characters`)
  .refine(storableLine, "The title contains characters that cannot be stored");

export const RoadmapDescriptionSchema = z
  .string()
  .trim()
  .max(ROADMAP_DESCRIPTION_MAX, `A description has at most ${ROADMAP_DESCRIPTION_MAX} characters`)
  .refine(storableText, "The description contains characters that cannot be stored");

export const RoadmapProposalSchema = z.object({
  title: RoadmapTitleSchema,
  description: RoadmapDescriptionSchema.default(""),
  /** the language it is written in; the request's language when left out */
  language: z.enum(LOCALES).optional(),
});
export type RoadmapProposal = z.infer<typeof RoadmapProposalSchema>;

export const RoadmapCommentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write a comment first")
    .max(ROADMAP_COMMENT_MAX, `A comment has at most ${ROADMAP_COMMENT_MAX} characters`)
    .refine(storableText, "The comment contains characters that cannot be stored"),
});

/** An admin's edit: both languages (a language left blank stays untranslated), and the blog post. */
export const RoadmapEditSchema = z
  .object({
    titleEn: z.union([RoadmapTitleSchema, z.literal("")]).nullable(),
    titlePt: z.union([RoadmapTitleSchema, z.literal("")]).nullable(),
    descriptionEn: RoadmapDescriptionSchema.nullable(),
    descriptionPt: RoadmapDescriptionSchema.nullable(),
    /** the blog post (its id in content/blog) that tells about the shipped item */
    blogPostId: IdSchema.nullable(),
  })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, "Nothing to change");
export type RoadmapEdit = z.infer<typeof RoadmapEditSchema>;

export const RoadmapStatusInputSchema = z.object({ status: z.enum(ROADMAP_STATUSES) });
export const RoadmapMergeSchema = z.object({ targetId: IdSchema });
