import { apiRequest, type ApiAnswer } from "~/app/components/ui/api-request";

/** The community's calls to /api/v1 from the prompt page; a refusal may say until when (`posting_banned`). */
export type CommunityAnswer<T> = ApiAnswer<T, { until?: string }>;

export function communityRequest<T>(
  method: string,
  path: string,
  body?: unknown,
): Promise<CommunityAnswer<T>> {
  return apiRequest<T, { until?: string }>(method, path, body, (json) => ({
    until: typeof json.until === "string" ? json.until : undefined,
  }));
}
