import { describe, expect, it } from "vitest";
import { API_KEY_NAME_MAX, ApiKeyCreateSchema, ApiKeyRevokeSchema } from "./api-key";

describe("the API key form", () => {
  it("counts-a-name-as-better-auth-does-an-emoji-as-two", () => {
    expect(ApiKeyCreateSchema.safeParse({ name: "🔑".repeat(API_KEY_NAME_MAX / 2) }).success).toBe(true);
    const tooLong = ApiKeyCreateSchema.safeParse({ name: "🔑".repeat(API_KEY_NAME_MAX / 2 + 1) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(["apiKeys.errors.nameMax"]);
    expect(ApiKeyCreateSchema.safeParse({ name: "a".repeat(API_KEY_NAME_MAX + 1) }).success).toBe(false);
    expect(ApiKeyCreateSchema.safeParse({ name: "half \uD83D" }).success).toBe(false);
  });

  it("refuses-a-revoke-id-with-nul", () => {
    expect(ApiKeyRevokeSchema.safeParse({ id: "abc\0" }).success).toBe(false);
    expect(ApiKeyRevokeSchema.safeParse({ id: "abc" }).success).toBe(true);
  });
});
