import { describe, expect, it } from "vitest";
import { readFlash, setFlashCookie } from "./flash.server";

const production = { mode: "production" as const, publicUrl: "https://promptario.example" };
const local = { mode: "local" as const, publicUrl: "http://localhost:3000" };

describe("the flash cookie", () => {
  it("is-secure-in-production-over-https", () => {
    expect(setFlashCookie("auth.loginSuccess", production)).toMatch(/; Secure(;|$)/);
    const request = new Request("https://promptario.example/", {
      headers: { cookie: "promptario_flash=auth.loginSuccess" },
    });
    expect(readFlash(request, production).clear).toMatch(/; Secure(;|$)/);
  });

  it("stays-readable-over-plain-http-locally", () => {
    expect(setFlashCookie("auth.loginSuccess", local)).not.toMatch(/Secure/);
    expect(setFlashCookie("auth.loginSuccess", local)).toMatch(/HttpOnly; SameSite=Lax/);
  });
});
