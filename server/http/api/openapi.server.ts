import { z } from "zod";
import { ID_MAX } from "~/core/ids";
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
  TrendsQuerySchema,
  TrendsSchema,
} from "./schemas";

import { MemberPromptPatchSchema, MemberPromptSchema } from "~/core/forms/prompt";
import { CheckoutSchema, PlanChangeSchema } from "./billing-routes.server";
import {
  FavoriteListSchema,
  FavoriteResultSchema,
  MemberPromptListSchema,
  MemberPromptResponseSchema,
  RedirectSchema,
  SubscriptionCheckSchema,
  WebhookResultSchema,
  MemberAnalyticsSchema,
  RecommendationListSchema,
  PlanChangeResponseSchema,
} from "./member-api-schemas";
import { memberPaths } from "./openapi-member.server";

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
  Trends: TrendsSchema,
  FavoriteList: FavoriteListSchema,
  FavoriteResult: FavoriteResultSchema,
  SubscriptionCheck: SubscriptionCheckSchema,
  Redirect: RedirectSchema,
  WebhookResult: WebhookResultSchema,
  MemberPromptResponse: MemberPromptResponseSchema,
  MemberPromptList: MemberPromptListSchema,
  MemberAnalytics: MemberAnalyticsSchema,
  RecommendationList: RecommendationListSchema,
  PlanChangeResponse: PlanChangeResponseSchema,
};
const REQUEST_SCHEMAS = {
  PromptEventBody: PromptEventBodySchema,
  CheckoutBody: CheckoutSchema,
  MemberPromptBody: MemberPromptSchema,
  MemberPromptPatchBody: MemberPromptPatchSchema,
  PlanChangeBody: PlanChangeSchema,
};

/** Anyone; a member's session or token changes what they may read. */
const OPTIONAL_MEMBER = [{}, { bearer: [] }, { session: [] }];

let cached: JsonSchema | undefined;

/**
 * The OpenAPI 3.1 description of /api/v1: the features' routes declared with createRoute describe
 * themselves (`generated`); the rest are described here from the zod schemas they parse with.
 */
export function openApiDocument(generated: { paths?: object; components?: { schemas?: object } } = {}): JsonSchema {
  cached ??= mergeDocuments(buildDocument(), generated);
  boundIntegerIds(cached);
  return cached;
}

function mergeDocuments(document: JsonSchema, generated: { paths?: object; components?: { schemas?: object } }): JsonSchema {
  const paths = { ...(document.paths as Record<string, JsonSchema>) };
  for (const [path, operations] of Object.entries(generated.paths ?? {})) paths[path] = { ...paths[path], ...operations };
  const components = document.components as { schemas: JsonSchema };
  return { ...document, paths, components: { ...components, schemas: { ...components.schemas, ...generated.components?.schemas } } };
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

  const document = {
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
          tags: ["catalogue"],
          security: OPTIONAL_MEMBER,
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
          tags: ["catalogue"],
          security: OPTIONAL_MEMBER,
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
          tags: ["catalogue"],
          security: OPTIONAL_MEMBER,
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
          tags: ["catalogue"],
          security: OPTIONAL_MEMBER,
          description:
            "Feeds the popular and trending lists. A repeat of the same kind by the same person within ten minutes, " +
            "or more than 60 events from them in an hour, is accepted but not counted. A signed-in member counts as " +
            "themselves wherever they are; an anonymous client as its address.",
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
      "/trends": {
        get: {
          operationId: "getTrends",
          summary: "Daily trends: prompts, categories and search words rising today",
          tags: ["catalogue"],
          security: [{ bearer: [] }, { session: [] }],
          description:
            "For Legend members and admins. Copies, uses and favourites in the last 24 hours against the daily average " +
            "of the seven days before (searches: today against the week before, counted without who searched); " +
            "nothing with fewer than 5 events (3 searches) today counts as rising.",
          parameters: queryParameters(TrendsQuerySchema),
          responses: {
            "200": json("Trends", "What is rising today, each with its change and 8-day series.", noStore),
            "400": badRequest,
            "401": json("Error", "No session or bearer token.", noStore),
            "403": json("Error", "Daily trends are part of the Legend plan.", noStore),
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This document",
          security: [],
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
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            'A session token, a JWT from /api/auth/token, or an API key ("prm_…", created in Settings → API): the member\'s own rights, 120 requests a minute per key (429 with Retry-After past it). A credential in the query string is refused with 400.',
        },
        session: { type: "apiKey", in: "cookie", name: "promptario.session_token", description: "The browser's session cookie." },
      },
      schemas: {
        ...componentSchemas(RESPONSE_SCHEMAS, "output"),
        ...componentSchemas(REQUEST_SCHEMAS, "input"),
      },
    },
  };
  // The member endpoints share two paths with the catalogue (POST /prompts beside GET /prompts).
  const paths = document.paths as Record<string, JsonSchema>;
  for (const [path, operations] of Object.entries(memberPaths({
    // Ids are checked by the test that resolves every reference in the document.
    json: (id, description, headers) => json(id as keyof typeof RESPONSE_SCHEMAS, description, headers),
    ref: (id) => ref(id as keyof typeof RESPONSE_SCHEMAS),
    noStore,
    queryParameters,
  }))) {
    paths[path] = { ...paths[path], ...operations };
  }
  boundIntegerIds(document);
  return document;
}

const isIdName = (name: unknown) => typeof name === "string" && (name === "id" || /[a-z]Id$/.test(name));

function boundInteger(schema: unknown) {
  if (!schema || typeof schema !== "object") return;
  const node = schema as JsonSchema;
  if (node.type === "integer") {
    node.minimum = Math.max(1, typeof node.minimum === "number" ? node.minimum : 1);
    node.maximum = ID_MAX;
  }
  for (const key of ["anyOf", "oneOf"]) if (Array.isArray(node[key])) for (const part of node[key] as unknown[]) boundInteger(part);
}

/**
 * Every numeric id is a PostgreSQL integer: the document says so (1 to 2^31 − 1) wherever an
 * integer property or parameter is named `id` or `…Id`, in bodies, answers and paths alike.
 */
function boundIntegerIds(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) boundIntegerIds(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const object = node as JsonSchema;
  if (typeof object.in === "string" && isIdName(object.name)) boundInteger(object.schema);
  if (object.properties && typeof object.properties === "object") {
    for (const [name, property] of Object.entries(object.properties as JsonSchema)) if (isIdName(name)) boundInteger(property);
  }
  for (const value of Object.values(object)) boundIntegerIds(value);
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
function queryParameters(schema: z.ZodObject, io: "input" | "output" = "output") {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: "query",
    required: !field.safeParse(undefined).success,
    ...withDescription(jsonSchemaOf(field, io)),
  }));
}


