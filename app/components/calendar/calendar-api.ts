import { toast } from "~/app/components/ui/toast";
import type { MessageKey, Translate } from "~/app/i18n/i18n";

/** What went wrong, as SPEC §8 shows it: "{translated message}: {server message}". */
export class CalendarRequestError extends Error {}

/** Calls the calendar's JSON API; a refusal throws with the server's message. */
export async function calendarRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CalendarRequestError("");
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) throw new CalendarRequestError(data?.error ?? String(response.status));
  return data as T;
}

export function failureMessage(t: Translate, key: MessageKey, error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : t("calendar.errors.network");
  return `${t(key)}: ${detail}`;
}

/**
 * A failed change says what failed in the member's language and offers Retry; the page and whatever
 * was typed stay as they were, so Retry sends the same request again.
 */
export function showFailure(t: Translate, key: MessageKey, error: unknown, retry: () => void) {
  toast.error(failureMessage(t, key, error), { duration: 20_000, action: { label: t("calendar.retry"), onClick: retry } });
}
