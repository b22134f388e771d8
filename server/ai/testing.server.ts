import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * For tests: a small OpenAI-compatible chat-completions server on 127.0.0.1 (replaced at its network edge, not mocked), which
 * streams what the test tells it to. `mode` changes between requests; `release()` lets a held
 * answer finish.
 */
export type FakeMode =
  | { kind: "answer"; pieces: string[] }
  | { kind: "fail"; status: number }
  | { kind: "hang" }
  | { kind: "empty" }
  /** sends the first piece, then waits for release() before the rest */
  | { kind: "held"; pieces: string[] };

export interface FakeOpenAi {
  url: string;
  mode: FakeMode;
  /** the bodies the server received, parsed */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  release: () => void;
  close: () => Promise<void>;
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 0,
    model: "test-model",
    choices: [
      { index: 0, delta: content === null ? {} : { role: "assistant", content }, finish_reason: finish },
    ],
  })}\n\n`;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let releases: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const fake: FakeOpenAi = {
    url: "",
    mode: { kind: "answer", pieces: ["Hello", " there"] },
    requests: [],
    release: () => {
      const waiting = releases;
      releases = [];
      waiting.forEach((resolve) => resolve());
    },
    close: async () => {
      fake.release();
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (data: Buffer) => (body += data.toString()));
    req.on("end", async () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      fake.requests.push(JSON.parse(body) as FakeOpenAi["requests"][number]);
      const mode = fake.mode;
      if (mode.kind === "fail") {
        res
          .writeHead(mode.status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "upstream broke" } }));
        return;
      }
      if (mode.kind === "hang") return;
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const pieces = mode.kind === "empty" ? [] : mode.pieces;
      for (const [index, piece] of pieces.entries()) {
        res.write(chunk(piece));
        if (mode.kind === "held" && index === 0) await new Promise<void>((resolve) => releases.push(resolve));
      }
      res.write(chunk(null, "stop"));
      res.end("data: [DONE]\n\n");
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
