import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

// A member creates an API key in settings, sees it once, uses it against /mcp, revokes it.

const TEXT = {
  "en-US": {
    tab: "API",
    name: "Name",
    create: "Create key",
    saved: "I've saved it",
    revoke: "Revoke key",
    revoked: "Key revoked.",
    copy: "Copy",
    copied: "Copied",
  },
  "pt-BR": {
    tab: "API",
    name: "Nome",
    create: "Criar chave",
    saved: "Já guardei",
    revoke: "Revogar chave",
    revoked: "Chave revogada.",
    copy: "Copiar",
    copied: "Copiada",
  },
} as const;

async function mcp(request: APIRequestContext, key: string, method: string, params: object = {}) {
  return request.post("/mcp", {
    headers: { authorization: `Bearer ${key}`, accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method, params },
  });
}

for (const locale of ["en-US", "pt-BR"] as const) {
  test(
    `a member creates an API key, uses it for MCP and revokes it (${locale})`,
    { tag: locale === "en-US" ? "@postgres" : [] },
    async ({ browser, baseURL }) => {
      test.setTimeout(90_000);
      const text = TEXT[locale];
      const context = await browser.newContext({
        locale,
        baseURL,
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const page = await context.newPage();
      await signUpAndVerify(page, uniqueEmail(`keys-${locale.toLowerCase()}`));

      await gotoHydrated(page, "/settings");
      await page.getByRole("tab", { name: text.tab }).click();
      await expect(page).toHaveURL(/tab=api/);
      await page.getByLabel(text.name, { exact: true }).fill("Claude Desktop");
      await page.getByRole("button", { name: text.create }).click();

      const shown = page.getByTestId("new-api-key").locator("input");
      await expect(shown).toHaveValue(/^prm_[A-Za-z0-9]{40,}$/);
      const key = await shown.inputValue();
      await page.getByTestId("new-api-key").getByRole("button", { name: text.copy }).click();
      await expect(page.getByTestId("new-api-key").getByRole("button", { name: text.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

      // Listed by its first characters; the key itself is never shown again.
      await page.getByRole("button", { name: text.saved }).click();
      await expect(page.getByTestId("new-api-key")).toHaveCount(0);
      const row = page.getByTestId("api-key-row").filter({ hasText: "Claude Desktop" });
      await expect(row).toContainText(key.slice(0, 10));
      await page.reload();
      await expect(page.getByTestId("api-key-row")).toHaveCount(1);
      expect(await page.content()).not.toContain(key);

      // The key works against /mcp, with the member's own prompts and the library's.
      const tools = await mcp(page.request, key, "tools/list");
      expect(tools.status()).toBe(200);
      const toolNames = ((await tools.json()) as { result: { tools: { name: string }[] } }).result.tools.map(
        (tool) => tool.name,
      );
      expect(toolNames).toEqual(
        expect.arrayContaining(["search_prompts", "get_prompt", "list_categories", "create_prompt"]),
      );
      const prompts = await mcp(page.request, key, "prompts/list");
      expect(
        ((await prompts.json()) as { result: { prompts: unknown[] } }).result.prompts.length,
      ).toBeGreaterThan(0);
      // Never in a URL.
      expect((await page.request.post(`/mcp?api_key=${key}`, { data: {} })).status()).toBe(400);
      // Pages are not the API: without the session cookie, the key opens no page (nor its actions).
      const stranger = await browser.newContext({ baseURL });
      const settings = await stranger.request.get("/settings", {
        headers: { authorization: `Bearer ${key}` },
        maxRedirects: 0,
      });
      expect(settings.status()).toBe(302);
      expect(settings.headers()["location"]).toContain("/login");
      await stranger.close();

      // The list shows it was used.
      await page.reload();
      await expect(page.getByTestId("api-key-row")).not.toContainText(
        locale === "pt-BR" ? "Nunca usada" : "Never used",
      );

      // Revoked after confirming, it stops working at once.
      await page.getByTestId("api-key-row").getByRole("button").click();
      await page.getByRole("alertdialog").getByRole("button", { name: text.revoke }).click();
      await expect(page.getByText(text.revoked)).toBeVisible();
      await expect(page.getByTestId("api-key-row")).toHaveCount(0);
      expect((await mcp(page.request, key, "tools/list")).status()).toBe(401);
      await context.close();
    },
  );
}

test("the integrations page gives copy-ready setups in both languages", async ({ browser, baseURL }) => {
  for (const [locale, title] of [
    ["en-US", "Your prompts, inside your AI tools"],
    ["pt-BR", "Seus prompts dentro das suas ferramentas de IA"],
  ] as const) {
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    await gotoHydrated(page, "/integrations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    for (const client of ["claude", "cursor", "vscode"]) {
      const code = await page.getByTestId(`setup-${client}`).locator("pre").textContent();
      expect(() => JSON.parse(code ?? "")).not.toThrow();
      expect(code).toContain(`${baseURL}/mcp`);
      expect(code).toMatch(/Authorization/);
      expect(code).not.toMatch(/\/mcp\?/);
    }
    await context.close();
  }
});
