import type { homeEn } from "./home.en";

export const homePt: Record<keyof typeof homeEn, string> = {
  "memberHome.greeting": "Que bom ter você de volta, {name}",
  "memberHome.greetingNoName": "Que bom ter você de volta",
  "memberHome.today": "Hoje é {date}.",
  "memberHome.browse": "Explorar a biblioteca",
  "memberHome.open": "Abrir",
  "memberHome.seeAll": "Ver tudo",

  "memberHome.calendar.title": "Plano de hoje",
  "memberHome.calendar.empty": "Nada planejado para hoje.",
  "memberHome.calendar.emptyAction": "Planejar um prompt",
  "memberHome.calendar.more": "Mais {count} hoje",
  "memberHome.calendar.reminder": "Lembrete ativado",
  "memberHome.calendar.locked": "Bloqueado no seu plano",

  "memberHome.focus.title": "Sessão de foco",
  "memberHome.focus.resume": "Continuar",
  "memberHome.focus.tasks": "{done} de {total} tarefas concluídas",
  "memberHome.focus.noTasks": "Nenhuma tarefa ainda",
  "memberHome.focus.empty": "Nenhuma sessão em andamento.",
  "memberHome.focus.emptyAction": "Começar uma sessão de foco",
  "memberHome.focus.untitled": "Sessão sem título",

  "memberHome.chats.title": "Conversas recentes",
  "memberHome.chats.empty": "Nenhuma conversa ainda.",
  "memberHome.chats.emptyAction": "Perguntar à IA",

  "memberHome.recent.title": "Usados recentemente",
  "memberHome.recent.empty": "Os prompts que você copia ou marca como usados aparecem aqui.",
  "memberHome.recent.emptyAction": "Encontrar um prompt",

  "memberHome.favorites.title": "Prompts salvos",
  "memberHome.favorites.empty": "Salve um prompt com o coração para tê-lo sempre à mão.",
  "memberHome.favorites.emptyAction": "Ver os prompts em destaque",

  "memberHome.tools.title": "Suas ferramentas",
  "memberHome.tools.subtitle": "Tudo o que o seu plano inclui, a um clique.",
  "memberHome.tools.create": "Criar um prompt",
  "memberHome.tools.calendar": "Calendário de conteúdo",
  "memberHome.tools.focus": "Foco Imediato",
  "memberHome.tools.chat": "Chat Legend IA",
  "memberHome.tools.locker": "Legend Vault",
  "memberHome.tools.trends": "Tendências do dia",
  "memberHome.tools.analytics": "Suas estatísticas",
  "memberHome.tools.profile": "Perfil e favoritos",
  "memberHome.tools.new": "Novidades da semana",
  "memberHome.upsell":
    "O Legend traz o Chat Legend IA, tendências do dia, o Legend Vault e sugestões feitas para você.",
  "memberHome.upsellAction": "Conhecer o Legend",
  "memberHome.library.title": "Explore a biblioteca",
  "memberHome.language.pt": "Português",
  "memberHome.language.en": "Inglês",

  "new.upcoming.title": "Próximos lançamentos",
  "new.upcoming.subtitle": "Cada um é revelado na manhã da sua segunda-feira.",
  "new.upcoming.hidden": "Um prompt novo, revelado no dia do lançamento",
  "new.starters.title": "Enquanto isso: as escolhas da biblioteca",
  "new.starters.subtitle": "Prompts testados e aprovados para começar hoje.",

  "trends.dayOne.prompts": "As escolhas da biblioteca para hoje",
  "trends.dayOne.categories": "Categorias para explorar",
  "trends.dayOne.categoriesHint": "As tendências aparecem aqui quando os membros usam estas categorias.",
  "trends.dayOne.words": "Buscar na biblioteca",
  "trends.dayOne.wordsHint":
    "As buscas em alta aparecem aqui quando as pessoas buscam. Experimente uma destas:",
};
