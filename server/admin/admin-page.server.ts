import { data } from "react-router";
import type { z } from "zod";
import type { MessageKey } from "~/core/messages/en";
import { LOCALES } from "~/core/locale";
import { getDb } from "~/server/database.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  AssignAdminSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  PromptTranslationInputSchema,
  PromptUpdateSchema,
  SetRoleSchema,
  SetTierSchema,
} from "./admin-schemas";
import { AdminError, adminActor, type AdminActor } from "./actor.server";
import { assignAdminById, setSubscriberTier, setUserRole } from "./users.server";
import { createCategory, deleteCategory, updateCategory } from "./categories.server";
import { deletePrompt, updatePrompt } from "./prompts.server";
import { markMessageHandled } from "./messages.server";
import { parseId } from "~/core/ids";
import { PromptRequestAnswerSchema } from "~/core/forms/requests";
import { stripeClient } from "~/server/billing/billing.server";
import { refundPayment, RefundError, type RefundErrorCode } from "~/server/billing/refunds.server";
import { answerPromptRequest } from "~/server/requests/admin.server";
import { PromptRequestError } from "~/server/requests/errors";
import { appClock } from "~/server/jobs/clock.server";
import { CommunityError } from "~/server/community/errors";
import {
  banReportedAuthor,
  decideReport,
  liftPostingBan,
  POSTING_BAN_DAYS,
} from "~/server/community/reports.server";

/** What the /admin page's forms get back: a message to toast, and per-field problems to show. */
export type AdminActionResult =
  | { intent: string; ok: true; message: MessageKey; target?: string }
  | {
      intent: string;
      ok: false;
      error: MessageKey;
      fieldErrors?: Record<string, MessageKey>;
      target?: string;
    };

type FieldErrorKey = "admin.errors.required" | "admin.errors.tooLong" | "admin.errors.format";

/** Zod's English messages are for the API; the page names each problem in the reader's language. */
/** The time of day (UTC) a prompt scheduled for a day appears: the weekly drops' hour (server/catalog/seed.server.ts). */
const DROP_TIME_UTC = "09:00:00Z";

function fieldErrorsOf(error: z.ZodError, prefix = ""): Record<string, FieldErrorKey> {
  const errors: Record<string, FieldErrorKey> = {};
  for (const issue of error.issues) {
    const path = prefix + issue.path.map(String).join(".");
    if (errors[path]) continue;
    errors[path] =
      issue.code === "too_small"
        ? "admin.errors.required"
        : issue.code === "too_big"
          ? "admin.errors.tooLong"
          : "admin.errors.format";
  }
  return errors;
}

const REFUND_REFUSALS: Record<RefundErrorCode, MessageKey> = {
  "payment-not-found": "admin.payments.errors.notFound",
  "already-refunded": "admin.payments.errors.alreadyRefunded",
  "window-passed": "admin.payments.errors.windowPassed",
  "not-first-payment": "admin.payments.errors.windowPassed",
  "refund-in-progress": "admin.payments.errors.inProgress",
  "refund-failed": "admin.payments.errors.failed",
};

/** An answer's problems, by field, in the reader's language. */
function answerFieldErrors(error: z.ZodError, prompt: string): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (errors[field]) continue;
    errors[field] =
      issue.code === "too_big"
        ? "admin.errors.tooLong"
        : field === "prompt"
          ? prompt.trim()
            ? "admin.requests.errors.promptFormat"
            : "admin.requests.errors.promptRequired"
          : field === "answer" && issue.code === "custom"
            ? "admin.requests.errors.answerRequired"
            : "admin.errors.format";
  }
  return errors;
}

const FAILURE_KEY: Record<string, MessageKey> = {
  "set-tier": "admin.users.tierError",
  "set-role": "admin.users.roleError",
  "assign-admin": "admin.errors.setAdmin",
};

function refused(
  intent: string,
  result: Omit<Extract<AdminActionResult, { ok: false }>, "intent" | "ok">,
  status = 400,
) {
  return data<AdminActionResult>({ intent, ok: false, ...result }, { status });
}

function done(intent: string, message: MessageKey, target?: string) {
  return data<AdminActionResult>({ intent, ok: true, message, target });
}

/** Reads the editor's `en.title`, `pt.promptText`… fields; a language left wholly blank is skipped. */
function promptForm(form: FormData) {
  const translations: Record<string, Record<string, string>> = {};
  for (const locale of LOCALES) {
    const fields: Record<string, string> = {};
    for (const name of [
      "title",
      "tagline",
      "description",
      "promptText",
      "instructions",
      "credits",
      "tags",
      "steps",
    ]) {
      fields[name] = String(form.get(`${locale}.${name}`) ?? "");
    }
    if (Object.values(fields).some((value) => value.trim())) translations[locale] = fields;
  }
  return translations;
}

/**
 * The /admin page's actions. The role is checked again here, whatever the page showed: a
 * non-admin's post is refused with 403 and changes nothing.
 */
export async function handleAdminAction(request: Request, member: CurrentMember) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const actor: AdminActor | null = adminActor(member);
  if (!actor) return refused(intent, { error: "admin.denied.title" }, 403);
  const db = await getDb();
  const target = String(form.get("target") ?? "");

  try {
    switch (intent) {
      case "set-tier": {
        const parsed = SetTierSchema.safeParse({ tier: form.get("tier") });
        if (!parsed.success) return refused(intent, { error: "admin.users.tierError", target });
        await setSubscriberTier(db, actor, target, parsed.data.tier);
        return done(intent, "admin.users.tierUpdated", target);
      }
      case "set-role": {
        const parsed = SetRoleSchema.safeParse({ role: form.get("role") });
        if (!parsed.success) return refused(intent, { error: "admin.users.roleError", target });
        await setUserRole(db, actor, target, parsed.data.role);
        return done(intent, "admin.users.roleUpdated", target);
      }
      case "assign-admin": {
        const parsed = AssignAdminSchema.safeParse({ userId: String(form.get("userId") ?? "") });
        if (!parsed.success) return refused(intent, { error: "admin.errors.please_enter_user_id" });
        await assignAdminById(db, actor, parsed.data.userId);
        return done(intent, "admin.setAdmin.done");
      }
      case "update-prompt": {
        const translations = promptForm(form);
        const errors: Record<string, MessageKey> = {};
        for (const [locale, fields] of Object.entries(translations)) {
          const parsed = PromptTranslationInputSchema.safeParse(fields);
          if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error, `${locale}.`));
        }
        if (Object.keys(errors).length)
          return refused(intent, { error: "admin.errors.invalid", fieldErrors: errors, target });
        // Only a changed day reschedules: an untouched field keeps the prompt's exact time.
        const publishedOn = String(form.get("publishedOn") ?? "");
        const dayChanged = publishedOn !== String(form.get("publishedOnBefore") ?? "");
        const parsed = PromptUpdateSchema.safeParse({
          categoryId: String(form.get("categoryId") ?? "") || undefined,
          // A day from the date field: the prompt appears that day at the weekly drops' hour.
          publishedAt:
            dayChanged && /^\d{4}-\d{2}-\d{2}$/.test(publishedOn)
              ? `${publishedOn}T${DROP_TIME_UTC}`
              : undefined,
          translations,
          changeNote: String(form.get("changeNote") ?? ""),
        });
        if (!parsed.success)
          return refused(intent, {
            error: "admin.errors.invalid",
            fieldErrors: fieldErrorsOf(parsed.error),
            target,
          });
        await updatePrompt(db, actor, Number(target), parsed.data);
        return done(intent, "admin.prompts.updated", target);
      }
      case "toggle-prompt": {
        const field = String(form.get("field"));
        const value = String(form.get("value")) === "true";
        const change =
          field === "isPremium"
            ? { isPremium: value }
            : field === "isPublished"
              ? { isPublished: value }
              : field === "isForbidden"
                ? { isForbidden: value }
                : null;
        if (!change) return refused(intent, { error: "admin.errors.generic", target });
        await updatePrompt(db, actor, Number(target), change);
        return done(intent, "admin.prompts.updated", target);
      }
      case "delete-prompt":
        await deletePrompt(db, actor, Number(target));
        return done(intent, "admin.prompts.deleted", target);
      case "create-category": {
        const parsed = CategoryCreateSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success)
          return refused(intent, { error: "admin.errors.invalid", fieldErrors: fieldErrorsOf(parsed.error) });
        await createCategory(db, actor, parsed.data);
        return done(intent, "admin.categories.created", parsed.data.id);
      }
      case "update-category": {
        const parsed = CategoryUpdateSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success)
          return refused(intent, {
            error: "admin.errors.invalid",
            fieldErrors: fieldErrorsOf(parsed.error),
            target,
          });
        await updateCategory(db, actor, target, parsed.data);
        return done(intent, "admin.categories.updated", target);
      }
      case "delete-category":
        await deleteCategory(db, actor, target);
        return done(intent, "admin.categories.deleted", target);
      case "refund-payment": {
        const id = parseId(target);
        if (id === null) return refused(intent, { error: "admin.payments.errors.notFound", target }, 404);
        try {
          await refundPayment({ db, stripe: stripeClient() }, id, { kind: "admin", actor }, appClock.now());
        } catch (error) {
          if (error instanceof RefundError)
            return refused(intent, { error: REFUND_REFUSALS[error.code], target }, error.status);
          throw error;
        }
        return done(intent, "admin.payments.refunded", target);
      }
      case "answer-request": {
        const id = parseId(target);
        if (id === null) return refused(intent, { error: "admin.requests.errors.notFound", target }, 404);
        const prompt = String(form.get("prompt") ?? "");
        const parsed = PromptRequestAnswerSchema.safeParse({
          status: form.get("status") ?? "",
          answer: String(form.get("answer") ?? ""),
          prompt,
        });
        if (!parsed.success)
          return refused(intent, {
            error: "admin.errors.invalid",
            fieldErrors: answerFieldErrors(parsed.error, prompt),
            target,
          });
        try {
          await answerPromptRequest(db, actor, id, parsed.data, appClock.now());
        } catch (error) {
          if (error instanceof PromptRequestError && error.code === "prompt_not_found")
            return refused(intent, {
              error: "admin.errors.invalid",
              fieldErrors: { prompt: "admin.requests.errors.promptNotFound" },
              target,
            });
          if (error instanceof PromptRequestError)
            return refused(intent, { error: "admin.requests.errors.notFound", target }, 404);
          throw error;
        }
        return done(intent, "admin.requests.answered", target);
      }
      case "message-handled":
        await markMessageHandled(db, actor, Number(target));
        return done(intent, "admin.messages.marked", target);
      case "decide-report": {
        const decision = String(form.get("decision") ?? "");
        const id = parseId(target);
        if (id === null || !(decision === "hide" || decision === "restore" || decision === "dismiss"))
          return refused(intent, { error: "admin.reports.failed", target });
        await decideReport(db, actor, id, decision);
        return done(intent, `admin.reports.done.${decision}`, target);
      }
      case "ban-author": {
        const id = parseId(target);
        const days = Number(form.get("days"));
        if (id === null) return refused(intent, { error: "admin.reports.failed", target });
        if (!Number.isInteger(days) || days < POSTING_BAN_DAYS.min || days > POSTING_BAN_DAYS.max)
          return refused(intent, { error: "admin.reports.ban.invalid", target });
        await banReportedAuthor(db, actor, id, days);
        return done(intent, "admin.reports.done.ban", target);
      }
      case "lift-ban": {
        const userId = String(form.get("userId") ?? "");
        if (!userId || userId.length > 100) return refused(intent, { error: "admin.reports.failed", target });
        await liftPostingBan(db, actor, userId);
        return done(intent, "admin.reports.done.lift", target);
      }
      default:
        return refused(intent, { error: "admin.errors.generic" });
    }
  } catch (error) {
    if (error instanceof AdminError) {
      return refused(intent, { error: `admin.errors.${error.code}`, target }, error.status);
    }
    if (error instanceof CommunityError)
      return refused(intent, { error: "admin.reports.failed", target }, 404);
    console.error("Admin action failed:", intent, error instanceof Error ? error.message : error);
    return refused(intent, { error: FAILURE_KEY[intent] ?? "admin.errors.generic", target }, 500);
  }
}
