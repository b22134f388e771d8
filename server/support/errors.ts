import { SUPPORT_MESSAGES_PER_HOUR } from "~/core/forms/support";

/** Refusals of chat support: `message` is the English text the API answers with. */
export type SupportErrorCode =
  | "plan_required"
  | "admin_only"
  | "conversation_not_found"
  | "message_limit"
  | "conversation_closed"
  | "assigned_to_other"
  | "admin_not_found"
  | "member_has_open_conversation";

const TEXT: Record<SupportErrorCode, string> = {
  plan_required: "Chat support is part of the Legend plan; everyone can write to us through the contact form",
  admin_only: "Admins only",
  conversation_not_found: "Conversation not found",
  message_limit: `You have sent ${SUPPORT_MESSAGES_PER_HOUR} messages in the last hour, the limit`,
  conversation_closed: "This conversation is closed; reopen it first",
  assigned_to_other: "Another admin has this conversation; assign it to yourself first",
  admin_not_found: "No admin has that id",
  member_has_open_conversation: "The member has started another conversation; answer them there",
};

const STATUS: Record<SupportErrorCode, 403 | 404 | 409 | 429> = {
  plan_required: 403,
  admin_only: 403,
  conversation_not_found: 404,
  message_limit: 429,
  conversation_closed: 409,
  assigned_to_other: 409,
  admin_not_found: 404,
  member_has_open_conversation: 409,
};

export class SupportError extends Error {
  readonly status: 403 | 404 | 409 | 429;
  constructor(
    readonly code: SupportErrorCode,
    readonly details: {
      /** for `message_limit`: seconds until the member may send again */
      retryAfter?: number;
      /** for `assigned_to_other`: who has the conversation */
      assignee?: { id: string; name: string } | null;
    } = {},
  ) {
    super(
      code === "message_limit" && details.retryAfter !== undefined
        ? `${TEXT[code]}. Try again in ${Math.ceil(details.retryAfter / 60)} minute(s).`
        : TEXT[code],
    );
    this.name = "SupportError";
    this.status = STATUS[code];
  }
}
