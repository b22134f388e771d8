import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Database } from "~/db/client.server";
import { getConfig } from "~/server/config.server";
import { getMailboxMessage, listMailbox, type MailboxMessage } from "~/server/mail/mail.server";

const MAILBOX_LIMIT = 200;

/**
 * The mail's own HTML is shown in an iframe sandboxed without scripts or same-origin access;
 * nothing on these pages may load from elsewhere.
 */
const DEV_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Developer tools of local mode (never in production, so a fresh clone runs offline): the dev mailbox, where every mail the app sends
 * can be read. Mount at the root: `app.route("/", createDevRoutes(getDb))`. The routes answer
 * 404 outside local mode, as a second guard behind not mounting them at all.
 */
export function createDevRoutes(getDb: () => Promise<Database>) {
  const routes = new Hono();

  routes.use("/dev/*", async (c, next) => {
    if (getConfig().mode !== "local") return c.notFound();
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", DEV_CSP);
    await next();
  });

  routes.get("/dev/mailbox.json", async (c) => {
    const messages = await listMailbox(await getDb(), { limit: MAILBOX_LIMIT });
    return c.json(
      messages.map(({ id, to, subject, text, html, createdAt }) => ({
        id,
        to,
        subject,
        text,
        html,
        createdAt: createdAt.toISOString(),
      })),
    );
  });

  routes.get("/dev/mailbox", async (c) => {
    const messages = await listMailbox(await getDb(), { limit: MAILBOX_LIMIT });
    return c.html(mailboxPage(messages, Boolean(getConfig().smtpUrl)));
  });

  routes.get("/dev/mailbox/:id", async (c) => {
    const id = c.req.param("id");
    const message = /^\d{1,15}$/.test(id) ? await getMailboxMessage(await getDb(), Number(id)) : undefined;
    if (!message) return c.html(notFoundPage(), 404);
    return c.html(messagePage(message));
  });

  return routes;
}

function mailboxPage(messages: MailboxMessage[], smtp: boolean) {
  const delivery = smtp
    ? "SMTP_URL is set: these messages were also sent through your SMTP server."
    : "SMTP_URL is not set: mail is stored here and goes nowhere else.";
  const list = messages.length
    ? html`<table>
        <thead>
          <tr>
            <th>Date</th>
            <th>To</th>
            <th>Subject</th>
          </tr>
        </thead>
        <tbody>
          ${messages.map(
            (message) =>
              html`<tr>
                <td>
                  <time datetime="${message.createdAt.toISOString()}">${formatDate(message.createdAt)}</time>
                </td>
                <td>${message.to}</td>
                <td><a href="/dev/mailbox/${message.id}">${message.subject}</a></td>
              </tr>`,
          )}
        </tbody>
      </table>`
    : html`<p class="empty">
        No mail yet. Mail the app sends (sign-up, password reset, codes) shows up here.
      </p>`;
  return layout(
    "Mailbox",
    html`<h1>Mailbox</h1>
      <p class="muted">
        Newest first, up to ${MAILBOX_LIMIT} messages. ${delivery} <a href="/dev/mailbox.json">JSON</a>
      </p>
      ${list}`,
  );
}

function messagePage(message: MailboxMessage) {
  return layout(
    message.subject,
    html`<p><a href="/dev/mailbox">← All mail</a></p>
      <h1>${message.subject}</h1>
      <dl>
        <dt>To</dt>
        <dd>${message.to}</dd>
        <dt>Date</dt>
        <dd><time datetime="${message.createdAt.toISOString()}">${formatDate(message.createdAt)}</time></dd>
      </dl>
      <h2>HTML</h2>
      <iframe
        title="HTML version"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcdoc="${openLinksInNewTab(message.html)}"
      ></iframe>
      <h2>Plain text</h2>
      <pre>${message.text}</pre>`,
  );
}

function notFoundPage() {
  return layout(
    "Not found",
    html`<h1>No such message</h1>
      <p><a href="/dev/mailbox">Back to the mailbox</a></p>`,
  );
}

const STYLES = `
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f9fafb; }
  header { padding: 12px 24px; background: #4f46e5; color: #fff; }
  header a { color: #fff; font-weight: 600; text-decoration: none; }
  header span { opacity: .8; margin-left: 8px; font-size: 13px; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  a { color: #4f46e5; }
  .muted, .empty { color: #6b7280; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e5e7eb; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { font-size: 13px; color: #6b7280; font-weight: 600; }
  td:first-child { white-space: nowrap; color: #6b7280; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { color: #6b7280; }
  dd { margin: 0; }
  iframe { width: 100%; height: 560px; border: 1px solid #e5e7eb; background: #fff; resize: vertical; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #e5e7eb; padding: 16px; margin: 0; }
`;

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Promptário dev</title>
        <style>
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <header><a href="/dev/mailbox">Dev mailbox</a><span>local mode only</span></header>
        <main>${body}</main>
      </body>
    </html>`;
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** Our pages refuse to be framed, so a link followed inside the iframe would show an error. */
function openLinksInNewTab(mailHtml: string): string {
  const base = `<base target="_blank">`;
  return /<head[^>]*>/i.test(mailHtml)
    ? mailHtml.replace(/<head[^>]*>/i, (head) => head + base)
    : base + mailHtml;
}
