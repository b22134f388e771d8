import { randomUUID } from "node:crypto";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { gotoHydrated } from "./support/hydration";

// An admin removes a member's roadmap comment: the page asks first, naming whose it is, and the
// audit log keeps it.

test.describe("roadmap moderation in pt", () => {
  test.use({ lang: "pt", viewport: { width: 390, height: 844 } });

  test("an admin deletes a member's comment after confirming, and the audit log keeps it", async ({
    admin,
    openVisitor,
  }, testInfo) => {
    test.setTimeout(120_000);
    const member = await openVisitor();
    const email = uniqueEmail("roadmap-commenter");
    await signUpAndVerify(member, email, "secret123", "Rui Prado");
    const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
    const { users } = (await found.json()) as { users: { id: string }[] };
    const granted = await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
      data: { tier: "creator" },
    });
    expect(granted.status()).toBe(200);

    const list = (await (await member.request.get("/api/v1/roadmap")).json()) as { items: { id: number }[] };
    const itemId = list.items[0]!.id;
    const body = `Compre seguidores baratos ${randomUUID().slice(0, 6)}`;
    expect(
      (await member.request.post(`/api/v1/roadmap/${itemId}/comments`, { data: { body } })).status(),
    ).toBe(201);

    const page = admin.page;
    await gotoHydrated(page, `/roadmap/${itemId}`);
    const comment = page.getByTestId("roadmap-comment").filter({ hasText: body });
    await comment.getByTestId("roadmap-comment-delete").click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Excluir este comentário de Rui Prado?");
    await expect(dialog).toContainText("fica registrado no log de auditoria");
    await page.screenshot({ path: testInfo.outputPath("roadmap-moderation-phone-pt-light.png") });
    await expectNoAxeViolations(page, "the moderation dialog (pt, phone)", '[role="alertdialog"]');

    // Cancelling keeps it; confirming removes it for everyone.
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(comment).toHaveCount(1);
    await comment.getByTestId("roadmap-comment-delete").click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await expect(comment).toHaveCount(0);
    await gotoHydrated(member, `/roadmap/${itemId}`);
    await expect(member.getByText(body)).toHaveCount(0);

    const audit = (await (await page.request.get("/api/v1/admin/audit?limit=20")).json()) as {
      entries: { action: string; targetLabel: string | null }[];
    };
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: "roadmap.comment_delete", targetLabel: body }),
    );
  });
});
