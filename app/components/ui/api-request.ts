import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";

/**
 * A component's own call to /api/v1 (docs/decisions/0009): an answer, a refusal the server meant
 * (4xx, with its code and what else the feature's refusals carry), or a failure with no answer, to
 * retry.
 */
export type ApiAnswer<T, Refusal extends object = object> =
  | { kind: "ok"; data: T }
  | ({
      kind: "refused";
      status: number;
      error: string;
      code?: string;
      /** seconds, from Retry-After (or the body's `retryAfter`) */
      retryAfter?: number;
    } & Refusal)
  | { kind: "failed"; failure: ActionFailure };

/** Sends `body` as JSON to `/api/v1{path}`; `refusalOf` picks a feature's own fields out of a refusal's body. */
export async function apiRequest<T, Refusal extends object = object>(
  method: string,
  path: string,
  body?: unknown,
  refusalOf?: (json: Record<string, unknown>) => Refusal,
): Promise<ApiAnswer<T, Refusal>> {
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
  if (response.ok) return { kind: "ok", data: json as T };
  const header = Number(response.headers.get("retry-after"));
  const retryAfter =
    Number.isFinite(header) && header > 0
      ? header
      : typeof json.retryAfter === "number"
        ? json.retryAfter
        : undefined;
  return {
    ...(refusalOf?.(json) ?? ({} as Refusal)),
    kind: "refused",
    status: response.status,
    error: typeof json.error === "string" ? json.error : String(response.status),
    code: typeof json.code === "string" ? json.code : undefined,
    retryAfter,
  };
}
