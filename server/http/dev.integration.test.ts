import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { sendMail } from "~/server/mail/mail.server";
import { mailOutbox } from "~/server/mail/schema";
import { createDevRoutes } from "./dev.server";

let testDb: TestDatabase;
let app: Hono;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = new Hono().route(
    "/",
    createDevRoutes(async () => testDb.db),
  );
});
afterAll(async () => {
  await testDb?.close();
});
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function sendTwoMails() {
  const verify = await sendMail(testDb.db, {
    to: "ana@example.com",
    locale: "en",
    template: { kind: "verify-email", url: "https://promptario.app/verify?token=abc", name: "Ana" },
  });
  const contact = await sendMail(testDb.db, {
    to: "support@promptario.app",
    locale: "pt",
    template: {
      kind: "contact-message",
      fromName: "Bia",
      fromEmail: "bia@example.com",
      subject: "<script>alert(1)</script>",
      message: "Olá",
    },
  });
  return { verify, contact };
}

describe("GET /dev/mailbox.json", () => {
  it("lists every mail, newest first, as {id, to, subject, text, html, createdAt}", async () => {
    const { verify, contact } = await sendTwoMails();

    const response = await app.request("/dev/mailbox.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((mail) => Object.keys(mail).sort())).toEqual([
      ["createdAt", "html", "id", "subject", "text", "to"],
      ["createdAt", "html", "id", "subject", "text", "to"],
    ]);
    expect(body.map(({ id, to, subject }) => ({ id, to, subject }))).toEqual([
      {
        id: contact.id,
        to: "support@promptario.app",
        subject: "Formulário de contato: <script>alert(1)</script>",
      },
      { id: verify.id, to: "ana@example.com", subject: "Confirm your email for Promptário" },
    ]);
    expect(body[1]?.text).toContain("https://promptario.app/verify?token=abc");
    expect(body[1]?.html).toContain("<!doctype html>");
    expect(new Date(String(body[1]?.createdAt)).toISOString()).toBe(body[1]?.createdAt);
  });

  it("answers an empty list when no mail was sent", async () => {
    const response = await app.request("/dev/mailbox.json");
    expect(await response.json()).toEqual([]);
  });
});

describe("GET /dev/mailbox", () => {
  it("lists the mail newest first, linking each message by its absolute path, everything escaped", async () => {
    const { verify, contact } = await sendTwoMails();

    const response = await app.request("/dev/mailbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("ana@example.com");
    const links = [...page.matchAll(/href="(\/dev\/mailbox\/[^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([`/dev/mailbox/${contact.id}`, `/dev/mailbox/${verify.id}`]);
  });

  it("says so when the mailbox is empty", async () => {
    const page = await (await app.request("/dev/mailbox")).text();
    expect(page).toContain("No mail yet.");
  });
});

describe("GET /dev/mailbox/:id", () => {
  it("shows the HTML version in a sandboxed frame and the plain text", async () => {
    const { verify } = await sendTwoMails();

    const response = await app.request(`/dev/mailbox/${verify.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain("<h1>Confirm your email for Promptário</h1>");
    const frame = /<iframe[^>]*>/.exec(page)?.[0] ?? "";
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame).not.toContain("allow-scripts");
    expect(frame).toContain('srcdoc="&lt;!doctype html&gt;');
    expect(frame).toContain("href=&quot;https://promptario.app/verify?token=abc&quot;");
    expect(page).toMatch(/<pre>Hi Ana,\n/);
  });

  it("answers 404 for a message that does not exist", async () => {
    expect((await app.request("/dev/mailbox/999999")).status).toBe(404);
    expect((await app.request("/dev/mailbox/not-a-number")).status).toBe(404);
  });
});

describe("outside local mode", () => {
  it("answers 404 even if the routes were mounted", async () => {
    await sendTwoMails();
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("PUBLIC_URL", "https://promptario.app");
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    vi.resetModules();
    const { createDevRoutes: createProductionDevRoutes } = await import("./dev.server");
    const production = new Hono().route(
      "/",
      createProductionDevRoutes(async () => testDb.db),
    );

    for (const path of ["/dev/mailbox", "/dev/mailbox.json", "/dev/mailbox/1"]) {
      expect((await production.request(path)).status, path).toBe(404);
    }
  });
});
