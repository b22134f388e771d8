import type { notificationsEn } from "./notifications.en";

export const notificationsPt: Record<keyof typeof notificationsEn, string> = {
  "notifications.meta.title": "Notificações — Promptário",
  "notifications.title": "Notificações",
  "notifications.unread": "{count, plural, =0 {Nada por ler} one {# não lida} other {# não lidas}}",
  "notifications.empty":
    "Nada por aqui ainda. Respostas aos seus comentários e novas versões dos seus prompts aparecem aqui.",
  "notifications.markRead": "Marcar como lida",
  "notifications.markAllRead": "Marcar todas como lidas",
  "notifications.failed": "Não foi possível marcar como lida. Verifique sua conexão e tente de novo.",
  "notifications.someone": "Um membro",
  "notifications.yourPrompt": "seu prompt",
  "notifications.kind.comment_reply": "{actor} respondeu ao seu comentário em {title}",
  "notifications.kind.fork": "{actor} criou a própria versão de {title}",
  "notifications.kind.example": "{actor} adicionou um exemplo de resultado a {title}",
  "notifications.kind.roadmap_status": "Um item do roadmap em que você votou, {title}, mudou de status",
  "notifications.kind.roadmap_merged": "Um item do roadmap em que você votou, {title}, foi unido a {into}",
  "notifications.kind.prompt_request": "A equipe respondeu ao seu pedido de prompt {title}",
  "notifications.kind.prompt_request.in_progress":
    "A equipe está escrevendo o prompt que você pediu: {title}",
  "notifications.kind.prompt_request.done": "O prompt que você pediu está pronto: {title}",
  "notifications.kind.prompt_request.declined":
    "A equipe respondeu ao seu pedido de prompt {title} e não vai atendê-lo",
  "notifications.yourRequest": "seu pedido",
  "notifications.newer": "Mais recentes",
  "notifications.older": "Mais antigas",
  "notifications.settings.title": "Notificações por e-mail",
  "notifications.settings.description":
    "As notificações sempre aparecem no sino. Escolha quais também chegam por e-mail, no seu idioma.",
  "notifications.settings.kind.comment_reply": "Respostas aos meus comentários",
  "notifications.settings.kind.fork": "Novas versões dos meus prompts",
  "notifications.settings.kind.example": "Exemplos de resultado adicionados aos meus prompts",
  "notifications.settings.kind.roadmap_status": "Novidades dos itens do roadmap em que votei",
  "notifications.settings.kind.prompt_request": "Respostas aos meus pedidos de prompt",
  "notifications.settings.saved": "Salvo.",
  "notifications.settings.failed": "Sua escolha não foi salva. Verifique sua conexão e tente de novo.",
  "notifications.settings.loadFailed": "Não foi possível carregar suas escolhas.",
  "notifications.settings.retry": "Tentar de novo",
};
