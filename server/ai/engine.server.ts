import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import type { Locale } from "~/core/locale";
import type { Viewer } from "~/server/entitlements/entitlements";
import type { AiConfig } from "./config.server";
import { AiError } from "./errors";

export type AiFeature = "chat" | "focus" | "repurpose";

export interface AiTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AiRequest {
  feature: AiFeature;
  /** instructions for a model; the offline assistant has its own */
  system: string;
  /** the conversation so far, the member's latest message last */
  turns: AiTurn[];
  locale: Locale;
  viewer: Viewer;
  /** the member stopped the answer */
  signal?: AbortSignal;
  /**
   * What the offline assistant answers for this feature, in paragraphs; without it, it answers a
   * chat message from the library.
   */
  offline?: string[];
  /**
   * The member's project the conversation is in: its instructions are already in `system` for a
   * model; the offline assistant, which reads no instructions, says it follows them and suggests the
   * project's saved prompts first.
   */
  project?: AiProject;
}

export interface AiProject {
  id: string;
  name: string;
  instructions: string;
}

/** Something that writes an answer, piece by piece. */
export interface AiEngine {
  readonly kind: "model" | "offline";
  /** the model's name, or "offline" */
  readonly model: string;
  stream(request: AiRequest): AsyncIterable<string>;
}

/**
 * An OpenAI-compatible chat-completions API through the AI SDK, streamed. Errors, the time limit
 * and the member's stop become AiError, so every feature reports them the same way.
 */
export function createModelEngine(config: AiConfig & { baseUrl: string }): AiEngine {
  const provider = createOpenAICompatible({
    name: "promptario-ai",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  return {
    kind: "model",
    model: config.model,
    async *stream(request) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
      const result = streamText({
        model: provider.chatModel(config.model),
        system: request.system,
        messages: request.turns,
        abortSignal: signal,
        maxRetries: 0,
        // The failure reaches the loop below as an error part; one line in the log is enough.
        onError: ({ error }) =>
          console.warn("AI upstream failed:", error instanceof Error ? error.message : error),
      });
      try {
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") {
            if (part.text) yield part.text;
          } else if (part.type === "error") {
            throw part.error;
          } else if (part.type === "abort") {
            throw new AiError(timeout.aborted ? "timeout" : "stopped");
          }
        }
      } catch (error) {
        if (error instanceof AiError) throw error;
        if (timeout.aborted) throw new AiError("timeout");
        if (request.signal?.aborted) throw new AiError("stopped");
        throw new AiError("upstream", error instanceof Error ? error.message : String(error));
      }
    },
  };
}
