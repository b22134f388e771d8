import { describe, expect, it } from "vitest";
import { LOCALES } from "~/core/locale";
import { parsePlaceholders } from "~/core/placeholders";
import { CATALOG_CATEGORIES } from "./categories";
import { CATALOG_PROMPTS_DROPS, DROP_WEEK } from "./prompts-drops";
import { CATALOG_PROMPTS_FORBIDDEN } from "./prompts-forbidden";
import type { CatalogPrompt } from "./types";

const NEW_PROMPTS: CatalogPrompt[] = [...CATALOG_PROMPTS_FORBIDDEN, ...CATALOG_PROMPTS_DROPS];
const TEXT_FIELDS = ["title", "tagline", "description", "promptText", "instructions", "credits"] as const;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The text with every well-formed [placeholder] removed: any bracket left over is a typo. */
const withoutPlaceholders = (text: string) => text.replace(/\[([^[\]\n]{1,80})\]/g, "");

describe("new catalogue prompts (forbidden and weekly drops)", () => {
  it("numbers the forbidden prompts 26–33 and the drops 34–41, each id once", () => {
    expect(CATALOG_PROMPTS_FORBIDDEN.map((p) => p.id)).toEqual(range(26, 33));
    expect(CATALOG_PROMPTS_DROPS.map((p) => p.id)).toEqual(range(34, 41));
    expect(new Set(NEW_PROMPTS.map((p) => p.id)).size).toBe(16);
  });

  it("marks forbidden prompts premium, not featured, published 2025-06-02", () => {
    for (const p of CATALOG_PROMPTS_FORBIDDEN) {
      expect([p.id, p.isPremium, p.featured, p.publishedAt]).toEqual([p.id, true, false, "2025-06-02"]);
    }
  });

  it("mixes free and premium drops, none featured, spread over categories", () => {
    const premium = CATALOG_PROMPTS_DROPS.filter((p) => p.isPremium).length;
    expect(premium).toBeGreaterThanOrEqual(3);
    expect(premium).toBeLessThanOrEqual(5);
    expect(CATALOG_PROMPTS_DROPS.every((p) => !p.featured && p.publishedAt === "2025-06-09")).toBe(true);
    expect(new Set(CATALOG_PROMPTS_DROPS.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(6);
  });

  it("schedules one drop a week for eight weeks", () => {
    const ids = CATALOG_PROMPTS_DROPS.map((p) => p.id);
    expect(
      Object.keys(DROP_WEEK)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    expect(ids.map((id) => DROP_WEEK[id]).sort((a, b) => a! - b!)).toEqual(range(1, 8));
  });

  describe.each(NEW_PROMPTS.map((p) => [p.id, p] as const))("prompt %i", (_id, p) => {
    it("has a known category and 2–3 related catalogue prompts", () => {
      expect(CATALOG_CATEGORIES.map((c) => c.id)).toContain(p.categoryId);
      expect(p.relatedPromptIds.length).toBeGreaterThanOrEqual(2);
      expect(p.relatedPromptIds.length).toBeLessThanOrEqual(3);
      expect(new Set(p.relatedPromptIds).size).toBe(p.relatedPromptIds.length);
      for (const related of p.relatedPromptIds) {
        expect(related).not.toBe(p.id);
        expect(related).toBeGreaterThanOrEqual(1);
        expect(related).toBeLessThanOrEqual(41);
      }
    });

    it.each(LOCALES)("is complete in %s", (locale) => {
      for (const field of TEXT_FIELDS) expect(p[field][locale].trim(), field).not.toBe("");
      expect(p.steps[locale]).toHaveLength(5);
      for (const step of p.steps[locale]) expect(step.trim().length).toBeGreaterThan(20);
      expect(p.tags[locale].length).toBeGreaterThanOrEqual(3);
      expect(p.tags[locale].length).toBeLessThanOrEqual(5);
      for (const tag of p.tags[locale]) expect(tag).toBe(tag.toLowerCase().trim());
      for (const field of TEXT_FIELDS) expect(p[field][locale]).not.toMatch(/https?:\/\/|lorem ipsum/i);
    });

    it.each(LOCALES)("has bracketed placeholders in its %s prompt text", (locale) => {
      const text = p.promptText[locale];
      expect(parsePlaceholders(text).length).toBeGreaterThanOrEqual(2);
      expect(withoutPlaceholders(text)).not.toMatch(/[[\]]/);
      for (const field of ["title", "tagline", "description", "instructions", "credits"] as const) {
        expect(p[field][locale], field).not.toMatch(/[[\]]/);
      }
    });

    it("asks for as many things in English as in Portuguese", () => {
      expect(parsePlaceholders(p.promptText.pt).length).toBe(parsePlaceholders(p.promptText.en).length);
    });
  });
});
