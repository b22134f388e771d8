import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { latestMail, linkIn } from "./accounts";
import { adminEmailFor } from "./admin-accounts";
import { gotoHydrated } from "./hydration";

export type Lang = "en" | "pt";

const BROWSER_LOCALE: Record<Lang, string> = { en: "en-US", pt: "pt-BR" };
const ADMIN_PASSWORD = "admin-secret";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

// Sign-in is rate limited per account (5 a minute) and every test of a language shares its admin,
// so each worker signs an admin in once and hands the session to its later tests.
const adminSessions = new Map<string, StorageState>();

/** The login form's outcome: signed in, or refused (no such account yet, or not verified yet). */
async function trySignIn(page: Page, email: string): Promise<boolean> {
  await gotoHydrated(page, "/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
  const signedIn = page.getByTestId("account-menu");
  await expect(signedIn.or(page.getByTestId("auth-error"))).toBeVisible();
  return signedIn.isVisible();
}

/**
 * Signs in as an ADMIN_EMAILS account, signing it up first on a database that has not seen it.
 * Sign-up never says that an account exists (Better Auth answers as if it were new when email
 * verification is required), so the helper tries the login form first. Two tests may sign up the
 * same admin at once: whoever opens the verification link second is not signed in by it, and logs in.
 */
async function signInAsAdmin(page: Page, email: string) {
  if (await trySignIn(page, email)) return;
  await gotoHydrated(page, "/login?tab=signup");
  const form = page.locator("form").filter({ has: page.locator('input[name="name"]') });
  await form.locator('input[name="name"]').fill("Admin Promptário");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
  // A parallel sign-up of the same admin that wins the race leaves this one refused; its mail still comes.
  await expect(page.getByText(email).or(page.getByTestId("auth-error"))).toBeVisible();
  const link = new URL(
    linkIn(await latestMail(page.request, email), /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/),
  );
  await page.goto(link.pathname + link.search);
  if ((await page.getByTestId("account-menu").count()) === 0) expect(await trySignIn(page, email)).toBe(true);
}

// Fixture bodies name Playwright's `use` callback `provide`: the React hooks lint reads `use` as a hook.
export const test = base.extend<{
  lang: Lang;
  /** The default page, signed in as this language's and project's admin (ADMIN_EMAILS). */
  admin: { page: Page; email: string };
  /** A page in a browser context of its own, in the test's language: a visitor, then a member. */
  openVisitor: () => Promise<Page>;
}>({
  lang: ["en", { option: true }],
  locale: async ({ lang }, provide) => provide(BROWSER_LOCALE[lang]),
  admin: async ({ page, lang, baseURL }, provide, testInfo) => {
    const email = adminEmailFor(lang, testInfo.project.name);
    const key = `${baseURL} ${email}`;
    const saved = adminSessions.get(key);
    if (saved) {
      await page.context().addCookies(saved.cookies);
    } else {
      // The first sign-in (on a new database, the sign-up too) gets time of its own, not the test's.
      testInfo.setTimeout(testInfo.timeout + 30_000);
      await signInAsAdmin(page, email);
      adminSessions.set(key, await page.context().storageState());
    }
    await provide({ page, email });
  },
  openVisitor: async ({ browser, baseURL, locale }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async () => {
      const context = await browser.newContext({ baseURL, locale });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/** Checks a toast, then closes it, so that the next toast with the same text is told apart from it. */
export async function expectToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // A toast that has already left by itself needs no closing.
  await toast
    .locator("[data-close-button]")
    .click({ timeout: 2_000 })
    .catch(async (error: unknown) => {
      if ((await toast.count()) > 0) throw error;
    });
}
