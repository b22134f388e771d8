// A member's prompt's fields, limits and names, for the form in the browser and for the schema
// (prompt.ts), which builds on them: apart, so the form does not bring zod to the page.

export const PROMPT_TYPES = ["text", "image", "video", "audio", "code"] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];
export const isPromptType = (value: unknown): value is PromptType =>
  PROMPT_TYPES.includes(value as PromptType);

export const PROMPT_LIMITS = {
  title: 120,
  tagline: 160,
  description: 500,
  promptText: 20_000,
  instructions: 5_000,
  credits: 300,
  tags: 10,
  tag: 30,
} as const;

/** A member may create this many prompts in 24 hours. */
export const MEMBER_PROMPTS_PER_DAY = 30;

/** "a, b,, c " → ["a", "b", "c"]: split on commas, trimmed, empties dropped. */
export function splitTags(value: string): string[] {
  return value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The HTML form's fields as the schema reads them (a checkbox is "on" or absent). */
export function promptFormValues(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    title: text("title") ?? "",
    tagline: text("tagline"),
    description: text("description") ?? "",
    categoryId: text("categoryId") ?? "",
    tags: text("tags") ?? "",
    promptText: text("promptText") ?? "",
    instructions: text("instructions"),
    credits: text("credits"),
    type: text("type") || undefined,
    language: text("language"),
    isPremium: form.get("isPremium") === "on",
    changeNote: text("changeNote"),
  };
}
