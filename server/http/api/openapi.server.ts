import { z } from "zod";
import { ID_MAX } from "~/core/ids";
import { ErrorSchema } from "./schemas";

import { CheckoutSchema, PlanChangeSchema } from "./billing-routes.server";
import {
  RedirectSchema,
  SubscriptionCheckSchema,
  WebhookResultSchema,
  PlanChangeResponseSchema,
} from "./member-api-schemas";
import { memberPaths } from "./openapi-member.server";

type JsonSchema = Record<string, unknown>;

// Responses are described as the server writes them, request bodies as a client may send them.
const RESPONSE_SCHEMAS = {
  Error: ErrorSchema,
  SubscriptionCheck: SubscriptionCheckSchema,
  Redirect: RedirectSchema,
  WebhookResult: WebhookResultSchema,
  PlanChangeResponse: PlanChangeResponseSchema,
};
const REQUEST_SCHEMAS = {
  CheckoutBody: CheckoutSchema,
  PlanChangeBody: PlanChangeSchema,
};

let cached: JsonSchema | undefined;

/**
 * The OpenAPI 3.1 description of /api/v1: the features' routes declared with createRoute describe
 * themselves (`generated`); the rest are described here from the zod schemas they parse with.
 */
export function openApiDocument(
  generated: { paths?: object; components?: { schemas?: object } } = {},
): JsonSchema {
  cached ??= mergeDocuments(buildDocument(), generated);
  boundIntegerIds(cached);
  return cached;
}

function mergeDocuments(
  document: JsonSchema,
  generated: { paths?: object; components?: { schemas?: object } },
): JsonSchema {
  const paths = { ...(document.paths as Record<string, JsonSchema>) };
  for (const [path, operations] of Object.entries(generated.paths ?? {}))
    paths[path] = { ...paths[path], ...operations };
  const components = document.components as { schemas: JsonSchema };
  return {
    ...document,
    paths,
    components: { ...components, schemas: { ...components.schemas, ...generated.components?.schemas } },
  };
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
        session: {
          type: "apiKey",
          in: "cookie",
          name: "promptario.session_token",
          description: "The browser's session cookie.",
        },
      },
      schemas: {
        ...componentSchemas(RESPONSE_SCHEMAS, "output"),
        ...componentSchemas(REQUEST_SCHEMAS, "input"),
      },
    },
  };
  const paths = document.paths as Record<string, JsonSchema>;
  for (const [path, operations] of Object.entries(
    memberPaths({
      // Ids are checked by the test that resolves every reference in the document.
      json: (id, description, headers) => json(id as keyof typeof RESPONSE_SCHEMAS, description, headers),
      ref: (id) => ref(id as keyof typeof RESPONSE_SCHEMAS),
      noStore,
      queryParameters,
    }),
  )) {
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
  for (const key of ["anyOf", "oneOf"])
    if (Array.isArray(node[key])) for (const part of node[key] as unknown[]) boundInteger(part);
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
    for (const [name, property] of Object.entries(object.properties as JsonSchema))
      if (isIdName(name)) boundInteger(property);
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
