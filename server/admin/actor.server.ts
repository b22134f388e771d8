import type { CurrentMember } from "~/server/accounts/viewer.server";
import { capabilities } from "~/server/entitlements/entitlements";

/**
 * The admin dashboard's operations, shared by the /admin page and /api/v1/admin/*,
 * one module per resource: users, prompts, categories, messages, the audit log and the overview.
 * Every change needs an AdminActor, which only `adminActor` hands out after checking the role, and
 * every change is written to the audit log in the same transaction.
 */

export interface AdminActor {
  readonly userId: string;
  readonly email: string;
}

/** The admin behind a request, or null: the one place that decides who may use these operations. */
export function adminActor(member: CurrentMember | null): AdminActor | null {
  if (!member || !capabilities(member.viewer).adminDashboard) return null;
  return { userId: member.user.id, email: member.user.email };
}

export type AdminErrorCode =
  | "please_enter_user_id"
  | "user_not_found"
  | "user_already_admin"
  | "cannot_remove_own_admin"
  | "prompt_not_found"
  | "category_not_found"
  | "category_exists"
  | "category_not_empty"
  | "message_not_found"
  | "translation_incomplete";

const ERROR_TEXT: Record<AdminErrorCode, string> = {
  please_enter_user_id: "Please enter a user ID",
  user_not_found: "User not found",
  user_already_admin: "User is already an admin",
  cannot_remove_own_admin: "You cannot remove your own admin role",
  prompt_not_found: "Prompt not found",
  category_not_found: "Category not found",
  category_exists: "A category with this id already exists",
  category_not_empty: "This category still has prompts; move or delete them first",
  message_not_found: "Message not found",
  translation_incomplete: "A language needs a title, a description and the prompt text",
};

const ERROR_STATUS: Record<AdminErrorCode, 400 | 404 | 409> = {
  please_enter_user_id: 400,
  user_not_found: 404,
  user_already_admin: 409,
  cannot_remove_own_admin: 409,
  prompt_not_found: 404,
  category_not_found: 404,
  category_exists: 409,
  category_not_empty: 409,
  message_not_found: 404,
  translation_incomplete: 400,
};

/** A refusal the admin can act on; `message` is the English text the API returns. */
export class AdminError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(readonly code: AdminErrorCode) {
    super(ERROR_TEXT[code]);
    this.name = "AdminError";
    this.status = ERROR_STATUS[code];
  }
}

/** `%`, `_` and `\` typed by an admin are searched for as themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
