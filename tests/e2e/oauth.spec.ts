import AxeBuilder from "@axe-core/playwright";
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";

// An assistant connects to /mcp through OAuth 2.1 — it registers, sends the member's
// browser to sign in and to our consent page, and trades the code for a token bound to /mcp.

const CALLBACK = "http://localhost:33418/callback";
const TEXT = {
  "en-US": {
    title: /Allow Test Assistant to use your Promptário\?/,
    allow: "Allow",
    deny: "Don't allow",
    login: "Log in",
  },
  "pt-BR": {
    title: /Autorizar o Test Assistant a usar seu Promptário\?/,
    allow: "Autorizar",
    deny: "Não autorizar",
    login: "Entrar",
  },
} as const;

const base64url = (bytes: Buffer) => bytes.toString("base64url");

async function register(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/oauth2/register", {
    data: {
      client_name: "Test Assistant",
      redirect_uris: [CALLBACK],
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
}

function authorizeUrl(clientId: string, verifier: string, resource: string) {
  return `/api/auth/oauth2/authorize?${new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: CALLBACK,
    scope: "openid profile offline_access",
    state: "xyz",
    code_challenge: base64url(createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
    resource,
  })}`;
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((violation) => violation.id),
    label,
  ).toEqual([]);
}

test(
  "an assistant signs a member in, is allowed, and reads the library through /mcp (en-US, light)",
  { tag: "@postgres" },
  async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const text = TEXT["en-US"];
    const email = uniqueEmail("oauth-en");
    const signup = await browser.newContext({ locale: "en-US", baseURL });
    await signUpAndVerify(await signup.newPage(), email);
    await signup.close();

    const context = await browser.newContext({ locale: "en-US", baseURL, colorScheme: "light" });
    // The assistant's loopback listener: the browser lands here with the code.
    await context.route(`${CALLBACK}**`, (route) =>
      route.fulfill({ contentType: "text/plain", body: "You can close this window." }),
    );
    const page = await context.newPage();
    // The assistant itself has no browser cookies.
    const clientId = await register(request);
    const verifier = base64url(randomBytes(32));
    const resource = `${new URL(baseURL!).origin}/mcp`;

    // Signed out: the authorization sends the browser to log in first, then comes back to consent.
    await page.goto(authorizeUrl(clientId, verifier, resource));
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    const form = page
      .locator("form")
      .filter({ has: page.locator('input[name="password"]') })
      .filter({ hasNot: page.locator('input[name="name"]') });
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill("secret123");
    await form.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/oauth\/consent\?/);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("localhost:33418")).toBeVisible();
    await expectNoAxeViolations(page, "consent (light, en-US)");

    // Keyboard: Allow is reachable and works from the keyboard.
    await page.getByRole("button", { name: text.allow, exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${CALLBACK}**`);
    const back = new URL(page.url());
    expect(back.searchParams.get("state")).toBe("xyz");
    const code = back.searchParams.get("code")!;

    const token = await request.post("/api/auth/oauth2/token", {
      form: {
        grant_type: "authorization_code",
        code,
        redirect_uri: CALLBACK,
        client_id: clientId,
        code_verifier: verifier,
        resource,
      },
    });
    expect(token.status()).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const tools = await request.post("/mcp", {
      headers: { authorization: `Bearer ${access_token}`, accept: "application/json, text/event-stream" },
      data: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
    });
    expect(tools.status()).toBe(200);
    // The token opens /mcp only: neither the JSON API nor a page.
    expect(
      (await request.get("/api/v1/me", { headers: { authorization: `Bearer ${access_token}` } })).status(),
    ).toBe(401);

    // Settings → API lists the assistant; disconnecting it (after confirming) ends its token at once.
    await page.goto("/settings?tab=api");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    const row = page.getByTestId("assistant-row").filter({ hasText: "Test Assistant" });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Disconnect Test Assistant" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText("Assistant disconnected.")).toBeVisible();
    await expect(page.getByTestId("assistant-row")).toHaveCount(0);
    await expectNoAxeViolations(page, "settings API tab with no assistants (light, en-US)");
    const after = await request.post("/mcp", {
      headers: { authorization: `Bearer ${access_token}`, accept: "application/json, text/event-stream" },
      data: { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} },
    });
    expect(after.status()).toBe(401);
    await context.close();
  },
);

test("a signed-in member refuses an assistant and it gets no code (pt-BR, dark)", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const text = TEXT["pt-BR"];
  const context = await browser.newContext({ locale: "pt-BR", baseURL, colorScheme: "dark" });
  await context.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ contentType: "text/plain", body: "Pode fechar esta janela." }),
  );
  const page = await context.newPage();
  await signUpAndVerify(page, uniqueEmail("oauth-pt"));
  // The assistant itself has no browser cookies.
  const clientId = await register(request);

  await page.goto(authorizeUrl(clientId, base64url(randomBytes(32)), `${new URL(baseURL!).origin}/mcp`));
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByText("Continuar conectado até você desconectar")).toBeVisible();
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expectNoAxeViolations(page, "consent (dark, pt-BR)");

  await page.getByRole("button", { name: text.deny }).click();
  await page.waitForURL(`${CALLBACK}**`);
  const back = new URL(page.url());
  expect(back.searchParams.get("error")).toBe("access_denied");
  expect(back.searchParams.get("code")).toBeNull();

  // A consent address without a valid request explains itself instead of offering a choice.
  await page.goto("/oauth/consent?client_id=nobody");
  await expect(page.getByRole("heading", { level: 1, name: "Não dá para usar este pedido" })).toBeVisible();
  await expect(page.getByRole("button", { name: text.allow })).toHaveCount(0);
  await context.close();
});
