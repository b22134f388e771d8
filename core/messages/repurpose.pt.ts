import type { repurposeEn } from "./repurpose.en";

export const repurposePt: Record<keyof typeof repurposeEn, string> = {
  "repurpose.meta.title": "Reaproveitador de conteúdo — Promptário",
  "repurpose.title": "Reaproveitador de conteúdo",
  "repurpose.subtitle":
    "Cole um texto uma vez e deixe pronto para cada canal: thread, post no LinkedIn, legenda, newsletter, roteiro de vídeo ou estrutura de blog.",

  "repurpose.teaser.title": "O reaproveitador de conteúdo faz parte do plano Legend",
  "repurpose.teaser.body":
    "Transforme um artigo, uma anotação ou uma transcrição em posts para todos os canais em um minuto.",
  "repurpose.teaser.point1":
    "Threads no X, posts no LinkedIn e legendas no Instagram dentro do limite de cada rede",
  "repurpose.teaser.point2":
    "Seções de newsletter, roteiros de vídeo de 60 segundos e estruturas de post de blog",
  "repurpose.teaser.point3": "Em português ou inglês, no tom que você escolher, salvos no seu Vault",
  "repurpose.teaser.cta": "Ver os planos",

  "repurpose.fromPrompt": "Começar de um prompt",
  "repurpose.fromPromptInsert": "Usar como seu texto",
  "repurpose.text.label": "Seu texto",
  "repurpose.text.hint":
    "Um artigo, um post, anotações de reunião ou uma transcrição, com até {max} caracteres.",
  "repurpose.text.counter": "{count} / {max} caracteres",
  "repurpose.text.required": "Digite ou cole um texto",
  "repurpose.text.tooLong": "Use no máximo {max} caracteres: tire {over} para continuar.",
  "repurpose.formats.legend": "Formatos",
  "repurpose.formats.required": "Escolha pelo menos um formato",
  "repurpose.format.thread": "Thread no X",
  "repurpose.format.linkedin": "Post no LinkedIn",
  "repurpose.format.instagram": "Legenda do Instagram",
  "repurpose.format.newsletter": "Seção de newsletter",
  "repurpose.format.video": "Roteiro de vídeo de 60 segundos",
  "repurpose.format.blog": "Estrutura de post de blog",
  "repurpose.language.label": "Idioma",
  "repurpose.language.en": "Inglês",
  "repurpose.language.pt": "Português (Brasil)",
  "repurpose.tone.label": "Tom",
  "repurpose.tone.professional": "Profissional",
  "repurpose.tone.friendly": "Amigável",
  "repurpose.tone.persuasive": "Persuasivo",
  "repurpose.tone.educational": "Didático",
  "repurpose.submit": "Reaproveitar",
  "repurpose.submitting": "Escrevendo…",
  "repurpose.allowance":
    "Restam {left} de {limit, plural, one {# mensagem de IA} other {# mensagens de IA}} hoje. Cada formato usa uma.",
  "repurpose.offline.badge": "Assistente offline",
  "repurpose.offline.hint":
    "Nenhum modelo de IA está conectado: estas são versões do seu próprio texto feitas por regras, cortadas e organizadas para cada rede.",

  "repurpose.results.title": "Suas versões",
  "repurpose.result.writing": "Escrevendo…",
  "repurpose.measure.thread":
    "{posts, plural, one {# post} other {# posts}} · o maior tem {count} / {max} caracteres",
  "repurpose.measure.threadOver":
    "{posts, plural, one {{over} de # post passa de {max} caracteres} other {{over} de # posts passam de {max} caracteres}}",
  "repurpose.measure.chars": "{count} / {max} caracteres",
  "repurpose.measure.words": "{count} / {max} palavras",
  "repurpose.measure.free": "{count, plural, one {# palavra} other {# palavras}}",
  "repurpose.measure.over": "Acima do limite",
  "repurpose.copy": "Copiar",
  "repurpose.copyLabel": "Copiar: {format}",
  "repurpose.copied": "Copiado para a área de transferência",
  "repurpose.copyFailed": "Não foi possível copiar. Selecione o texto e copie manualmente.",
  "repurpose.regenerate": "Gerar de novo",
  "repurpose.regenerateLabel": "Escrever de novo: {format}",
  "repurpose.save": "Salvar no Vault",
  "repurpose.saveLabel": "Salvar no seu Vault: {format}",
  "repurpose.saved": "Salvo no seu Vault",
  "repurpose.openLocker": "Abrir o Vault",
  "repurpose.saveFailed": "Não foi possível salvar no seu Vault. Tente de novo.",
  "repurpose.savedTrimmed.posts":
    "A thread inteira passa dos {max} caracteres que um prompt do Vault comporta, então foram salvos os primeiros {kept} dos {total} posts.",
  "repurpose.savedTrimmed.chars":
    "O texto passa dos {max} caracteres que um prompt do Vault comporta, então só os primeiros {kept} (de {total}) foram salvos.",
  "repurpose.trimmedNote.posts":
    "Encurtado para caber no Vault: só os primeiros {kept} dos {total} posts da thread.",
  "repurpose.trimmedNote.chars":
    "Encurtado para caber no Vault: só os primeiros {kept} de {total} caracteres.",
  "repurpose.saveTitle": "{format}: {start}",

  "repurpose.error.network": "Não foi possível falar com o servidor. Seu texto continua aqui: tente de novo.",
  "repurpose.error.generic": "Algo deu errado. Seu texto continua aqui: tente de novo.",
  "repurpose.error.upstream": "Não foi possível escrever esta versão. Tente gerar de novo.",
  "repurpose.error.timeout": "Esta versão demorou demais e foi interrompida. Tente gerar de novo.",
  "repurpose.error.empty": "O assistente respondeu em branco. Tente gerar de novo.",
  "repurpose.error.stopped": "Esta versão foi interrompida antes de terminar.",
  "repurpose.error.allowance": "Suas mensagens de IA de hoje acabaram antes desta versão.",
  "repurpose.retry": "Tentar de novo",
  "repurpose.runs.title": "Execuções recentes",
  "repurpose.runs.hint": "Suas últimas 20 execuções ficam guardadas na sua conta, com os resultados.",
  "repurpose.runs.empty":
    "As execuções que você fizer ficam aqui, para reabrir os resultados depois de recarregar ou em outro aparelho.",
  "repurpose.runs.open": "Abrir",
  "repurpose.runs.openLabel": "Abrir a execução de {date}",
  "repurpose.runs.delete": "Excluir",
  "repurpose.runs.deleteLabel": "Excluir a execução de {date}",
  "repurpose.runs.current": "Aberta",
  "repurpose.runs.openFailed":
    "Não foi possível abrir esta execução: parece que você está sem internet ou nosso servidor falhou.",
  "repurpose.runs.deleteFailed":
    "Não foi possível excluir esta execução: parece que você está sem internet ou nosso servidor falhou.",
};
