import type { ActionFailure } from "~/app/components/layout/action-failure";
import { apiRequest as sharedApiRequest } from "~/app/components/ui/api-request";
import type { Translate } from "~/app/i18n/i18n";
import { PROJECT_LIMITS } from "~/core/forms/projects";

type Issue = { path: (string | number)[]; message: string };

/**
 * The answer of a call to /api/v1 made for projects (the projects themselves, or moving a chat, a
 * saved prompt or a calendar entry): its JSON; or the server's refusal (4xx, with its code); or a
 * failure the member may simply retry (no answer at all, or the server's own error).
 */
export type ApiAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code?: string; issues?: Issue[]; failure: ActionFailure | null };

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const answer = await sharedApiRequest<T, { issues?: Issue[] }>(method, path, body, (json) => ({
    issues: Array.isArray(json.issues) ? (json.issues as Issue[]) : undefined,
  }));
  if (answer.kind === "ok") return { ok: true, data: answer.data };
  if (answer.kind === "failed") return { ok: false, status: 0, failure: answer.failure };
  return { ok: false, status: answer.status, code: answer.code, issues: answer.issues, failure: null };
}

/** Why the server refused (a 4xx), in the member's language. */
export function refusalText(t: Translate, answer: { status: number; code?: string }): string {
  switch (answer.code) {
    case "project_exists":
    case "category_exists":
      return t("projects.error.exists");
    case "too_many_projects":
      return t("projects.error.tooMany", { max: PROJECT_LIMITS.projects });
    case "project_not_found":
      return t("projects.error.notFound");
    case "deleted_project_not_found":
      return t("projects.error.restoreGone");
    case "projects_not_in_plan":
      return t("projects.error.legendOnly");
  }
  if (answer.status === 401) return t("projects.error.signedOut");
  if (answer.status === 403) return t("projects.error.legendOnly");
  if (answer.status === 400) return t("projects.error.invalid");
  return t("projects.error.other");
}
