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
} from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

/**
 * The public roadmap. An admin writes an item in both languages; a member's proposal has the
 * language it was written in (`sourceLocale`) until an admin adds the other. `votes` counts
 * `roadmap_votes` in the same transaction. A duplicate merged into another keeps its row, pointing
 * at the target (`mergedIntoId`), so old links still lead somewhere.
 */
export const roadmapItems = pgTable(
  "roadmap_items",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** the seed's own name for an item it wrote, so seeding again changes nothing */
    seedKey: text("seed_key").unique(),
    status: text("status").notNull().default("under_review"),
    titleEn: text("title_en"),
    titlePt: text("title_pt"),
    descriptionEn: text("description_en"),
    descriptionPt: text("description_pt"),
    sourceLocale: text("source_locale").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    votes: integer("votes").notNull().default(0),
    mergedIntoId: bigint("merged_into_id", { mode: "number" }).references(
      (): AnyPgColumn => roadmapItems.id,
      {
        onDelete: "set null",
      },
    ),
    /** a blog article's id in content/blog */
    blogPostId: integer("blog_post_id"),
    shippedAt: timestampTz("shipped_at"),
    createdAt: timestampTz("created_at").notNull(),
    updatedAt: timestampTz("updated_at").notNull(),
  },
  (t) => [
    index("roadmap_items_status_votes_idx").on(t.status, t.votes),
    // The daily proposal limit counts a member's latest items.
    index("roadmap_items_author_created_idx").on(t.authorId, t.createdAt),
    check(
      "roadmap_items_status_check",
      sql`${t.status} in ('under_review', 'planned', 'in_progress', 'shipped', 'declined')`,
    ),
    check("roadmap_items_source_locale_check", sql`${t.sourceLocale} in ('en', 'pt')`),
    check("roadmap_items_has_title_check", sql`${t.titleEn} is not null or ${t.titlePt} is not null`),
    check("roadmap_items_title_en_length_check", sql`char_length(${t.titleEn}) between 1 and 120`),
    check("roadmap_items_title_pt_length_check", sql`char_length(${t.titlePt}) between 1 and 120`),
    check("roadmap_items_description_en_length_check", sql`char_length(${t.descriptionEn}) <= 2000`),
    check("roadmap_items_description_pt_length_check", sql`char_length(${t.descriptionPt}) <= 2000`),
  ],
);

/** One vote per member and item. */
export const roadmapVotes = pgTable(
  "roadmap_votes",
  {
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => roadmapItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index("roadmap_votes_user_idx").on(t.userId)],
);

/** Plain-text comments on an item; a member deletes their own. */
export const roadmapComments = pgTable(
  "roadmap_comments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => roadmapItems.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestampTz("created_at").notNull(),
  },
  (t) => [
    index("roadmap_comments_item_idx").on(t.itemId, t.createdAt),
    // The hourly limit counts a member's latest comments.
    index("roadmap_comments_author_created_idx").on(t.authorId, t.createdAt),
    check("roadmap_comments_body_length_check", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
