import type { insightsEn } from "./insights.en";

export const insightsPt: Record<keyof typeof insightsEn, string> = {
  "analytics.meta.title": "Suas estatísticas — Promptário",
  "analytics.title": "Suas estatísticas",
  "analytics.subtitle":
    "Como você usa a biblioteca: o que copia, usa e guarda, e com que frequência conversa com a IA.",
  "analytics.period.label": "Período",
  "analytics.period.30": "Últimos 30 dias",
  "analytics.period.90": "Últimos 90 dias",
  "analytics.range": "De {from} a {to} (UTC)",
  "analytics.totals.copies": "Cópias",
  "analytics.totals.uses": "Usos",
  "analytics.totals.favorites": "Favoritos adicionados",
  "analytics.totals.favoritesKept": "Guardados agora: {count}",
  "analytics.totals.aiMessages": "Mensagens à IA",
  "analytics.totals.activeDays": "Dias ativos",
  "analytics.streak.title": "Sequência atual",
  "analytics.streak.days": "{count, plural, one {# dia seguido} other {# dias seguidos}}",
  "analytics.streak.oneDay": "1 dia",
  "analytics.streak.none": "Nenhuma sequência ainda",
  "analytics.streak.today": "Hoje já conta.",
  "analytics.streak.keepGoing": "Use um prompt hoje para não perder a sequência.",
  "analytics.streak.start": "Use um prompt hoje para começar uma.",
  "analytics.chart.title": "Atividade por dia",
  "analytics.chart.loading": "Carregando o gráfico…",
  "analytics.chart.tableCaption":
    "Sua atividade por dia, de {from} a {to}. Dias sem atividade ficam de fora.",
  "analytics.chart.day": "Dia",
  "analytics.chart.summary":
    "{copies, plural, one {# cópia} other {# cópias}}, {uses, plural, one {# uso} other {# usos}}, {favorites, plural, one {# favorito} other {# favoritos}} e {ai, plural, one {# mensagem à IA} other {# mensagens à IA}} em {days, plural, one {# dia} other {# dias}}.",
  "analytics.categories.title": "Suas categorias mais usadas",
  "analytics.categories.count": "{count, plural, one {# vez} other {# vezes}}",
  "analytics.tags.title": "Suas tags mais usadas",
  "analytics.prompts.title": "Os prompts aos quais você sempre volta",
  "analytics.prompts.count":
    "{count, plural, one {# vez} other {# vezes}} em {days, plural, one {# dia} other {# dias diferentes}}",
  "analytics.prompts.sameDay":
    "{count, plural, one {# vez, em um só dia} other {# vezes, todas no mesmo dia}}",
  "analytics.prompts.once": "Uma vez",
  "analytics.none": "Nada por aqui neste período.",
  "analytics.empty.title": "Suas estatísticas começam no seu primeiro prompt",
  "analytics.empty.body":
    "Copie, use ou favorite um prompt, ou pergunte algo ao Chat Legend IA, e sua atividade aparece aqui no mesmo dia.",
  "analytics.empty.browse": "Explorar a biblioteca",
  "analytics.recommended.title": "Recomendados para você",
  "analytics.recommended.subtitle": "Prompts que você ainda não experimentou, e o porquê de cada escolha.",
  "analytics.recommended.empty": "Nenhuma recomendação no momento. Volte depois de usar alguns prompts.",
  "analytics.error": "Não conseguimos carregar suas estatísticas. Tente de novo.",
  "analytics.retry": "Tentar de novo",
  "analytics.teaser.title": "Estatísticas e recomendações",
  "analytics.teaser.body":
    "Veja como você usa a biblioteca e receba prompts escolhidos para o seu jeito de trabalhar. Faz parte do plano Legend.",
  "analytics.teaser.point1": "Cópias, usos, favoritos e mensagens à IA por dia, em 30 ou 90 dias",
  "analytics.teaser.point2": "Suas categorias e tags mais usadas e sua sequência de dias ativos",
  "analytics.teaser.point3": "Recomendações com base no que você usa e no que membros parecidos usam",
  "analytics.teaser.cta": "Conhecer o plano Legend",
};
