import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Database, Executor } from "~/db/client.server";
import type { ApiContext } from "~/server/api.server";
import type { JobHandlers } from "~/server/jobs/jobs.server";

/**
 * What account deletion does to a column that points at a person:
 * - `cascade` / `set null`: the database's foreign key does it when the user row goes (a test
 *   checks the declared rule against the real constraint);
 * - `erase`: the feature's own `erase` step removes or anonymises the rows.
 */
export type Erasure = "cascade" | "set null" | "erase";

/** A column holding a person's id (`by: "id"`) or email address (`by: "email"`). */
export interface PersonReference {
  column: AnyPgColumn;
  by: "id" | "email";
  erasure: Erasure;
}

export interface DataSubject {
  id: string;
  email: string;
}

/**
 * A feature's part of a member's data rights: every column of its tables that points at a person,
 * what it hands over in the account export, and what it removes when the account is deleted.
 * `server/features.server.ts` builds the export and the deletion from these, and a test fails when a
 * table that refers to a person is declared by no feature.
 */
export interface PersonalData {
  references: PersonReference[];
  /** the member's data for the export: plain JSON, never a secret (hashes, tokens, keys) */
  export(db: Database, subject: DataSubject): Promise<Record<string, unknown>>;
  /** runs in the deletion's transaction before the user row is deleted (and its foreign keys act) */
  erase?(tx: Executor, subject: DataSubject): Promise<void>;
}

/** Everything a feature plugs into the server: one object per feature folder, listed in features.server.ts. */
export interface Feature {
  /** the export's key for this feature's data */
  name: string;
  /** its endpoints under /api/v1 (at `base`), each declared with createRoute so it documents itself */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feature's router has its own variables
  api?: { base: string; routes(context: ApiContext): OpenAPIHono<any> };
  personalData?: PersonalData;
  /** the scheduled work this feature runs, by job kind */
  jobs?(options: { publicUrl: string }): JobHandlers;
}
