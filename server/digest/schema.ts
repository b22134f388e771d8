import { date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns";
import { user } from "../accounts/schema";

/** The weekly digests sent: one row per member and week (the Monday, in their zone), so one mail. */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    weekOf: date("week_of", { mode: "string" }).notNull(),
    sentAt: timestampTz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekOf] })],
);
