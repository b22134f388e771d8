import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { ExampleInputSchema, HandleInputSchema } from "~/core/forms/examples";
import {
  errorResponse,
  invalidInput,
  jsonBody,
  jsonResponse,
  OPTIONAL_MEMBER_SECURITY,
  type ApiContext,
} from "~/server/api.server";
import {
  ExampleBodyInput,
  ExampleIdParams,
  ExampleResponseSchema,
  ExampleSortQuery,
  HandleBodyInput,
  HandleResponseSchema,
  PromptExamplesSchema,
  PromptIdParams,
} from "./api-schemas";
import { communityRoute, voteRoutes, type Env } from "./route.server";
import { addExample, deleteExample, listExamples, voteExample } from "./examples.server";
import { setHandle } from "./handles.server";

const NOT_FOUND = errorResponse("No such prompt or example, or one the caller cannot see.");

/** "What it made" (a prompt's examples) and the member's handle, on the community's router. */
export function exampleRoutes(
  routes: OpenAPIHono<Env>,
  { database, viewerOf, clock }: Pick<ApiContext, "database" | "viewerOf" | "clock">,
  requireMember: (c: Context<Env>, next: Next) => Promise<Response | void>,
) {
  routes.openapi(
    createRoute({
      method: "get",
      path: "/prompts/{id}/examples",
      operationId: "listPromptExamples",
      summary: "What a prompt made: members' examples, for readers of its text (anyone may read them)",
      tags: ["community"],
      security: OPTIONAL_MEMBER_SECURITY,
      request: { params: PromptIdParams, query: ExampleSortQuery },
      responses: { 200: jsonResponse(PromptExamplesSchema, "The examples."), 404: NOT_FOUND },
    }),
    async (c) =>
      c.json(
        await listExamples(
          await database(),
          await viewerOf(c.req.raw),
          c.req.valid("param").id,
          c.req.valid("query").sort,
          clock.now(),
        ),
        200,
      ),
  );

  routes.openapi(
    communityRoute({
      method: "post",
      path: "/prompts/{id}/examples",
      operationId: "addExample",
      summary: "Add an example of what the prompt made (10 an hour)",
      middleware: [requireMember] as const,
      request: { params: PromptIdParams, body: jsonBody(ExampleBodyInput) },
      responses: {
        201: jsonResponse(ExampleResponseSchema, "Added."),
        400: errorResponse("The example is empty, too long or not valid."),
        404: NOT_FOUND,
        429: {
          ...errorResponse("10 examples in the last hour (`code`: example_limit)."),
          headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } },
        },
      },
    }),
    async (c) => {
      const input = ExampleInputSchema.safeParse(c.req.valid("json"));
      if (!input.success) return invalidInput(c, input.error);
      const { example } = await addExample(
        await database(),
        c.get("member").viewer,
        c.req.valid("param").id,
        input.data,
        clock.now(),
      );
      return c.json({ example }, 201);
    },
  );

  routes.openapi(
    communityRoute({
      method: "delete",
      path: "/examples/{id}",
      operationId: "deleteExample",
      summary: "Delete your example",
      middleware: [requireMember] as const,
      request: { params: ExampleIdParams },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
    }),
    async (c) => {
      await deleteExample(await database(), c.get("member").viewer, c.req.valid("param").id, clock.now());
      return c.body(null, 204);
    },
  );

  voteRoutes(routes, requireMember, {
    path: "/examples/{id}/vote",
    params: ExampleIdParams,
    operationIds: { up: "upvoteExample", down: "undoExampleUpvote" },
    summaries: { up: "Upvote an example (once)", down: "Take back your upvote on an example" },
    counted: "The example's count now.",
    notFound: NOT_FOUND,
    vote: async (viewer, id, up) => voteExample(await database(), viewer, id, up, clock.now()),
  });

  routes.openapi(
    communityRoute({
      method: "put",
      path: "/me/handle",
      operationId: "setHandle",
      summary: "Pick your public handle (/u/{handle}); an empty one removes it",
      middleware: [requireMember] as const,
      request: { body: jsonBody(HandleBodyInput) },
      responses: {
        200: jsonResponse(HandleResponseSchema, "Your handle now."),
        400: errorResponse("Not 3 to 30 lowercase letters, digits or hyphens, or a reserved word."),
        409: errorResponse("Someone else has it (`code`: handle_taken)."),
      },
    }),
    async (c) => {
      const raw = c.req.valid("json").handle;
      if (raw.trim() !== "") {
        const input = HandleInputSchema.safeParse({ handle: raw });
        if (!input.success) return invalidInput(c, input.error);
      }
      const handle = await setHandle(await database(), c.get("member").viewer.userId, raw);
      return c.json({ handle }, 200);
    },
  );
}
