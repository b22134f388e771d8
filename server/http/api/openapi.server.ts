import { createRoute, z } from "@hono/zod-openapi";
import { ID_MAX } from "~/core/ids";

type JsonSchema = Record<string, unknown>;
type Generated = { paths?: object; components?: object };

/**
 * /api/v1/openapi.json is declared like every other endpoint; what it answers is the document the
 * routes give of themselves.
 */
export const openApiRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This document",
  security: [],
  responses: {
    200: {
      description: "The OpenAPI 3.1 description of this API.",
      content: { "application/json": { schema: z.looseObject({}) } },
    },
  },
});

const INFO = {
  title: "Promptário API",
  version: "1.0.0",
  description:
    "Read the Promptário catalogue of AI prompts in English or Portuguese, and record how prompts are used. " +
    "What a caller may read follows its plan: the text of a locked prompt is always null.",
};

const SECURITY_SCHEMES = {
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
};

let cached: JsonSchema | undefined;

/**
 * The OpenAPI 3.1 description of /api/v1. Every path and schema is generated from the routes
 * declared with createRoute (docs/api.md); this adds what no single route says: the title, the
 * server and the ways to sign in that the routes' `security` names.
 */
export function openApiDocument(generated: Generated): JsonSchema {
  if (!cached) {
    cached = {
      ...generated,
      openapi: "3.1.0",
      info: INFO,
      servers: [{ url: "/api/v1" }],
      components: { ...generated.components, securitySchemes: SECURITY_SCHEMES },
    };
    boundIntegerIds(cached);
  }
  return cached;
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
