import { actionFailureOf, type ActionFailure } from "~/app/components/layout/action-failure";
import type { MessageKey, Translate } from "~/app/i18n/i18n";
import { LOCKER_LIMITS } from "~/core/forms/locker";
import { PROJECT_LIMITS } from "~/core/forms/projects";
import type { Locale } from "~/core/locale";
import type { ExportFormat } from "~/core/prompt-transfer-formats";
import { numberFormat } from "~/core/intl";

type Issue = { path: (string | number)[]; message: string };

/**
 * The answer of a call to /api/v1/locker: its JSON; or the server's refusal (4xx, with its message
 * and code); or a failure the member may simply retry (no answer at all, or the server's own error).
 */
export type LockerAnswer<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      error: string;
      code?: string;
      issues?: Issue[];
      failure: ActionFailure | null;
    };

async function send(
  path: string,
  init: { method?: string; body?: unknown; raw?: { text: string; type: string } },
): Promise<Response | ActionFailure> {
  try {
    return await fetch(`/api/v1/locker${path}`, {
      method: init.method ?? "GET",
      headers: init.raw
        ? { "content-type": init.raw.type }
        : init.body !== undefined
          ? { "content-type": "application/json" }
          : undefined,
      body: init.raw ? init.raw.text : init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  } catch (error) {
    return actionFailureOf(error) ?? { actionFailure: "server" };
  }
}

async function refusal(response: Response): Promise<LockerAnswer<never>> {
  // A proxy's error page is not JSON: the status still says what happened.
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return {
    ok: false,
    status: response.status,
    error: typeof json.error === "string" ? json.error : `HTTP ${response.status}`,
    code: typeof json.code === "string" ? json.code : undefined,
    issues: Array.isArray(json.issues) ? (json.issues as Issue[]) : undefined,
    failure: response.status >= 500 ? { actionFailure: "server" } : null,
  };
}

const noAnswer = (failure: ActionFailure): LockerAnswer<never> => ({
  ok: false,
  status: 0,
  error: failure.actionFailure,
  failure,
});

export async function lockerRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; raw?: { text: string; type: string } } = {},
): Promise<LockerAnswer<T>> {
  const response = await send(path, init);
  if (!(response instanceof Response)) return noAnswer(response);
  if (!response.ok) return refusal(response);
  try {
    const text = await response.text();
    return { ok: true, data: (text ? JSON.parse(text) : {}) as T };
  } catch (error) {
    // The connection dropped while the answer was read.
    return noAnswer(actionFailureOf(error) ?? { actionFailure: "server" });
  }
}

/** The locker's export as a file to save, with the name the server gave it. */
export async function lockerExport(
  format: ExportFormat,
): Promise<LockerAnswer<{ file: Blob; name: string }>> {
  const response = await send(`/export?format=${format}`, {});
  if (!(response instanceof Response)) return noAnswer(response);
  if (!response.ok) return refusal(response);
  try {
    const file = await response.blob();
    const name =
      /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
      `promptario-locker.${format}`;
    return { ok: true, data: { file, name } };
  } catch (error) {
    return noAnswer(actionFailureOf(error) ?? { actionFailure: "server" });
  }
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the address by the time this runs.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const REFUSALS: Record<string, MessageKey> = {
  prompt_not_found: "locker.refused.promptNotFound",
  project_not_found: "locker.refused.projectNotFound",
  project_exists: "locker.project.exists",
  too_many_prompts: "locker.refused.tooManyPrompts",
  too_many_projects: "locker.refused.tooManyProjects",
};

/** Why the server refused a change (a 4xx), in the member's language. */
export function refusalMessage(
  t: Translate,
  locale: Locale,
  answer: { status: number; code?: string },
): string {
  const known = answer.code ? REFUSALS[answer.code] : undefined;
  if (known)
    return t(known, {
      prompts: numberFormat(locale).format(LOCKER_LIMITS.prompts),
      projects: PROJECT_LIMITS.projects,
    });
  if (answer.status === 401) return t("locker.refused.signedOut");
  if (answer.status === 403) return t("locker.refused.legendOnly");
  if (answer.status === 400) return t("locker.refused.invalid");
  return t("locker.refused.other");
}
