import { apiRequest, type ApiAnswer } from "~/app/components/ui/api-request";

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

/** Chat support's calls to /api/v1; a refusal may name who has the conversation (`assignee`). */
export type SupportAnswer<T> = ApiAnswer<T, { assignee?: { id: string; name: string } | null }>;

export function supportRequest<T>(method: string, path: string, body?: unknown): Promise<SupportAnswer<T>> {
  return apiRequest<T, { assignee?: { id: string; name: string } | null }>(method, path, body, (json) => ({
    assignee: json.assignee as { id: string; name: string } | null | undefined,
  }));
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
