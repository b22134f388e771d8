import { z } from "zod";

/**
 * Prompt ids (and every other serial id) are PostgreSQL `integer`s: 1 to 2^31 − 1. A larger number
 * would pass JSON and JavaScript and then fail in the database, so every edge checks this range.
 */
export const ID_MAX = 2_147_483_647;

/** A numeric id in a JSON body or a tool's arguments. */
export const IdSchema = z.number().int().min(1).max(ID_MAX);

/** How an id is written in a path or a query ("42"): digits only, no sign, no leading zero. */
const ID_PARAM = /^[1-9]\d{0,9}$/;

/**
 * A numeric id written in a path or a query. It is text on the wire, but an API document describes
 * it as the integer a client means.
 */
export const IdParamSchema = z
  .string()
  .regex(ID_PARAM)
  .transform(Number)
  .pipe(IdSchema)
  .meta({ type: "integer", minimum: 1, maximum: ID_MAX });

/** The id a path segment or a name suffix spells, or null when it is not one. */
export function parseId(value: string): number | null {
  // IdParamSchema's rule without zod: pages read ids in the browser too, where zod is not shipped.
  if (!ID_PARAM.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}
