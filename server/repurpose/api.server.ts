import { type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { REPURPOSE_FORMATS, repurposeSchema, type RepurposeFormat } from "~/core/forms/repurpose";
import { plainText, wellFormed } from "~/core/forms/text";
import { IdParamSchema } from "~/core/ids";
import { localeFromRequest, type Locale } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import type { AiFailure } from "~/server/ai/errors";
import {
  answerErrors,
  type ApiContext,
  createApiRouter,
  errorResponse,
  invalidInput,
  jsonBody,
  jsonResponse,
  memberRouteFor,
  needsMember,
} from "~/server/api.server";
import { capabilities } from "~/server/entitlements/entitlements";
import { LockerError } from "~/server/locker/locker.server";
import {
  RepurposeAnswerSchema,
  RepurposeBodySchema,
  RepurposeLockerResultSchema,
  RepurposeRunListSchema,
  RepurposeRunResponseSchema,
} from "./api-schemas";
import { saveRepurposedToLocker } from "./locker.server";
import { repurposeAll, RepurposeAllowanceError, startRepurpose, streamRepurpose } from "./repurpose.server";
import {
  createRepurposeRun,
  deleteRepurposeRun,
  getRepurposeRun,
  listRepurposeRuns,
  REPURPOSE_RESULT_MAX_CHARS,
  RepurposeRunNotFound,
  saveRepurposeResults,
} from "./runs.server";
import type { RepurposeRunResult } from "./schema";

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
const RepurposeLockerSchema = z
  .strictObject({
    format: z.enum(REPURPOSE_FORMATS),
    title: z.string().trim().min(1).max(300).refine(plainText).refine(wellFormed),
    content: z.string().trim().min(1).max(REPURPOSE_RESULT_MAX_CHARS).refine(plainText).refine(wellFormed),
  })
  .meta({ id: "RepurposeLockerBody" });

const RunIdParams = z.object({ id: IdParamSchema.meta({ description: "The run's id." }) });
const RUN_ID_INVALID = errorResponse("The id is not a whole number from 1 to 2147483647.");
const RUN_NOT_FOUND = errorResponse("No such run of the caller's.");

type Env = { Variables: { member: CurrentMember } };

const refusals = (c: Context) => REFUSALS[localeFromRequest(c.req.raw)];
const wantsStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");

/** Every repurpose operation: tagged, for a member's session or bearer token, with its refusals. */
const repurposeRoute = memberRouteFor("repurpose", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse("The content repurposer is part of the Legend plan."),
});

/** A run id in the path that is not one the database can hold is a 400, in the caller's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const repurposeHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return c.json({ error: refusals(c).runId }, 400);
  return invalidInput(c, result.error);
};

/** The document describes the English request; a caller is told what is wrong in their own language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook of one route's body
const answerInCallersLanguage: Hook<any, Env, any, any> = async (result, c) => {
  if (result.success) return;
  // The body was read already; a request without one was checked as `{}`.
  const body: unknown = await c.req.json().catch(() => ({}));
  const localized = repurposeSchema(localeFromRequest(c.req.raw)).safeParse(body);
  return invalidInput(c, localized.error ?? result.error);
};

/**
 * /api/v1/repurpose: a text rewritten for each chosen format, and the member's recent runs. 401
 * without an account, 403 below Legend, 400 for a bad request and 429 past the daily allowance,
 * each in the caller's language. JSON when every format is written, or server-sent events as they are.
 */
export function repurposeApi({ members, ai }: ApiContext) {
  const routes = createApiRouter<Env>(repurposeHook);
  const database = () => ai().database();

  routes.use(
    "*",
    needsMember(members, {
      unauthenticated: (c) => refusals(c).auth,
      gate: {
        allows: (member) => capabilities(member.viewer).legendTools,
        refusal: (c) => refusals(c).plan,
      },
    }),
  );

  answerErrors(routes, (failure, c) => {
    const text = refusals(c);
    if (failure instanceof RepurposeRunNotFound) return c.json({ error: text.notFound }, 404);
    if (failure instanceof RepurposeAllowanceError) {
      return c.json(
        {
          error: text.allowance(
            failure.needed,
            failure.left,
            failure.limit,
            failure.resetsAt.toISOString().slice(11, 16),
          ),
          limit: failure.limit,
          left: failure.left,
          resetsAt: failure.resetsAt.toISOString(),
        },
        429,
      );
    }
    if (failure instanceof LockerError)
      return c.json({ error: failure.message, code: failure.code }, failure.status);
    if (failure instanceof HTTPException && failure.status === 400) return c.json({ error: text.json }, 400);
    return undefined;
  });

  routes.openapi(
    repurposeRoute({
      method: "get",
      path: "/runs",
      operationId: "listRepurposeRuns",
      summary: "The caller's recent runs, newest first (the newest 20 are kept, with their results)",
      responses: { 200: jsonResponse(RepurposeRunListSchema, "One line each.") },
    }),
    async (c) => c.json({ items: await listRepurposeRuns(await database(), c.get("member").user.id) }, 200),
  );

  routes.openapi(
    repurposeRoute({
      method: "get",
      path: "/runs/{id}",
      operationId: "getRepurposeRun",
      summary: "One run: its text, formats, language, tone and results",
      request: { params: RunIdParams },
      responses: {
        200: jsonResponse(RepurposeRunResponseSchema, "The run."),
        400: RUN_ID_INVALID,
        404: RUN_NOT_FOUND,
      },
    }),
    async (c) =>
      c.json(
        { run: await getRepurposeRun(await database(), c.get("member").user.id, c.req.valid("param").id) },
        200,
      ),
  );

  routes.openapi(
    repurposeRoute({
      method: "delete",
      path: "/runs/{id}",
      operationId: "deleteRepurposeRun",
      summary: "Delete one run",
      request: { params: RunIdParams },
      responses: { 204: { description: "Deleted." }, 400: RUN_ID_INVALID, 404: RUN_NOT_FOUND },
    }),
    async (c) => {
      const db = await database();
      const userId = c.get("member").user.id;
      const run = await getRepurposeRun(db, userId, c.req.valid("param").id);
      await deleteRepurposeRun(db, userId, run.id);
      return c.body(null, 204);
    },
  );

  routes.openapi(
    repurposeRoute({
      method: "post",
      path: "/locker",
      operationId: "saveRepurposedToLocker",
      summary:
        "Keep one version in the caller's Legend Vault, tagged `repurposed` and its format (shortened to fit when longer than a Vault prompt)",
      request: { body: jsonBody(RepurposeLockerSchema) },
      responses: {
        201: jsonResponse(RepurposeLockerResultSchema, "Saved."),
        400: errorResponse("The format, title or content is invalid."),
        409: errorResponse("The locker is full."),
      },
    }),
    async (c) => {
      const saved = await saveRepurposedToLocker(
        await database(),
        c.get("member").user.id,
        localeFromRequest(c.req.raw),
        c.req.valid("json"),
      );
      return saved.ok
        ? c.json({ id: saved.id, trimmed: saved.trimmed }, 201)
        : c.json({ error: "The version cannot be saved as a prompt" }, 400);
    },
  );

  routes.openapi(
    repurposeRoute({
      method: "post",
      path: "/",
      operationId: "repurposeText",
      summary:
        "Rewrite a text as an X thread, LinkedIn post, Instagram caption, newsletter section, 60-second video script or blog outline",
      request: { body: jsonBody(RepurposeBodySchema) },
      responses: {
        200: {
          description:
            "Every format as JSON once written (`engine.kind` offline: the offline assistant's rule-based versions). With `Accept: text/event-stream`, server-sent events instead: `start` ({engine, formats, runId}), `delta` ({format, text}) as each is written, then per format `done` ({format, content}) or `error` ({format, code, error, content}), and `end` ({}) last.",
          content: {
            "application/json": { schema: RepurposeAnswerSchema },
            "text/event-stream": { schema: { type: "string" } },
          },
        },
        400: errorResponse(
          'The text is empty ("Please enter some text") or over 20,000 characters, or a format, the language or the tone is not in the list; in the caller\'s language, `issues` names each problem.',
        ),
        404: errorResponse("`runId` is not one of the caller's runs."),
        429: errorResponse(
          "Fewer AI messages are left today than the formats asked (one each): `limit`, `left`, `resetsAt`; nothing was taken.",
        ),
      },
    }),
    async (c) => {
      const locale = localeFromRequest(c.req.raw);
      const member = c.get("member");
      // Parsed again in the caller's language, whose schema also makes it the default `language`.
      const input = repurposeSchema(locale).parse(await c.req.json());
      const db = await database();
      if (input.runId !== undefined) await getRepurposeRun(db, member.user.id, input.runId);

      const started = await startRepurpose(ai(), member, input);
      const failure = FAILURE_TEXT[locale];
      // The AI messages are taken: the run is kept from here on, whatever happens to the connection.
      const runId = input.runId ?? (await createRepurposeRun(db, member.user.id, input, ai().now())).id;

      if (wantsStream(c)) {
        return streamSSE(c, async (stream) => {
          const stop = new AbortController();
          stream.onAbort(() => stop.abort());
          const written = new Map<RepurposeFormat, RepurposeRunResult>(
            started.jobs.map(({ format }) => [
              format,
              { format, status: "error", content: "", error: "stopped" },
            ]),
          );
          try {
            await stream.writeSSE({
              event: "start",
              data: JSON.stringify({
                engine: started.engine,
                formats: started.jobs.map((job) => job.format),
                runId,
              }),
            });
            for await (const event of streamRepurpose(ai(), started, stop.signal)) {
              const result = written.get(event.format)!;
              if (event.type === "delta") result.content += event.text;
              else
                written.set(event.format, {
                  format: event.format,
                  status: event.type,
                  content: event.content,
                  error: event.type === "error" ? event.code : null,
                });
              if (stream.aborted) break;
              if (event.type === "delta")
                await stream.writeSSE({
                  event: "delta",
                  data: JSON.stringify({ format: event.format, text: event.text }),
                });
              else if (event.type === "done")
                await stream.writeSSE({
                  event: "done",
                  data: JSON.stringify({ format: event.format, content: event.content }),
                });
              else
                await stream.writeSSE({
                  event: "error",
                  data: JSON.stringify({
                    format: event.format,
                    code: event.code,
                    error: failure[event.code],
                    content: event.content,
                  }),
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
      return c.json(
        {
          engine: started.engine,
          runId,
          results: results.map((result) => ({
            ...result,
            message: result.error ? failure[result.error] : null,
          })),
        },
        200,
      );
    },
    answerInCallersLanguage,
  );

  return routes;
}
