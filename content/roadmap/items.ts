import type { Locale } from "../../core/locale";

/** The roadmap a fresh install starts with: what shipped lately and what comes next. */
export interface SeedRoadmapItem {
  key: string;
  status: "under_review" | "planned" | "in_progress" | "shipped" | "declined";
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  /** YYYY-MM-DD, for shipped items */
  shippedOn?: string;
  blogPostId?: number;
}

export const ROADMAP_SEED: SeedRoadmapItem[] = [
  {
    key: "prompt-placeholders",
    status: "shipped",
    shippedOn: "2026-08-18",
    blogPostId: 2,
    title: { en: "Fill-in fields in every prompt", pt: "Campos para preencher em todos os prompts" },
    description: {
      en: "Type your details once in a prompt's fields and copy it ready to paste, a template your whole team can reuse.",
      pt: "Preencha seus dados uma vez nos campos do prompt e copie o texto pronto para colar: um modelo que a equipe toda reaproveita.",
    },
  },
  {
    key: "content-calendar",
    status: "shipped",
    shippedOn: "2026-09-09",
    title: { en: "Content calendar with reminders", pt: "Calendário de conteúdo com lembretes" },
    description: {
      en: "Plan posts on a calendar, get a reminder at 8 a.m. on the day, and subscribe to it from Google Calendar or Outlook.",
      pt: "Planeje seus posts num calendário, receba um lembrete às 8h do dia e assine o calendário no Google Agenda ou no Outlook.",
    },
  },
  {
    key: "expert-steps",
    status: "shipped",
    shippedOn: "2026-10-07",
    blogPostId: 3,
    title: {
      en: "Expert steps after the first answer",
      pt: "Passos de especialista depois da primeira resposta",
    },
    description: {
      en: "Every prompt now comes with five follow-up steps to refine the answer, check it and go deeper.",
      pt: "Cada prompt agora vem com cinco passos seguintes para refinar a resposta, conferir o resultado e ir mais fundo.",
    },
  },
  {
    key: "community-comments",
    status: "shipped",
    shippedOn: "2026-10-28",
    title: { en: "Comments and upvotes on prompts", pt: "Comentários e votos nos prompts" },
    description: {
      en: "Creator and Legend members can upvote prompts, leave tips in the comments and publish their own version of a prompt.",
      pt: "Quem é Creator ou Legend pode votar nos prompts, deixar dicas nos comentários e publicar a sua própria versão de um prompt.",
    },
  },
  {
    key: "prompt-collections",
    status: "in_progress",
    title: { en: "Shareable prompt collections", pt: "Coleções de prompts para compartilhar" },
    description: {
      en: "Group prompts into a collection and share a link with your team or clients.",
      pt: "Junte prompts numa coleção e mande o link para a sua equipe ou para clientes.",
    },
  },
  {
    key: "browser-extension",
    status: "planned",
    title: { en: "Browser extension", pt: "Extensão para o navegador" },
    description: {
      en: "Insert any prompt from your library straight into ChatGPT, Claude or Gemini without leaving the tab.",
      pt: "Use qualquer prompt da sua biblioteca direto no ChatGPT, no Claude ou no Gemini, sem trocar de aba.",
    },
  },
  {
    key: "team-workspaces",
    status: "planned",
    title: { en: "Team workspaces", pt: "Espaços de trabalho para equipes" },
    description: {
      en: "One subscription for the whole team, with a shared locker and roles for who edits and who only reads.",
      pt: "Uma assinatura para a equipe toda, com cofre compartilhado e papéis para quem edita e quem só consulta.",
    },
  },
  {
    key: "spanish-library",
    status: "under_review",
    title: { en: "The library in Spanish", pt: "A biblioteca em espanhol" },
    description: {
      en: "Every prompt and guide translated into Spanish, written by native speakers.",
      pt: "Todos os prompts e guias em espanhol, escritos por quem fala a língua.",
    },
  },
];
