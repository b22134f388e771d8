import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";
import { prompts } from "../catalog/schema";

/**
 * What a member last filled in a prompt's variables, by variable key, so the fill-in form opens
 * with it next time. One row per prompt and language: a catalogue prompt's translations name their
 * variables differently. Only values that fit the prompt's variables are kept (at most 50 of them,
 * each within its kind's length).
 */
export const promptVariableValues = pgTable(
  "prompt_variable_values",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    promptId: integer("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.promptId, t.locale] }),
    check("prompt_variable_values_locale_check", sql`${t.locale} in ('en', 'pt')`),
  ],
);
