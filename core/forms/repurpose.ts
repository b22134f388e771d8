import { z } from "zod";
import { ID_MAX, parseId } from "~/core/ids";
import type { Locale } from "~/core/locale";
import { plainText, wellFormed } from "./text";

// The content repurposer, shared by its page and the JSON API. The API answers a bad
// request in the caller's language, so the schema is made per language.

export const REPURPOSE_MAX_CHARS = 20_000;
/** A run's id in a path: a whole number the database can hold, or nothing. */
export const parseRunId = parseId;

export const REPURPOSE_FORMATS = ["thread", "linkedin", "instagram", "newsletter", "video", "blog"] as const;
export type RepurposeFormat = (typeof REPURPOSE_FORMATS)[number];

export const REPURPOSE_TONES = ["professional", "friendly", "persuasive", "educational"] as const;
export type RepurposeTone = (typeof REPURPOSE_TONES)[number];

export const REPURPOSE_LANGUAGES = ["en", "pt"] as const;

/**
 * What each platform allows: characters per post of a thread, characters of a post or caption, or
 * words (a 60-second script is read at about 150 words a minute). A blog outline has no limit.
 */
export type FormatLimit =
  | { unit: "post-chars"; max: number }
  | { unit: "chars"; max: number }
  | { unit: "words"; max: number }
  | { unit: "none" };

export const FORMAT_LIMITS: Record<RepurposeFormat, FormatLimit> = {
  thread: { unit: "post-chars", max: 280 },
  linkedin: { unit: "chars", max: 3_000 },
  instagram: { unit: "chars", max: 2_200 },
  newsletter: { unit: "words", max: 300 },
  video: { unit: "words", max: 150 },
  blog: { unit: "none" },
};

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export const charCount = (text: string) => [...text].length;
export const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
/** A thread's posts: separated by a blank line. */
export const threadPosts = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((post) => post.trim())
    .filter(Boolean);

export interface Measure {
  /** characters, words, or the longest post's characters */
  count: number;
  max: number | null;
  over: boolean;
  /** for a thread: how many posts, and how many are too long */
  posts?: number;
  postsOver?: number;
}

/** A result's length against its platform's limit. */
export function measure(format: RepurposeFormat, text: string): Measure {
  const limit = FORMAT_LIMITS[format];
  const content = text.trim();
  switch (limit.unit) {
    case "post-chars": {
      const lengths = threadPosts(content).map(charCount);
      const longest = Math.max(0, ...lengths);
      return {
        count: longest,
        max: limit.max,
        over: longest > limit.max,
        posts: lengths.length,
        postsOver: lengths.filter((n) => n > limit.max).length,
      };
    }
    case "chars": {
      const count = charCount(content);
      return { count, max: limit.max, over: count > limit.max };
    }
    case "words": {
      const count = wordCount(content);
      return { count, max: limit.max, over: count > limit.max };
    }
    default:
      return { count: wordCount(content), max: null, over: false };
  }
}

const MESSAGES = {
  en: {
    text: "Please enter some text",
    long: `Use at most ${REPURPOSE_MAX_CHARS.toLocaleString("en")} characters`,
    controls: "Remove the invisible control characters from the text",
    broken: "Remove the broken characters (half of an emoji) from the text",
    run: "Use the id of one of your runs",
    formats: "Choose at least one format",
    format: "Choose formats from the list: thread, linkedin, instagram, newsletter, video, blog",
    language: "Choose the language: en or pt",
    tone: "Choose a tone from the list: professional, friendly, persuasive, educational",
  },
  pt: {
    text: "Digite ou cole um texto",
    long: `Use no máximo ${REPURPOSE_MAX_CHARS.toLocaleString("pt-BR")} caracteres`,
    controls: "Remova os caracteres de controle invisíveis do texto",
    broken: "Remova os caracteres quebrados (metade de um emoji) do texto",
    run: "Use o id de uma das suas execuções",
    formats: "Escolha pelo menos um formato",
    format: "Escolha formatos da lista: thread, linkedin, instagram, newsletter, video, blog",
    language: "Escolha o idioma: en ou pt",
    tone: "Escolha um tom da lista: professional, friendly, persuasive, educational",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The request: the text (1 to 20,000 characters once trimmed), one or more formats, a language and a tone. */
export function repurposeSchema(locale: Locale) {
  const m = MESSAGES[locale];
  return z.strictObject({
    text: z
      .string(m.text)
      .trim()
      .min(1, m.text)
      .max(REPURPOSE_MAX_CHARS, m.long)
      .refine(plainText, m.controls)
      .refine(wellFormed, m.broken),
    formats: z
      .array(z.enum(REPURPOSE_FORMATS, m.format), m.formats)
      .min(1, m.formats)
      .max(REPURPOSE_FORMATS.length, m.format)
      // Each once, in the order of the list.
      .transform((formats) => REPURPOSE_FORMATS.filter((format) => formats.includes(format))),
    language: z.enum(REPURPOSE_LANGUAGES, m.language).default(locale),
    tone: z.enum(REPURPOSE_TONES, m.tone).default("professional"),
    /** a format written again: its version replaces the one in this run of the member's */
    runId: z.number(m.run).int(m.run).min(1, m.run).max(ID_MAX, m.run).optional(),
  });
}
export const RepurposeSchema = repurposeSchema("en");
export type RepurposeInput = z.output<typeof RepurposeSchema>;

/** What of a version fits in a saved prompt of `max` characters, and what was left out. */
export type LockerFit =
  | { content: string; trimmed: null }
  | { content: string; trimmed: { unit: "posts" | "chars"; kept: number; total: number } };

/**
 * A version as the locker can keep it (at most `max` UTF-16 units, as the locker's schema counts):
 * whole if it fits; a thread too long (its "i/n" numbering and blank lines make a thread of a
 * near-20,000-character text longer than the text) keeps its first whole posts; anything else is
 * cut at a paragraph or word and ends with "…". Nothing is saved half-silently: `trimmed` says how
 * much was kept (posts, or characters as people count them).
 */
export function fitForLocker(format: RepurposeFormat, text: string, max: number): LockerFit {
  const content = text.trim();
  if (content.length <= max) return { content, trimmed: null };
  if (format === "thread") {
    const posts = threadPosts(content);
    const kept: string[] = [];
    let size = 0;
    for (const post of posts) {
      const next = size + (kept.length > 0 ? 2 : 0) + post.length;
      if (next > max) break;
      kept.push(post);
      size = next;
    }
    if (kept.length > 0)
      return {
        content: kept.join("\n\n"),
        trimmed: { unit: "posts", kept: kept.length, total: posts.length },
      };
  }
  const room = max - 1; // for the "…"
  let head = content.slice(0, room);
  // Never half an emoji (a surrogate pair).
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  // If the cut falls mid-word, go back to the end of the last paragraph (or else the last word).
  const midWord = /\S/.test(content.charAt(head.length)) && /\S$/.test(head);
  if (midWord) {
    const paragraph = head.lastIndexOf("\n\n");
    const word = head.search(/\s\S*$/);
    const cut = paragraph > room * 0.9 ? paragraph : word > room / 2 ? word : head.length;
    head = head.slice(0, cut);
  }
  const kept = `${head.trimEnd()}…`;
  return { content: kept, trimmed: { unit: "chars", kept: charCount(kept) - 1, total: charCount(content) } };
}
