import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { isLocale } from "~/core/locale";
import type { Database } from "~/db/client.server";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import {
  completeMcpArgument,
  fillMcpPrompt,
  listMcpPrompts,
  McpRefusal,
  promptIdFromName,
} from "./library.server";
import { MAX_ARGUMENT_LENGTH, MAX_PROMPT_ARGUMENTS } from "./prompt-arguments";
import { MCP_TOOLS, toolErrorMessage, type McpTool, type McpToolContext } from "./tools.server";

export const MCP_SERVER_INFO = { name: "promptario", title: "Promptário", version: "1.0.0" } as const;

const INSTRUCTIONS =
  "Promptário is a library of ready-made AI prompts. Use search_prompts and get_prompt to find a prompt and fill in its [variables] (text, a choice of options, a date, a number in a range; each argument's description says which); the prompts list holds every prompt this member may read, their own first. Locked prompts answer with the plan that opens them.";

const GetPromptArguments = z
  .record(
    z.string().max(80),
    z.string().max(MAX_ARGUMENT_LENGTH, `An argument may be at most ${MAX_ARGUMENT_LENGTH} characters`),
  )
  .refine((values) => Object.keys(values).length <= MAX_PROMPT_ARGUMENTS + 5, "Too many arguments");

const CursorSchema = z.string().max(40).optional();

/**
 * A JSON-RPC "invalid params" error. The SDK's McpError puts "MCP error -32602:" in its message and
 * the client adds it again, so the message sent is the plain sentence and the client says the code once.
 */
export class InvalidParams extends Error {
  readonly code = ErrorCode.InvalidParams;
  constructor(message: string) {
    super(message);
    this.name = "InvalidParams";
  }
}

function refusal(error: unknown): never {
  if (error instanceof McpRefusal) throw new InvalidParams(error.message);
  throw error;
}

/**
 * The MCP server for one member (one per request: the transport is stateless). Prompts and tools
 * read through the catalogue and the entitlements module, with the member's rights only.
 */
export function createMcpServer({
  db,
  member,
  publicUrl,
  now,
}: {
  db: Database;
  member: CurrentMember;
  publicUrl: string;
  now: () => Date;
}): McpServer {
  const locale = isLocale(member.user.language) ? member.user.language : "pt";
  const context: McpToolContext = { db, member, locale, publicUrl, now };
  const server = new McpServer(MCP_SERVER_INFO, {
    capabilities: { prompts: { listChanged: false }, tools: { listChanged: false }, completions: {} },
    instructions: INSTRUCTIONS,
  });

  // Prompts change with the member and the catalogue, so they are answered per request rather
  // than registered one by one.
  server.server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
    const cursor = CursorSchema.safeParse(request.params?.cursor);
    if (!cursor.success) throw new InvalidParams("Unknown cursor; start again without one");
    return listMcpPrompts(db, member.viewer, locale, cursor.data, now()).catch(refusal);
  });
  server.server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const id = promptIdFromName(request.params.name);
    if (id === null)
      throw new InvalidParams(
        `Unknown prompt "${request.params.name.slice(0, 60)}"; prompts/list names them`,
      );
    const values = GetPromptArguments.safeParse(request.params.arguments ?? {});
    if (!values.success) throw new InvalidParams(values.error.issues[0]?.message ?? "Invalid arguments");
    const filled = await fillMcpPrompt(db, member.viewer, id, locale, values.data, publicUrl, now(), {
      readerName: member.user.name,
      requireAll: true,
    }).catch(refusal);
    return {
      description: filled.prompt.title,
      messages: [{ role: "user" as const, content: { type: "text" as const, text: filled.text } }],
    };
  });

  // A choice's options, for the argument being typed (prompts only: the tools take no completions).
  server.server.setRequestHandler(CompleteRequestSchema, async (request) => {
    const { ref, argument } = request.params;
    const id = ref.type === "ref/prompt" ? promptIdFromName(ref.name) : null;
    const values =
      id === null
        ? []
        : await completeMcpArgument(
            db,
            member.viewer,
            id,
            locale,
            argument.name,
            argument.value,
            now(),
          ).catch(refusal);
    return { completion: { values, total: values.length, hasMore: false } };
  });

  for (const tool of MCP_TOOLS) registerTool(server, tool, context);
  return server;
}

function registerTool(server: McpServer, tool: McpTool, context: McpToolContext) {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      annotations: { readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
    },
    async (input: Record<string, unknown>) => {
      try {
        const result = await tool.run(context, input as never);
        return { content: [{ type: "text" as const, text: JSON.stringify(result, null, 2) }] };
      } catch (error) {
        const message = toolErrorMessage(error);
        if (message === null)
          console.error(`MCP tool ${tool.name} failed:`, error instanceof Error ? error.message : error);
        return {
          isError: true,
          content: [
            { type: "text" as const, text: message ?? "Something went wrong on our side; try again" },
          ],
        };
      }
    },
  );
}
