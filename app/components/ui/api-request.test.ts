import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api-request";

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch answering once with `response` (or failing with `error`), keeping what it was asked. */
function answer(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  });
  return calls;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("apiRequest", () => {
  it("sends-json-under-api-v1-and-hands-back-the-answer", async () => {
    const calls = answer(json({ comment: { id: 3 } }, 201));
    await expect(apiRequest("POST", "/prompts/1/comments", { body: "Hi" })).resolves.toEqual({
      kind: "ok",
      data: { comment: { id: 3 } },
    });
    expect(calls[0]).toMatchObject({
      url: "/api/v1/prompts/1/comments",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"body":"Hi"}' },
    });
  });

  it("a-refusal-keeps-its-code-the-wait-and-the-features-own-fields", async () => {
    answer(
      json({ error: "Too many", code: "comment_limit", until: "2026-12-01" }, 429, { "retry-after": "120" }),
    );
    await expect(
      apiRequest("POST", "/x", {}, (body) => ({
        until: typeof body.until === "string" ? body.until : undefined,
      })),
    ).resolves.toEqual({
      kind: "refused",
      status: 429,
      error: "Too many",
      code: "comment_limit",
      retryAfter: 120,
      until: "2026-12-01",
    });
  });

  it("reads-the-wait-from-the-body-when-there-is-no-header", async () => {
    answer(json({ error: "Slow down", retryAfter: 30 }, 429));
    await expect(apiRequest("GET", "/x")).resolves.toMatchObject({ kind: "refused", retryAfter: 30 });
  });

  it("no-answer-a-server-error-or-a-body-that-is-not-json-are-failures-to-retry", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(apiRequest("GET", "/x")).resolves.toEqual({
      kind: "failed",
      failure: { actionFailure: "offline" },
    });
    answer(json({ error: "boom" }, 502));
    await expect(apiRequest("GET", "/x")).resolves.toEqual({
      kind: "failed",
      failure: { actionFailure: "server" },
    });
    answer(new Response("<html>proxy</html>", { status: 200 }));
    await expect(apiRequest("GET", "/x")).resolves.toEqual({
      kind: "failed",
      failure: { actionFailure: "server" },
    });
  });
});
