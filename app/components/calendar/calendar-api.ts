import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";
import { toast } from "~/app/components/ui/toast";
import type { MessageKey, Translate } from "~/app/i18n/i18n";

/** The query parameter "Open prompt" in a calendar entry adds, so the prompt page fills in what it kept. */
export const CALENDAR_ENTRY_PARAM = "calendarEntry";

/**
 * A call the calendar's API did not do: the server's message when it refused, and `failure` when
 * the member may simply try again (no answer at all, or the server's own error).
 */
export class CalendarRequestError extends Error {
  constructor(
    message: string,
    readonly failure: ActionFailure | null = null,
  ) {
    super(message);
    this.name = "CalendarRequestError";
  }
}

/** Calls the calendar's JSON API; a refusal or a failure throws a CalendarRequestError. */
export async function calendarRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new CalendarRequestError("", actionFailureOf(error) ?? { actionFailure: "server" });
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok)
    throw new CalendarRequestError(
      data?.error ?? String(response.status),
      response.status >= 500 ? { actionFailure: "server" } : null,
    );
  return data as T;
}

/** A failure the member may retry as it is, or null for a refusal (or a bug) to say otherwise. */
export function retryableFailure(error: unknown): ActionFailure | null {
  return error instanceof CalendarRequestError ? error.failure : null;
}

/** What went wrong: "{what failed, in the member's language}: {the server's reason}". */
export function failureMessage(t: Translate, key: MessageKey, error: unknown): string {
  const detail = error instanceof Error && error.message ? error.message : t("calendar.errors.network");
  return `${t(key)}: ${detail}`;
}

/** A change the server refused: said in a toast, since trying it again as it is would not help. */
export function showRefusal(t: Translate, key: MessageKey, error: unknown) {
  toast.error(failureMessage(t, key, error), { duration: 20_000 });
}

/**
 * A change done, said with Undo: `undo` makes the request that puts things back (moving the entry
 * back, adding the deleted one again). When that gets no answer, the toast says so and offers Retry;
 * the toast library is already loaded by then, so this works offline too.
 */
export function offerUndo(t: Translate, message: string, undo: () => Promise<void>, undone: () => string) {
  const run = () => {
    undo()
      .then(() => toast.success(undone()))
      .catch((error: unknown) => {
        const failure = retryableFailure(error);
        toast.error(failureMessage(t, "calendar.errors.undo", error), {
          duration: 20_000,
          ...(failure ? { action: { label: t("calendar.retry"), onClick: run } } : {}),
        });
      });
  };
  toast.success(message, { duration: 10_000, action: { label: t("calendar.undo"), onClick: run } });
}
