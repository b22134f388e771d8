import { describe, expect, it } from "vitest";
import { ProfileSchema } from "~/server/accounts/profile.server";
import {
  PromptTranslationInputSchema,
  SubscriberSearchSchema,
  UserIdSchema,
} from "~/server/admin/admin-schemas";
import { ChatSendSchema } from "~/server/chat/chat.server";
import { LoginSchema, SignupSchema } from "~/core/forms/auth";
import { ContactMessageSchema } from "~/core/forms/contact";
import { MemberPromptSchema } from "~/core/forms/prompt";
import { hasControlCharacters } from "~/core/forms/text";

const contact = {
  name: "Ana",
  email: "ana@example.com",
  subject: "Hello",
  message: "Line one\nLine two\twith a tab",
};

describe("control characters at the edge", () => {
  it("one-line-text-refuses-them-all-long-text-keeps-tab-and-line-breaks", () => {
    expect(hasControlCharacters("a\u0000b")).toBe(true);
    expect(hasControlCharacters("a\tb")).toBe(true);
    expect(hasControlCharacters("a\tb\r\nc", { multiline: true })).toBe(false);
    expect(hasControlCharacters("a\u0000b", { multiline: true })).toBe(true);
    expect(hasControlCharacters("a\u007fb", { multiline: true })).toBe(true);
    expect(hasControlCharacters("reunião — ü ✓", { multiline: false })).toBe(false);
  });

  it("every-shared-form-schema-refuses-nul-with-a-message-for-the-field", () => {
    expect(ContactMessageSchema.safeParse(contact).success).toBe(true);
    for (const field of ["name", "email", "subject", "message"] as const) {
      const parsed = ContactMessageSchema.safeParse({ ...contact, [field]: `${contact[field]}\u0000` });
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
    }
    expect(ContactMessageSchema.safeParse({ ...contact, name: "a\u0000b" }).error?.issues[0]?.message).toBe(
      "forms.errors.controlCharacters",
    );
    expect(
      SignupSchema.safeParse({ name: "A\u0000", email: "a@example.com", password: "secret123" }).success,
    ).toBe(false);
    expect(LoginSchema.safeParse({ email: "a\u0000@example.com", password: "x" }).success).toBe(false);
    expect(
      ProfileSchema.safeParse({ username: "", fullName: "A\u0000B", language: "pt", avatarUrl: "" }).success,
    ).toBe(false);
    expect(
      MemberPromptSchema.safeParse({
        title: "x\u0000",
        description: "d",
        categoryId: "marketing",
        promptText: "p",
        language: "en",
      }).success,
    ).toBe(false);
    expect(ChatSendSchema.safeParse({ message: "hi\u0000" }).success).toBe(false);
    expect(SubscriberSearchSchema.safeParse({ q: "a\u0000" }).success).toBe(false);
    expect(UserIdSchema.safeParse("id\u0000").success).toBe(false);
    expect(
      PromptTranslationInputSchema.safeParse({
        title: "T",
        description: "D",
        promptText: "P\u0000",
        tags: "",
        steps: "",
      }).success,
    ).toBe(false);
  });
});
