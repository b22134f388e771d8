import { z } from "zod";
import { ROADMAP_STATUSES } from "~/core/forms/roadmap";
import { IdParamSchema } from "~/core/ids";

// What the roadmap's endpoints read and answer; `meta({ id })` names each one in the document.

export const RoadmapItemIdParams = z.object({
  id: IdParamSchema.meta({ description: "The roadmap item's id." }),
});
export const RoadmapCommentIdParams = z.object({
  id: IdParamSchema.meta({ description: "The comment's id." }),
});

export const RoadmapListQuery = z.object({
  status: z.enum(ROADMAP_STATUSES).optional().describe("Only the items with this status."),
  lang: z.enum(["en", "pt"]).optional().describe("The language to read the items in."),
});

const RoadmapStatusSchema = z.enum(ROADMAP_STATUSES).meta({ id: "RoadmapStatus" });

export const RoadmapItemSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    language: z
      .enum(["en", "pt"])
      .describe("The language of title and description: the other one until an admin translates it."),
    status: RoadmapStatusSchema,
    votes: z.number().int().min(0),
    voted: z.boolean().describe("Whether the caller voted for it."),
    comments: z.number().int().min(0),
    blogPostId: z.number().int().nullable().describe("The blog article about it (/blog/{id})."),
    shippedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "RoadmapItem" });

export const RoadmapListSchema = z.strictObject({ items: z.array(RoadmapItemSchema) });

export const RoadmapCommentSchema = z
  .strictObject({
    id: z.number().int(),
    body: z.string(),
    authorName: z.string(),
    mine: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "RoadmapComment" });

export const RoadmapItemDetailSchema = z.strictObject({
  item: RoadmapItemSchema,
  comments: z.array(RoadmapCommentSchema),
});

export const RoadmapVoteSchema = z
  .strictObject({
    votes: z.number().int().min(0),
    voted: z.boolean(),
  })
  .meta({ id: "RoadmapVoteState" });

export const RoadmapProposalInput = z
  .object({
    title: z.string().describe("5 to 120 characters."),
    description: z.string().optional().describe("Up to 2,000 characters."),
    language: z
      .enum(["en", "pt"])
      .optional()
      .describe(
        "The language it is written in; the request's language (?lang=, Accept-Language) when left out.",
      ),
  })
  .meta({ id: "RoadmapProposal" });

export const RoadmapCommentInput = z
  .object({ body: z.string().describe("1 to 2,000 characters of plain text; line breaks are kept.") })
  .meta({ id: "RoadmapCommentInput" });

export const RoadmapEditInput = z
  .object({
    titleEn: z.string().nullable().optional(),
    titlePt: z.string().nullable().optional(),
    descriptionEn: z.string().nullable().optional(),
    descriptionPt: z.string().nullable().optional(),
    blogPostId: z.number().int().nullable().optional().describe("A blog article's id, or null to unlink."),
  })
  .meta({ id: "RoadmapEdit" });

export const RoadmapStatusInput = z
  .object({ status: RoadmapStatusSchema })
  .meta({ id: "RoadmapStatusChange" });
export const RoadmapMergeInput = z
  .object({ targetId: z.number().int().describe("The item the duplicate is merged into.") })
  .meta({ id: "RoadmapMerge" });

export const RoadmapAdminItemSchema = z
  .strictObject({
    id: z.number().int(),
    status: RoadmapStatusSchema,
    titleEn: z.string().nullable(),
    titlePt: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    descriptionPt: z.string().nullable(),
    blogPostId: z.number().int().nullable(),
    shippedAt: z.iso.datetime().nullable(),
    mergedIntoId: z.number().int().nullable(),
    votes: z.number().int().min(0),
  })
  .meta({ id: "RoadmapAdminItem" });

export const RoadmapNoticeSchema = z.strictObject({
  item: RoadmapAdminItemSchema,
  notifyUserIds: z.array(z.string()).describe("The members to tell about the change (its voters)."),
});

export const RoadmapProposedSchema = z.strictObject({ item: RoadmapItemSchema });
export const RoadmapCommentPostedSchema = z.strictObject({ comment: RoadmapCommentSchema });
export const RoadmapAdminItemResponseSchema = z.strictObject({ item: RoadmapAdminItemSchema });
