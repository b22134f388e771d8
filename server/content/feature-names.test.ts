import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accountEn } from "~/core/messages/account.en";
import { accountPt } from "~/core/messages/account.pt";
import { en as coreEn } from "~/core/messages/en";
import { insightsEn } from "~/core/messages/insights.en";
import { insightsPt } from "~/core/messages/insights.pt";
import { legendLibraryEn } from "~/core/messages/legend-library.en";
import { legendLibraryPt } from "~/core/messages/legend-library.pt";
import { pt as corePt } from "~/core/messages/pt";
import { LOCALES, type Locale } from "~/core/locale";

// The guides, legal pages, FAQ and blog name the member tools the way the menus and page titles of
// the same language do, so a pt-BR reader never meets "Instant Focus" and an English one never meets
// "Foco Imediato". The plans page, menus, page titles and mails use these same names.

const messages = {
  en: { ...coreEn, ...accountEn, ...insightsEn, ...legendLibraryEn },
  pt: { ...corePt, ...accountPt, ...insightsPt, ...legendLibraryPt },
} satisfies Record<Locale, Record<string, string>>;

/** Messages whose text is a feature's name, as the menus and page titles show it. */
const FEATURE_NAME_KEYS = [
  "account.locker",
  "account.chat",
  "account.focus",
  "account.repurpose",
  "nav.contentCalendar",
  "nav.analytics",
  "analytics.title",
  "nav.trends",
  "trends.title",
  "digest.meta.title",
  "new.title",
  "prompt.forbidden",
] as const satisfies readonly (keyof (typeof messages)["en"] & keyof (typeof messages)["pt"])[];

/** Words of a feature name that the English messages use only inside a longer text (the weekly prompt drop). */
const EXTRA_NAMES: Record<Locale, string[]> = { en: ["drop", "drops"], pt: [] };

/** Names that are the same in both languages (a brand, not a translation). */
const SHARED_NAME_KEYS: readonly string[] = ["account.locker"];

/** Names the texts once used that neither language's interface shows: they must not come back. */
const RETIRED_NAMES = ["Prompt locker", "Cofre de prompts", "Focus mode", "Modo foco", "Chat IA Legend"];

function featureName(text: string): string {
  return text.replace(/\s+—\s+Promptário$/, "").trim();
}

function namesOf(locale: Locale): string[] {
  return [...FEATURE_NAME_KEYS.map((key) => featureName(messages[locale][key])), ...EXTRA_NAMES[locale]];
}

/** A name as a whole phrase: any case, any run of spaces or line breaks between its words. */
function phrasePattern(name: string): RegExp {
  const words = name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "iu");
}

const contentRoot = path.resolve("content");

/** Every Markdown page of one language: `pt.md` / `en.md` or `<name>.pt.md` / `<name>.en.md`. */
function contentFiles(locale: Locale): string[] {
  return (fs.readdirSync(contentRoot, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".md"))
    .filter((file) => path.basename(file) === `${locale}.md` || path.basename(file).endsWith(`.${locale}.md`))
    .sort();
}

describe("feature names in the content", () => {
  it("finds the pages of both languages, and each feature name differs between them", () => {
    for (const locale of LOCALES) expect(contentFiles(locale).length).toBeGreaterThan(20);
    for (const key of FEATURE_NAME_KEYS.filter((name) => !SHARED_NAME_KEYS.includes(name))) {
      expect(featureName(messages.en[key]).toLowerCase(), key).not.toBe(
        featureName(messages.pt[key]).toLowerCase(),
      );
    }
  });

  describe.each(LOCALES)("in %s", (locale) => {
    const other: Locale = locale === "pt" ? "en" : "pt";
    const own = new Set(namesOf(locale).map((name) => name.toLowerCase()));
    const unwanted = [...namesOf(other).filter((name) => !own.has(name.toLowerCase())), ...RETIRED_NAMES];

    it(`uses no ${other} feature name and no retired name`, () => {
      const found: string[] = [];
      for (const file of contentFiles(locale)) {
        const text = fs.readFileSync(path.join(contentRoot, file), "utf8");
        for (const name of unwanted) {
          const match = phrasePattern(name).exec(text);
          if (match) {
            const line = text.slice(0, match.index).split("\n").length;
            found.push(`content/${file}:${line} contains "${match[0]}"`);
          }
        }
      }
      expect(found, `feature names that are not ${locale}:\n${found.join("\n")}`).toEqual([]);
    });
  });

  it("shows no retired name in the interface messages either", () => {
    const messagesRoot = path.resolve("core/messages");
    const found: string[] = [];
    for (const file of fs
      .readdirSync(messagesRoot)
      .filter((name) => /\.(en|pt)\.ts$|^(en|pt)\.ts$/.test(name))) {
      const text = fs.readFileSync(path.join(messagesRoot, file), "utf8");
      for (const name of RETIRED_NAMES) {
        if (phrasePattern(name).test(text)) found.push(`core/messages/${file} contains "${name}"`);
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  });

  it("recognises a name across a line break and in any case, but not inside a longer word", () => {
    expect(phrasePattern("Focus mode").test("open\nFOCUS   mode now")).toBe(true);
    expect(phrasePattern("Trends").test("trendsetter")).toBe(false);
    expect(phrasePattern("Estatísticas").test("estatísticas")).toBe(true);
  });
});
