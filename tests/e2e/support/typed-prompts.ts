import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./accounts";

// What the specs about typed variables (fill-in, variables) start from: the viewports, a signed-in
// member (on Legend when the test needs it), and the seeded short-video prompt whose variables have
// a kind each.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

type Locale = "en-US" | "pt-BR";

/**
 * A member signed up and verified in a fresh context (clipboard allowed, for the copy buttons);
 * with `plan: "legend"`, paid through the test checkout.
 */
export async function typedPromptsMember(
  browser: Browser,
  baseURL: string | undefined,
  {
    label,
    locale,
    viewport,
    plan,
    name,
  }: { label: string; locale: Locale; viewport: typeof PHONE; plan?: "legend"; name?: string },
) {
  const context = await browser.newContext({
    locale,
    baseURL,
    viewport,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail(label), "secret123", name);
  if (plan) {
    const checkout = await page.request.post("/api/v1/billing/checkout", {
      data: { plan, country: locale === "pt-BR" ? "BR" : "US" },
    });
    const { url } = (await checkout.json()) as { url: string };
    await page.goto(url);
    await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
    await expect(page).toHaveURL(/\/subscription-success/);
  }
  return { context, page };
}

/**
 * The seeded short-video script prompt: a platform to choose, a length in seconds (15 to 90, 30 by
 * default), a topic and an audience.
 */
export const SHORT_VIDEO = {
  path: "/prompt/23",
  labels: {
    en: { platform: "platform", seconds: "length in seconds", topic: "topic or product" },
    pt: { platform: "plataforma", seconds: "duração em segundos", topic: "tema ou produto" },
  },
} as const;

/** The short-video prompt's fields inside `scope` (its page, the chat's menu, a dialog). */
export function shortVideoFields(scope: Page | Locator, language: "en" | "pt") {
  const labels = SHORT_VIDEO.labels[language];
  return {
    platform: scope.getByLabel(labels.platform),
    seconds: scope.getByLabel(labels.seconds),
    topic: scope.getByLabel(labels.topic),
  };
}
