import {
  charCount,
  FORMAT_LIMITS,
  wordCount,
  type RepurposeFormat,
  type RepurposeTone,
} from "~/core/forms/repurpose";
import type { Locale } from "~/core/locale";

/**
 * The offline assistant's repurposer: without an AI model, honest rule-based
 * versions of the member's own text. It never invents content: it cuts the text at sentence
 * boundaries, orders and trims it for each platform, and adds only fixed framing (numbering,
 * section labels, a call to action in the chosen tone, hashtags from the text's own words).
 * Each version comes as Markdown paragraphs.
 */

const STOP_WORDS: Record<Locale, Set<string>> = {
  en: new Set(
    "about after again also because been before being between both could does doing down during each every from have having here into just more most much must only other over same should some such than that their them then there these they this those through under until very were what when where which while will with would your yours you about above after".split(
      " ",
    ),
  ),
  pt: new Set(
    "aquela aquele aquilo assim antes após até cada como contra depois desde durante ela elas ele eles então entre essa essas esse esses esta estas este estes está estão isso isto mais mas mesmo muito muitos nossa nosso para pela pelas pelo pelos pode podem porque quando quem sempre será seus suas também tem têm toda todas todo todos uma umas você vocês ainda sobre sem ser são foi era eram fazer feito".split(
      " ",
    ),
  ),
};

const TEXT = {
  en: {
    cta: {
      professional: "What is your take? Share it in the comments.",
      friendly: "Have you been through this too? Tell me in the comments!",
      persuasive: "Don't wait: put this into practice today.",
      educational: "Save this post so you can come back to it later.",
    },
    videoCta: {
      professional: "Follow for more practical insights like this.",
      friendly: "If this helped, follow along and tell me what you think!",
      persuasive: "Follow now and start applying this today.",
      educational: "Follow to learn one new thing like this every week.",
    },
    newsletterClose: {
      professional: "Reply to this email and tell us how you apply it.",
      friendly: "Hit reply and tell me what you think!",
      persuasive: "Try it this week and reply with your results.",
      educational: "Keep this section handy for the next time you need it.",
    },
    keyPoints: "Key points",
    hook: "Hook (0–5 s)",
    body: "Body (5–50 s)",
    callToAction: "Call to action (50–60 s)",
    introduction: "Introduction",
    conclusion: "Conclusion",
  },
  pt: {
    cta: {
      professional: "Qual é a sua visão sobre isso? Conte nos comentários.",
      friendly: "Você já passou por isso? Me conta nos comentários!",
      persuasive: "Não espere: coloque isso em prática hoje.",
      educational: "Salve este post para consultar depois.",
    },
    videoCta: {
      professional: "Siga para mais ideias práticas como esta.",
      friendly: "Se isso ajudou, me segue e comenta o que achou!",
      persuasive: "Siga agora e comece a aplicar isso hoje.",
      educational: "Siga para aprender algo assim toda semana.",
    },
    newsletterClose: {
      professional: "Responda este e-mail e conte como você aplica isso.",
      friendly: "Responde aqui e me conta o que achou!",
      persuasive: "Teste nesta semana e responda com os seus resultados.",
      educational: "Guarde esta seção para a próxima vez que precisar.",
    },
    keyPoints: "Pontos principais",
    hook: "Gancho (0–5 s)",
    body: "Desenvolvimento (5–50 s)",
    callToAction: "Chamada para ação (50–60 s)",
    introduction: "Introdução",
    conclusion: "Conclusão",
  },
} as const;

/** The text's sentences, whitespace collapsed; a sentence longer than `max` is cut between words. */
export function sentencesOf(text: string, locale: Locale, max = Infinity): string[] {
  const segmenter = new Intl.Segmenter(locale === "pt" ? "pt-BR" : "en", { granularity: "sentence" });
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const { segment } of segmenter.segment(paragraph)) {
      const sentence = segment.replace(/\s+/g, " ").trim();
      if (sentence) sentences.push(...splitLong(sentence, max));
    }
  }
  return sentences;
}

/** A piece of at most `max` characters at a time, cut at the last space (or mid-word if there is none). */
function splitLong(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (charCount(rest) > max) {
    const chars = [...rest];
    const head = chars.slice(0, max + 1).join("");
    const cut = head.lastIndexOf(" ");
    const piece = cut > 0 ? head.slice(0, cut) : chars.slice(0, max).join("");
    pieces.push(piece.trim());
    rest = rest.slice(piece.length).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** At most `max` characters, cut at a word and ended with "…". */
export function clip(text: string, max: number): string {
  if (charCount(text) <= max) return text;
  const head = [...text].slice(0, max - 1).join("");
  const cut = head.lastIndexOf(" ");
  return `${(cut > max / 2 ? head.slice(0, cut) : head).replace(/[\s,;:.!?-]+$/, "")}…`;
}

/** The sentences that fit in `budget` (measured by `size` once joined with spaces), in order. */
function fitting(sentences: string[], budget: number, size: (text: string) => number): string[] {
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (size([...kept, sentence].join(" ")) > budget) break;
    kept.push(sentence);
  }
  return kept;
}

/** Groups sentences into paragraphs of at most two. */
function shortParagraphs(sentences: string[]): string[] {
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) paragraphs.push(sentences.slice(i, i + 2).join(" "));
  return paragraphs;
}

/** The text's most frequent meaningful words, first seen first among equals. */
export function keywordsOf(text: string, locale: Locale, limit = 5): string[] {
  const counts = new Map<string, number>();
  for (const match of text
    .toLocaleLowerCase(locale === "pt" ? "pt-BR" : "en")
    .matchAll(/[\p{L}][\p{L}\p{N}]*/gu)) {
    const word = match[0];
    if (charCount(word) < 4 || STOP_WORDS[locale].has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/** An X thread: sentences packed into posts of at most 280 characters, each numbered "i/n". */
export function offlineThread(text: string, locale: Locale): string[] {
  const limit = FORMAT_LIMITS.thread.unit === "post-chars" ? FORMAT_LIMITS.thread.max : 280;
  // The numbering's width depends on how many posts there are: pack again until it settles.
  let digits = 1;
  for (;;) {
    const room = limit - (2 * digits + 2); // "12/34 "
    const posts: string[] = [];
    let current = "";
    for (const sentence of sentencesOf(text, locale, room)) {
      const joined = current ? `${current} ${sentence}` : sentence;
      if (charCount(joined) <= room) current = joined;
      else {
        posts.push(current);
        current = sentence;
      }
    }
    if (current) posts.push(current);
    const width = String(posts.length).length;
    if (width <= digits) return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`);
    digits = width;
  }
}

/** A LinkedIn post: the first sentence as the hook line, then short paragraphs, then a question or call to action. */
export function offlineLinkedIn(text: string, locale: Locale, tone: RepurposeTone): string[] {
  const max = FORMAT_LIMITS.linkedin.unit === "chars" ? FORMAT_LIMITS.linkedin.max : 3_000;
  const cta = TEXT[locale].cta[tone];
  const [hook = "", ...rest] = sentencesOf(text, locale, 200);
  const budget = max - charCount(hook) - charCount(cta) - 4 - 2 * 40; // the blank lines between paragraphs
  const body = shortParagraphs(fitting(rest, budget, charCount));
  return [hook, ...body, cta];
}

/** An Instagram caption: a short hook, the text's first sentences, a call to action and hashtags from its keywords. */
export function offlineInstagram(text: string, locale: Locale, tone: RepurposeTone): string[] {
  const max = FORMAT_LIMITS.instagram.unit === "chars" ? FORMAT_LIMITS.instagram.max : 2_200;
  const sentences = sentencesOf(text, locale);
  // Instagram shows about 125 characters before "more": the hook has to fit.
  const hook = clip(sentences[0] ?? "", 125);
  const tags = keywordsOf(text, locale).map((word) => `#${word}`);
  const hashtags = tags.join(" ");
  const cta = TEXT[locale].cta[tone];
  const budget = Math.min(900, max - charCount(hook) - charCount(cta) - charCount(hashtags) - 20);
  const body = fitting(sentences.slice(1), budget, charCount);
  return [hook, ...(body.length ? [body.join(" ")] : []), cta, ...(hashtags ? [hashtags] : [])];
}

/** A newsletter section: a heading, a summary of the first sentences, the next ones as key points, a closing line. */
export function offlineNewsletter(text: string, locale: Locale, tone: RepurposeTone): string[] {
  const max = FORMAT_LIMITS.newsletter.unit === "words" ? FORMAT_LIMITS.newsletter.max : 300;
  const t = TEXT[locale];
  const sentences = sentencesOf(text, locale, 400);
  const heading = clip(sentences[0] ?? "", 70).replace(/[.!?:;]+$/, "");
  const close = t.newsletterClose[tone];
  const room = max - wordCount(heading) - wordCount(close) - wordCount(t.keyPoints);
  const summary = fitting(sentences, Math.min(120, room), wordCount);
  if (summary.length === 0 && sentences[0]) summary.push(clip(sentences[0], 400));
  const used = wordCount(summary.join(" "));
  const points = fitting(sentences.slice(summary.length, summary.length + 3), room - used, wordCount);
  return [
    `## ${heading}`,
    summary.join(" "),
    ...(points.length ? [`**${t.keyPoints}**`, points.map((point) => `- ${point}`).join("\n")] : []),
    close,
  ];
}

/** A 60-second video script: a hook, the body and a call to action, each with its time, about 150 words in all. */
export function offlineVideo(text: string, locale: Locale, tone: RepurposeTone): string[] {
  const max = FORMAT_LIMITS.video.unit === "words" ? FORMAT_LIMITS.video.max : 150;
  const t = TEXT[locale];
  const sentences = sentencesOf(text, locale, 160);
  const hook = clip(sentences[0] ?? "", 120);
  const cta = t.videoCta[tone];
  const labels = wordCount(`${t.hook} ${t.body} ${t.callToAction}`);
  const room = max - wordCount(hook) - wordCount(cta) - labels;
  const body = fitting(sentences.slice(1), room, wordCount);
  return [
    `**${t.hook}**`,
    hook,
    `**${t.body}**`,
    body.length ? body.join(" ") : hook,
    `**${t.callToAction}**`,
    cta,
  ];
}

/** A blog outline: a title from the first sentence and H2 sections from the text's sentences, in order. */
export function offlineBlogOutline(text: string, locale: Locale): string[] {
  const t = TEXT[locale];
  const sentences = sentencesOf(text, locale);
  const title = clip(sentences[0] ?? "", 90).replace(/[.!?:;]+$/, "");
  const rest = sentences.slice(1);
  // At most 6 sections, spread over the whole text.
  const count = Math.min(6, rest.length);
  const picked = Array.from({ length: count }, (_, i) => rest[Math.floor((i * rest.length) / count)]!);
  return [
    `# ${title}`,
    `## ${t.introduction}`,
    ...picked.map((sentence) => `## ${clip(sentence, 90).replace(/[.!?:;]+$/, "")}`),
    `## ${t.conclusion}`,
  ];
}

/** The offline version of one format, as Markdown paragraphs. */
export function offlineRepurpose(
  format: RepurposeFormat,
  text: string,
  locale: Locale,
  tone: RepurposeTone,
): string[] {
  switch (format) {
    case "thread":
      return offlineThread(text, locale);
    case "linkedin":
      return offlineLinkedIn(text, locale, tone);
    case "instagram":
      return offlineInstagram(text, locale, tone);
    case "newsletter":
      return offlineNewsletter(text, locale, tone);
    case "video":
      return offlineVideo(text, locale, tone);
    case "blog":
      return offlineBlogOutline(text, locale);
  }
}
