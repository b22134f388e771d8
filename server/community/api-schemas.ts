import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { PromptSummarySchema } from "~/server/catalog/api-schemas";

// What the community's endpoints read and answer; `meta({ id })` names each one in the document.

export const PromptIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt's id." }) });
export const CommentIdParams = z.object({ id: IdParamSchema.meta({ description: "The comment's id." }) });

const AuthorSchema = z
  .strictObject({
    handle: z.string().nullable().describe('null: the member has no handle and shows as "Member".'),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: "CommunityAuthor" });

export const VoteStateSchema = z
  .strictObject({
    upvotes: z.number().int().min(0).describe("Members' upvotes, this one's included."),
    voted: z.boolean().describe("Whether the caller has upvoted it."),
  })
  .meta({ id: "VoteState" });

export const CommentBodyInput = z
  .object({
    body: z
      .string()
      .describe("1 to 2,000 characters: `inline code`, [links](https://…) and line breaks; no HTML."),
    parentId: z.number().int().min(1).optional().describe("The comment answered (one level of replies)."),
  })
  .meta({ id: "CommentInput" });

export const CommentEditInput = z.object({ body: z.string() }).meta({ id: "CommentEdit" });

type Comment = {
  id: number;
  parentId: number | null;
  author: { handle: string | null; name: string | null; avatarUrl: string | null } | null;
  body: string | null;
  upvotes: number;
  voted: boolean;
  mine: boolean;
  deleted: boolean;
  createdAt: string;
  editedAt: string | null;
  editableUntil: string | null;
  replies: Comment[];
};

export const CommentSchema: z.ZodType<Comment> = z
  .strictObject({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    author: AuthorSchema.nullable(),
    body: z.string().nullable().describe("null once deleted (kept in place for its replies)."),
    upvotes: z.number().int().min(0),
    voted: z.boolean(),
    mine: z.boolean(),
    deleted: z.boolean(),
    createdAt: z.iso.datetime(),
    editedAt: z.iso.datetime().nullable(),
    editableUntil: z.iso.datetime().nullable().describe("Until when the caller, its author, may edit it."),
    get replies() {
      return z.array(CommentSchema);
    },
  })
  .meta({ id: "Comment" });

export const CommentResponseSchema = z
  .strictObject({ comment: CommentSchema })
  .meta({ id: "CommentResponse" });

export const PromptCommentsSchema = z
  .strictObject({
    locked: z
      .boolean()
      .describe("True when the caller may not read the prompt's text, and so no comment on it."),
    total: z.number().int().min(0),
    comments: z.array(CommentSchema).describe("By votes, then newest; replies under theirs."),
  })
  .meta({ id: "PromptComments" });

export const ForkCreatedSchema = z
  .strictObject({ prompt: z.strictObject({ id: z.number().int().describe("Your new, private prompt.") }) })
  .meta({ id: "ForkCreated" });

export const ForkListSchema = z
  .strictObject({
    total: z.number().int().min(0).describe("Published member versions."),
    items: z.array(
      z.strictObject({ id: z.number().int(), title: z.string(), author: z.string().nullable() }),
    ),
  })
  .meta({ id: "ForkList" });

export const ReportBodyInput = z
  .object({
    targetType: z.enum(["comment", "prompt", "example"]),
    targetId: z.number().int().min(1),
    reason: z.string().describe("1 to 500 characters."),
  })
  .meta({ id: "ReportInput" });

export const ReportResponseSchema = z
  .strictObject({ report: z.strictObject({ id: z.number().int(), status: z.string() }) })
  .meta({ id: "ReportResponse" });

export const ReportIdParams = z.object({
  id: IdParamSchema.meta({ description: "The report's id." }),
  decision: z.enum(["hide", "restore", "dismiss"]),
});

export const ReportFilterSchema = z.object({
  status: z.enum(["open", "hidden", "restored", "dismissed"]).default("open").describe("Which reports."),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ReportListSchema = z
  .strictObject({
    total: z.number().int().min(0),
    items: z.array(
      z.strictObject({
        id: z.number().int(),
        targetType: z.enum(["comment", "prompt", "example"]),
        targetId: z.number().int(),
        reason: z.string(),
        status: z.enum(["open", "hidden", "restored", "dismissed"]),
        createdAt: z.iso.datetime(),
        reporter: z.string().nullable().describe("null once the reporter's account is gone."),
        text: z
          .string()
          .nullable()
          .describe("The comment's or example's text, or the prompt's title; null once deleted."),
        promptId: z.number().int().nullable().describe("The prompt page where it is shown."),
        author: z
          .strictObject({ id: z.string(), name: z.string() })
          .nullable()
          .describe("Who wrote it; null once their account is gone."),
        authorBannedUntil: z.iso
          .datetime()
          .nullable()
          .describe("Until when a moderator stopped the author from posting, while that runs."),
      }),
    ),
  })
  .meta({ id: "ReportList" });

export const ExampleIdParams = z.object({ id: IdParamSchema.meta({ description: "The example's id." }) });

export const ExampleSortQuery = z.object({
  sort: z.enum(["newest", "top"]).default("newest").describe("Newest first, or most upvoted first."),
});

export const ExampleBodyInput = z
  .object({
    body: z.string().describe("What the prompt produced: plain text, 1 to 5,000 characters."),
    model: z.string().optional().describe("The AI that produced it (at most 60 characters)."),
  })
  .meta({ id: "ExampleInput" });

export const ExampleSchema = z
  .strictObject({
    id: z.number().int(),
    author: AuthorSchema,
    body: z.string(),
    model: z.string().nullable(),
    upvotes: z.number().int().min(0),
    voted: z.boolean(),
    mine: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Example" });

export const ExampleResponseSchema = z
  .strictObject({ example: ExampleSchema })
  .meta({ id: "ExampleResponse" });

export const PromptExamplesSchema = z
  .strictObject({
    locked: z
      .boolean()
      .describe("True when the caller may not read the prompt's text, and so no example of it."),
    sort: z.enum(["newest", "top"]),
    total: z.number().int().min(0),
    examples: z.array(ExampleSchema).describe("At most 100."),
  })
  .meta({ id: "PromptExamples" });

export const HandleBodyInput = z
  .object({ handle: z.string().describe("3 to 30 lowercase letters, digits or hyphens; empty removes it.") })
  .meta({ id: "HandleInput" });

export const HandleResponseSchema = z
  .strictObject({ handle: z.string().nullable() })
  .meta({ id: "HandleResponse" });

export const HandleParams = z.object({
  handle: z
    .string()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/)
    .meta({ description: "The member's handle, without the @ (any case)." }),
});

const CommunityMemberSchema = z.strictObject({
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

export const PublicProfileSchema = z
  .strictObject({
    profile: z.strictObject({
      ...CommunityMemberSchema.shape,
      memberSince: z.iso.datetime(),
      upvotesReceived: z
        .number()
        .int()
        .min(0)
        .describe("Upvotes on their published prompts, their comments and their examples."),
      prompts: z
        .array(PromptSummarySchema)
        .describe("Their published prompts, newest first (at most 60); summaries, never a prompt's text."),
    }),
  })
  .meta({ id: "PublicProfile" });

const RecentlyUpvotedSchema = z.strictObject({
  ...PromptSummarySchema.shape,
  recentUpvotes: z.number().int().min(0).describe("Upvotes within the period."),
});

export const CommunityOverviewSchema = z
  .strictObject({
    week: z.array(RecentlyUpvotedSchema).describe("The most upvoted prompts of the last 7 days (at most 6)."),
    month: z
      .array(RecentlyUpvotedSchema)
      .describe("The most upvoted prompts of the last 30 days (at most 6)."),
    newest: z.array(PromptSummarySchema).describe("The newest members' prompts (at most 6)."),
    helpful: z
      .array(CommunityMemberSchema.extend({ upvotes: z.number().int().min(0) }))
      .describe(
        "Members with a handle whose prompts and comments got the most upvotes in 30 days (at most 10).",
      ),
  })
  .meta({ id: "CommunityOverview" });
