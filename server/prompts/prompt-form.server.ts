import { parseId } from "~/core/ids";
import { data, redirect } from "react-router";
import { z } from "zod";
import { fieldErrors, safeRedirect, type FieldErrors } from "~/core/forms/auth";
import { MemberPromptSchema, promptFormValues } from "~/core/forms/prompt";
import type { MessageKey } from "~/core/messages/en";
import { getDb } from "~/server/database.server";
import { setFlashCookie } from "~/server/accounts/flash.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  createMemberPrompt,
  deleteMemberPrompt,
  MemberPromptError,
  updateMemberPrompt,
} from "./member-prompts.server";

/**
 * The actions of the prompt form (/create-prompt, /prompt/:id/edit) and of the author's buttons
 * (publish, unpublish, delete). A refused form comes back with what was typed, so nothing is lost,
 * also without JavaScript; success redirects with a toast for the next page.
 */

/** What the form shows again after a refusal: the fields as typed. */
export type PromptFormValues = Partial<
  Record<
    | "title"
    | "tagline"
    | "description"
    | "categoryId"
    | "tags"
    | "promptText"
    | "instructions"
    | "credits"
    | "type"
    | "language"
    | "changeNote",
    string
  >
> & {
  isPremium?: boolean;
};

export type PromptFormResult = {
  ok: false;
  fieldErrors: FieldErrors;
  formError?: MessageKey;
  values: PromptFormValues;
};

const TEXT_FIELDS = [
  "title",
  "tagline",
  "description",
  "categoryId",
  "tags",
  "promptText",
  "instructions",
  "credits",
  "type",
  "language",
  "changeNote",
] as const;

function typed(form: FormData): PromptFormValues {
  const values: PromptFormValues = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 25_000);
  }
  values.isPremium = form.get("isPremium") === "on";
  return values;
}

const refusalMessage: Record<MemberPromptError["code"], MessageKey> = {
  daily_limit: "memberPrompts.errors.dailyLimit",
  category_not_found: "memberPrompts.errors.category",
  not_your_prompt: "memberPrompts.errors.notYours",
  prompt_not_found: "memberPrompts.errors.notFound",
  hidden_by_moderation: "prompt.owner.hiddenByModeration",
};

function refused(form: FormData, error: unknown, fallback: MessageKey) {
  const values = typed(form);
  if (error instanceof MemberPromptError) {
    const fieldErrors: FieldErrors =
      error.code === "category_not_found" ? { categoryId: refusalMessage[error.code] } : {};
    const formError = error.code === "category_not_found" ? undefined : refusalMessage[error.code];
    return data<PromptFormResult>({ ok: false, fieldErrors, formError, values }, { status: error.status });
  }
  console.error("Prompt form failed:", error instanceof Error ? error.message : error);
  return data<PromptFormResult>({ ok: false, fieldErrors: {}, formError: fallback, values }, { status: 500 });
}

function invalid(form: FormData, error: z.ZodError) {
  return data<PromptFormResult>(
    { ok: false, fieldErrors: fieldErrors(error), values: typed(form) },
    { status: 400 },
  );
}

const flashTo = (path: string, message: Parameters<typeof setFlashCookie>[0]) =>
  redirect(path, { headers: { "Set-Cookie": setFlashCookie(message) } });

export async function handleCreatePrompt(form: FormData, member: CurrentMember) {
  const parsed = MemberPromptSchema.safeParse(promptFormValues(form));
  if (!parsed.success) return invalid(form, parsed.error);
  try {
    const prompt = await createMemberPrompt(await getDb(), member.viewer, parsed.data);
    return flashTo(`/prompt/${prompt.id}`, "prompt.toast.created");
  } catch (error) {
    return refused(form, error, "memberPrompts.errors.createFailed");
  }
}

const OWNER_INTENTS = new Set(["publish", "unpublish", "delete"]);

/**
 * Publish, unpublish or delete sent to the page the member is on (the prompt page, "My prompts"),
 * so the page's own action answers and a failed request leaves the page as it was; null when the
 * form is not one of these.
 */
export async function handleOwnerIntent(form: FormData, member: CurrentMember) {
  if (!OWNER_INTENTS.has(String(form.get("intent")))) return null;
  const id = parseId(String(form.get("promptId") ?? ""));
  if (id === null) throw data(null, { status: 404 });
  return handleEditPrompt(form, member, id);
}

const IntentSchema = z.object({ intent: z.enum(["save", "publish", "unpublish", "delete"]).default("save") });

/** /prompt/:id/edit: save the form, publish, unpublish or delete. */
export async function handleEditPrompt(form: FormData, member: CurrentMember, id: number) {
  const parsedIntent = IntentSchema.safeParse({ intent: form.get("intent") ?? undefined });
  if (!parsedIntent.success) throw data(null, { status: 400 });
  const { intent } = parsedIntent.data;
  const db = await getDb();
  // Publishing from the prompt page or "My prompts" goes back there.
  const back = safeRedirect(form.get("redirectTo"), `/prompt/${id}`);
  try {
    switch (intent) {
      case "save": {
        const parsed = MemberPromptSchema.safeParse(promptFormValues(form));
        if (!parsed.success) return invalid(form, parsed.error);
        await updateMemberPrompt(db, member.viewer, id, parsed.data);
        return flashTo(`/prompt/${id}`, "prompt.toast.updated");
      }
      case "publish":
      case "unpublish":
        await updateMemberPrompt(db, member.viewer, id, { isPublished: intent === "publish" });
        return flashTo(back, intent === "publish" ? "prompt.toast.published" : "prompt.toast.unpublished");
      case "delete": {
        await deleteMemberPrompt(db, member.viewer, id);
        // The prompt's own pages are gone: from there, "My prompts".
        const after = safeRedirect(form.get("redirectTo"), "/profile");
        return flashTo(after.startsWith(`/prompt/${id}`) ? "/profile" : after, "prompt.toast.deleted");
      }
    }
  } catch (error) {
    if (error instanceof MemberPromptError && error.code === "prompt_not_found")
      throw data(null, { status: 404 });
    return refused(form, error, "memberPrompts.errors.saveFailed");
  }
}
