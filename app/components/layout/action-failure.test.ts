import { data, redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { keepPageOnFailure, skipRevalidationAfterFailure } from "./action-failure";

const revalidation = { defaultShouldRevalidate: true } as Parameters<typeof skipRevalidationAfterFailure>[0];

describe("keepPageOnFailure", () => {
  it("returns the server's answer as it is", async () => {
    await expect(keepPageOnFailure(async () => ({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it("turns a request that got no answer into an offline failure", async () => {
    await expect(keepPageOnFailure(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({
      actionFailure: "offline",
    });
  });

  it("turns a server error into a server failure", async () => {
    await expect(
      keepPageOnFailure(() => Promise.reject(new ErrorResponseImpl(502, "Bad Gateway", ""))),
    ).resolves.toEqual({ actionFailure: "server" });
    await expect(keepPageOnFailure(() => Promise.reject(new TypeError("x is undefined")))).resolves.toEqual({
      actionFailure: "server",
    });
  });

  it("lets redirects and deliberate 4xx answers through", async () => {
    const to = redirect("/prompt/1");
    await expect(keepPageOnFailure(() => Promise.reject(to))).rejects.toBe(to);
    const notFound = new ErrorResponseImpl(404, "Not Found", null);
    await expect(keepPageOnFailure(() => Promise.reject(notFound))).rejects.toBe(notFound);
  });
});

describe("skipRevalidationAfterFailure", () => {
  it("skips revalidation after a failure and otherwise keeps the default", () => {
    expect(
      skipRevalidationAfterFailure({ ...revalidation, actionResult: { actionFailure: "offline" } }),
    ).toBe(false);
    expect(skipRevalidationAfterFailure({ ...revalidation, actionResult: data({ ok: true }).data })).toBe(
      true,
    );
  });
});
