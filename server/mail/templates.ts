import type { Locale } from "~/core/locale";
import { roadmapEn } from "~/core/messages/roadmap.en";
import { roadmapPt } from "~/core/messages/roadmap.pt";

/** A roadmap status code ("in_progress") as the roadmap page names it in that language. */
function statusName(locale: Locale, status: string | undefined): string | undefined {
  if (!status) return undefined;
  const names: Record<string, string> = locale === "pt" ? roadmapPt : roadmapEn;
  return names[`roadmap.status.${status}`];
}

export type MailTemplate =
  | { kind: "verify-email"; url: string; name: string | null }
  | { kind: "reset-password"; url: string; name: string | null }
  | { kind: "password-changed"; name: string | null }
  | { kind: "two-factor-code"; code: string }
  | { kind: "account-deleted"; name: string | null }
  | { kind: "contact-message"; fromName: string; fromEmail: string; subject: string; message: string }
  | { kind: "plan-welcome"; plan: string; amount: string; renewsOn: string; manageUrl: string }
  | { kind: "payment-failed"; plan: string; manageUrl: string }
  | { kind: "plan-ended"; plan: string; pricingUrl: string }
  | {
      kind: "refund-issued";
      plan: string;
      amount: string;
      paidOn: string;
      /** whether the refund ended the plan (it does unless the member holds it some other way) */
      planEnded: boolean;
      pricingUrl: string;
    }
  | {
      kind: "calendar-reminder";
      title: string;
      description: string;
      day: string;
      promptUrl: string;
      calendarUrl: string;
    }
  | {
      kind: "notification";
      /** which notification, with what its sentence needs; never the text of a prompt or a comment */
      notification: "comment_reply" | "fork" | "example" | "roadmap_status" | "prompt_request";
      actor: string | null;
      title: string | null;
      /** for roadmap_status and prompt_request: the new status (its code, e.g. "planned"), named in the mail's language */
      status?: string;
      /** for roadmap_status: the title of the item this one was merged into (`url` leads there) */
      mergedInto?: string;
      url: string;
      settingsUrl: string;
    }
  | {
      kind: "support-answer";
      /** the admin who answered, by name; null for the team */
      adminName: string | null;
      message: string;
      url: string;
    }
  | {
      kind: "support-new-conversation";
      memberName: string;
      memberEmail: string;
      message: string;
      url: string;
    }
  | {
      kind: "weekly-digest";
      prompts: { title: string; description: string; url: string }[];
      newUrl: string;
      unsubscribeUrl: string;
    };

export interface OutgoingMail {
  to: string;
  locale: Locale;
  template: MailTemplate;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const SUPPORT_EMAIL = "support@promptario.app";
const BRAND_COLOR = "#4f46e5";
const FONT_STACK = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** What a mail says, before it is laid out as text and as HTML. */
interface MailContent {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** a one-time code shown large, on its own line */
  code?: string;
  /** label–value lines, e.g. who wrote a contact message */
  details?: [label: string, value: string][];
  /** free text from a person, kept as written (line breaks included) */
  quote?: string;
  notes?: string[];
  /** internal mails (to the team) carry no signature */
  signed?: boolean;
}

type TemplateOf<K extends MailTemplate["kind"]> = Extract<MailTemplate, { kind: K }>;

interface MailCopy {
  htmlLang: string;
  signature: string;
  linkFallback: string;
  templates: { [K in MailTemplate["kind"]]: (template: TemplateOf<K>) => MailContent };
}

const COPY: Record<Locale, MailCopy> = {
  en: {
    htmlLang: "en",
    signature: "The Promptário team",
    linkFallback: "If the button doesn't work, copy this link into your browser:",
    templates: {
      "verify-email": ({ url, name }) => ({
        subject: "Confirm your email for Promptário",
        greeting: greetingEn(name),
        paragraphs: ["Please confirm your email address to finish setting up your Promptário account."],
        action: { label: "Confirm email", url },
        notes: [
          "This link expires in 24 hours. If you didn't create a Promptário account, you can ignore this email.",
        ],
      }),
      "reset-password": ({ url, name }) => ({
        subject: "Reset your Promptário password",
        greeting: greetingEn(name),
        paragraphs: ["We received a request to reset the password for your Promptário account."],
        action: { label: "Reset password", url },
        notes: [
          "This link expires in 1 hour. If you didn't ask to reset your password, you can ignore this email; your password stays the same.",
        ],
      }),
      "password-changed": ({ name }) => ({
        subject: "Your Promptário password was changed",
        greeting: greetingEn(name),
        paragraphs: [
          "The password for your Promptário account was just changed. If you made this change, there's nothing else to do.",
          `If you didn't, reset your password right away and let us know at ${SUPPORT_EMAIL}.`,
        ],
      }),
      "two-factor-code": ({ code }) => ({
        subject: `Your Promptário verification code: ${code}`,
        paragraphs: ["Use this code to finish signing in to Promptário:"],
        code,
        notes: [
          "Don't share this code with anyone. Promptário will never ask you for it.",
          "If you didn't try to sign in, change your password.",
        ],
      }),
      "account-deleted": ({ name }) => ({
        subject: "Your Promptário account has been deleted",
        greeting: greetingEn(name),
        paragraphs: [
          "As you asked, your Promptário account has been deleted. Thank you for the time you spent with us.",
          `If you didn't ask for this, write to us at ${SUPPORT_EMAIL} as soon as possible.`,
        ],
      }),
      "plan-welcome": ({ plan, amount, renewsOn, manageUrl }) => ({
        subject: `Welcome to Promptário ${plan}`,
        paragraphs: [
          `Your ${plan} plan is active. Premium prompts, expert steps and every tool of your plan are open to you now.`,
        ],
        details: [
          ["Plan", plan],
          ["Price", `${amount} per month`],
          ["Renews on", renewsOn],
        ],
        action: { label: "Manage subscription", url: manageUrl },
        notes: [
          "New subscriptions have a 7-day money-back guarantee: if the plan is not for you, ask for your refund in Settings, under Subscription.",
        ],
      }),
      "payment-failed": ({ plan, manageUrl }) => ({
        subject: `We could not charge your ${plan} plan`,
        paragraphs: [
          `Your last payment for Promptário ${plan} did not go through. Update your card to keep your plan; we will try again in the next few days.`,
        ],
        action: { label: "Update payment method", url: manageUrl },
      }),
      "plan-ended": ({ plan, pricingUrl }) => ({
        subject: `Your Promptário ${plan} plan has ended`,
        paragraphs: [
          `Your ${plan} plan has ended and your account is back on the free Explorer plan. Your favorites and your own prompts are all still here.`,
        ],
        action: { label: "See plans", url: pricingUrl },
      }),
      "refund-issued": ({ plan, amount, paidOn, planEnded, pricingUrl }) => ({
        subject: `Your refund of ${amount} is on its way`,
        paragraphs: [
          `We refunded your payment of ${amount} for Promptário ${plan}, made on ${paidOn}, in full.`,
          ...(planEnded
            ? [
                `Your ${plan} plan has ended and your account is back on the free Explorer plan. Your favorites and your own prompts are all still here.`,
              ]
            : []),
          "The money goes back to the card or account you paid with. Depending on your bank, it can take 5 to 10 business days to show up.",
        ],
        details: [
          ["Refunded", amount],
          ["Payment of", paidOn],
        ],
        action: { label: "See plans", url: pricingUrl },
        notes: [`Questions about it? Write to us at ${SUPPORT_EMAIL}.`],
      }),
      "calendar-reminder": ({ title, description, day, promptUrl, calendarUrl }) => ({
        subject: `Today on your content calendar: ${title}`,
        paragraphs: [`You planned to use “${title}” today, ${day}.`],
        quote: description || undefined,
        action: { label: "Open the prompt", url: promptUrl },
        notes: [
          `You get this because the reminder is on for this entry. Turn it off on your calendar: ${calendarUrl}`,
        ],
      }),
      notification: ({ notification, actor, title, status, mergedInto, url, settingsUrl }) => {
        const who = actor ?? "A member";
        const what = title ? `“${title}”` : "your prompt";
        const sentence = {
          comment_reply: `${who} replied to your comment on ${what}.`,
          fork: `${who} made their own version of ${what}.`,
          example: `${who} added an example output to ${what}.`,
          roadmap_status: mergedInto
            ? `A roadmap item you voted for, ${title ? `“${title}”` : "one of them"}, was merged into “${mergedInto}”. Your vote counts there now.`
            : `A roadmap item you voted for, ${title ? `“${title}”` : "one of them"}, is now: ${statusName("en", status) ?? "updated"}.`,
          prompt_request:
            {
              in_progress: `The team is writing the prompt you asked for${title ? `: “${title}”` : ""}.`,
              done: `The prompt you asked for is ready${title ? `: “${title}”` : ""}.`,
              declined: `The team answered your prompt request${title ? ` “${title}”` : ""} and declined it.`,
            }[status ?? ""] ?? `The team answered your prompt request${title ? ` “${title}”` : ""}.`,
        }[notification];
        return {
          subject: sentence,
          paragraphs: [sentence],
          action: { label: "Open on Promptário", url },
          notes: [`You get this mail because it is on in your settings. Turn it off there: ${settingsUrl}`],
        };
      },
      "weekly-digest": ({ prompts, newUrl, unsubscribeUrl }) => ({
        subject:
          prompts.length === 1
            ? `New this week on Promptário: ${prompts[0]!.title}`
            : `${prompts.length} new prompts this week on Promptário`,
        paragraphs: [
          "Here is what came into the library this week. Each one opens with its text, instructions and expert steps.",
          ...prompts.map((prompt) => `${prompt.title} — ${prompt.description}\n${prompt.url}`),
        ],
        action: { label: "See this week's prompts", url: newUrl },
        notes: [`You get this on Mondays as a Legend member. Stop it with one click: ${unsubscribeUrl}`],
      }),
      "support-answer": ({ adminName, message, url }) => ({
        subject: "Promptário support answered you",
        paragraphs: [
          `${adminName ?? "Our team"} answered you on Promptário's chat support while you were away:`,
        ],
        quote: message,
        action: { label: "Open the chat", url },
        notes: ["Reply in the chat: the whole conversation is there."],
      }),
      "support-new-conversation": ({ memberName, memberEmail, message, url }) => ({
        subject: `New support chat: ${memberName}`,
        paragraphs: [
          "A Legend member started a chat. Answer it in the Support tab of the admin dashboard; replying to this email writes to them by mail instead.",
        ],
        details: [
          ["Name", memberName],
          ["Email", memberEmail],
        ],
        quote: message,
        action: { label: "Open in the dashboard", url },
        signed: false,
      }),
      "contact-message": ({ fromName, fromEmail, subject, message }) => ({
        subject: `Contact form: ${subject}`,
        paragraphs: ["New message from the Promptário contact form. Reply to this email to answer."],
        details: [
          ["From", fromName],
          ["Email", fromEmail],
          ["Subject", subject],
        ],
        quote: message,
        signed: false,
      }),
    },
  },
  pt: {
    htmlLang: "pt-BR",
    signature: "Equipe Promptário",
    linkFallback: "Se o botão não funcionar, copie este link no seu navegador:",
    templates: {
      "verify-email": ({ url, name }) => ({
        subject: "Confirme seu e-mail no Promptário",
        greeting: greetingPt(name),
        paragraphs: ["Confirme seu endereço de e-mail para concluir a criação da sua conta no Promptário."],
        action: { label: "Confirmar e-mail", url },
        notes: [
          "Este link expira em 24 horas. Se você não criou uma conta no Promptário, pode ignorar este e-mail.",
        ],
      }),
      "reset-password": ({ url, name }) => ({
        subject: "Redefina sua senha do Promptário",
        greeting: greetingPt(name),
        paragraphs: ["Recebemos um pedido para redefinir a senha da sua conta no Promptário."],
        action: { label: "Redefinir senha", url },
        notes: [
          "Este link expira em 1 hora. Se você não pediu para redefinir sua senha, pode ignorar este e-mail; sua senha continua a mesma.",
        ],
      }),
      "password-changed": ({ name }) => ({
        subject: "Sua senha do Promptário foi alterada",
        greeting: greetingPt(name),
        paragraphs: [
          "A senha da sua conta no Promptário acabou de ser alterada. Se foi você, não precisa fazer mais nada.",
          `Se não foi você, redefina sua senha imediatamente e avise a gente pelo ${SUPPORT_EMAIL}.`,
        ],
      }),
      "two-factor-code": ({ code }) => ({
        subject: `Seu código de verificação do Promptário: ${code}`,
        paragraphs: ["Use este código para concluir o acesso ao Promptário:"],
        code,
        notes: [
          "Não compartilhe este código com ninguém. O Promptário nunca vai pedi-lo a você.",
          "Se não foi você que tentou entrar, altere sua senha.",
        ],
      }),
      "account-deleted": ({ name }) => ({
        subject: "Sua conta no Promptário foi excluída",
        greeting: greetingPt(name),
        paragraphs: [
          "Como você pediu, sua conta no Promptário foi excluída. Obrigado pelo tempo que passou com a gente.",
          `Se você não pediu isso, escreva para ${SUPPORT_EMAIL} o quanto antes.`,
        ],
      }),
      "plan-welcome": ({ plan, amount, renewsOn, manageUrl }) => ({
        subject: `Boas-vindas ao Promptário ${plan}`,
        paragraphs: [
          `Seu plano ${plan} está ativo. Prompts premium, passos de especialista e todas as ferramentas do seu plano já estão liberados.`,
        ],
        details: [
          ["Plano", plan],
          ["Preço", `${amount} por mês`],
          ["Renova em", renewsOn],
        ],
        action: { label: "Gerenciar assinatura", url: manageUrl },
        notes: [
          "Novas assinaturas têm garantia de reembolso de 7 dias: se o plano não for para você, peça o reembolso em Configurações, na aba Assinatura.",
        ],
      }),
      "payment-failed": ({ plan, manageUrl }) => ({
        subject: `Não conseguimos cobrar seu plano ${plan}`,
        paragraphs: [
          `Seu último pagamento do Promptário ${plan} não foi aprovado. Atualize seu cartão para manter o plano; vamos tentar de novo nos próximos dias.`,
        ],
        action: { label: "Atualizar forma de pagamento", url: manageUrl },
      }),
      "plan-ended": ({ plan, pricingUrl }) => ({
        subject: `Seu plano ${plan} do Promptário terminou`,
        paragraphs: [
          `Seu plano ${plan} terminou e sua conta voltou para o plano gratuito Explorer. Seus favoritos e seus prompts continuam aqui.`,
        ],
        action: { label: "Ver planos", url: pricingUrl },
      }),
      "refund-issued": ({ plan, amount, paidOn, planEnded, pricingUrl }) => ({
        subject: `Seu reembolso de ${amount} está a caminho`,
        paragraphs: [
          `Devolvemos integralmente o seu pagamento de ${amount} do Promptário ${plan}, feito em ${paidOn}.`,
          ...(planEnded
            ? [
                `Seu plano ${plan} foi encerrado e sua conta voltou para o plano gratuito Explorer. Seus favoritos e seus prompts continuam aqui.`,
              ]
            : []),
          "O valor volta para o cartão ou a conta usada no pagamento. Dependendo do seu banco, pode levar de 5 a 10 dias úteis para aparecer.",
        ],
        details: [
          ["Reembolsado", amount],
          ["Pagamento de", paidOn],
        ],
        action: { label: "Ver planos", url: pricingUrl },
        notes: [`Alguma dúvida? Escreva para ${SUPPORT_EMAIL}.`],
      }),
      "calendar-reminder": ({ title, description, day, promptUrl, calendarUrl }) => ({
        subject: `Hoje no seu calendário de conteúdo: ${title}`,
        paragraphs: [`Você planejou usar “${title}” hoje, ${day}.`],
        quote: description || undefined,
        action: { label: "Abrir o prompt", url: promptUrl },
        notes: [
          `Você recebeu este e-mail porque o lembrete está ativado para esta entrada. Para desativar, acesse seu calendário: ${calendarUrl}`,
        ],
      }),
      notification: ({ notification, actor, title, status, mergedInto, url, settingsUrl }) => {
        const who = actor ?? "Um membro";
        const what = title ? `“${title}”` : "seu prompt";
        const sentence = {
          comment_reply: `${who} respondeu ao seu comentário em ${what}.`,
          fork: `${who} criou a própria versão de ${what}.`,
          example: `${who} adicionou um exemplo de resultado a ${what}.`,
          roadmap_status: mergedInto
            ? `Um item do roadmap em que você votou, ${title ? `“${title}”` : "um deles"}, foi unido a “${mergedInto}”. Seu voto passou a contar lá.`
            : `Um item do roadmap em que você votou, ${title ? `“${title}”` : "um deles"}, agora está: ${statusName("pt", status) ?? "atualizado"}.`,
          prompt_request:
            {
              in_progress: `A equipe está escrevendo o prompt que você pediu${title ? `: “${title}”` : ""}.`,
              done: `O prompt que você pediu está pronto${title ? `: “${title}”` : ""}.`,
              declined: `A equipe respondeu ao seu pedido de prompt${title ? ` “${title}”` : ""} e não vai atendê-lo.`,
            }[status ?? ""] ?? `A equipe respondeu ao seu pedido de prompt${title ? ` “${title}”` : ""}.`,
        }[notification];
        return {
          subject: sentence,
          paragraphs: [sentence],
          action: { label: "Abrir no Promptário", url },
          notes: [
            `Você recebe este e-mail porque ele está ativado nas suas configurações. Para desativar, acesse: ${settingsUrl}`,
          ],
        };
      },
      "weekly-digest": ({ prompts, newUrl, unsubscribeUrl }) => ({
        subject:
          prompts.length === 1
            ? `Novidade da semana no Promptário: ${prompts[0]!.title}`
            : `${prompts.length} prompts novos nesta semana no Promptário`,
        paragraphs: [
          "Veja o que chegou à biblioteca nesta semana. Cada um abre com o texto, as instruções e os passos de especialista.",
          ...prompts.map((prompt) => `${prompt.title} — ${prompt.description}\n${prompt.url}`),
        ],
        action: { label: "Ver os prompts da semana", url: newUrl },
        notes: [
          `Você recebe este e-mail às segundas por ser Legend. Para não receber mais, é um clique: ${unsubscribeUrl}`,
        ],
      }),
      "support-answer": ({ adminName, message, url }) => ({
        subject: "O suporte do Promptário respondeu você",
        paragraphs: [
          `${adminName ?? "Nossa equipe"} respondeu você no chat de suporte do Promptário enquanto você estava fora:`,
        ],
        quote: message,
        action: { label: "Abrir o chat", url },
        notes: ["Responda pelo chat: a conversa inteira está lá."],
      }),
      "support-new-conversation": ({ memberName, memberEmail, message, url }) => ({
        subject: `Novo chat de suporte: ${memberName}`,
        paragraphs: [
          "Um membro Legend começou um chat. Responda pela aba Suporte do painel de administração; se responder a este e-mail, a resposta vai por e-mail.",
        ],
        details: [
          ["Nome", memberName],
          ["E-mail", memberEmail],
        ],
        quote: message,
        action: { label: "Abrir no painel", url },
        signed: false,
      }),
      "contact-message": ({ fromName, fromEmail, subject, message }) => ({
        subject: `Formulário de contato: ${subject}`,
        paragraphs: [
          "Nova mensagem pelo formulário de contato do Promptário. Responda a este e-mail para falar com a pessoa.",
        ],
        details: [
          ["Nome", fromName],
          ["E-mail", fromEmail],
          ["Assunto", subject],
        ],
        quote: message,
        signed: false,
      }),
    },
  },
};

function greetingEn(name: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed},` : "Hi,";
}

function greetingPt(name: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `Olá, ${trimmed}!` : "Olá!";
}

/** Where a reply to the mail goes: the person who wrote to the team, for the team's mails. */
export function replyToOf(template: MailTemplate): string | null {
  if (template.kind === "contact-message") return template.fromEmail;
  if (template.kind === "support-new-conversation") return template.memberEmail;
  return null;
}

/** The subject, plain-text and HTML versions of a mail, in the recipient's language. */
export function renderMail(mail: OutgoingMail): RenderedMail {
  const copy = COPY[mail.locale];
  const build = copy.templates[mail.template.kind] as (template: MailTemplate) => MailContent;
  const content = build(mail.template);
  if (content.action) assertWebUrl(content.action.url);
  // A subject is one header line: a line break from a form must not reach the SMTP headers.
  const subject = content.subject.replace(/\s+/g, " ").trim();
  return { subject, text: renderText(content, copy), html: renderHtml({ ...content, subject }, copy) };
}

function renderText(content: MailContent, copy: MailCopy): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.code) blocks.push(content.code);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  if (content.details) blocks.push(content.details.map(([label, value]) => `${label}: ${value}`).join("\n"));
  if (content.quote) blocks.push(content.quote);
  if (content.notes) blocks.push(...content.notes);
  if (content.signed !== false) blocks.push(`— ${copy.signature}`);
  return `${blocks.join("\n\n")}\n`;
}

const P = `margin:0 0 16px;`;
const SMALL = `margin:0 0 12px;font-size:14px;line-height:1.5;color:#4b5563;`;

function renderHtml(content: MailContent, copy: MailCopy): string {
  const parts: string[] = [];
  if (content.greeting) parts.push(`<p style="${P}">${escapeHtml(content.greeting)}</p>`);
  for (const paragraph of content.paragraphs) parts.push(`<p style="${P}">${escapeHtml(paragraph)}</p>`);
  if (content.code) {
    parts.push(
      `<p style="margin:0 0 24px;font-size:32px;font-weight:700;letter-spacing:6px;color:${BRAND_COLOR};font-family:ui-monospace,Menlo,Consolas,monospace;">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.action) {
    const href = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:8px 0 24px;"><a href="${href}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px;">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="${SMALL}">${escapeHtml(copy.linkFallback)}<br><a href="${href}" style="color:${BRAND_COLOR};word-break:break-all;">${href}</a></p>`,
    );
  }
  if (content.details) {
    const rows = content.details
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
      )
      .join("");
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${rows}</table>`,
    );
  }
  if (content.quote) {
    parts.push(
      `<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${BRAND_COLOR};background:#f5f5ff;white-space:pre-wrap;">${escapeHtml(content.quote)}</div>`,
    );
  }
  for (const note of content.notes ?? []) parts.push(`<p style="${SMALL}">${escapeHtml(note)}</p>`);
  if (content.signed !== false) parts.push(`<p style="margin:24px 0 0;">${escapeHtml(copy.signature)}</p>`);

  return `<!doctype html>
<html lang="${copy.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 0;font-family:${FONT_STACK};font-size:20px;font-weight:700;color:${BRAND_COLOR};">Promptário</td></tr>
<tr><td style="padding:16px 32px 32px;font-family:${FONT_STACK};font-size:16px;line-height:1.5;color:#1f2937;">
${parts.join("\n")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Links in our mails go to our own pages; anything but http(s) is a bug in the caller. */
function assertWebUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error(`Mail link is not a URL: ${url}`);
  }
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`Mail link must be http(s): ${url}`);
}
