import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, expectToast, test, type Lang } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// The admin dashboard as its admins use it, in each language.

const GRANT_MS = 30 * 24 * 60 * 60 * 1000;

const COPY = {
  en: {
    intl: "en-US",
    // Each language edits its own catalogue prompt: en and pt tests share a server.
    promptId: 12,
    deniedTitle: "Admin access required",
    backHome: "Back to home",
    tierUpdated: "Subscription status updated",
    freeBadge: "Free",
    ends: "Ends",
    freePlan: "Explorer (free)",
    endsOn: "Ends on",
    enterId: "Please enter a user ID",
    notFound: "User not found",
    alreadyAdmin: "User is already an admin",
    adminAssigned: "Admin role assigned",
    assignAdmin: "Assign admin role",
    userId: "User ID",
    edit: "Edit",
    editorTitle: "Edit prompt #12",
    promptUpdated: "Prompt updated",
    customized: "edited",
    newTitle: "Plano de aula revisado",
    planChanged: "Plan changed",
    roleChanged: "Role changed",
    promptEdited: "Prompt edited",
  },
  pt: {
    intl: "pt-BR",
    promptId: 13,
    deniedTitle: "Acesso restrito a administradores",
    backHome: "Voltar para o início",
    tierUpdated: "Status de assinatura atualizado",
    freeBadge: "Gratuito",
    ends: "Termina em",
    freePlan: "Explorer (gratuito)",
    endsOn: "Termina em",
    enterId: "Por favor, insira um ID de usuário",
    notFound: "Usuário não encontrado",
    alreadyAdmin: "O usuário já é um administrador",
    adminAssigned: "Role de admin atribuída",
    assignAdmin: "Atribuir role de admin",
    userId: "ID do usuário",
    edit: "Editar",
    editorTitle: "Editar prompt nº 13",
    promptUpdated: "Prompt atualizado",
    customized: "editado",
    newTitle: "Sequência de e-mails B2B revisada",
    planChanged: "Plano alterado",
    roleChanged: "Função alterada",
    promptEdited: "Prompt editado",
  },
} as const;

/** The end dates an admin grant made between two instants can show, formatted as the page does (UTC). */
function grantEndPattern(
  intl: string,
  options: Intl.DateTimeFormatOptions,
  from: number,
  to: number,
): RegExp {
  const format = new Intl.DateTimeFormat(intl, { ...options, timeZone: "UTC" });
  const dates = new Set([format.format(from + GRANT_MS), format.format(to + GRANT_MS)]);
  return new RegExp(
    [...dates].map((date) => date.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s")).join("|"),
  );
}

async function subscriptionOf(page: Page) {
  const response = await page.request.post("/api/v1/subscription/check");
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    subscribed: boolean;
    subscription_tier: string;
    subscription_end: string | null;
  };
}

for (const lang of ["en", "pt"] as const satisfies readonly Lang[]) {
  const copy = COPY[lang];

  test.describe(`admin dashboard in ${lang}`, () => {
    test.use({ lang });

    test(
      "refuses a non-admin; grants a member Legend, takes it back, and makes them admin by id; the audit log shows it",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ admin, openVisitor }) => {
        // Two accounts in two browsers and a dozen admin actions: twice the usual budget.
        test.setTimeout(test.info().timeout + 30_000);
        const member = await openVisitor();
        await member.goto("/admin");
        await expect(member).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);

        const memberEmail = uniqueEmail(`admin-member-${lang}`);
        await signUpAndVerify(member, memberEmail);
        const denied = await member.goto("/admin");
        expect(denied?.status()).toBe(403);
        await expect(member.getByTestId("admin-required")).toContainText(copy.deniedTitle);
        await expect(member.getByTestId("admin-dashboard")).toHaveCount(0);
        await expect(
          member.getByTestId("admin-required").getByRole("link", { name: copy.backHome }),
        ).toHaveAttribute("href", "/");

        await member.goto("/account?tab=subscription");
        await expect(member.getByTestId("plan-name")).toHaveText(copy.freePlan);

        // The admin finds the member by a part of the email, typed into the debounced search.
        const { page } = admin;
        await gotoHydrated(page, "/admin");
        await expect(page.getByTestId("admin-dashboard")).toBeVisible();
        const part = memberEmail.split("@")[0]!.slice(-8);
        await page.getByTestId("admin-user-search").fill(part);
        await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`));
        const row = page.locator(`[data-testid="admin-user"][data-email="${memberEmail}"]`);
        await expect(row).toBeVisible();
        await expect(page.getByTestId("admin-user")).toHaveCount(1);
        const tierSelect = row.getByTestId("admin-user-tier-select");
        await expect(tierSelect).toHaveValue("none");

        // Legend for 30 days: the admin's list shows the end date, the member gets Legend.
        const grantedFrom = Date.now();
        await tierSelect.selectOption("legend");
        await expectToast(page, copy.tierUpdated);
        const grantedTo = Date.now();
        await expect(tierSelect).toHaveValue("legend");
        await expect(row.getByTestId("admin-user-tier")).toHaveText("Legend");
        await expect(row.getByTestId("admin-user-end")).toContainText(copy.ends);
        await expect(row.getByTestId("admin-user-end")).toHaveText(
          grantEndPattern(copy.intl, { dateStyle: "medium" }, grantedFrom, grantedTo),
        );

        await member.reload();
        await expect(member.getByTestId("plan-name")).toHaveText("Legend");
        // Nothing renews a plan an admin granted: it ends on that date.
        await expect(member.getByTestId("plan-date")).toContainText(copy.endsOn);
        await expect(member.getByTestId("plan-date")).toHaveText(
          grantEndPattern(
            copy.intl,
            { year: "numeric", month: "long", day: "numeric" },
            grantedFrom,
            grantedTo,
          ),
        );
        const legend = await subscriptionOf(member);
        expect(legend).toMatchObject({ subscribed: true, subscription_tier: "legend" });
        const end = Date.parse(legend.subscription_end ?? "");
        expect(end).toBeGreaterThanOrEqual(grantedFrom + GRANT_MS - 1000);
        expect(end).toBeLessThanOrEqual(grantedTo + GRANT_MS + 1000);
        await member.goto("/prompt/4");
        await expect(member.getByTestId("upgrade-card")).toHaveCount(0);
        await expect(member.getByTestId("expert-steps").locator("li")).toHaveCount(5);

        // "None" makes the member free again.
        await tierSelect.selectOption("none");
        await expectToast(page, copy.tierUpdated);
        await expect(tierSelect).toHaveValue("none");
        await expect(row.getByTestId("admin-user-tier")).toHaveText(copy.freeBadge);
        await expect(row.getByTestId("admin-user-end")).toHaveCount(0);

        await member.goto("/account?tab=subscription");
        await expect(member.getByTestId("plan-name")).toHaveText(copy.freePlan);
        expect(await subscriptionOf(member)).toMatchObject({ subscribed: false, subscription_end: null });

        // The "Set admin role" card: a blank id, an unknown id, the member's id, then the same id again.
        const memberId = await row.getByTestId("admin-user-id").getAttribute("data-user-id");
        expect(memberId).toBeTruthy();
        const card = page.getByTestId("admin-set-admin");
        const idField = card.getByLabel(copy.userId);
        const submit = card.getByRole("button", { name: copy.assignAdmin });
        const refusal = card.getByRole("alert");

        await submit.click();
        await expect(refusal).toHaveText(copy.enterId);
        await expectToast(page, copy.enterId);

        await idField.fill(`no-such-user-${randomUUID()}`);
        await submit.click();
        await expect(refusal).toHaveText(copy.notFound);
        await expectToast(page, copy.notFound);

        await idField.fill(memberId!);
        await submit.click();
        await expectToast(page, copy.adminAssigned);
        await expect(refusal).toHaveCount(0);
        await expect(idField).toHaveValue("");
        await expect(row.getByTestId("admin-user-role-select")).toHaveValue("admin");

        await idField.fill(memberId!);
        await submit.click();
        await expect(refusal).toHaveText(copy.alreadyAdmin);
        await expectToast(page, copy.alreadyAdmin);

        await member.goto("/admin");
        await expect(member.getByTestId("admin-dashboard")).toBeVisible();

        // Every change is in the audit log, with the admin who made it.
        await page.getByTestId("admin-tab-audit").click();
        await expect(page).toHaveURL(/[?&]tab=audit/);
        const entries = (action: string) =>
          page
            .locator(`[data-testid="admin-audit-entry"][data-action="${action}"]`)
            .filter({ hasText: memberEmail });
        await expect(entries("user.subscription")).toHaveCount(2);
        for (const entry of await entries("user.subscription").all()) {
          await expect(entry).toContainText(admin.email);
          await expect(entry).toContainText(copy.planChanged);
        }
        // Newest first; the last column lists the state before, then after.
        const after = (entry: Locator) => entry.locator("td").last().locator("ul").last();
        await expect(after(entries("user.subscription").first())).toContainText("tier: free");
        await expect(after(entries("user.subscription").last())).toContainText("tier: legend");
        await expect(entries("user.role")).toHaveCount(1);
        await expect(entries("user.role")).toContainText(admin.email);
        await expect(entries("user.role")).toContainText(copy.roleChanged);
        await expect(after(entries("user.role"))).toHaveText("role: admin");
      },
    );

    test(
      "edits a catalogue prompt's Portuguese title with a live preview; the public page and the audit log show it",
      { tag: lang === "en" ? "@postgres" : [] },
      async ({ admin, request }) => {
        const { page } = admin;
        const id = copy.promptId;
        const title = `${copy.newTitle} ${randomUUID().slice(0, 6)}`;
        // An anonymous visitor's copy of the page is kept for a while (server/http/page-cache); the
        // edit must replace it at once.
        const anonymousTitle = async () =>
          (await (await request.get(`/prompt/${id}?lang=pt`)).text()).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
        expect(await anonymousTitle()).not.toBe(title);

        await gotoHydrated(page, "/admin");
        await page.getByTestId("admin-tab-prompts").click();
        await expect(page).toHaveURL(/[?&]tab=prompts/);
        await page.getByTestId("admin-prompt-search").fill(String(id));
        await expect(page).toHaveURL(new RegExp(`[?&]q=${id}(&|$)`));
        const row = page.locator(`[data-testid="admin-prompt"][data-prompt-id="${id}"]`);
        await row.getByRole("link", { name: new RegExp(`^${copy.edit}:`) }).click();

        const editor = page.getByTestId("admin-prompt-editor");
        await expect(editor.getByRole("heading", { level: 2, name: copy.editorTitle })).toBeVisible();
        // The editor opens in the reader's language; the switch brings the Portuguese fields forward.
        await expect(page.getByTestId(`admin-editor-language-${lang}`)).toHaveAttribute(
          "aria-checked",
          "true",
        );
        await page.getByTestId("admin-editor-language-pt").click();
        await expect(page.getByTestId("admin-editor-language-pt")).toHaveAttribute("aria-checked", "true");
        const titleField = page.getByTestId("admin-editor-pt.title");
        await expect(titleField).toBeVisible();
        const preview = page.getByTestId("admin-editor-preview").getByRole("heading");
        await expect(preview).toHaveText(await titleField.inputValue());

        await titleField.fill(title);
        await expect(preview).toHaveText(title);
        await page.getByTestId("admin-editor-save").click();
        await expectToast(page, copy.promptUpdated);
        await expect(row).toContainText(copy.customized);

        await page.goto(`/prompt/${id}?lang=pt`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        expect(await anonymousTitle()).toBe(title);

        await page.goto("/admin?tab=audit");
        const entry = page
          .locator('[data-testid="admin-audit-entry"][data-action="prompt.update"]')
          .filter({ hasText: title });
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText(admin.email);
        await expect(entry).toContainText(copy.promptEdited);
        await expect(entry).toContainText(`prompt ${id}`);
        await expect(entry).toContainText(`translations.pt.title: ${title}`);
      },
    );
  });
}

test.describe("admin dashboard: catalogue and inbox", () => {
  test.use({ lang: "en" });

  test("refuses to delete a category that still has prompts", { tag: "@postgres" }, async ({ admin }) => {
    const { page } = admin;
    await gotoHydrated(page, "/admin");
    await page.getByTestId("admin-tab-categories").click();
    const marketing = page.locator('[data-testid="admin-category"][data-category-id="marketing"]');
    await marketing.getByRole("button", { name: "Delete: Marketing" }).click();

    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Delete the category “Marketing”?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "This category still has prompts. Move or delete them first.");

    await page.reload();
    await expect(marketing).toBeVisible();
  });

  test(
    "a message sent through the contact form reaches the inbox and is marked handled",
    { tag: "@postgres" },
    async ({ admin, openVisitor }) => {
      const visitor = await openVisitor();
      const subject = `Custom prompt for a bakery ${randomUUID().slice(0, 8)}`;
      await gotoHydrated(visitor, "/contact");
      const form = visitor.getByTestId("contact-form");
      await form.getByLabel("Name").fill("Bia Costa");
      await form.getByLabel("Email").fill("bia@example.com");
      await form.getByLabel("Subject").fill(subject);
      await form.getByLabel("Message").fill("Could you add a prompt for a bakery's weekly specials?");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(visitor.getByText("Message sent")).toBeVisible();

      const { page } = admin;
      await gotoHydrated(page, "/admin");
      await page.getByTestId("admin-tab-messages").click();
      await expect(page).toHaveURL(/[?&]tab=messages/);
      const message = page.getByTestId("admin-message").filter({ hasText: subject });
      await expect(message).toHaveAttribute("data-status", "new");
      await expect(message).toContainText("From Bia Costa <bia@example.com>");
      await expect(message).toContainText("a bakery's weekly specials?");

      await message.getByRole("button", { name: "Mark handled" }).click();
      await expectToast(page, "Message marked as handled");
      await expect(message).toHaveAttribute("data-status", "handled");

      const filters = page.getByRole("navigation", { name: "Contact inbox" });
      await filters.getByRole("link", { name: "New" }).click();
      await expect(page).toHaveURL(/[?&]status=new/);
      await expect(message).toHaveCount(0);
      await filters.getByRole("link", { name: "Handled" }).click();
      await expect(page).toHaveURL(/[?&]status=handled/);
      await expect(message).toBeVisible();
    },
  );
});

test.describe("admin dashboard: accessibility", () => {
  test.use({ lang: "pt" });

  test("every tab and the prompt editor have no axe violations, in light and dark", async ({ admin }) => {
    // Twelve pages, each analysed by axe: on a busy 2-core machine each takes 10 s or more.
    test.setTimeout(300_000);
    const { page } = admin;
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of [
        "/admin",
        "/admin?tab=prompts",
        "/admin?tab=prompts&edit=3",
        "/admin?tab=categories",
        "/admin?tab=messages",
        "/admin?tab=audit",
      ]) {
        await gotoHydrated(page, path);
        await expect(page.getByTestId("admin-dashboard")).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
        expect(summary, `${path} (${scheme})`).toEqual([]);
      }
    }
  });
});
