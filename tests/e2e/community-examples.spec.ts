import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// "What it made", handles with public profiles, and /community.

async function creatorIn(admin: { page: Page }, page: Page, label: string) {
  const email = uniqueEmail(label);
  await signUpAndVerify(page, email, "secret123", "Rita Moraes");
  const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
  const { users } = (await found.json()) as { users: { id: string }[] };
  const changed = await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
    data: { tier: "creator" },
  });
  expect(changed.status()).toBe(200);
}

test.describe("examples in en, desktop", () => {
  test.use({ lang: "en" });

  test("a Creator adds an example and upvotes someone else's", async ({ admin, openVisitor }) => {
    test.setTimeout(120_000);
    const creator = await openVisitor();
    await creatorIn(admin, creator, "examples-en");
    const list = await creator.request.get("/api/v1/prompts?limit=30");
    const { items } = (await list.json()) as { items: { id: number; locked: boolean }[] };
    const promptId = items.find((item) => !item.locked)!.id;
    const theirs = `The admin's output ${randomUUID().slice(0, 8)}`;
    expect(
      (
        await admin.page.request.post(`/api/v1/prompts/${promptId}/examples`, { data: { body: theirs } })
      ).status(),
    ).toBe(201);

    await gotoHydrated(creator, `/prompt/${promptId}`);
    const section = creator.getByTestId("examples");
    await expect(section.getByRole("heading", { name: /What it made/ })).toBeVisible();
    // An empty example is refused in place.
    await section.getByRole("button", { name: "Add example" }).click();
    await expect(section.getByText("Paste what the prompt produced first.")).toBeVisible();
    const mine = `My poem about the sea ${randomUUID().slice(0, 8)}`;
    await section.getByLabel("What the prompt produced").fill(mine);
    await section.getByLabel("Which AI produced it (optional)").fill("Claude");
    await section.getByRole("button", { name: "Add example" }).click();
    const added = section.getByTestId("example").filter({ hasText: mine });
    await expect(added).toBeVisible();
    await expect(added).toContainText("Made with Claude");
    await expect(added).toContainText("Member");
    await expect(section.getByLabel("What the prompt produced")).toHaveValue("");

    const other = section.getByTestId("example").filter({ hasText: theirs });
    await other.getByTestId("example-upvote").click();
    await expect(other.getByTestId("example-upvote")).toHaveAttribute("aria-pressed", "true");
    await expect(other.getByTestId("example-upvote-count")).toHaveText("1");
    await section.getByRole("button", { name: "Most upvoted" }).click();
    await expect(section.getByTestId("example").first()).toContainText(theirs);
  });
});

test.describe("handles in pt, phone", () => {
  test.use({ lang: "pt" });

  test("a member picks a handle and opens their public profile", async ({ admin, openVisitor }) => {
    test.setTimeout(120_000);
    const member = await openVisitor();
    await member.setViewportSize({ width: 390, height: 844 });
    await creatorIn(admin, member, "handles-pt");
    await gotoHydrated(member, "/settings");
    const form = member.getByTestId("handle-form");
    await form.getByLabel("Nome na comunidade").fill("admin");
    await form.getByRole("button", { name: "Salvar nome" }).click();
    await expect(form.getByTestId("handle-error")).toHaveText(
      "Essa palavra é reservada. Escolha outro nome.",
    );
    const handle = `rita-${randomUUID().slice(0, 6)}`;
    await form.getByLabel("Nome na comunidade").fill(handle.toUpperCase());
    await form.getByRole("button", { name: "Salvar nome" }).click();
    await expect(form.getByTestId("handle-notice")).toHaveText("Nome salvo.");
    await form.getByRole("link", { name: "Ver seu perfil público" }).click();
    await expect(member).toHaveURL(new RegExp(`/u/${handle}$`));
    const profile = member.getByTestId("member-profile");
    await expect(profile.getByRole("heading", { level: 1 })).toHaveText("Rita Moraes");
    await expect(profile).toContainText(`@${handle}`);
    await expect(profile).toContainText("Membro desde");
    await expect(profile).toContainText("Nenhum prompt publicado ainda.");

    const unknown = await member.goto(`/u/nobody-${randomUUID().slice(0, 6)}`);
    expect(unknown?.status()).toBe(404);
  });

  test("/community shows its sections, with help when they are empty", async ({ page }) => {
    await gotoHydrated(page, "/community");
    await expect(page.getByRole("heading", { level: 1, name: "Comunidade" })).toBeVisible();
    for (const id of ["community-week", "community-month", "community-newest", "community-helpful"])
      await expect(page.getByTestId(id)).toBeVisible();
    await expect(page.getByTestId("community-helpful")).toContainText("Membros que mais ajudam");
  });
});
