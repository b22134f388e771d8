import type { z } from "zod";
import {
  PROMPT_REQUEST_EXAMPLE_MAX,
  PROMPT_REQUEST_PURPOSE_MAX,
  PROMPT_REQUEST_PURPOSE_MIN,
  PromptRequestSchema,
} from "~/core/forms/requests";
import type { MessageKey } from "~/core/messages/en";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { getDb } from "~/server/database.server";
import { appClock } from "~/server/jobs/clock.server";
import { PromptRequestError, type PromptRequestErrorCode } from "./errors";
import { createPromptRequest } from "./requests.server";

/** A field's problem in the member's words, with the numbers its message needs. */
export interface RequestFieldError {
  key: MessageKey;
  vars?: Record<string, number>;
}

/** What the /requests form gets back: sent, or why not (a field, the plan or the limit). */
export type RequestFormResult =
  | { ok: true; id: number }
  | { ok: false; code: PromptRequestErrorCode | "invalid"; fields?: Record<string, RequestFieldError> };

const MAX: Record<string, number> = {
  purpose: PROMPT_REQUEST_PURPOSE_MAX,
  example: PROMPT_REQUEST_EXAMPLE_MAX,
};

function fieldErrorsOf(error: z.ZodError): Record<string, RequestFieldError> {
  const fields: Record<string, RequestFieldError> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (fields[field]) continue;
    fields[field] =
      field === "aiTool"
        ? { key: "requests.errors.aiTool" }
        : issue.code === "too_small"
          ? { key: "requests.errors.purposeShort", vars: { min: PROMPT_REQUEST_PURPOSE_MIN } }
          : issue.code === "too_big"
            ? { key: "requests.errors.tooLong", vars: { max: MAX[field] ?? 0 } }
            : { key: "requests.errors.characters" };
  }
  return fields;
}

/** The /requests form: parse, ask the domain, answer with what the page shows beside the form. */
export async function handleRequestForm(
  request: Request,
  form: FormData,
  member: CurrentMember,
): Promise<{ result: RequestFormResult; status: number }> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const parsed = PromptRequestSchema.safeParse({
    purpose: text("purpose"),
    aiTool: text("aiTool"),
    example: text("example"),
  });
  if (!parsed.success)
    return { result: { ok: false, code: "invalid", fields: fieldErrorsOf(parsed.error) }, status: 400 };
  try {
    const created = await createPromptRequest(await getDb(), member.viewer, parsed.data, appClock.now());
    return { result: { ok: true, id: created.id }, status: 200 };
  } catch (error) {
    if (error instanceof PromptRequestError)
      return { result: { ok: false, code: error.code }, status: error.status };
    throw error;
  }
}
