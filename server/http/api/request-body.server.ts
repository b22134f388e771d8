import type { Context } from "hono";
import type { z } from "zod";

/** The member tools' 400: the first problem as `error`, every problem with its field as `issues`. */
export function invalid(c: Context, error: z.ZodError) {
  return c.json(
    {
      error: error.issues[0]?.message ?? "The request is not valid",
      issues: error.issues.map((issue) => ({
        path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
        message: issue.message,
      })),
    },
    400,
  );
}

/** The request's JSON, or undefined when it is missing or malformed (the schema then refuses it). */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
