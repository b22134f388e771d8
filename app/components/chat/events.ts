import type * as ParserStreamModule from "eventsource-parser/stream";
import { importAgain } from "~/app/loading/import-again";

/** What the chat API streams for an answer (server/chat/api.server.ts). */
export type StreamEvent =
  | { event: "start"; data: { conversationId: string; userMessageId: number; messageId: number } }
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: { content: string } }
  | { event: "error"; data: { code: AnswerErrorCode; error: string; content: string } };

export type AnswerErrorCode = "upstream" | "timeout" | "empty" | "stopped" | "interrupted";

type ParserModule = typeof ParserStreamModule;
let parser: Promise<ParserModule> | null = null;

/**
 * The event stream's parser, loaded when the page is idle or with the first answer rather than with
 * the page. A failed load is tried again next time.
 */
export function loadEventParser(): Promise<ParserModule> {
  parser ??= importAgain(() => import("eventsource-parser/stream")).catch((error: unknown) => {
    parser = null;
    throw error;
  });
  return parser;
}

/** Reads a server-sent event stream to its end, one parsed event at a time. */
export async function readEvents(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  if (!response.body) return;
  const { EventSourceParserStream } = await loadEventParser();
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    try {
      onEvent({ event: value.event ?? "message", data: JSON.parse(value.data) } as StreamEvent);
    } catch {
      // A line that is not ours: ignored.
    }
  }
}
