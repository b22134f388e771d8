import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// A Legend member (in Portuguese, in São Paulo) and an admin (in English) chat live: the member's
// message reaches the desk at once, each sees the other typing, an answer arrives without a
// reload, and a message sent while offline stays on screen until Retry sends it.

test.use({ lang: "en" });

test(
  "a Legend member and an admin chat live, typing and an offline moment included",
  { tag: "@postgres" },
  async ({ admin, browser, baseURL }) => {
    test.setTimeout(150_000);
    const memberContext = await browser.newContext({
      baseURL,
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    const member = await memberContext.newPage();
    const email = uniqueEmail("support");
    const name = `Ana ${randomUUID().slice(0, 6)}`;
    await signUpAndVerify(member, email, "secret123", name);
    const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
    const { users } = (await found.json()) as { users: { id: string }[] };
    const granted = await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
      data: { tier: "legend" },
    });
    expect(granted.status()).toBe(200);

    // The contact page's Live Chat block leads a Legend member to the chat.
    await gotoHydrated(member, "/contact");
    await member.getByTestId("live-chat").getByRole("link", { name: "Fale com a gente" }).click();
    await expect(member).toHaveURL(/\/support$/);
    await expect(member.getByRole("heading", { level: 1, name: "Fale com a gente" })).toBeVisible();
    await expect(member.locator("html[data-hydrated=true]")).toHaveCount(1);
    // The hours on the member's clock: 9 to 5 in New York is 10 to 6 or 11 to 7 in São Paulo.
    await expect(member.getByTestId("support-hours-local")).toHaveText(
      /^No seu fuso horário \(Horário Padrão de Brasília\): de segunda-feira a sexta-feira, das (10|11):00 às (18|19):00$/,
    );
    const availability = member.getByTestId("support-availability");
    await expect(availability).toHaveText(
      (await availability.getAttribute("data-open")) === "true"
        ? /Estamos online agora/
        : new RegExp(`Estamos fora do horário agora.*${email.replace(/[.+]/g, "\\$&")}.*Voltamos`),
    );
    const violations = (await new AxeBuilder({ page: member }).analyze()).violations;
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // The admin's desk is open before the member writes: the conversation arrives live.
    await gotoHydrated(admin.page, "/admin?tab=support");
    const desk = admin.page.getByTestId("support-desk-list").or(admin.page.getByTestId("support-desk-empty"));
    await expect(desk).toBeVisible();

    const box = member.getByRole("textbox", { name: "Sua mensagem" });
    await box.fill("Olá! Meus prompts sumiram do Cofre.");
    await box.press("Enter");
    const mine = member.getByTestId("support-message").filter({ hasText: "Meus prompts sumiram" });
    await expect(mine).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(mine).toHaveAttribute("data-status", "sent");

    const item = admin.page.getByTestId("support-desk-item").filter({ hasText: name });
    await expect(item).toContainText("Meus prompts sumiram");
    await expect(item).toHaveAttribute("data-unread", "true");
    await expect(admin.page.getByTestId("admin-support-unread")).toBeVisible();
    await item.click();
    const conversation = admin.page.getByTestId("support-desk-conversation");
    await expect(conversation.getByTestId("support-message")).toContainText(["Meus prompts sumiram"]);
    await conversation.getByRole("button", { name: "Take" }).click();
    await expect(conversation.getByTestId("support-desk-assignee")).toHaveText("You have it");

    // Each side sees the other typing.
    const answerBox = conversation.getByRole("textbox", { name: "Your answer" });
    await answerBox.pressSequentially("Hi Ana");
    await expect(member.getByTestId("support-typing")).toHaveText("Admin Promptário está digitando…");
    await answerBox.fill("Hi! I'm looking at your Vault now.");
    await answerBox.press("Enter");
    await expect(
      member.getByTestId("support-message").filter({ hasText: "looking at your Vault" }),
    ).toBeVisible();
    await expect(member.getByTestId("support-typing")).toHaveText("");
    await expect(member.getByTestId("support-assignee")).toHaveText(
      "Admin Promptário, da nossa equipe, está atendendo você.",
    );

    // Soon after her first message (a fast server answers in under the hint's 2.5 s), her first key
    // says she is typing again.
    await box.pressSequentially("Obrigada");
    await expect(conversation.getByTestId("support-desk-typing")).toHaveText(`${name} is typing…`);

    // Offline: the message stays, marked not sent; what is typed stays in the box; Retry sends it.
    await memberContext.setOffline(true);
    await box.fill("Ainda estou aqui, sem internet.");
    await box.press("Enter");
    const offline = member.getByTestId("support-message").filter({ hasText: "sem internet" });
    await expect(offline).toHaveAttribute("data-status", "failed");
    await expect(offline).toContainText("Não enviada");
    const failure = member.getByTestId("action-failure");
    await expect(failure).toContainText("Sua mensagem não foi enviada.");
    await box.fill("Um rascunho que continua aqui");
    await memberContext.setOffline(false);
    await failure.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(offline).toHaveAttribute("data-status", "sent");
    await expect(failure).toHaveCount(0);
    await expect(box).toHaveValue("Um rascunho que continua aqui");
    await expect(conversation.getByTestId("support-message").filter({ hasText: "sem internet" })).toHaveCount(
      1,
    );

    // Closing ends the conversation on the member's screen too.
    await conversation.getByRole("button", { name: "Close" }).click();
    await expect(member.getByTestId("support-closed")).toHaveText(
      "Esta conversa foi encerrada. Escreva de novo para começar outra.",
    );
    await memberContext.close();
  },
);
