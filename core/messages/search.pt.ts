import type { searchEn } from "./search.en";

// Mensagens da busca no cabeçalho: todas as páginas a mostram.
export const searchPt = {
  "search.label": "Buscar prompts",
  "search.placeholder": "Buscar…",
  "search.open": "Buscar",
  "search.close": "Fechar a busca",
  "search.shortcut": "Pressione / para buscar",
  "search.group.prompts": "Prompts",
  "search.group.categories": "Categorias",
  "search.group.tags": "Tags",
  "search.seeAll": "Ver todos os resultados para “{query}”",
  "search.didYouMean": "Você quis dizer",
  "search.noMatches": "Nenhum prompt encontrado para “{query}”.",
  "search.loading": "Buscando…",
  "search.failed": "As sugestões não estão disponíveis agora. Pressione Enter para buscar.",
  "search.count.one": "1 sugestão. Use as setas para cima e para baixo para escolher.",
  "search.count.other": "{count} sugestões. Use as setas para cima e para baixo para escolher.",
} satisfies Record<keyof typeof searchEn, string>;
