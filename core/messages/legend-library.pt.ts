import type { legendLibraryEn } from "./legend-library.en";

export const legendLibraryPt: Record<keyof typeof legendLibraryEn, string> = {
  "new.meta.title": "Prompts novos, semana a semana — Promptário",
  "new.meta.description":
    "Um prompt novo toda segunda-feira: o lançamento da semana e os anteriores, em português e inglês.",
  "new.title": "Novidades da semana",
  "new.subtitle": "Toda segunda-feira chega um prompt novo. Veja o desta semana e os que vieram antes.",
  "new.week.current": "Esta semana",
  "new.week.of": "Semana de {date}",
  "new.week.pending": "Ainda não saiu prompt novo nesta semana.",
  "new.next": "Próximo lançamento: {date}",

  "trends.meta.title": "Tendências do dia — Promptário",
  "trends.title": "Tendências do dia",
  "trends.subtitle":
    "O que está em alta hoje: as últimas 24 horas comparadas com a média diária dos 7 dias anteriores.",
  "trends.teaser.title": "As tendências do dia fazem parte do plano Legend",
  "trends.teaser.body":
    "Descubra quais prompts, categorias e buscas estão decolando hoje, antes de todo mundo.",
  "trends.teaser.point1": "Prompts e categorias em alta nas últimas 24 horas",
  "trends.teaser.point2": "As palavras que o pessoal de repente passou a buscar",
  "trends.teaser.point3": "Um gráfico de 8 dias para cada tendência",
  "trends.teaser.cta": "Ver os planos",
  "trends.prompts.title": "Prompts em alta hoje",
  "trends.categories.title": "Categorias em alta hoje",
  "trends.words.title": "Buscas em alta hoje",
  "trends.notEnough":
    "Ainda não há movimento suficiente para saber o que está em alta. Enquanto isso, fique com a seleção de hoje.",
  "trends.categories.empty": "Nenhuma categoria em alta hoje.",
  "trends.words.empty": "Nenhuma busca em alta hoje.",
  "trends.change.new": "Novo hoje",
  "trends.today": "{count} hoje",
  "trends.baseline": "normalmente {count} por dia",
  "trends.sparkline": "Últimos 8 dias, do mais antigo ao mais recente: {values}; hoje {today}",
  "trends.error": "Erro ao carregar os dados de tendências",
  "trends.retry": "Tentar de novo",
};
