// The chat's time to first token (docs/performance.md: the server adds at most 50 ms): the API
// in process (createApiV1) on a fresh PGlite database, against the local OpenAI-compatible server
// that answers at once, against that same upstream asked directly. The difference is what the
// server adds: the session lookup, the allowance, storing the question, the SDK and the stream.

const RUNS = Number(process.env.BENCH_CHAT_RUNS ?? 40);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Milliseconds from `started` until `marker` arrives; the rest is read too, so the answer is saved. */
async function timeTo(response, marker, started) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let at = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (at === null && text.includes(marker)) at = performance.now() - started;
  }
  return at ?? performance.now() - started;
}

export async function measureChat(load, log) {
  // Sessions need a secret; the bench never writes one into ./data.
  process.env.AUTH_SECRET ??= "bench-only-secret-that-is-at-least-32-characters";
  const { Hono } = await import("hono");
  const { createTestDatabase } = await load("server/testing.server.ts");
  const { createAuthFor } = await load("server/accounts/auth.server.ts");
  const { createTestMember, bearer } = await load("server/accounts/testing.server.ts");
  const { grantPlan } = await load("server/billing/testing.server.ts");
  const { createAi } = await load("server/ai/ai.server.ts");
  const { startFakeOpenAi } = await load("server/ai/testing.server.ts");
  const { createApiV1 } = await load("server/http/api/v1.server.ts");

  const testDb = await createTestDatabase();
  const fake = await startFakeOpenAi();
  try {
    fake.mode = { kind: "answer", pieces: ["Hello", " there"] };
    const auth = createAuthFor(testDb.db);
    const member = await createTestMember(auth, testDb.db);
    await grantPlan(testDb.db, member.userId, "legend");
    const ai = createAi({
      database: async () => testDb.db,
      config: {
        baseUrl: fake.url,
        apiKey: "bench",
        model: "bench-model",
        dailyMessages: 1_000_000,
        timeoutMs: 60_000,
        offlinePaceMs: 0,
      },
    });
    const app = new Hono().route("/api/v1", createApiV1({ database: async () => testDb.db, ai }));

    const upstream = async () => {
      const started = performance.now();
      const response = await fetch(`${fake.url}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          model: "bench-model",
          stream: true,
          messages: [{ role: "user", content: "hi" }],
        }),
      });
      return timeTo(response, '"content"', started);
    };
    const chat = async () => {
      const started = performance.now();
      const response = await app.request("/api/v1/chat", {
        method: "POST",
        headers: {
          ...bearer(member.sessionToken),
          "content-type": "application/json",
          accept: "text/event-stream",
        },
        body: JSON.stringify({ message: "How do I start a newsletter?" }),
      });
      return timeTo(response, "event: delta", started);
    };
    for (let i = 0; i < 5; i++) {
      await upstream();
      await chat();
    }
    const direct = [];
    const through = [];
    for (let i = 0; i < RUNS; i++) {
      direct.push(await upstream());
      through.push(await chat());
    }
    direct.sort((a, b) => a - b);
    through.sort((a, b) => a - b);
    const result = {
      runs: RUNS,
      upstream: { p50: percentile(direct, 50), p95: percentile(direct, 95) },
      chat: { p50: percentile(through, 50), p95: percentile(through, 95) },
      addedP50: percentile(through, 50) - percentile(direct, 50),
      addedP95: percentile(through, 95) - percentile(direct, 95),
      budgetMs: 50,
    };
    log(
      `Chat time to first token (${RUNS} runs, PGlite): upstream alone p50 ${result.upstream.p50.toFixed(1)} ms, ` +
        `through the chat API p50 ${result.chat.p50.toFixed(1)} ms / p95 ${result.chat.p95.toFixed(1)} ms → ` +
        `the server adds ${result.addedP50.toFixed(1)} ms at p50, ${result.addedP95.toFixed(1)} ms at p95 (budget ${result.budgetMs} ms)`,
    );
    return result;
  } finally {
    await fake.close();
    await testDb.close();
  }
}
