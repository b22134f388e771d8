import type { Locale } from "~/core/locale";
import type { PromptType } from "~/core/forms/prompt";

/**
 * `/create-prompt?topic=…` (from a trending topic): a short-video prompt about a trending topic, in the reader's
 * language, as a starting point the member then edits. Brackets are placeholders on the prompt page.
 */
export interface TopicDraft {
  title: string;
  description: string;
  promptText: string;
  tags: string[];
  type: PromptType;
  categoryId: string;
}

const TOPIC_MAX = 80;

/** The topic as it may appear in a prompt: one line, no brackets or control characters, ≤ 80 characters. */
export function cleanTopic(value: string | null | undefined): string | null {
  if (!value) return null;
  const topic = value
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f[\]{}<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TOPIC_MAX)
    .trim();
  return topic || null;
}

function topicTag(topic: string): string {
  return topic.toLowerCase().replace(/,/g, " ").replace(/\s+/g, " ").trim().slice(0, 30).trim();
}

const DRAFTS: Record<Locale, (topic: string) => Omit<TopicDraft, "type" | "categoryId">> = {
  en: (topic) => ({
    title: `Short video: ${topic}`,
    description: `A 45-second video script about ${topic}: a hook, three quick beats and a call to action, ready to record.`,
    promptText: [
      `You are a scriptwriter for short vertical videos. Write a 45-second script for [platform] about "${topic}", for [audience].`,
      "",
      "1. Hook (first 3 seconds): one line that makes people stop scrolling. Give me 3 options.",
      "2. Three quick beats: for each, what I say (at most 2 short sentences) and what appears on screen.",
      "3. Close with this call to action: [call to action].",
      "",
      "Tone: [tone]. Plain words, short sentences, no jargon. Stay on what is actually known about the topic and flag anything I should check before posting.",
      "Finish with 3 title ideas and 5 hashtags.",
    ].join("\n"),
    tags: ["video", "script", topicTag(topic)],
  }),
  pt: (topic) => ({
    title: `Vídeo curto: ${topic}`,
    description: `Roteiro de 45 segundos sobre ${topic}: gancho, três pontos rápidos e chamada para ação, pronto para gravar.`,
    promptText: [
      `Você é roteirista de vídeos curtos verticais. Escreva um roteiro de 45 segundos para [plataforma] sobre "${topic}", pensado para [público].`,
      "",
      "1. Gancho (3 primeiros segundos): uma frase que faça a pessoa parar de rolar a tela. Me dê 3 opções.",
      "2. Três pontos rápidos: para cada um, o que eu falo (no máximo 2 frases curtas) e o que aparece na tela.",
      "3. Feche com esta chamada para ação: [chamada para ação].",
      "",
      "Tom: [tom]. Palavras simples, frases curtas, nada de jargão. Fique no que se sabe de fato sobre o assunto e aponte o que eu devo conferir antes de publicar.",
      "Termine com 3 ideias de título e 5 hashtags.",
    ].join("\n"),
    tags: ["vídeo", "roteiro", topicTag(topic)],
  }),
};

export function topicDraft(rawTopic: string | null | undefined, locale: Locale): TopicDraft | null {
  const topic = cleanTopic(rawTopic);
  if (!topic) return null;
  const draft = DRAFTS[locale](topic);
  return { ...draft, tags: [...new Set(draft.tags.filter(Boolean))], type: "video", categoryId: "marketing" };
}
