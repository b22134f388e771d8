import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// The public roadmap: a Creator proposes and votes, an admin ships an item onto the changelog, and
// an Explorer is shown the way to upgrade instead of a vote button.

async function setPlan(admin: Page, email: string, tier: "creator") {
  const found = await admin.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
  const { users } = (await found.json()) as { users: { id: string }[] };
  const answer = await admin.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
    data: { tier },
  });
  expect(answer.status()).toBe(200);
}

test.describe("roadmap in en", () => {
  test.use({ lang: "en", viewport: { width: 1280, height: 800 } });

  test("a Creator proposes an idea and votes for another", async ({ admin, openVisitor }) => {
    test.setTimeout(120_000);
    const creator = await openVisitor();
    const email = uniqueEmail("roadmap-creator");
    await signUpAndVerify(creator, email, "secret123", "Lia Campos");
    await setPlan(admin.page, email, "creator");

    await gotoHydrated(creator, "/roadmap");
    const title = `Dark mode for exports ${randomUUID().slice(0, 6)}`;
    const form = creator.getByTestId("roadmap-propose");
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description (optional)").fill("Export prompts as a PDF with a dark theme.");
    await form.getByRole("button", { name: "Propose" }).click();
    await expect(creator.getByText("Thanks! Your idea is under review.")).toBeVisible();
    const mine = creator.getByTestId("roadmap-item").filter({ hasText: title });
    await expect(mine.getByTestId("roadmap-status")).toHaveText("Under review");

    const extension = creator.getByTestId("roadmap-item").filter({ hasText: "Browser extension" });
    const before = Number(await extension.getByTestId("roadmap-vote-count").textContent());
    await extension.getByRole("button", { name: /Vote for “Browser extension”/ }).click();
    await expect(extension.getByTestId("roadmap-vote")).toHaveAttribute("aria-pressed", "true");
    await expect(extension.getByTestId("roadmap-vote-count")).toHaveText(String(before + 1));
    await creator.reload();
    await expect(
      creator
        .getByTestId("roadmap-item")
        .filter({ hasText: "Browser extension" })
        .getByTestId("roadmap-vote-count"),
    ).toHaveText(String(before + 1));

    // The status filter lives in the URL.
    await creator.getByTestId("roadmap-filter").getByRole("link", { name: "Planned" }).click();
    await expect(creator).toHaveURL(/status=planned/);
    await expect(creator.getByTestId("roadmap-item").filter({ hasText: title })).toHaveCount(0);
  });

  test("an Explorer sees how to upgrade instead of a vote button", async ({ openVisitor }) => {
    test.setTimeout(90_000);
    const explorer = await openVisitor();
    await signUpAndVerify(explorer, uniqueEmail("roadmap-explorer"), "secret123", "Caio Lima");
    await gotoHydrated(explorer, "/roadmap");
    await expect(explorer.getByTestId("roadmap-item").first()).toBeVisible();
    await expect(explorer.getByTestId("roadmap-vote")).toHaveCount(0);
    await expect(explorer.getByTestId("roadmap-propose")).toHaveCount(0);
    await expect(explorer.getByTestId("roadmap-upgrade-banner")).toContainText(
      "Voting and proposing are part of the Creator and Legend plans.",
    );
    const upgrade = explorer.getByTestId("roadmap-upgrade").first();
    await expect(upgrade).toHaveAttribute("href", "/pricing");
  });
});

test.describe("roadmap in pt", () => {
  test.use({ lang: "pt", viewport: { width: 390, height: 844 } });

  test("an admin ships an item and it shows on the changelog and its feed", async ({ admin }) => {
    test.setTimeout(90_000);
    const page = admin.page;
    const title = `Atalhos de teclado & <mais> ${randomUUID().slice(0, 6)}`;
    const created = await page.request.post("/api/v1/roadmap?lang=pt", {
      data: { title, description: "Use o teclado para navegar pela biblioteca." },
    });
    expect(created.status()).toBe(201);
    const { item } = (await created.json()) as { item: { id: number } };

    await gotoHydrated(page, `/roadmap/${item.id}`);
    const controls = page.getByTestId("roadmap-admin");
    await controls.getByLabel("Status").selectOption("shipped");
    await controls.getByRole("button", { name: "Mudar status" }).click();
    await expect(controls.getByText("Status alterado.")).toBeVisible();
    await expect(page.getByTestId("roadmap-status").first()).toHaveText("Lançado");

    await gotoHydrated(page, "/changelog");
    await expect(page.getByRole("heading", { level: 1, name: "Novidades" })).toBeVisible();
    const first = page.getByTestId("changelog-month").first();
    await expect(first.getByTestId("changelog-item").filter({ hasText: title })).toBeVisible();
    await expect(
      page.getByTestId("changelog-item").filter({ hasText: "Comentários e votos nos prompts" }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const feedLink = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    const href = await feedLink.getAttribute("href");
    expect(href).toMatch(/\/changelog\.atom\?lang=pt$/);
    const feed = await page.request.get(new URL(href!).pathname + "?lang=pt");
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await feed.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.namespaceURI,
        titles: [...doc.getElementsByTagName("entry")].map(
          (entry) => entry.getElementsByTagName("title")[0]?.textContent,
        ),
      };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe("http://www.w3.org/2005/Atom");
    expect(parsed.titles[0]).toBe(title);
  });
});
