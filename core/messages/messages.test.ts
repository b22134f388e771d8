import { describe, expect, it } from "vitest";
import { accountEn } from "./account.en";
import { accountPt } from "./account.pt";
import { adminEn } from "./admin.en";
import { billingEn } from "./billing.en";
import { billingPt } from "./billing.pt";
import { adminPt } from "./admin.pt";
import { en as coreEn } from "./en";
import { calendarEn } from "./calendar.en";
import { calendarPt } from "./calendar.pt";
import { chatEn } from "./chat.en";
import { chatPt } from "./chat.pt";
import { communityEn } from "./community.en";
import { communityPt } from "./community.pt";
import { contentEn } from "./content.en";
import { contentPt } from "./content.pt";
import { focusEn } from "./focus.en";
import { focusPt } from "./focus.pt";
import { homeEn } from "./home.en";
import { homePt } from "./home.pt";
import { integrationsEn } from "./integrations.en";
import { integrationsPt } from "./integrations.pt";
import { insightsEn } from "./insights.en";
import { insightsPt } from "./insights.pt";
import { legendLibraryEn } from "./legend-library.en";
import { legendLibraryPt } from "./legend-library.pt";
import { lockerEn } from "./locker.en";
import { lockerPt } from "./locker.pt";
import { projectsEn } from "./projects.en";
import { projectsPt } from "./projects.pt";
import { transferEn } from "./transfer.en";
import { transferPt } from "./transfer.pt";
import { memberPromptsEn } from "./member-prompts.en";
import { memberPromptsPt } from "./member-prompts.pt";
import { pt as corePt } from "./pt";
import { repurposeEn } from "./repurpose.en";
import { repurposePt } from "./repurpose.pt";
import { roadmapEn } from "./roadmap.en";
import { roadmapPt } from "./roadmap.pt";
import { supportEn } from "./support.en";
import { supportPt } from "./support.pt";
import { requestsEn } from "./requests.en";
import { requestsPt } from "./requests.pt";
import { variableEditorEn } from "./variable-editor.en";
import { variableEditorPt } from "./variable-editor.pt";
import { variablesEn } from "./variables.en";
import { variablesPt } from "./variables.pt";
import { versionsEn } from "./versions.en";
import { versionsPt } from "./versions.pt";

// Every message a page can show: the core catalogue and the areas that ship their own (admin, the prompt form).
const en = {
  ...coreEn,
  ...adminEn,
  ...memberPromptsEn,
  ...chatEn,
  ...focusEn,
  ...lockerEn,
  ...projectsEn,
  ...transferEn,
  ...calendarEn,
  ...integrationsEn,
  ...legendLibraryEn,
  ...repurposeEn,
  ...insightsEn,
  ...contentEn,
  ...accountEn,
  ...billingEn,
  ...homeEn,
  ...communityEn,
  ...roadmapEn,
  ...supportEn,
  ...requestsEn,
  ...variablesEn,
  ...variableEditorEn,
  ...versionsEn,
};
const pt = {
  ...corePt,
  ...adminPt,
  ...memberPromptsPt,
  ...chatPt,
  ...focusPt,
  ...lockerPt,
  ...projectsPt,
  ...transferPt,
  ...calendarPt,
  ...integrationsPt,
  ...legendLibraryPt,
  ...repurposePt,
  ...insightsPt,
  ...contentPt,
  ...accountPt,
  ...billingPt,
  ...homePt,
  ...communityPt,
  ...roadmapPt,
  ...supportPt,
  ...requestsPt,
  ...variablesPt,
  ...variableEditorPt,
  ...versionsPt,
};

// Words that are the same in both languages on purpose (brand names, loanwords Brazilians use).
const SAME_IN_BOTH = new Set([
  // Loanwords Brazilians use as they are in the search suggestions.
  "search.group.prompts",
  "search.group.tags",
  "repurpose.saveTitle",
  "brand.name",
  "nav.blog",
  "footer.blog",
  "footer.legal",
  "footer.roadmap",
  "roadmap.title",
  "roadmap.meta.title",
  "roadmap.admin.status",
  "language.en",
  "language.pt",
  "prompt.premium",
  "prompt.plan.creator",
  "prompt.plan.legend",
  "prompt.text",
  "prompt.tags",
  "prompt.meta.title",
  "memberPrompts.fields.tags",
  "memberPrompts.fields.promptText",
  "memberPrompts.counter",
  "locker.field.tags",
  "apiKeys.tab",
  "integrations.claude.title",
  "integrations.cursor.title",
  "integrations.vscode.title",
  "locker.filter.project",
  "projects.count.conversations",
  "locker.history.field.tags",
  "account.locker",
  "locker.meta.title",
  "locker.title",
  "calendar.sheet.origin.locker",
  "memberHome.tools.locker",
  "plan.feature.roadmap",
  "nav.menu",
  "plan.explorer.name",
  "plan.creator.name",
  "plan.legend.name",
  "profile.card.title",
  "settings.tabs.profile",
  "categories.results",
  "notFound.title",
  "admin.tabs.prompts",
  "admin.overview.prompts",
  "admin.prompts.title",
  "admin.prompts.count",
  "admin.prompts.premiumOnly",
  "admin.prompts.premiumToggle",
  "admin.categories.prompts",
  "admin.users.tier.creator",
  "admin.users.tier.legend",
  "transfer.export.prompt-yml",
  "transfer.import.item",
  "transfer.import.unreadableAt",
  // Only placeholders: a field's name and its language, each already translated.
  "memberPrompts.history.inLanguage",
]);

describe("messages", () => {
  it("has every English key in Portuguese and no extra ones", () => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
  });

  it("has no empty message", () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(pt)]) {
      expect(value.trim(), key).not.toBe("");
    }
  });

  it("translates every message that is not on the allow-list", () => {
    const untranslated = Object.keys(en).filter(
      (key) => !SAME_IN_BOTH.has(key) && pt[key as keyof typeof en] === en[key as keyof typeof en],
    );
    expect(untranslated).toEqual([]);
  });

  it("keeps the same {placeholders} and {counts, plural, …} in both languages", () => {
    const vars = (text: string) =>
      [
        ...new Set(
          [...text.matchAll(/(?<!(?:=\d+|one|other)\s*)\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]),
        ),
      ].sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(vars(pt[key]), key).toEqual(vars(en[key]));
    }
  });

  it("gives every count an `other` form and writes no number by hand next to a plural", () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(pt)]) {
      for (const plural of value.matchAll(/\{\w+,\s*plural,(.*)/g)) {
        expect(plural[1], key).toMatch(/other\s*\{/);
      }
      expect(/\{1\}|\b1 (prompt|project|projeto|session|sessão)s?\b/.test(value), key).toBe(false);
    }
  });
});
