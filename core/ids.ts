import { z } from "zod";

/**
 * Prompt ids (and every other serial id) are PostgreSQL `integer`s: 1 to 2^31 − 1. A larger number
 * would pass JSON and JavaScript and then fail in the database, so every edge checks this range.
 */
export const ID_MAX = 2_147_483_647;

/** A numeric id in a JSON body or a tool's arguments. */
export const IdSchema = z.number().int().min(1).max(ID_MAX);

/**
 * A numeric id written in a path or a query ("42"): digits only, no sign, no leading zero. The
 * OpenAPI document describes it as the integer it is read as.
 */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(IdSchema)
  .meta({ type: "integer", minimum: 1, maximum: ID_MAX });

/** The id a path segment or a name suffix spells, or null when it is not one. */
export function parseId(value: string): number | null {
  const parsed = IdParamSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
