import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { latestMail, signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, expectToast, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// The 7-day money-back guarantee, asked for by a member in Portuguese, and a prompt request
// answered by an admin in English and read by the member who sent it.

test.describe("the money-back guarantee in pt", () => {
  test.use({ lang: "pt" });

  test(
    "a member refunds their first payment within 7 days, after a failed try, and is back on Explorer",
    { tag: "@postgres" },
    async ({ page }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail("refund-pt");
      await signUpAndVerify(page, email, "secret123", "Bia Lima");

      await gotoHydrated(page, "/pricing");
      await page.getByRole("button", { name: "Assinar o Creator" }).click();
      await expect(page).toHaveURL(/\/billing\/test-checkout\//);
      await page.getByRole("button", { name: /^Pagar R\$\s29,90$/ }).click();
      await expect(page).toHaveURL(/\/subscription-success/);

      await gotoHydrated(page, "/account?tab=subscription");
      await expect(page.getByTestId("plan-name")).toHaveText("Creator");
      const card = page.getByTestId("refund-card");
      await expect(card).toContainText("Garantia de reembolso de 7 dias");

      // Offline, nothing happens and the card says so, with Retry.
      await card.getByRole("button", { name: "Pedir reembolso" }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog.getByRole("heading", { name: /Reembolsar R\$\s29,90\?/ })).toBeVisible();
      await expect(dialog).toContainText("Seu plano Creator termina agora e sua conta volta para o Explorer");
      await page.context().setOffline(true);
      await dialog.getByRole("button", { name: /^Reembolsar R\$\s29,90$/ }).click();
      const failure = card.getByTestId("action-failure");
      await expect(failure).toContainText("O reembolso não foi feito.");
      await page.context().setOffline(false);
      await failure.getByRole("button", { name: "Tentar de novo" }).click();

      await expect(page.getByTestId("refund-done")).toContainText(
        /Pronto: R\$\s29,90 está voltando para você/,
      );
      await expect(page.getByTestId("plan-name")).toHaveText(/^Explorer/);
      expect((await latestMail(page.request, email, /Seu reembolso de R\$\s29,90/)).text).toContain(
        "Seu plano Creator foi encerrado",
      );

      // The premium text is locked again at once.
      await gotoHydrated(page, "/prompt/4");
      await expect(page.getByTestId("upgrade-card").first()).toBeVisible();

      // Once refunded, the card says so; asking again through the API is refused.
      await gotoHydrated(page, "/account?tab=subscription");
      await expect(page.getByTestId("refund-done")).toContainText("foi reembolsado em");
      const { payments } = (await (await page.request.get("/api/v1/billing/payments")).json()) as {
        payments: { id: number }[];
      };
      const again = await page.request.post(`/api/v1/billing/payments/${payments[0]!.id}/refund`);
      expect(again.status()).toBe(409);
    },
  );
});

async function grantCreator(admin: Page, email: string) {
  const found = await admin.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
  const { users } = (await found.json()) as { users: { id: string }[] };
  const answer = await admin.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
    data: { tier: "creator" },
  });
  expect(answer.status()).toBe(200);
}

test.describe("prompt requests in en", () => {
  test.use({ lang: "en" });

  test("a Creator requests a prompt, an admin answers it in the inbox, and the member reads the answer", async ({
    admin,
    openVisitor,
  }) => {
    test.setTimeout(150_000);
    const member = await openVisitor();
    const email = uniqueEmail("requests-en");
    await signUpAndVerify(member, email, "secret123", "Noah Reis");
    await grantCreator(admin.page, email);

    await gotoHydrated(member, "/requests");
    const purpose = `Captions for a bakery's week on Instagram ${randomUUID().slice(0, 6)}`;
    const form = member.getByTestId("request-form");
    // Too short: said beside the field, and nothing is sent.
    await form.getByLabel("What is the prompt for?").fill("Captions");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByText("Say what the prompt is for in at least 20 characters.")).toBeVisible();
    await form.getByLabel("What is the prompt for?").fill(purpose);
    await form.getByLabel("Which AI will you use it with?").selectOption("claude");
    await form.getByLabel("An example of the output you want (optional)").fill("Monday: sourdough at 7 a.m.");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(
      member.getByText("Request sent. We'll let you know as soon as it is answered."),
    ).toBeVisible();
    const mine = member.getByTestId("request").filter({ hasText: purpose });
    await expect(mine.getByTestId("request-status")).toHaveText("Open");
    await expect(member.getByTestId("requests-waiting")).toHaveText(
      "1 request waiting for an answer, out of 5 at once.",
    );

    const axe = await new AxeBuilder({ page: member })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const page = admin.page;
    await gotoHydrated(page, "/admin?tab=messages");
    await page.getByRole("link", { name: "Prompt requests" }).click();
    await expect(page).toHaveURL(/inbox=requests/);
    const request = page.getByTestId("admin-prompt-request").filter({ hasText: purpose });
    await expect(request).toContainText("Prompt request");
    await expect(request).toContainText("For Claude");
    await request.getByLabel("Status").selectOption("done");
    await request.getByRole("button", { name: "Send answer" }).click();
    await expect(request.getByText("Link the prompt written for the request to mark it done")).toBeVisible();
    await request.getByLabel("Prompt written for it (id or address)").fill("/prompt/1");
    await request.getByLabel(/Answer to the member/).fill("Here it is, with a version for Reels too.");
    await request.getByRole("button", { name: "Send answer" }).click();
    await expectToast(page, "Answer sent; the member was notified");
    await expect(request.getByTestId("admin-prompt-request-status")).toHaveText("Done");

    await gotoHydrated(member, "/notifications");
    await expect(member.getByTestId("notification").first()).toContainText(
      `The prompt you asked for is ready: ${purpose}`,
    );
    await member.getByTestId("notification").first().getByRole("link").first().click();
    await expect(member).toHaveURL(/\/requests#request-\d+$/);
    const answered = member.getByTestId("request").filter({ hasText: purpose });
    await expect(answered.getByTestId("request-status")).toHaveText("Done");
    await expect(answered.getByTestId("request-answer")).toContainText(
      "Here it is, with a version for Reels too.",
    );
    await answered.getByRole("link", { name: /^Written for you:/ }).click();
    await expect(member).toHaveURL(/\/prompt\/1$/);
    expect((await latestMail(member.request, email, /The prompt you asked for is ready/)).text).toContain(
      "/requests#request-",
    );
  });
});
