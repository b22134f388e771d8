import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support/accounts";
import { expect, test, type Lang } from "./support/admin";
import { gotoHydrated } from "./support/hydration";

// Member B replies to member A's comment: A's bell counts it and opens it. An admin stops a member
// from posting from the Reports tab, and their next comment says until when.

const WORDS = {
  en: {
    bell: "Notifications, 1 unread",
    bellRead: "Notifications",
    replied: "replied to your comment on",
    nothingUnread: "Nothing unread",
  },
  pt: {
    bell: "Notificações, 1 não lida",
    bellRead: "Notificações",
    replied: "respondeu ao seu comentário em",
    nothingUnread: "Nada por ler",
  },
} as const;

type Admin = { page: Page };

/** Signs a member up in their own browser and gives them the Creator plan (the community's). */
async function creator(admin: Admin, openVisitor: () => Promise<Page>, name: string) {
  const page = await openVisitor();
  const email = uniqueEmail("notify");
  await signUpAndVerify(page, email, "secret123", name);
  const found = await admin.page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`);
  const { users } = (await found.json()) as { users: { id: string }[] };
  const granted = await admin.page.request.put(`/api/v1/admin/users/${users[0]!.id}/subscription`, {
    data: { tier: "creator" },
  });
  expect(granted.status()).toBe(200);
  return page;
}

/** A library prompt every Creator reads, A's comment on it and B's reply. */
async function replyThread(ana: Page, bia: Page) {
  const list = await ana.request.get("/api/v1/prompts?limit=30");
  const { items } = (await list.json()) as { items: { id: number; locked: boolean }[] };
  const promptId = items.find((item) => !item.locked)!.id;
  const body = `A tip ${randomUUID().slice(0, 8)}`;
  const posted = await ana.request.post(`/api/v1/prompts/${promptId}/comments`, { data: { body } });
  expect(posted.status()).toBe(201);
  const { comment } = (await posted.json()) as { comment: { id: number } };
  const reply = await bia.request.post(`/api/v1/prompts/${promptId}/comments`, {
    data: { body: "Thanks, it worked", parentId: comment.id },
  });
  expect(reply.status()).toBe(201);
  return { promptId, commentId: comment.id, body };
}

for (const lang of ["en", "pt"] as Lang[]) {
  const w = WORDS[lang];
  test.describe(`notifications in ${lang}`, () => {
    test.use({ lang });

    test(`a reply lights the bell and opens from it${lang === "pt" ? " on a phone" : ""}`, async ({
      admin,
      openVisitor,
    }) => {
      test.setTimeout(150_000);
      const ana = await creator(admin, openVisitor, "Ana Souza");
      const bia = await creator(admin, openVisitor, "Bia Lima");
      // The community knows members by their handle, never by their account's name.
      const handle = `bia-${randomUUID().slice(0, 8)}`;
      expect((await bia.request.put("/api/v1/me/handle", { data: { handle } })).status()).toBe(200);
      if (lang === "pt") await ana.setViewportSize({ width: 390, height: 844 });
      const { promptId } = await replyThread(ana, bia);
      // The one who replied is not told about their own reply.
      await gotoHydrated(bia, "/");
      await expect(bia.getByRole("link", { name: WORDS[lang].bellRead, exact: true })).toHaveCount(1);

      await gotoHydrated(ana, "/");
      // On a phone the bell is in the menu.
      if (lang === "pt") await ana.locator('button[aria-controls="mobile-menu"]').click();
      const bell = ana.getByRole("link", { name: w.bell });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(ana).toHaveURL(/\/notifications$/);
      const item = ana.getByTestId("notification").first();
      await expect(item).toContainText(`@${handle} ${w.replied}`);
      await expect(item).not.toContainText("Bia Lima");
      await expect(item).toHaveAttribute("data-read", "false");

      if (lang === "en") {
        await item.getByTestId("notification-read").click();
        await expect(item).toHaveAttribute("data-read", "true");
        await expect(ana.getByTestId("notifications-unread")).toHaveText(w.nothingUnread);
      } else {
        await item.getByRole("link").click();
        await expect(ana).toHaveURL(new RegExp(`/prompt/${promptId}#comment-\\d+$`));
      }
      if (lang === "pt") await ana.locator('button[aria-controls="mobile-menu"]').click();
      await expect(ana.getByRole("link", { name: w.bellRead, exact: true })).toBeVisible();
    });
  });
}

test("an admin stops a member from posting from the Reports tab, and their next comment says until when", async ({
  admin,
  openVisitor,
}) => {
  test.setTimeout(150_000);
  const ana = await creator(admin, openVisitor, "Ana Souza");
  const bia = await creator(admin, openVisitor, "Bia Lima");
  const { promptId } = await replyThread(ana, bia);
  const comments = await ana.request.get(`/api/v1/prompts/${promptId}/comments`);
  const { comments: threads } = (await comments.json()) as {
    comments: { id: number; replies: { id: number; body: string }[] }[];
  };
  const reply = threads
    .flatMap((thread) => thread.replies)
    .find((item) => item.body === "Thanks, it worked")!;
  const reported = await ana.request.post("/api/v1/reports", {
    data: { targetType: "comment", targetId: reply.id, reason: `Rude ${randomUUID().slice(0, 8)}` },
  });
  expect(reported.status()).toBe(201);
  const { report } = (await reported.json()) as { report: { id: number } };

  await gotoHydrated(admin.page, "/admin?tab=reports");
  const row = admin.page.locator(`[data-testid="admin-report"][data-report-id="${report.id}"]`);
  await expect(row).toContainText("Written by Bia Lima");
  await row.getByTestId("posting-ban-days").fill("3");
  await row.getByTestId("posting-ban-start").click();
  await admin.page.getByRole("alertdialog").getByRole("button", { name: "Stop from posting" }).click();
  await expect(row.getByTestId("posting-ban-until")).toBeVisible();

  await gotoHydrated(bia, `/prompt/${promptId}`);
  const form = bia.getByTestId("comment-form");
  await form.getByRole("textbox").fill("One more thing");
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(form).toContainText("A moderator stopped you from posting in the community until");
  // What was typed stays.
  await expect(form.getByRole("textbox")).toHaveValue("One more thing");
});
