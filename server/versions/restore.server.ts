import { eq } from "drizzle-orm";
import { isPromptType } from "~/core/forms/prompt";
import type { Database } from "~/db/client.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { adminActor } from "~/server/admin/actor.server";
import { updatePrompt } from "~/server/admin/prompts.server";
import { prompts, promptTranslations } from "~/server/catalog/schema";
import { mayReadPromptHistory, type Viewer } from "~/server/entitlements/entitlements";
import { updateMemberPrompt } from "~/server/prompts/member-prompts.server";
import {
  diffVersions,
  getVersion,
  listVersions,
  summaryOf,
  versionFields,
  type VersionDiff,
  type VersionField,
  type VersionSummary,
} from "./versions.server";

/**
 * A library prompt's history for the people who may read it (`mayReadPromptHistory`): its author
 * for a member's prompt, admins for any. Anyone else is told the prompt has no history to show
 * (404), whether or not it exists.
 */

export type VersionErrorCode = "prompt_not_found" | "version_not_found";

export class VersionError extends Error {
  readonly status = 404 as const;
  constructor(readonly code: VersionErrorCode) {
    super(code === "prompt_not_found" ? "Prompt not found" : "Version not found");
    this.name = "VersionError";
  }
}

async function readableHistory(db: Database, viewer: Viewer, promptId: number) {
  const [prompt] = await db
    .select({ id: prompts.id, source: prompts.source, authorId: prompts.authorId })
    .from(prompts)
    .where(eq(prompts.id, promptId))
    .limit(1);
  if (!prompt || !mayReadPromptHistory(viewer, prompt)) throw new VersionError("prompt_not_found");
  return { prompt, subject: { kind: "prompt", promptId } as const };
}

export async function listPromptVersions(
  db: Database,
  viewer: Viewer,
  promptId: number,
): Promise<VersionSummary[]> {
  const { subject } = await readableHistory(db, viewer, promptId);
  return (await listVersions(db, subject)).map(summaryOf);
}

export async function getPromptVersion(
  db: Database,
  viewer: Viewer,
  promptId: number,
  versionId: number,
): Promise<VersionSummary & { fields: VersionField[] }> {
  const { subject } = await readableHistory(db, viewer, promptId);
  const version = await getVersion(db, subject, versionId);
  if (!version) throw new VersionError("version_not_found");
  return { ...summaryOf(version), fields: versionFields(version.snapshot) };
}

export async function diffPromptVersions(
  db: Database,
  viewer: Viewer,
  promptId: number,
  fromId: number,
  toId: number,
): Promise<VersionDiff> {
  const { subject } = await readableHistory(db, viewer, promptId);
  const diff = await diffVersions(db, subject, fromId, toId);
  if (!diff) throw new VersionError("version_not_found");
  return diff;
}

/**
 * Puts an old version's text back by saving it again, so the restore is itself a new version (and
 * the versions after the old one stay). A member's prompt goes through its author's save, a
 * catalogue prompt through the admin's edit (audited); each checks its own rules again.
 */
export async function restorePromptVersion(
  db: Database,
  member: CurrentMember,
  promptId: number,
  versionId: number,
  changeNote: string | null,
): Promise<{ restored: VersionSummary; version: VersionSummary }> {
  const { prompt, subject } = await readableHistory(db, member.viewer, promptId);
  const version = await getVersion(db, subject, versionId);
  if (!version || version.snapshot.kind !== "prompt") throw new VersionError("version_not_found");
  const { snapshot } = version;
  if (prompt.source === "member" && member.viewer.kind === "member") {
    const [language, texts] = Object.entries(snapshot.translations)[0] ?? [];
    if ((language !== "en" && language !== "pt") || !texts) throw new VersionError("version_not_found");
    const { steps: _, ...fields } = texts;
    await updateMemberPrompt(db, member.viewer, promptId, {
      ...fields,
      language,
      categoryId: snapshot.categoryId,
      ...(isPromptType(snapshot.type) ? { type: snapshot.type } : {}),
      changeNote,
    });
  } else {
    const actor = adminActor(member);
    if (!actor) throw new VersionError("prompt_not_found");
    await updatePrompt(db, actor, promptId, {
      categoryId: snapshot.categoryId,
      translations: snapshot.translations,
      changeNote,
    });
  }
  return { restored: summaryOf(version), version: summaryOf((await listVersions(db, subject))[0]!) };
}

/**
 * The history page of a prompt: its title in the reader's language, its versions and the diff of
 * the two chosen (by default the newest and the one before), or null for anyone who may not read it.
 */
export async function promptHistoryForPage(
  db: Database,
  viewer: Viewer,
  promptId: number,
  locale: "en" | "pt",
  chosen: { from: number | null; to: number | null },
) {
  let subject;
  try {
    ({ subject } = await readableHistory(db, viewer, promptId));
  } catch (error) {
    if (error instanceof VersionError) return null;
    throw error;
  }
  const versions = (await listVersions(db, subject)).map(summaryOf);
  const titles = await db
    .select({ locale: promptTranslations.locale, title: promptTranslations.title })
    .from(promptTranslations)
    .where(eq(promptTranslations.promptId, promptId));
  const title = (titles.find((row) => row.locale === locale) ?? titles[0])?.title ?? "";
  const known = (id: number | null) =>
    id !== null && versions.some((version) => version.id === id) ? id : null;
  const to = known(chosen.to) ?? versions[0]?.id ?? null;
  const from = known(chosen.from) ?? versions.find((version) => version.id !== to)?.id ?? null;
  const diff = from !== null && to !== null && from !== to ? await diffVersions(db, subject, from, to) : null;
  return { title, versions, from, to, diff };
}
