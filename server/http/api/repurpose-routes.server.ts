import { Hono, type Context } from "hono";
import { z } from "zod";
import { streamSSE } from "hono/streaming";
import { parseRunId, REPURPOSE_FORMATS, repurposeSchema, type RepurposeFormat } from "~/core/forms/repurpose";
import { plainText, wellFormed } from "~/core/forms/text";
import { localeFromRequest, type Locale } from "~/core/locale";
import type { CurrentMember, MemberLookup } from "~/server/accounts/viewer.server";
import type { Ai } from "~/server/ai/ai.server";
import type { AiFailure } from "~/server/ai/errors";
import { LockerError } from "~/server/locker/locker.server";
import { saveRepurposedToLocker } from "~/server/repurpose/locker.server";
import { REPURPOSE_RESULT_MAX_CHARS } from "~/server/repurpose/runs.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { repurposeAll, RepurposeAllowanceError, startRepurpose, streamRepurpose } from "~/server/repurpose/repurpose.server";
import {
  createRepurposeRun,
  deleteRepurposeRun,
  getRepurposeRun,
  listRepurposeRuns,
  RepurposeRunNotFound,
  saveRepurposeResults,
} from "~/server/repurpose/runs.server";
import type { RepurposeRunResult } from "~/server/repurpose/schema";
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
    runId: "Use a run id from 1 to 2147483647",
    notFound: "No such run of yours",
    allowance: (needed: number, left: number, limit: number, time: string) =>
      left === 0
        ? `You have used your ${limit} AI messages for today. They reset at ${time} UTC.`
        : `This needs ${needed} AI messages (one per format) and you have ${left} left today. Choose fewer formats, or wait until ${time} UTC.`,
  },
  pt: {
    auth: "É preciso entrar na sua conta",
    plan: "O reaproveitador de conteúdo faz parte do plano Legend",
    json: "O corpo da requisição precisa ser JSON",
    runId: "Use um id de execução de 1 a 2147483647",
    notFound: "Nenhuma execução sua com esse id",
    allowance: (needed: number, left: number, limit: number, time: string) =>
      left === 0
        ? `Você já usou as ${limit} mensagens de IA de hoje. Elas voltam às ${time} UTC.`
        : `Isso precisa de ${needed} mensagens de IA (uma por formato) e restam ${left} hoje. Escolha menos formatos ou espere até ${time} UTC.`,
  },
} as const;

/** A version to keep in the locker: at most what a run keeps of one (it is shortened to fit). */
export const RepurposeLockerSchema = z.strictObject({
  format: z.enum(REPURPOSE_FORMATS),
  title: z.string().trim().min(1).max(300).refine(plainText).refine(wellFormed),
  content: z.string().trim().min(1).max(REPURPOSE_RESULT_MAX_CHARS).refine(plainText).refine(wellFormed),
});

type Env = { Variables: { member: CurrentMember } };

const wantsStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");

/**
 * POST /api/v1/repurpose (issue 19): a text rewritten for each chosen format. 401 without an
 * account, 403 below Legend, 400 for a bad request and 429 past the daily allowance, each in the
 * caller's language. JSON when every format is written, or server-sent events as they are.
 */
export function repurposeRoutes(members: MemberLookup, ai: () => Ai) {
  const routes = new Hono<Env>();
  const legendMembers = async (c: Context<Env>, next: () => Promise<void>) => {
    const text = REFUSALS[localeFromRequest(c.req.raw)];
    const member = await members(c.req.raw);
    if (!member) return c.json({ error: text.auth }, 401);
    if (!capabilities(member.viewer).legendTools) return c.json({ error: text.plan }, 403);
    c.set("member", member);
    return next();
  };
  routes.use("/repurpose", legendMembers);
  routes.use("/repurpose/*", legendMembers);
  const database = () => ai().database();

  /** The run in the path, or the 400 or 404 to answer. */
  const runIn = async (c: Context<Env>) => {
    const text = REFUSALS[localeFromRequest(c.req.raw)];
    const id = parseRunId(c.req.param("id") ?? "");
    if (id === null) return { refusal: c.json({ error: text.runId }, 400) };
    try {
      return { run: await getRepurposeRun(await database(), c.get("member").user.id, id) };
    } catch (error) {
      if (error instanceof RepurposeRunNotFound) return { refusal: c.json({ error: text.notFound }, 404) };
      throw error;
    }
  };

  routes.get("/repurpose/runs", async (c) => c.json({ items: await listRepurposeRuns(await database(), c.get("member").user.id) }));
  routes.get("/repurpose/runs/:id", async (c) => {
    const found = await runIn(c);
    return found.refusal ?? c.json({ run: found.run });
  });
  routes.delete("/repurpose/runs/:id", async (c) => {
    const found = await runIn(c);
    if (found.refusal) return found.refusal;
    await deleteRepurposeRun(await database(), c.get("member").user.id, found.run.id);
    return c.body(null, 204);
  });

  routes.post("/repurpose/locker", async (c) => {
    const locale = localeFromRequest(c.req.raw);
    const input = RepurposeLockerSchema.safeParse(await jsonBody(c));
    if (!input.success) return invalid(c, input.error);
    try {
      const saved = await saveRepurposedToLocker(await database(), c.get("member").user.id, locale, input.data);
      return saved.ok ? c.json({ id: saved.id, trimmed: saved.trimmed }, 201) : c.json({ error: "The version cannot be saved as a prompt" }, 400);
    } catch (error) {
      if (error instanceof LockerError) return c.json({ error: error.message, code: error.code }, error.status);
      throw error;
    }
  });

  routes.post("/repurpose", async (c) => {
    const locale = localeFromRequest(c.req.raw);
    const text = REFUSALS[locale];
    const member = c.get("member");
    const body = await jsonBody(c);
    if (body === undefined) return c.json({ error: text.json }, 400);
    const input = repurposeSchema(locale).safeParse(body);
    if (!input.success) return invalid(c, input.error);
    const db = await database();
    if (input.data.runId !== undefined) {
      try {
        await getRepurposeRun(db, member.user.id, input.data.runId);
      } catch (error) {
        if (error instanceof RepurposeRunNotFound) return c.json({ error: text.notFound }, 404);
        throw error;
      }
    }

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
    // The AI messages are taken: the run is kept from here on, whatever happens to the connection.
    const runId = input.data.runId ?? (await createRepurposeRun(db, member.user.id, input.data, ai().now())).id;

    if (wantsStream(c)) {
      return streamSSE(c, async (stream) => {
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        const written = new Map<RepurposeFormat, RepurposeRunResult>(
          started.jobs.map(({ format }) => [format, { format, status: "error", content: "", error: "stopped" }]),
        );
        try {
          await stream.writeSSE({ event: "start", data: JSON.stringify({ engine: started.engine, formats: started.jobs.map((job) => job.format), runId }) });
          for await (const event of streamRepurpose(ai(), started, stop.signal)) {
            const result = written.get(event.format)!;
            if (event.type === "delta") result.content += event.text;
            else written.set(event.format, { format: event.format, status: event.type, content: event.content, error: event.type === "error" ? event.code : null });
            if (stream.aborted) break;
            if (event.type === "delta") await stream.writeSSE({ event: "delta", data: JSON.stringify({ format: event.format, text: event.text }) });
            else if (event.type === "done") await stream.writeSSE({ event: "done", data: JSON.stringify({ format: event.format, content: event.content }) });
            else
              await stream.writeSSE({
                event: "error",
                data: JSON.stringify({ format: event.format, code: event.code, error: failure[event.code], content: event.content }),
              });
          }
        } finally {
          // What was written is kept, even when the member left before the end.
          await saveRepurposeResults(db, member.user.id, runId, [...written.values()], ai().now());
        }
        if (!stream.aborted) await stream.writeSSE({ event: "end", data: "{}" });
      });
    }

    const results = await repurposeAll(ai(), started, c.req.raw.signal);
    await saveRepurposeResults(db, member.user.id, runId, results, ai().now());
    return c.json({
      engine: started.engine,
      runId,
      results: results.map((result) => ({ ...result, message: result.error ? failure[result.error] : null })),
    });
  });

  return routes;
}
