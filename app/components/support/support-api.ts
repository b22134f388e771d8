import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";

/** A message as the chat support API answers it (server/support/api-schemas.ts). */
export interface SupportMessage {
  id: number;
  conversationId: number;
  author: "member" | "admin";
  authorName: string | null;
  body: string;
  createdAt: string;
  clientId: string | null;
}

/**
 * Chat support's calls to /api/v1 (docs/decisions/0009): an answer, a refusal the server meant
 * (4xx, with its code), or a failure with no answer, to retry.
 */
export type SupportAnswer<T> =
  | { kind: "ok"; data: T }
  | {
      kind: "refused";
      status: number;
      error: string;
      code?: string;
      retryAfter?: number;
      assignee?: { id: string; name: string } | null;
    }
  | { kind: "failed"; failure: ActionFailure };

export async function supportRequest<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<SupportAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return { kind: "failed", failure: actionFailureOf(error) ?? { actionFailure: "offline" } };
  }
  if (response.status >= 500) return { kind: "failed", failure: { actionFailure: "server" } };
  const text = await response.text().catch(() => "");
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { kind: "failed", failure: { actionFailure: "server" } };
  }
  if (!response.ok)
    return {
      kind: "refused",
      status: response.status,
      error: typeof json.error === "string" ? json.error : String(response.status),
      code: typeof json.code === "string" ? json.code : undefined,
      retryAfter: typeof json.retryAfter === "number" ? json.retryAfter : undefined,
      assignee: json.assignee as { id: string; name: string } | null | undefined,
    };
  return { kind: "ok", data: json as T };
}

/** A fresh id for a message, so a retried send is stored once; none where the browser has no crypto.randomUUID. */
export function newClientId(): string | undefined {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : undefined;
}

/** Adds messages that are not there yet, in id order. */
export function mergeMessages(current: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return current;
  return [...current, ...added].sort((a, b) => a.id - b.id);
}

// A typing hint at most this often while someone writes: the other side shows it for TYPING_SHOWN_MS.
export const TYPING_SEND_EVERY_MS = 2_500;
export const TYPING_SHOWN_MS = 6_000;
