import { type Hook } from "@hono/zod-openapi";
import { z } from "zod";
import { IdParamSchema } from "~/core/ids";
import { localeFromRequest } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
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
import { SavedValuesBodySchema, SavedValuesQuerySchema, SavedValuesSchema } from "./api-schemas";
import { getSavedValues, saveValues, SavedValuesError } from "./saved-values.server";

type Env = { Variables: { member: CurrentMember } };

const PromptIdParams = z.object({ id: IdParamSchema.meta({ description: "The prompt's id." }) });

const valuesRoute = memberRouteFor("variables", {
  401: errorResponse("No session or bearer token."),
  403: errorResponse("The prompt is locked for the caller's plan."),
  404: errorResponse("No such prompt, or one the caller cannot see."),
});

/** A path that names no prompt is a 404, like a prompt that is not there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook serves routes of every shape
const valuesHook: Hook<any, Env, any, any> = (result, c) => {
  if (result.success) return;
  if (result.target === "param") return c.json({ error: "Prompt not found", code: "prompt_not_found" }, 404);
  return invalidInput(c, result.error);
};

/**
 * What a member last filled in a prompt's variables: GET and PUT /prompts/{id}/values. The prompt
 * page's fill-in form reads it on opening and keeps it as the member types.
 */
export function variablesApi({ database, members, clock }: ApiContext) {
  const routes = createApiRouter<Env>(valuesHook);

  const requireMember = needsMember(members);

  answerErrors(routes, (failure, c) => {
    if (failure instanceof SavedValuesError)
      return c.json(
        {
          error: failure.message,
          code: failure.code,
          ...(failure.issues.length ? { issues: failure.issues } : {}),
        },
        failure.status,
      );
    return undefined;
  });

  routes.openapi(
    valuesRoute({
      method: "get",
      path: "/prompts/{id}/values",
      operationId: "getSavedValues",
      summary: "What you last filled in the prompt's variables",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams, query: SavedValuesQuerySchema },
      responses: {
        200: jsonResponse(SavedValuesSchema, "The kept values that still fit the prompt's variables."),
        400: errorResponse("The language is not one of ours."),
      },
    }),
    async (c) => {
      const language = c.req.valid("query").language ?? localeFromRequest(c.req.raw);
      const saved = await getSavedValues(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        language,
        clock.now(),
      );
      return c.json(saved, 200);
    },
  );

  routes.openapi(
    valuesRoute({
      method: "put",
      path: "/prompts/{id}/values",
      operationId: "saveValues",
      summary: "Keep what you filled in the prompt's variables, for next time",
      description:
        "Replaces what was kept. Every value must name one of the prompt's variables and fit it (a choice's option, a YYYY-MM-DD date, a number in range); empty values are dropped, and no value at all removes what was kept.",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams, body: jsonBody(SavedValuesBodySchema) },
      responses: {
        200: jsonResponse(SavedValuesSchema, "What is kept now."),
        400: errorResponse("A value names no variable or does not fit it; `issues` names each one."),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const saved = await saveValues(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        body.language ?? localeFromRequest(c.req.raw),
        body.values,
        clock.now(),
      );
      return c.json(saved, 200);
    },
  );

  return routes;
}
