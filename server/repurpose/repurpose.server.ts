import type { RepurposeFormat, RepurposeInput, RepurposeTone } from "~/core/forms/repurpose";
import type { Locale } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { allowanceOf, dayBounds, reserveAiCall, streamAi, type Ai } from "~/server/ai/ai.server";
import { AiAllowanceError, AiError, type AiFailure } from "~/server/ai/errors";
import { offlineRepurpose } from "./offline.server";

/**
 * The content repurposer: one text rewritten for several platforms by the AI module,
 * one AI call per format, each counted against the member's daily allowance. The calls are
 * reserved before anything is written, so a request past the allowance is refused whole (429);
 * the formats are then written side by side and their pieces interleave, each tagged with its format.
 */

/** Past the allowance: this request needs `needed` AI messages and `left` remain today. */
export class RepurposeAllowanceError extends AiAllowanceError {
  constructor(
    limit: number,
    resetsAt: Date,
    readonly needed: number,
    readonly left: number,
  ) {
    super(limit, resetsAt);
    this.name = "RepurposeAllowanceError";
  }
}

export type RepurposeEvent =
  | { type: "delta"; format: RepurposeFormat; text: string }
  | { type: "done"; format: RepurposeFormat; content: string }
  | { type: "error"; format: RepurposeFormat; code: AiFailure | "allowance"; content: string };

export interface StartedRepurpose {
  engine: { kind: "model" | "offline"; model: string };
  jobs: { format: RepurposeFormat; usageId: number | null }[];
  input: RepurposeInput;
  member: CurrentMember;
}

const LANGUAGE_NAME: Record<Locale, string> = { en: "English", pt: "Brazilian Portuguese" };

const TONE_TEXT: Record<RepurposeTone, string> = {
  professional: "professional: clear, confident and concise",
  friendly: "friendly: warm, conversational and approachable",
  persuasive: "persuasive: energetic, benefit-led, ending with a strong call to action",
  educational: "educational: explanatory, step by step, easy to follow",
};

const FORMAT_TEXT: Record<RepurposeFormat, string> = {
  thread:
    "an X (Twitter) thread. Each post at most 280 characters, numbered at its start as 1/n, 2/n, … Separate the posts with one blank line and nothing else; no other text before or after.",
  linkedin:
    "a LinkedIn post of at most 3,000 characters: a one-line hook, then short paragraphs of one or two sentences separated by blank lines, ending with a question or call to action. No hashtags beyond three at the end.",
  instagram:
    "an Instagram caption of at most 2,200 characters: a hook under 125 characters, a short body, a call to action, then 3 to 6 relevant hashtags on the last line.",
  newsletter:
    "a newsletter section of at most 300 words in Markdown: a ## heading, a short summary paragraph, up to three bullet key points and a closing line.",
  video:
    "a 60-second video script of about 150 words in Markdown with three timed sections: **Hook (0–5 s)**, **Body (5–50 s)** and **Call to action (50–60 s)**, written to be spoken.",
  blog: "a blog post outline in Markdown: a # title, then 4 to 8 ## sections, each with two or three bullet points of what it covers, and a conclusion.",
};

/** The instructions for a model: one format, the language and tone, only the member's own content. */
export function repurposeSystem(format: RepurposeFormat, language: Locale, tone: RepurposeTone): string {
  return [
    `You repurpose the user's text into ${FORMAT_TEXT[format]}`,
    `Write in ${LANGUAGE_NAME[language]}, in a ${TONE_TEXT[tone]} tone.`,
    "Keep to the facts and ideas of the text; do not invent figures, quotes or claims. Answer with the result only.",
  ].join("\n");
}

/**
 * Takes one AI message per format from today's allowance, or refuses the whole request when fewer
 * remain than it needs (RepurposeAllowanceError, nothing taken). Two requests at the same moment can
 * still race past the check: a format whose reservation is then refused ends with an "allowance" error.
 */
export async function startRepurpose(
  ai: Ai,
  member: CurrentMember,
  input: RepurposeInput,
): Promise<StartedRepurpose> {
  const allowance = await allowanceOf(ai, member.user.id);
  const left = Math.max(0, allowance.limit - allowance.used);
  if (left < input.formats.length) {
    throw new RepurposeAllowanceError(
      allowance.limit,
      dayBounds(ai.now()).resetsAt,
      input.formats.length,
      left,
    );
  }
  const jobs: StartedRepurpose["jobs"] = [];
  for (const format of input.formats) {
    try {
      jobs.push({ format, usageId: await reserveAiCall(ai, member.user.id, "repurpose", input.text.length) });
    } catch (error) {
      if (!(error instanceof AiAllowanceError)) throw error;
      if (jobs.length === 0)
        throw new RepurposeAllowanceError(error.limit, error.resetsAt, input.formats.length, 0);
      jobs.push({ format, usageId: null });
    }
  }
  return { engine: { kind: ai.engine.kind, model: ai.engine.model }, jobs, input, member };
}

/**
 * Writes every reserved format at once and yields their pieces as they come, then each one's end.
 * Stopping the iteration (or `signal`) stops the answers still being written.
 */
export async function* streamRepurpose(
  ai: Ai,
  started: StartedRepurpose,
  signal?: AbortSignal,
): AsyncGenerator<RepurposeEvent> {
  const { input, member } = started;
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener("abort", stop);
  const queue: RepurposeEvent[] = [];
  let wake: (() => void) | undefined;
  const push = (event: RepurposeEvent) => {
    queue.push(event);
    wake?.();
  };

  const write = async ({ format, usageId }: StartedRepurpose["jobs"][number]) => {
    if (usageId === null) return push({ type: "error", format, code: "allowance", content: "" });
    let content = "";
    try {
      for await (const piece of streamAi(ai, usageId, {
        feature: "repurpose",
        system: repurposeSystem(format, input.language, input.tone),
        turns: [{ role: "user", content: input.text }],
        locale: input.language,
        viewer: member.viewer,
        signal: controller.signal,
        offline: offlineRepurpose(format, input.text, input.language, input.tone),
      })) {
        content += piece;
        push({ type: "delta", format, text: piece });
      }
      push({ type: "done", format, content: content.trim() });
    } catch (error) {
      push({ type: "error", format, code: error instanceof AiError ? error.failure : "upstream", content });
    }
  };

  let running = started.jobs.length;
  for (const job of started.jobs) {
    void write(job).finally(() => {
      running -= 1;
      wake?.();
    });
  }
  try {
    while (running > 0 || queue.length > 0) {
      const next = queue.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    controller.abort();
  }
}

export interface RepurposeResult {
  format: RepurposeFormat;
  status: "done" | "error";
  content: string;
  error: AiFailure | "allowance" | null;
}

/** Every format written to its end, in the order asked. */
export async function repurposeAll(
  ai: Ai,
  started: StartedRepurpose,
  signal?: AbortSignal,
): Promise<RepurposeResult[]> {
  const ended = new Map<RepurposeFormat, RepurposeResult>();
  for await (const event of streamRepurpose(ai, started, signal)) {
    if (event.type === "done")
      ended.set(event.format, { format: event.format, status: "done", content: event.content, error: null });
    else if (event.type === "error")
      ended.set(event.format, {
        format: event.format,
        status: "error",
        content: event.content,
        error: event.code,
      });
  }
  return started.jobs.map(
    ({ format }) => ended.get(format) ?? { format, status: "error", content: "", error: "upstream" },
  );
}
