import { z } from "zod";
import {
  CategoriesQuerySchema,
  CategoryListSchema,
  CategorySchema,
  CategoryWithCountSchema,
  ErrorSchema,
  PromptDetailSchema,
  PromptEventBodySchema,
  PromptEventResultSchema,
  PromptIdSchema,
  PromptListItemSchema,
  PromptListSchema,
  PromptQuerySchema,
  PromptResponseSchema,
  PromptSearchQuerySchema,
  PromptSummarySchema,
} from "./schemas";

type JsonSchema = Record<string, unknown>;

// Responses are described as the server writes them, request bodies as a client may send them.
const RESPONSE_SCHEMAS = {
  Error: ErrorSchema,
  Category: CategorySchema,
  CategoryWithCount: CategoryWithCountSchema,
  CategoryList: CategoryListSchema,
  PromptSummary: PromptSummarySchema,
  PromptListItem: PromptListItemSchema,
  PromptList: PromptListSchema,
  PromptDetail: PromptDetailSchema,
  PromptResponse: PromptResponseSchema,
  PromptEventResult: PromptEventResultSchema,
};
const REQUEST_SCHEMAS = { PromptEventBody: PromptEventBodySchema };

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 description of /api/v1, generated from the zod schemas the handlers parse with. */
export function openApiDocument(): JsonSchema {
  cached ??= buildDocument();
  return cached;
}

function buildDocument(): JsonSchema {
  const ref = (id: keyof typeof RESPONSE_SCHEMAS | keyof typeof REQUEST_SCHEMAS) => ({
    $ref: `#/components/schemas/${id}`,
  });
  const json = (id: keyof typeof RESPONSE_SCHEMAS, description: string, headers?: JsonSchema) => ({
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: ref(id) } },
  });
  const cacheControl = (value: string) => ({
    "Cache-Control": { description: `Always \`${value}\`.`, schema: { type: "string", const: value } },
  });
  const noStore = cacheControl("no-store");
  const badRequest = json("Error", "A parameter is invalid; `issues` names each one.", noStore);
  const notFound = json("Error", "No such prompt, or not one the caller may see.", noStore);
  const promptId = {
    name: "id",
    in: "path",
    required: true,
    ...withDescription(jsonSchemaOf(PromptIdSchema, "output")),
  };

  return {
    openapi: "3.1.0",
    info: {
      title: "Promptário API",
      version: "1.0.0",
      description:
        "Read the Promptário catalogue of AI prompts in English or Portuguese, and record how prompts are used. " +
        "What a caller may read follows its plan: the text of a locked prompt is always null.",
    },
    servers: [{ url: "/api/v1" }],
    paths: {
      "/categories": {
        get: {
          operationId: "listCategories",
          summary: "All categories, with how many prompts each holds",
          parameters: queryParameters(CategoriesQuerySchema),
          responses: {
            "200": json("CategoryList", "The categories, in display order.", {
              ...cacheControl("public, max-age=60"),
              Vary: { schema: { type: "string", const: "Accept-Language, Cookie" } },
            }),
            "400": badRequest,
          },
        },
      },
      "/prompts": {
        get: {
          operationId: "searchPrompts",
          summary: "Search or list prompts",
          description:
            "Without `q`, every published prompt (of `category`, when given) in its default order.",
          parameters: queryParameters(PromptSearchQuerySchema),
          responses: {
            "200": json("PromptList", "One page of matching prompts, best match first.", noStore),
            "400": badRequest,
          },
        },
      },
      "/prompts/{id}": {
        get: {
          operationId: "getPrompt",
          summary: "One prompt, with related prompts",
          parameters: [promptId, ...queryParameters(PromptQuerySchema)],
          responses: {
            "200": json(
              "PromptResponse",
              "The prompt; text, instructions and steps are null when locked.",
              noStore,
            ),
            "400": badRequest,
            "404": notFound,
          },
        },
      },
      "/prompts/{id}/events": {
        post: {
          operationId: "recordPromptEvent",
          summary: "Record that a prompt was copied, shared or used",
          description:
            "Feeds the popular and trending lists. A repeat of the same kind by the same client within ten minutes, " +
            "or too many events from one client in an hour, is accepted but not counted.",
          parameters: [promptId],
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref("PromptEventBody") } },
          },
          responses: {
            "202": json("PromptEventResult", "Accepted.", noStore),
            "400": json("Error", "The body is not JSON or not a valid event.", noStore),
            "404": notFound,
            "413": json("Error", "The body is too large.", noStore),
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This document",
          responses: {
            "200": {
              description: "The OpenAPI 3.1 description of this API.",
              content: { "application/json": { schema: { type: "object" } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        ...componentSchemas(RESPONSE_SCHEMAS, "output"),
        ...componentSchemas(REQUEST_SCHEMAS, "input"),
      },
    },
  };
}

function componentSchemas(
  schemas: Record<string, z.ZodType>,
  io: "input" | "output",
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, { io, uri: (id) => `#/components/schemas/${id}` }).schemas;
  // $schema and a fragment $id do not belong inside an OpenAPI components object.
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
  );
}

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

/** Moves a schema's description up to the parameter, where OpenAPI tools show it. */
function withDescription(schema: JsonSchema): { description?: string; schema: JsonSchema } {
  const { description, ...rest } = schema;
  return typeof description === "string" ? { description, schema: rest } : { schema: rest };
}

/** Query parameters are text on the wire; they are described by the values they parse to. */
function queryParameters(schema: z.ZodObject) {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: "query",
    required: !field.safeParse(undefined).success,
    ...withDescription(jsonSchemaOf(field, "output")),
  }));
}
