import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { prompts } from "../catalog/schema";

/** One upvote per member and prompt; `prompts.upvotes` counts them in the same transaction. */
export const promptVotes = pgTable(
  "prompt_votes",
  {
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.userId] }), index("prompt_votes_user_idx").on(t.userId)],
);

/**
 * Comments on a prompt's page, one level of replies (`parentId` is always a top-level comment).
 * A deleted comment with replies keeps its place with no text and no author (`deletedAt`), so the
 * replies still read in context; one without replies is removed.
 */
export const comments = pgTable(
  "comments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    upvotes: integer("upvotes").notNull().default(0),
    createdAt: timestampTz("created_at").notNull(),
    editedAt: timestampTz("edited_at"),
    deletedAt: timestampTz("deleted_at"),
    /** set by an admin acting on a report: the comment is gone for everyone until restored */
    hiddenAt: timestampTz("hidden_at"),
  },
  (t) => [
    index("comments_prompt_idx").on(t.promptId, t.parentId),
    // The hourly limit counts a member's latest comments.
    index("comments_author_created_idx").on(t.authorId, t.createdAt),
    check("comments_body_length_check", sql`char_length(${t.body}) <= 2000`),
  ],
);

export const commentVotes = pgTable(
  "comment_votes",
  {
    commentId: bigint("comment_id", { mode: "number" })
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("comment_votes_user_idx").on(t.userId)],
);

/** "Make my version": the member's prompt `promptId` was copied from `sourceId`. */
export const promptForks = pgTable(
  "prompt_forks",
  {
    promptId: integer("prompt_id")
      .primaryKey()
      .references(() => prompts.id, { onDelete: "cascade" }),
    sourceId: integer("source_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [index("prompt_forks_source_idx").on(t.sourceId)],
);

/**
 * A member's report of a comment or a member's prompt. Admins hide, restore or dismiss it from
 * /admin; every decision is in the audit log too.
 */
export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    targetType: text("target_type").notNull(),
    targetId: bigint("target_id", { mode: "number" }).notNull(),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: timestampTz("created_at").notNull(),
    resolvedAt: timestampTz("resolved_at"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reports_status_created_idx").on(t.status, t.createdAt),
    index("reports_target_idx").on(t.targetType, t.targetId),
    check("reports_target_type_check", sql`${t.targetType} in ('comment', 'prompt', 'example')`),
    check("reports_status_check", sql`${t.status} in ('open', 'hidden', 'restored', 'dismissed')`),
    check("reports_reason_length_check", sql`char_length(${t.reason}) between 1 and 500`),
  ],
);

/**
 * A moderation decision: the member may not post in the community (comments, examples, proposals,
 * their own versions) until `until`. Lifting it early deletes the row; both are in the audit log.
 */
export const postingBans = pgTable("posting_bans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  until: timestampTz("until").notNull(),
  /** the report the ban was decided on, when there was one */
  reportId: bigint("report_id", { mode: "number" }).references(() => reports.id, { onDelete: "set null" }),
  bannedBy: text("banned_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestampTz("created_at").notNull(),
});

/**
 * "What it made": a member's example of what a prompt produced, plain text, shown under the prompt
 * to the readers of its text. `model` optionally names the AI that produced it.
 */
export const promptExamples = pgTable(
  "prompt_examples",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    model: text("model"),
    upvotes: integer("upvotes").notNull().default(0),
    createdAt: timestampTz("created_at").notNull(),
    /** set by an admin acting on a report: the example is gone for everyone until restored */
    hiddenAt: timestampTz("hidden_at"),
  },
  (t) => [
    index("prompt_examples_prompt_idx").on(t.promptId, t.createdAt),
    // The hourly limit counts a member's latest examples.
    index("prompt_examples_author_created_idx").on(t.authorId, t.createdAt),
    check("prompt_examples_body_length_check", sql`char_length(${t.body}) between 1 and 5000`),
    check("prompt_examples_model_length_check", sql`char_length(${t.model}) between 1 and 60`),
  ],
);

export const exampleVotes = pgTable(
  "example_votes",
  {
    exampleId: bigint("example_id", { mode: "number" })
      .notNull()
      .references(() => promptExamples.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.exampleId, t.userId] }), index("example_votes_user_idx").on(t.userId)],
);

/**
 * A member's public handle (/u/:handle). Without one a member shows as "Member" in the community
 * and has no profile page. Stored lowercase; unique whatever the case.
 */
export const memberHandles = pgTable(
  "member_handles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    handle: text("handle").notNull(),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_handles_handle_idx").on(sql`lower(${t.handle})`),
    check("member_handles_handle_check", sql`${t.handle} ~ '^[a-z0-9-]{3,30}$'`),
  ],
);
