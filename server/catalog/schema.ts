import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A transaction id as PostgreSQL 13+ gives it (`pg_current_xact_id()`), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

// Accent-folded search documents (migration 0001 defines the functions). The public document holds
// what anyone may read (title, tags, description, tagline) and leaves out the prompt text, so a premium prompt never matches on words a visitor may not read.
const searchDocument = (withPromptText: boolean) =>
  sql.raw(
    `public.promptario_search_document(locale, title, tags, description, ${
      withPromptText ? "coalesce(tagline, '') || ' ' || prompt_text" : "tagline"
    })`,
  );

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  icon: text("icon").notNull(),
  color: text("color").notNull(),
  position: integer("position").notNull(),
  ...timestamps,
});

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    check("category_translations_locale_check", sql`${t.locale} in ('en', 'pt')`),
  ],
);

export const prompts = pgTable(
  "prompts",
  {
    // Catalogue prompts 1–25 keep their fixed ids; every later prompt, member-made or from the
    // catalogue, takes the next number, so the two never collide (catalogKey keeps the catalogue's).
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 26 }),
    /** the id in content/catalog for a catalogue prompt (equal to `id` for 1–25); null for a member's */
    catalogKey: integer("catalog_key").unique("prompts_catalog_key_unique"),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    source: text("source").notNull().default("member"),
    authorId: text("author_id"),
    /** what the prompt makes: text, image, video, audio or code */
    type: text("type").notNull().default("text"),
    isPremium: boolean("is_premium").notNull().default(false),
    /** "forbidden": only Legend members and admins read it */
    isForbidden: boolean("is_forbidden").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(true),
    relatedPromptIds: integer("related_prompt_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** a date in the future schedules the prompt: until then only admins see it (weekly drops) */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** set when an admin edits a catalogue prompt, so the seed no longer refreshes it */
    customizedAt: timestamp("customized_at", { withTimezone: true }),
    /** set when a member's prompt came in a file they imported: the daily writing limit counts only prompts written here */
    importedAt: timestamp("imported_at", { withTimezone: true }),
    /**
     * Members' upvotes, denormalised: the community feature keeps it equal to its votes table so the
     * "minimum upvotes" filter and the "most upvoted" sort read one column (docs/features.md).
     */
    upvotes: integer("upvotes").notNull().default(0),
    /**
     * Some translation's text has a [placeholder] (core/placeholders): kept by a trigger on
     * prompt_translations (the filter and its count read one column, not every text).
     */
    hasPlaceholders: boolean("has_placeholders").notNull().default(false),
    /**
     * The A–Z sort key per language: the title lower-cased and accent-folded ("Análise" → "analise"),
     * the other translation's when the prompt has none in that language; kept by the same trigger.
     * Compared byte-wise (COLLATE "C"): PGlite has no ICU collations, and the folded key sorts the
     * same way on both databases.
     */
    sortTitleEn: text("sort_title_en"),
    sortTitlePt: text("sort_title_pt"),
    /**
     * The tags of the prompt's English and Portuguese translations ('{}' without one), kept by the
     * same trigger: the tag filter and the tag counts read the prompt's row, not its translations'
     * wide rows (a count over thousands of prompts read as many translations from disk).
     */
    tagsEn: text("tags_en")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsPt: text("tags_pt")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The languages the prompt has a translation in, kept by the same trigger: a search that names
     * a category finds its prompts in the reader's language, and the facet counts read that here.
     */
    locales: text("locales")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    // The category's default order (catalogue before members' prompts — 'catalog' sorts first —
    // then featured, then newest): listings and the free "first 5" rule.
    index("prompts_category_order_idx").on(
      t.categoryId,
      t.source,
      t.featured.desc(),
      t.publishedAt.desc(),
      t.id,
    ),
    // The same order over every category: the catalogue listed without a query reads it in order.
    index("prompts_published_order_idx")
      .on(t.source, t.featured.desc(), t.publishedAt.desc(), t.id)
      .where(sql`${t.isPublished}`),
    // Newest first over every category (the home's newest, featured, this week's drop), as the
    // lists spell it: `desc(publishedAt), asc(id)`. A plain DESC is NULLS FIRST, and `.desc()` alone
    // builds DESC NULLS LAST, which such an ORDER BY cannot read in order (it sorts the whole table).
    index("prompts_published_newest_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    // A member's own prompts, newest first ("My prompts", the daily limit): `desc(createdAt), desc(id)`.
    index("prompts_author_created_idx")
      .on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.authorId} is not null`),
    // "Most upvoted" and "at least N upvotes" (filters): read in order, the default order breaking ties.
    index("prompts_upvotes_idx")
      .on(t.upvotes.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    index("prompts_sort_title_en_idx")
      .on(sql`${t.sortTitleEn} collate "C"`, t.id)
      .where(sql`${t.isPublished}`),
    index("prompts_sort_title_pt_idx")
      .on(sql`${t.sortTitlePt} collate "C"`, t.id)
      .where(sql`${t.isPublished}`),
    // A Creator's search matches the few forbidden prompts on their public fields: found without a scan.
    index("prompts_forbidden_idx")
      .on(t.id)
      .where(sql`${t.isForbidden}`),
    index("prompts_tags_en_idx").using("gin", t.tagsEn),
    index("prompts_tags_pt_idx").using("gin", t.tagsPt),
    // Facet counts per category and access level read this index alone (no table rows).
    index("prompts_facets_idx")
      .on(t.categoryId, t.publishedAt, t.isPremium, t.isForbidden, t.source, t.hasPlaceholders, t.upvotes)
      .where(sql`${t.isPublished}`),
    check("prompts_source_check", sql`${t.source} in ('catalog', 'member')`),
    check("prompts_type_check", sql`${t.type} in ('text', 'image', 'video', 'audio', 'code')`),
  ],
);

/**
 * How many published prompts share each combination of the facets' dimensions (category, access,
 * placeholders, author, upvote step), for the filter panel's counts over a broad choice: they add
 * up these rows instead of counting up to the whole catalogue. A row counts the prompts that have
 * - every one: locale, with_tag and tag '';
 * - a translation in a language: that locale, with_tag and tag '';
 * - a tag in a language: that locale and tag, with_tag '';
 * - a tag in either language: with_tag, locale and tag '' (a tag filter's prompts);
 * - both: with_tag in either language, and tag in the row's language (the tags beside a tag filter).
 * Kept by a trigger on `prompts` in the statement that changes a prompt, so it is never behind.
 * The date is not a dimension: what the clock changes (scheduled prompts, the last 7 or 30 days)
 * is counted from `prompts` itself, a few recent rows. Rows may fall to 0 and stay.
 */
export const promptFacetCounts = pgTable(
  "prompt_facet_counts",
  {
    locale: text("locale").notNull(),
    withTag: text("with_tag").notNull(),
    tag: text("tag").notNull(),
    categoryId: text("category_id").notNull(),
    /** free, premium or forbidden, as the access filter reads them */
    access: text("access").notNull(),
    hasPlaceholders: boolean("has_placeholders").notNull(),
    source: text("source").notNull(),
    /** the highest step of the panel's "at least N upvotes" (1, 5, 10, 25) the prompt reaches, 0 below */
    upvoteStep: integer("upvote_step").notNull(),
    prompts: integer("prompts").notNull(),
  },
  (t) => [
    primaryKey({
      name: "prompt_facet_counts_pkey",
      columns: [
        t.locale,
        t.withTag,
        t.tag,
        t.categoryId,
        t.access,
        t.hasPlaceholders,
        t.source,
        t.upvoteStep,
      ],
    }),
  ],
);

export const promptTranslations = pgTable(
  "prompt_translations",
  {
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    tagline: text("tagline"),
    description: text("description").notNull(),
    promptText: text("prompt_text").notNull(),
    instructions: text("instructions"),
    credits: text("credits"),
    steps: text("steps")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchPublic: tsvector("search_public").generatedAlwaysAs(searchDocument(false)),
    searchFull: tsvector("search_full").generatedAlwaysAs(searchDocument(true)),
    /** lower-case, accent-folded title for typo-tolerant (trigram) matching */
    searchTitle: text("search_title").generatedAlwaysAs(sql.raw(`public.promptario_unaccent(lower(title))`)),
  },
  (t) => [
    primaryKey({ columns: [t.promptId, t.locale] }),
    check("prompt_translations_locale_check", sql`${t.locale} in ('en', 'pt')`),
    // One index per language and document: a search reads only its language's entries (and the
    // public document when the reader may not read prompt texts).
    index("prompt_translations_search_public_en_idx")
      .using("gin", t.searchPublic)
      .where(sql`${t.locale} = 'en'`),
    index("prompt_translations_search_public_pt_idx")
      .using("gin", t.searchPublic)
      .where(sql`${t.locale} = 'pt'`),
    index("prompt_translations_search_full_en_idx")
      .using("gin", t.searchFull)
      .where(sql`${t.locale} = 'en'`),
    index("prompt_translations_search_full_pt_idx")
      .using("gin", t.searchFull)
      .where(sql`${t.locale} = 'pt'`),
    index("prompt_translations_search_title_idx").using("gin", sql`${t.searchTitle} gin_trgm_ops`),
    // Tag filters ("all of these tags"): array containment.
    index("prompt_translations_tags_idx").using("gin", t.tags),
  ],
);

/** Copies, shares, uses and favourites: what "popular" and "trending" rank by. */
export const promptEvents = pgTable(
  "prompt_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    userId: text("user_id"),
    /** a keyed hash of the client address, never the address itself */
    clientKey: text("client_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("prompt_events_prompt_created_idx").on(t.promptId, t.createdAt),
    index("prompt_events_client_created_idx").on(t.clientKey, t.createdAt),
    // Daily trends read the last eight days of every prompt's events.
    index("prompt_events_created_idx").on(t.createdAt),
    // A member's own events, newest first: /analytics and recommendations.
    index("prompt_events_user_created_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    check("prompt_events_kind_check", sql`${t.kind} in ('copy', 'share', 'use', 'favorite')`),
  ],
);

/**
 * Every word of the public fields (title, tagline, description, tags) per language, filled by a trigger
 * (migration 0003): the vocabulary that typo-tolerant search corrects queries against. Prompt text
 * is left out, so a correction never reveals a word of a premium prompt.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    locale: text("locale").notNull(),
    term: text("term").notNull(),
  },
  // Looked up by prefix and, for typos, by similarity among words of the same first letter: both
  // ranges of the primary key (server/catalog/search.server.ts).
  (t) => [primaryKey({ columns: [t.locale, t.term] })],
);

/**
 * How often each search word was searched per UTC day and language — counted without who searched —
 * for the search words rising on /trends.
 */
export const searchWordDays = pgTable(
  "search_word_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    locale: text("locale").notNull(),
    word: text("word").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.locale, t.word] }),
    check("search_word_days_locale_check", sql`${t.locale} in ('en', 'pt')`),
  ],
);

/**
 * Catalogue prompts and categories an admin deleted: the start-up seed, which loads the catalogue
 * from content/, leaves these out instead of bringing them back.
 */
export const catalogTombstones = pgTable(
  "catalog_tombstones",
  {
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    check("catalog_tombstones_kind_check", sql`${t.kind} in ('prompt', 'category')`),
  ],
);

/**
 * Which prompts changed, and in which transaction (`xid`, its 64-bit id): a statement trigger on
 * `prompts` writes a row per changed prompt (-1 for a TRUNCATE) in the statement that changes them.
 * Each server process keeps the prompts' facet columns in memory (server/catalog/facet-index) and
 * reads here, per request, what changed since the oldest transaction that was still running when it
 * last looked: a change is seen once its transaction has committed, whichever process made it. Rows
 * older than an hour are deleted by the readers.
 */
export const promptChanges = pgTable(
  "prompt_changes",
  {
    xid: xid8("xid").notNull(),
    promptId: integer("prompt_id").notNull(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("prompt_changes_xid_idx").on(t.xid), index("prompt_changes_at_idx").on(t.at)],
);
