import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { repurposeSchema } from "~/core/forms/repurpose";
import { localeFromRequest, type Locale } from "~/core/locale";
import type { MemberLookup } from "~/server/accounts/viewer.server";
import type { Ai } from "~/server/ai/ai.server";
import type { AiFailure } from "~/server/ai/errors";
import { capabilities } from "~/server/entitlements/entitlements";
import { repurposeAll, RepurposeAllowanceError, startRepurpose, streamRepurpose } from "~/server/repurpose/repurpose.server";
import { invalid, jsonBody } from "./request-body.server";

/** Why a format was not written, in the caller's language (the page shows its own). */
const FAILURE_TEXT: Record<Locale, Record<AiFailure | "allowance", string>> = {
  en: {
    upstream: "Sorry, this version could not be written. Please try again.",
    timeout: "This version took too long and was stopped. Please try again.",
    empty: "The assistant gave an empty answer. Please try again.",
    stopped: "This version was stopped.",
    allowance: "Your daily AI messages ran out before this version.",
  },
  pt: {
    upstream: "Não foi possível escrever esta versão. Tente de novo.",
    timeout: "Esta versão demorou demais e foi interrompida. Tente de novo.",
    empty: "O assistente respondeu em branco. Tente de novo.",
    stopped: "Esta versão foi interrompida.",
    allowance: "Suas mensagens de IA do dia acabaram antes desta versão.",
  },
};

const REFUSALS = {
  en: {
    auth: "Authentication required",
    plan: "The content repurposer is part of the Legend plan",
    json: "The body must be JSON",
    allowance: (needed: number, left: number, limit: number, time: string) =>
      left === 0
        ? `You have used your ${limit} AI messages for today. They reset at ${time} UTC.`
        : `This needs ${needed} AI messages (one per format) and you have ${left} left today. Choose fewer formats, or wait until ${time} UTC.`,
  },
  pt: {
    auth: "É preciso entrar na sua conta",
    plan: "O reaproveitador de conteúdo faz parte do plano Legend",
    json: "O corpo da requisição precisa ser JSON",
    allowance: (needed: number, left: number, limit: number, time: string) =>
      left === 0
        ? `Você já usou as ${limit} mensagens de IA de hoje. Elas voltam às ${time} UTC.`
        : `Isso precisa de ${needed} mensagens de IA (uma por formato) e restam ${left} hoje. Escolha menos formatos ou espere até ${time} UTC.`,
  },
} as const;

const wantsStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");

/**
 * POST /api/v1/repurpose (issue 19): a text rewritten for each chosen format. 401 without an
 * account, 403 below Legend, 400 for a bad request and 429 past the daily allowance, each in the
 * caller's language. JSON when every format is written, or server-sent events as they are.
 */
export function repurposeRoutes(members: MemberLookup, ai: () => Ai) {
  const routes = new Hono();

  routes.post("/repurpose", async (c) => {
    const locale = localeFromRequest(c.req.raw);
    const text = REFUSALS[locale];
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: text.auth }, 401);
    if (!capabilities(member.viewer).legendTools) return c.json({ error: text.plan }, 403);
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: text.json }, 400);
    const input = repurposeSchema(locale).safeParse(body);
    if (!input.success) return invalid(c, input.error);

    let started;
    try {
      started = await startRepurpose(ai(), member, input.data);
    } catch (error) {
      if (!(error instanceof RepurposeAllowanceError)) throw error;
      return c.json(
        {
          error: text.allowance(error.needed, error.left, error.limit, error.resetsAt.toISOString().slice(11, 16)),
          limit: error.limit,
          left: error.left,
          resetsAt: error.resetsAt.toISOString(),
        },
        429,
      );
    }
    const failure = FAILURE_TEXT[locale];

    if (wantsStream(c)) {
      return streamSSE(c, async (stream) => {
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        await stream.writeSSE({ event: "start", data: JSON.stringify({ engine: started.engine, formats: started.jobs.map((job) => job.format) }) });
        for await (const event of streamRepurpose(ai(), started, stop.signal)) {
          if (stream.aborted) break;
          if (event.type === "delta") await stream.writeSSE({ event: "delta", data: JSON.stringify({ format: event.format, text: event.text }) });
          else if (event.type === "done") await stream.writeSSE({ event: "done", data: JSON.stringify({ format: event.format, content: event.content }) });
          else
            await stream.writeSSE({
              event: "error",
              data: JSON.stringify({ format: event.format, code: event.code, error: failure[event.code], content: event.content }),
            });
        }
        if (!stream.aborted) await stream.writeSSE({ event: "end", data: "{}" });
      });
    }

    const results = await repurposeAll(ai(), started, c.req.raw.signal);
    return c.json({
      engine: started.engine,
      results: results.map((result) => ({ ...result, message: result.error ? failure[result.error] : null })),
    });
  });

  return routes;
}
