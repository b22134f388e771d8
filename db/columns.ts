import { timestamp } from "drizzle-orm/pg-core";

/** Every timestamp we store is a point in time: `timestamp with time zone`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
