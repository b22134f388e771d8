import { describe, expect, it } from "vitest";
import { LOCALES } from "~/core/locale";
import { templateIssueReason } from "~/core/variable-reasons";
import { parseTemplate } from "~/core/variables";
import { CATALOG_LIBRARY } from "./prompts";

describe("the catalogue", () => {
  it.each(CATALOG_LIBRARY.map((prompt) => [prompt.id, prompt] as const))(
    "prompt %i reads without a problem and asks the same things in both languages",
    (_id, prompt) => {
      const kinds = LOCALES.map((locale) => {
        const parsed = parseTemplate(prompt.promptText[locale]);
        expect(parsed.issues.map((issue) => templateIssueReason(issue, "en"))).toEqual([]);
        expect(parsed.variables.length).toBeGreaterThanOrEqual(2);
        return parsed.variables.map((variable) => [
          variable.kind,
          variable.optional,
          variable.default !== null,
        ]);
      });
      expect(kinds[1]).toEqual(kinds[0]);
    },
  );
});
