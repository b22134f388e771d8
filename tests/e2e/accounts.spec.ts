import { expect, test } from "@playwright/test";
import { latestMail, linkIn, signUpAndVerify, totp, uniqueEmail } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";

test.describe("accounts in English", () => {
  test.use({ locale: "en-US" });

  test(
    "sign up, verify by email, sign out, sign in; a wrong password shows the error",
    { tag: "@postgres" },
    async ({ page }) => {
      const email = uniqueEmail("signup-en");
      await signUpAndVerify(page, email, "secret123", "Ana Souza");
      await expect(page.getByText("Email confirmed. Welcome to Promptário!")).toBeVisible();

      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: "Log out" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("You have been logged out.")).toBeVisible();

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Log in" }).last().click();
      await expect(page.getByTestId("auth-error")).toContainText("Incorrect email or password.");

      await page.getByLabel("Password").fill("secret123");
      await page.getByRole("button", { name: "Log in" }).last().click();
      await expect(page.getByTestId("account-menu")).toBeVisible();
      await expect(page.getByText("Welcome back!")).toBeVisible();

      // A signed-in visitor to /login goes home.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test("sign-up validates the password length in place", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    await page.getByLabel("Full name").fill("Short Password");
    await page.getByLabel("Email").fill(uniqueEmail("short"));
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  });

  test(
    "forgot password → email → reset → sign in with the new password",
    { tag: "@postgres" },
    async ({ page }) => {
      const email = uniqueEmail("reset-en");
      await signUpAndVerify(page, email, "old-secret");
      await page.context().clearCookies();

      await gotoHydrated(page, "/forgot-password");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(
        page.getByText("If an account exists for that email, a reset link is on its way."),
      ).toBeVisible();

      const mail = await latestMail(page.request, email, /password/i);
      const link = linkIn(mail, /https?:\/\/\S+\/reset-password#token=\S+/);
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      await page.getByLabel("New password").fill("new-secret");
      await page.getByRole("button", { name: "Update password" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("Password updated. Log in with your new password.")).toBeVisible();

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("new-secret");
      await page.getByRole("button", { name: "Log in" }).last().click();
      await expect(page.getByTestId("account-menu")).toBeVisible();
    },
  );

  test("a reset link without its token is refused", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText("Invalid reset link").first()).toBeVisible();
  });

  test(
    "a free account saves 2 favorites and is refused the third",
    { tag: "@postgres" },
    async ({ page }) => {
      await signUpAndVerify(page, uniqueEmail("favorites"));
      for (const id of [1, 2]) {
        await gotoHydrated(page, `/prompt/${id}`);
        await page.getByTestId("favorite-toggle").click();
        await expect(page.getByText("Added to favorites")).toBeVisible();
        await expect(page.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true");
      }
      await gotoHydrated(page, "/prompt/3");
      await page.getByTestId("favorite-toggle").click();
      await expect(
        page.getByText("The free plan keeps up to 2 favorites. Upgrade to save as many as you like."),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "false");

      await gotoHydrated(page, "/profile");
      await expect(page.locator("section[aria-labelledby=favorites-heading] article")).toHaveCount(2);
    },
  );

  test("enrol an authenticator app and sign in with a code", { tag: "@postgres" }, async ({ page }) => {
    const email = uniqueEmail("mfa");
    await signUpAndVerify(page, email, "mfa-secret");
    await gotoHydrated(page, "/settings?tab=security");
    await page.getByLabel("Confirm with your password").fill("mfa-secret");
    await page.getByRole("button", { name: "Set up two-step verification" }).click();
    await expect(page.getByTestId("mfa-setup")).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expect(page.getByTestId("mfa-backup-codes").locator("li")).not.toHaveCount(0);
    const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
    await page.getByLabel("Verification code").fill(totp(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText("Two-step verification is on.").first()).toBeVisible();

    await page.context().clearCookies();
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("mfa-secret");
    await page.getByRole("button", { name: "Log in" }).last().click();
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Verification code").fill(totp(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("account-menu")).toBeVisible();
  });
});

test.describe("accounts in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test(
    "cadastro, confirmação por e-mail, edição de perfil que persiste e exclusão da conta",
    { tag: "@postgres" },
    async ({ page }) => {
      const email = uniqueEmail("perfil-pt");
      await signUpAndVerify(page, email, "senha-secreta", "Joana Lima");
      await expect(page.getByText("E-mail confirmado. Boas-vindas ao Promptário!")).toBeVisible();
      const mail = await latestMail(page.request, email);
      expect(mail.subject).toMatch(/Confirme/);

      await gotoHydrated(page, "/profile");
      await page.getByLabel("Nome completo").fill("Joana Lima Prado");
      await page.getByLabel("Nome de usuário").fill(`joana_${Date.now().toString().slice(-6)}`);
      await page.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(page.getByText("Perfil atualizado com sucesso!")).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Nome completo")).toHaveValue("Joana Lima Prado");

      await page.getByLabel("Nome de usuário").fill("Not Valid!");
      await page.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(page.getByText("Use de 3 a 30 letras minúsculas, números ou _")).toBeVisible();

      await gotoHydrated(page, "/settings?tab=security");
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Baixar meus dados" }).click();
      const file = await (await download).path();
      const exported = JSON.parse(await (await import("node:fs/promises")).readFile(file, "utf8"));
      expect(exported).toMatchObject({ format: "promptario-account-export", version: 3 });
      expect(exported.account.profile.email).toBe(email);

      await expect(page.getByRole("button", { name: "Excluir minha conta para sempre" })).toBeDisabled();
      await page.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
      await page.getByRole("button", { name: "Excluir minha conta para sempre" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText("Sua conta foi excluída.")).toBeVisible();

      await gotoHydrated(page, "/login");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Senha").fill("senha-secreta");
      await page.getByRole("button", { name: "Entrar" }).last().click();
      await expect(page.getByTestId("auth-error")).toContainText("E-mail ou senha incorretos.");
    },
  );

  test("páginas de membro pedem login e voltam depois", async ({ page }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile/);
  });
});

test.describe("contas em português", () => {
  test.use({ locale: "pt-BR" });

  test("sair, entrar, senha errada, redefinir a senha por e-mail", async ({ page }) => {
    const email = uniqueEmail("conta-pt");
    await signUpAndVerify(page, email, "senha-antiga", "Carla Dias");

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Você saiu da sua conta.")).toBeVisible();

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("senha-errada");
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await expect(page.getByTestId("auth-error")).toContainText("E-mail ou senha incorretos.");

    await page.getByRole("link", { name: "Esqueceu sua senha?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(
      page.getByText("Se existir uma conta com esse e-mail, o link de redefinição já está a caminho."),
    ).toBeVisible();

    const mail = await latestMail(page.request, email, /senha/i);
    expect(mail.subject).toBe("Redefina sua senha do Promptário");
    const link = linkIn(mail, /https?:\/\/\S+\/reset-password#token=\S+/);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    await page.getByLabel("Nova senha").fill("senha-nova");
    await page.getByRole("button", { name: "Atualizar senha" }).click();
    await expect(page.getByText("Senha atualizada. Entre com a nova senha.")).toBeVisible();

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("senha-nova");
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await expect(page.getByTestId("account-menu")).toBeVisible();
    await expect(page.getByText("Que bom ter você de volta!")).toBeVisible();
  });

  test("verificação em duas etapas e o limite de 2 favoritos do plano gratuito", async ({ page }) => {
    const email = uniqueEmail("mfa-pt");
    await signUpAndVerify(page, email, "senha-mfa");

    for (const id of [5, 6]) {
      await gotoHydrated(page, `/prompt/${id}`);
      await page.getByTestId("favorite-toggle").click();
      await expect(page.getByText("Adicionado aos favoritos")).toBeVisible();
    }
    await gotoHydrated(page, "/prompt/7");
    await page.getByTestId("favorite-toggle").click();
    await expect(
      page.getByText("O plano gratuito guarda até 2 favoritos. Assine para salvar quantos quiser."),
    ).toBeVisible();

    await gotoHydrated(page, "/settings?tab=security");
    await page.getByLabel("Confirme com sua senha").fill("senha-mfa");
    await page.getByRole("button", { name: "Configurar a verificação em duas etapas" }).click();
    const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
    await page.getByLabel("Código de verificação").fill(totp(secret));
    await page.getByRole("button", { name: "Ativar" }).click();
    await expect(page.getByText("A verificação em duas etapas está ativada.").first()).toBeVisible();

    await page.context().clearCookies();
    await gotoHydrated(page, "/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("senha-mfa");
    await page.getByRole("button", { name: "Entrar" }).last().click();
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Código de verificação").fill(totp(secret));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page.getByTestId("account-menu")).toBeVisible();
  });
});
