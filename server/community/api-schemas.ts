import { z } from "zod";
import { IdParamSchema } from "~/core/ids";

// What the community's endpoints read and answer; `meta({ id })` names each one in the document.

export const PromptIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt's id." }) });
export const CommentIdParams = z.object({ id: IdParamSchema.meta({ description: "The comment's id." }) });

export const VoteStateSchema = z
  .strictObject({
    upvotes: z.number().int().min(0).describe("Members' upvotes, this one's included."),
    voted: z.boolean().describe("Whether the caller has upvoted it."),
  })
  .meta({ id: "VoteState" });
