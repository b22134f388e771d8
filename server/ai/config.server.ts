import { z } from "zod";

/** The AI module's settings: without AI_BASE_URL, the offline assistant answers. */
export interface AiConfig {
  /** an OpenAI-compatible API, e.g. https://api.openai.com/v1; unset: the offline assistant */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** AI messages a member may send per day (UTC) */
  dailyMessages: number;
  /** an answer that has not finished by then is cut off */
  timeoutMs: number;
  /** the offline assistant's pause between lines, so its answer reads as it is written (tests slow it down) */
  offlinePaceMs: number;
}

const AiEnvSchema = z.object({
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: "AI_BASE_URL must be an http:// or https:// URL" })
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default("gpt-4o-mini"),
  AI_DAILY_MESSAGES: z.coerce.number().int().min(0).max(100_000).default(100),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  AI_OFFLINE_PACE_MS: z.coerce.number().int().min(0).max(5_000).default(0),
});

export function readAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const parsed = AiEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    throw new Error(
      `Promptário cannot start:\n${parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_DAILY_MESSAGES, AI_TIMEOUT_MS, AI_OFFLINE_PACE_MS } =
    parsed.data;
  return {
    baseUrl: AI_BASE_URL?.replace(/\/$/, ""),
    apiKey: AI_API_KEY,
    model: AI_MODEL,
    dailyMessages: AI_DAILY_MESSAGES,
    timeoutMs: AI_TIMEOUT_MS,
    offlinePaceMs: AI_OFFLINE_PACE_MS,
  };
}
