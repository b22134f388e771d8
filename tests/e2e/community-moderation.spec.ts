import { randomUUID } from "node:crypto";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test, type Lang } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// A Creator reports a comment; an admin hides it from the Reports tab; it is gone for the Creator.

const WORDS = {
  en: {
    report: "Report this comment",
    reason: "What is wrong with it?",
    cancel: "Cancel",
    send: "Send report",
    sent: "Thank you. An admin will look at it.",
    close: "Close",
    tab: "Reports",
    hide: "Hide",
    hidden: "Hidden for everyone.",
    reportedBy: "Reported by Rita Moraes",
    empty: "Say in a few words what is wrong.",
  },
  pt: {
    report: "Denunciar este comentário",
    reason: "O que há de errado?",
    cancel: "Cancelar",
    send: "Enviar denúncia",
    sent: "Obrigado. Um admin vai analisar.",
    close: "Fechar",
    tab: "Denúncias",
    hide: "Ocultar",
    hidden: "Ocultado para todos.",
    reportedBy: "Denunciado por Rita Moraes",
    empty: "Diga em poucas palavras o que há de errado.",
  },
} as const;

for (const lang of ["en", "pt"] as Lang[]) {
  const w = WORDS[lang];
  test.describe(`moderation in ${lang}`, () => {
    test.use({ lang });

    test(
      "a Creator reports a comment, an admin hides it from the Reports tab, and it is gone",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ admin, openVisitor }) => {
        // Two accounts, a plan change and two pages: past the default 30 s on a busy machine.
        test.setTimeout(120_000);
        const creator = await openVisitor();
        const email = uniqueEmail(`moderation-${lang}`);
        await signUpAndVerify(creator, email, "secret123", "Rita Moraes");
        const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
        const { users } = (await found.json()) as { users: { id: string }[] };
        expect(
          (
            await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
              data: { tier: "creator" },
            })
          ).status(),
        ).toBe(200);

        // A library prompt the Creator reads, and someone else's comment on it.
        const list = await creator.request.get("/api/v1/prompts?limit=30");
        const { items } = (await list.json()) as { items: { id: number; locked: boolean }[] };
        const promptId = items.find((item) => !item.locked)!.id;
        const body = `Buy cheap pills ${randomUUID().slice(0, 8)}`;
        expect(
          (
            await admin.page.request.post(`/api/v1/prompts/${promptId}/comments`, { data: { body } })
          ).status(),
        ).toBe(201);

        await gotoHydrated(creator, `/prompt/${promptId}`);
        const comment = creator.getByTestId("comment").filter({ hasText: body });
        await expect(comment).toBeVisible();

        // Escape closes the dialog; an empty reason is refused in place.
        await comment.getByRole("button", { name: w.report }).click();
        const dialog = creator.getByRole("dialog", { name: w.report });
        await expect(dialog.getByLabel(w.reason)).toBeFocused();
        await creator.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await comment.getByRole("button", { name: w.report }).click();
        await dialog.getByRole("button", { name: w.send }).click();
        await expect(dialog.getByTestId("report-refusal")).toHaveText(w.empty);
        await dialog.getByLabel(w.reason).fill("Spam: selling pills");
        await dialog.getByRole("button", { name: w.send }).click();
        await expect(dialog.getByTestId("report-sent")).toHaveText(w.sent);
        await dialog.getByRole("button", { name: w.close }).first().click();
        await expect(dialog).toHaveCount(0);

        // The admin finds it among the open reports and hides it.
        await gotoHydrated(admin.page, "/admin");
        await admin.page.getByRole("tab", { name: w.tab }).click();
        await expect(admin.page).toHaveURL(/tab=reports/);
        const report = admin.page.getByTestId("admin-report").filter({ hasText: body });
        await expect(report).toBeVisible();
        await expect(report.getByTestId("admin-report-reason")).toHaveText("Spam: selling pills");
        await expect(report).toContainText(w.reportedBy);
        await report.getByRole("button", { name: w.hide }).click();
        // The list drops the row as the toast comes in; its text is what tells the admin it worked.
        await expect(
          admin.page.locator("[data-sonner-toast]").filter({ hasText: w.hidden }).first(),
        ).toBeVisible();
        await expect(report).toHaveCount(0);

        // Gone for the Creator.
        await gotoHydrated(creator, `/prompt/${promptId}`);
        await expect(creator.getByTestId("comments")).toBeVisible();
        await expect(creator.getByText(body)).toHaveCount(0);
      },
    );
  });
}
