import { afterAll, expect, test } from "vitest";

// provideAreaMessages loads in the page's language, which a browser reads from the document.
const page = globalThis as { document?: unknown };
page.document = { documentElement: { dataset: { locale: "pt" } } };
afterAll(() => {
  delete page.document;
});

function later<T>(value: T, ms: number): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

test("areas that load at once all arrive, in the page's language only, and the other with a switch", async () => {
  const { loadMessages, loadedMessages, provideAreaMessages, provideMessages } = await import("./i18n");
  let englishAsked = 0;
  const slow = provideAreaMessages({
    "/core/messages/one.en.ts": () => {
      englishAsked += 1;
      return Promise.resolve({ oneEn: { "test.one": "one" } });
    },
    "/core/messages/one.pt.ts": () => later({ onePt: { "test.one": "um" } }, 30),
  });
  const fast = provideAreaMessages({
    "/core/messages/two.en.ts": () => Promise.resolve({ twoEn: { "test.two": "two" } }),
    "/core/messages/two.pt.ts": () => later({ twoPt: { "test.two": "dois" } }, 1),
  });
  await Promise.all([slow, fast]);
  provideMessages("pt", { "nav.home": "Início" });

  expect(loadedMessages("pt")).toMatchObject({ "nav.home": "Início", "test.one": "um", "test.two": "dois" });
  expect(englishAsked).toBe(0);
  expect(loadedMessages("en")).toBeUndefined();

  await loadMessages("en");
  expect(loadedMessages("en")).toMatchObject({ "nav.home": "Home", "test.one": "one", "test.two": "two" });
  expect(englishAsked).toBe(1);
});
