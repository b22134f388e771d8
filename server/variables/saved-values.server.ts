import { and, eq } from "drizzle-orm";
import type { Locale } from "~/core/locale";
import { valueIssueReason } from "~/core/variable-reasons";
import { checkValue, fittingValues, parseTemplate, type Template, type Variable } from "~/core/variables";
import type { Database } from "~/db/client.server";
import { getPrompt } from "~/server/catalog/prompt.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { appClock } from "~/server/jobs/clock.server";
import { promptVariableValues } from "./schema";

export type SavedValuesErrorCode = "prompt_not_found" | "prompt_locked" | "invalid_values";

export class SavedValuesError extends Error {
  constructor(
    readonly code: SavedValuesErrorCode,
    message: string,
    readonly issues: { path: string[]; message: string }[] = [],
  ) {
    super(message);
    this.name = "SavedValuesError";
  }

  get status(): 400 | 403 | 404 {
    return this.code === "prompt_not_found" ? 404 : this.code === "prompt_locked" ? 403 : 400;
  }
}

export interface SavedValues {
  /** the language of the prompt's text the values belong to */
  language: Locale;
  values: Record<string, string>;
  updatedAt: string | null;
}

/**
 * The prompt's text as the member reads it in `locale` (a member's prompt has one language, which
 * may not be the one asked for), read through the catalogue and so through the entitlements.
 */
async function readableTemplate(
  db: Database,
  viewer: Viewer,
  promptId: number,
  locale: Locale,
  now: Date,
): Promise<{ language: Locale; template: Template }> {
  const prompt = await getPrompt(db, promptId, locale, viewer, now);
  if (!prompt) throw new SavedValuesError("prompt_not_found", "Prompt not found");
  if (prompt.promptText === null)
    throw new SavedValuesError("prompt_locked", "The prompt is locked for your plan");
  return { language: prompt.locale, template: parseTemplate(prompt.promptText) };
}

/** What the member kept for a prompt whose variables the caller already has (the prompt page). */
export async function keptValues(
  db: Database,
  userId: string,
  promptId: number,
  language: Locale,
  variables: readonly Variable[],
): Promise<Record<string, string>> {
  const [row] = await db
    .select({ values: promptVariableValues.values })
    .from(promptVariableValues)
    .where(
      and(
        eq(promptVariableValues.userId, userId),
        eq(promptVariableValues.promptId, promptId),
        eq(promptVariableValues.locale, language),
      ),
    )
    .limit(1);
  // The prompt may have changed since: only what still fits its variables comes back.
  return row ? fittingValues(variables, row.values) : {};
}

export async function getSavedValues(
  db: Database,
  viewer: Extract<Viewer, { kind: "member" }>,
  promptId: number,
  locale: Locale,
  now: Date = appClock.now(),
): Promise<SavedValues> {
  const { language, template } = await readableTemplate(db, viewer, promptId, locale, now);
  const [row] = await db
    .select({ values: promptVariableValues.values, updatedAt: promptVariableValues.updatedAt })
    .from(promptVariableValues)
    .where(
      and(
        eq(promptVariableValues.userId, viewer.userId),
        eq(promptVariableValues.promptId, promptId),
        eq(promptVariableValues.locale, language),
      ),
    )
    .limit(1);
  return {
    language,
    values: row ? fittingValues(template.variables, row.values) : {},
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Keeps the member's values for a prompt, replacing what was kept: every value must name one of
 * the prompt's variables and fit it (a 400 says which does not, and why). Empty values are
 * dropped; nothing left to keep removes the row.
 */
export async function saveValues(
  db: Database,
  viewer: Extract<Viewer, { kind: "member" }>,
  promptId: number,
  locale: Locale,
  values: Record<string, string>,
  now: Date = appClock.now(),
): Promise<SavedValues> {
  const { language, template } = await readableTemplate(db, viewer, promptId, locale, now);
  const byKey = new Map(template.variables.map((variable) => [variable.key, variable]));
  const kept: Record<string, string> = {};
  const issues: { path: string[]; message: string }[] = [];
  for (const [key, value] of Object.entries(values)) {
    const variable = byKey.get(key);
    if (!variable) {
      issues.push({ path: ["values", key], message: `The prompt has no variable “${key}”` });
      continue;
    }
    if (value.trim() === "") continue;
    const issue = checkValue(variable, value);
    if (issue) issues.push({ path: ["values", key], message: valueIssueReason(issue, "en") });
    else kept[key] = value;
  }
  if (issues.length > 0)
    throw new SavedValuesError(
      "invalid_values",
      issues.map((issue) => `${issue.path[1]}: ${issue.message}`).join("; "),
      issues,
    );

  const where = and(
    eq(promptVariableValues.userId, viewer.userId),
    eq(promptVariableValues.promptId, promptId),
    eq(promptVariableValues.locale, language),
  );
  if (Object.keys(kept).length === 0) {
    await db.delete(promptVariableValues).where(where);
    return { language, values: {}, updatedAt: null };
  }
  const updatedAt = new Date();
  await db
    .insert(promptVariableValues)
    .values({ userId: viewer.userId, promptId, locale: language, values: kept, updatedAt })
    .onConflictDoUpdate({
      target: [promptVariableValues.userId, promptVariableValues.promptId, promptVariableValues.locale],
      set: { values: kept, updatedAt },
    });
  return { language, values: kept, updatedAt: updatedAt.toISOString() };
}
