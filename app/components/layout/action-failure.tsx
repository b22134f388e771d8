import { RotateCcw, WifiOff } from "lucide-react";
import { useCallback, useRef, type FormEvent } from "react";
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { useT } from "~/app/i18n/use-locale";

/**
 * A member's action whose request got no answer (offline, server down) keeps the page and what was
 * typed. Without this, React Router throws the network error to the nearest error boundary, which
 * replaces the page, and then fails again revalidating the loaders.
 *
 * In a route module whose action a member's tool calls:
 *
 *   export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
 *   export const shouldRevalidate = skipRevalidationAfterFailure;
 *
 * The action's result (fetcher.data, actionData) is then either the server's answer or an
 * `ActionFailure`; the tool shows `<ActionFailureAlert failure={result} onRetry={…} />` where it
 * stands. The root route skips its revalidation after a failure too.
 */
export interface ActionFailure {
  actionFailure: "offline" | "server";
}

export function isActionFailure(value: unknown): value is ActionFailure {
  return typeof value === "object" && value !== null && "actionFailure" in value;
}

// How fetch words its rejection when no answer came at all (Chrome, Firefox, Safari, Node).
const NO_ANSWER = /failed to fetch|networkerror|load failed|fetch failed/i;

/** The request got no answer: offline, or the server is down. Not a bug in the page's own code. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError && NO_ANSWER.test(error.message);
}

/** What kind of failure an error from `serverAction()` is, or null when it must go on as before. */
export function actionFailureOf(error: unknown): ActionFailure | null {
  // Redirects, and the 4xx answers a route throws on purpose (a 404), keep their usual path.
  if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) return null;
  return { actionFailure: isNoAnswer(error) ? "offline" : "server" };
}

/** A route's clientAction: the server's answer, or an ActionFailure instead of a thrown error. */
export async function keepPageOnFailure<T>(serverAction: () => Promise<T>): Promise<T | ActionFailure> {
  try {
    return await serverAction();
  } catch (error) {
    const failure = actionFailureOf(error);
    if (!failure) throw error;
    return failure;
  }
}

/** A route's shouldRevalidate: nothing changed on the server, and reloading would fail the same way. */
export function skipRevalidationAfterFailure({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isActionFailure(actionResult) ? false : defaultShouldRevalidate;
}

/**
 * For forms: `remember` (an onSubmit, on the form or anything around it) notes the form submitted
 * last, and `retry` submits it again with what is typed in it now.
 */
export function useFormRetry() {
  const form = useRef<HTMLFormElement | null>(null);
  const remember = useCallback((event: FormEvent) => {
    if (event.target instanceof HTMLFormElement) form.current = event.target;
  }, []);
  const retry = useCallback(() => form.current?.requestSubmit(), []);
  return { remember, retry };
}

/**
 * Says in the member's language that the action failed, next to the tool, with Retry. Inline rather
 * than a toast: the toast library loads on first use, which an offline page cannot do.
 */
export function ActionFailureAlert({
  failure,
  onRetry,
  busy = false,
  what,
  className,
}: {
  failure: unknown;
  onRetry: () => void;
  busy?: boolean;
  /** what did not happen, in the member's words ("The prompt was not saved."), said before why */
  what?: string;
  className?: string;
}) {
  const t = useT();
  if (!isActionFailure(failure)) return null;
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm",
        className,
      )}
      data-testid="action-failure"
    >
      <WifiOff className="size-4 shrink-0 text-destructive" aria-hidden />
      <p className="min-w-0 flex-1">
        {what ? <strong className="font-semibold">{what} </strong> : null}
        {t(failure.actionFailure === "offline" ? "actionFailure.offline" : "actionFailure.server")}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={busy}>
        <RotateCcw aria-hidden /> {t("actionFailure.retry")}
      </Button>
    </div>
  );
}
