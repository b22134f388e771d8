import { EventSourceParserStream } from "eventsource-parser/stream";

/** What the chat API streams for an answer (server/chat/api.server.ts). */
export type StreamEvent =
  | { event: "start"; data: { conversationId: string; userMessageId: number; messageId: number } }
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: { content: string } }
  | { event: "error"; data: { code: AnswerErrorCode; error: string; content: string } };

export type AnswerErrorCode = "upstream" | "timeout" | "empty" | "stopped" | "interrupted";

/** Reads a server-sent event stream to its end, one parsed event at a time. */
export async function readEvents(response: Response, onEvent: (event: StreamEvent) => void): Promise<void> {
  if (!response.body) return;
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
