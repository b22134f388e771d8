import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";

/**
 * The community's calls to /api/v1 from the prompt page (docs/decisions/0009): an answer, a
 * refusal the server meant (4xx, with its code), or a failure with no answer to retry.
 */
export type CommunityAnswer<T> =
  | { kind: "ok"; data: T }
  | {
      kind: "refused";
      status: number;
      error: string;
      code?: string;
      retryAfter?: number;
      /** for `posting_banned`: when the member may post again */
      until?: string;
    }
  | { kind: "failed"; failure: ActionFailure };

export async function communityRequest<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<CommunityAnswer<T>> {
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
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      kind: "refused",
      status: response.status,
      error: typeof json.error === "string" ? json.error : String(response.status),
      code: typeof json.code === "string" ? json.code : undefined,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      until: typeof json.until === "string" ? json.until : undefined,
    };
  }
  return { kind: "ok", data: json as T };
}
