/** Why an AI answer did not come; the chat shows each in the member's language. */
export type AiFailure = "upstream" | "timeout" | "empty" | "stopped";

export class AiError extends Error {
  constructor(
    readonly failure: AiFailure,
    detail?: string,
  ) {
    super(detail ?? failure);
    this.name = "AiError";
  }
}

/** Past the daily allowance: a 429 until `resetsAt`. */
export class AiAllowanceError extends Error {
  constructor(
    readonly limit: number,
    readonly resetsAt: Date,
  ) {
    super(`The daily limit of ${limit} AI messages is reached; it resets at ${resetsAt.toISOString()}`);
    this.name = "AiAllowanceError";
  }
}
