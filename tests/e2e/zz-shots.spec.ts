import { expect, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

test("screenshots", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const setup = await browser.newContext({ locale: "pt-BR", baseURL });
  const page = await setup.newPage();
  const email = uniqueEmail("shots");
  await signUpAndVerify(page, email);
  const checkout = await page.request.post("/api/v1/billing/checkout", { data: { plan: "legend", country: "BR" } });
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole("button", { name: /^(Pay|Pagar)/ }).click();
  await expect(page).toHaveURL(/\/subscription-success/);
  const mk = async (data: object) => ((await (await page.request.post("/api/v1/projects", { data })).json()) as { project: { id: string } }).project.id;
  const a = await mk({ name: "Padaria Aurora", color: "green", instructions: "Responda sempre como um confeiteiro experiente, com receitas para pequenas padarias e um tom acolhedor." });
  const b = await mk({ name: "Podcast semanal", color: "violet", instructions: "" });
  await mk({ name: "Cliente Horizonte Imobiliária com nome longo", color: "red", instructions: "Tom formal." });
  await page.request.post("/api/v1/locker/prompts", { data: { title: "Cardápio semanal", content: "Monte um cardápio para [público]", projectId: a } });
  await page.request.post("/api/v1/locker/prompts", { data: { title: "Roteiro do episódio", content: "Roteiro sobre [tema]", projectId: b } });
  await page.request.post("/api/v1/locker/prompts", { data: { title: "Sem projeto", content: "Texto" } });
  const month = new Date().toISOString().slice(0, 7);
  await page.request.post("/api/v1/calendar", { data: { promptId: 1, date: `${month}-15`, projectId: a } });
  await page.request.post("/api/v1/calendar", { data: { promptId: 2, date: `${month}-15`, projectId: b } });
  await page.request.post("/api/v1/chat", { data: { message: "Preciso de um cardápio semanal", projectId: a } });
  await page.request.post("/api/v1/chat", { data: { message: "Ideias para o episódio", projectId: b } });
  const state = await setup.storageState();
  for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 900 }]] as const)
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ locale: "pt-BR", baseURL, viewport, colorScheme, storageState: state });
      const p = await context.newPage();
      for (const [label, url] of [["projects", "/projects"], ["chat", `/chat-legend?project=${a}`], ["locker", "/prompt-locker"], ["calendar", `/content-calendar?month=${month}`]]) {
        await gotoHydrated(p, url!);
        await p.screenshot({ path: `/tmp/shots/${label}-${name}-${colorScheme}.png`, fullPage: label !== "chat" });
      }
      if (name === "desktop" && colorScheme === "light") {
        await gotoHydrated(p, "/projects");
        await p.getByTestId("project-new").click();
        await p.screenshot({ path: `/tmp/shots/dialog-desktop-light.png` });
        await p.keyboard.press("Escape");
        await gotoHydrated(p, `/chat-legend?project=${a}`);
        await p.getByTestId("conversation").filter({ visible: true }).first().getByRole("button").click();
        await p.getByRole("menuitem", { name: "Mover para um projeto" }).click();
        await p.screenshot({ path: `/tmp/shots/move-desktop-light.png` });
      }
      if (name === "phone" && colorScheme === "dark") {
        await gotoHydrated(p, "/projects");
        await p.getByTestId("project-new").click();
        await p.screenshot({ path: `/tmp/shots/dialog-phone-dark.png` });
      }
      await context.close();
    }
  await setup.close();
});
