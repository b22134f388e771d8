import type { MessageKey } from "~/core/messages/en";

/** Why a prompt is recommended, as the server decides it. */
export type RecommendationReason =
  /** members who used this prompt of the member's also used it (no one else's data is shown) */
  | { kind: "also-used"; promptId: number; promptTitle: string }
  | { kind: "category"; categoryId: string; categoryTitle: string }
  | { kind: "tag"; tag: string }
  /** among the most used prompts of the last 7 days */
  | { kind: "popular" }
  /** the library's default order, when even the week has no data */
  | { kind: "start" };

/** The message that says why, and its values: the page and the API say it the same way. */
export function reasonMessage(reason: RecommendationReason): {
  key: MessageKey;
  vars?: Record<string, string>;
} {
  switch (reason.kind) {
    case "also-used":
      return { key: "recommended.reason.alsoUsed", vars: { title: reason.promptTitle } };
    case "category":
      return { key: "recommended.reason.category", vars: { category: reason.categoryTitle } };
    case "tag":
      return { key: "recommended.reason.tag", vars: { tag: reason.tag } };
    case "popular":
      return { key: "recommended.reason.popular" };
    case "start":
      return { key: "recommended.reason.start" };
  }
}

/** The reason in words from a language's messages (the API's `text`). */
export function reasonText(
  reason: RecommendationReason,
  messages: Partial<Record<MessageKey, string>>,
): string {
  const { key, vars = {} } = reasonMessage(reason);
  return (messages[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}
