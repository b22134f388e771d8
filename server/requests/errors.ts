import { OPEN_PROMPT_REQUESTS_LIMIT } from "~/core/forms/requests";

/** Refusals of prompt requests: `message` is the English text the API answers with. */
export type PromptRequestErrorCode =
  "plan_required" | "open_limit" | "request_not_found" | "prompt_not_found";

const TEXT: Record<PromptRequestErrorCode, string> = {
  plan_required: "Requesting prompts is part of the Creator and Legend plans",
  open_limit: `You already have ${OPEN_PROMPT_REQUESTS_LIMIT} requests waiting for an answer, the limit. A new one can be sent once one of them is answered.`,
  request_not_found: "Prompt request not found",
  prompt_not_found: "There is no published prompt with that id",
};

const STATUS: Record<PromptRequestErrorCode, 400 | 403 | 404 | 409> = {
  plan_required: 403,
  open_limit: 409,
  request_not_found: 404,
  prompt_not_found: 400,
};

export class PromptRequestError extends Error {
  readonly status: 400 | 403 | 404 | 409;
  constructor(readonly code: PromptRequestErrorCode) {
    super(TEXT[code]);
    this.name = "PromptRequestError";
    this.status = STATUS[code];
  }
}
