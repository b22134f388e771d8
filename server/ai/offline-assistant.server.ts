import type { Locale } from "~/core/locale";
import { parsePlaceholders } from "~/core/placeholders";
import type { Database } from "~/db/client.server";
import { getPrompt } from "~/server/catalog/prompt.server";
import type { PromptSummary } from "~/server/catalog/rows.server";
import { queryWords, searchPrompts } from "~/server/catalog/search.server";
import type { Viewer } from "~/server/entitlements/entitlements";
import { listLockerPrompts, readableLockerPrompts } from "~/server/locker/locker.server";
import type { AiEngine, AiProject, AiRequest } from "./engine.server";

/**
 * The offline assistant (a fresh clone runs without an AI service): without an AI model, it answers a chat message from the
 * library. It looks for the prompts that fit the message with the site's own search, as the member
 * may see them, and explains the best three: what each does, why it fits, what to fill in. It never
 * quotes a prompt's text, and names placeholders only of prompts the member may read. In a project,
 * it cannot read the project's instructions as a model would, so it says it keeps to them, and it
 * looks among the prompts the member saved in that project before the library.
 */

const STOP_WORDS: Record<Locale, Set<string>> = {
  en: new Set(
    "a an and are as at be but by can could do does for from get give have help how i i'd i'm in into is it its just like me my need of on or our please prompt prompts some something that the their them this to use want we what when which with would write you your".split(
      " ",
    ),
  ),
  pt: new Set(
    "a ao aos as até com como da das de do dos e ela ele em entre essa esse esta este eu isso já mais me meu minha muito na nas no nos o os ou para pela pelo por preciso prompt prompts quais qual que quero se ser seu sua também tem um uma umas uns você fazer ajuda ajude escrever criar algo".split(
      " ",
    ),
  ),
};

const MAX_KEYWORDS = 6;
const SUGGESTIONS = 3;

/** The words of a message worth searching for, most specific (longest) first. */
export function keywordsOf(message: string, locale: Locale): string[] {
  const words = queryWords(message.slice(0, 2_000)).filter(
    (word) => word.length > 2 && !STOP_WORDS[locale].has(word),
  );
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_KEYWORDS);
}

interface Candidate {
  prompt: PromptSummary;
  matched: Set<string>;
  score: number;
}

/** The prompts that fit a message best: all its words at once first, then any of them. */
export async function suggestPrompts(
  db: Database,
  message: string,
  locale: Locale,
  viewer: Viewer,
  limit = SUGGESTIONS,
) {
  const keywords = keywordsOf(message, locale);
  if (keywords.length === 0) return { keywords, suggestions: [] };
  const candidates = new Map<number, Candidate>();
  const add = (items: PromptSummary[], words: string[], weight: number) => {
    items.forEach((prompt, rank) => {
      const candidate = candidates.get(prompt.id) ?? { prompt, matched: new Set<string>(), score: 0 };
      words.forEach((word) => candidate.matched.add(word));
      candidate.score += weight * words.length + 1 / (rank + 1);
      candidates.set(prompt.id, candidate);
    });
  };
  const search = (q: string) => searchPrompts(db, { q, locale, viewer, limit: 8, offset: 0 });
  if (keywords.length > 1) add((await search(keywords.join(" "))).items, keywords, 3);
  for (const word of keywords) add((await search(word)).items, [word], 1);
  const suggestions = [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.prompt.id - b.prompt.id)
    .slice(0, limit);
  return { keywords, suggestions };
}

/** A prompt the member saved in the project, that fits the message. */
interface ProjectSuggestion {
  id: string;
  title: string;
  description: string | null;
  /** null when the member's plan no longer opens its text */
  content: string | null;
  matched: Set<string>;
}

/** The project's saved prompts that fit the message best, by the locker's own search. */
async function suggestProjectPrompts(
  db: Database,
  keywords: string[],
  project: AiProject,
  locale: Locale,
  viewer: Viewer,
  limit: number,
): Promise<ProjectSuggestion[]> {
  if (viewer.kind !== "member" || keywords.length === 0) return [];
  const reader = { viewer, locale };
  const candidates = new Map<string, ProjectSuggestion & { score: number }>();
  const add = async (q: string, words: string[], weight: number) => {
    const found = await listLockerPrompts(db, viewer.userId, { q, project: project.id, limit: 8, reader });
    const readable = await readableLockerPrompts(db, viewer, found, locale);
    readable.forEach((prompt, rank) => {
      const candidate = candidates.get(prompt.id) ?? {
        id: prompt.id,
        title: prompt.title,
        description: prompt.description,
        content: prompt.content,
        matched: new Set<string>(),
        score: 0,
      };
      words.forEach((word) => candidate.matched.add(word));
      candidate.score += weight * words.length + 1 / (rank + 1);
      candidates.set(prompt.id, candidate);
    });
  };
  if (keywords.length > 1) await add(keywords.join(" "), keywords, 3);
  for (const word of keywords) await add(word, [word], 1);
  return [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/** The first words of a project's instructions, on one line, to show they were read. */
function excerpt(instructions: string): string {
  const line = instructions.replace(/\s+/g, " ").trim();
  return line.length <= 140 ? line : `${line.slice(0, 139).trimEnd()}…`;
}

const TEXT = {
  en: {
    intro: (count: number) =>
      count === 1
        ? "Here is the library prompt that fits your request best:"
        : `Here are the ${count} library prompts that fit your request best:`,
    why: (words: string, category: string) => `**Why it fits:** it covers ${words}, in ${category}.`,
    fill: (names: string) => `**Fill in:** ${names}. Replace each with your own details before you send it.`,
    noFill: "**Fill in:** nothing, it is ready to copy as it is.",
    locked: "**Fill in:** open it to see the text; your plan does not include it yet.",
    premium: " (premium)",
    outro: "Open a prompt to fill in its fields and copy it, or type / here to insert one into the chat.",
    none: (words: string) =>
      `I could not find a prompt in the library about ${words} yet. Try describing the task in a few words, like “sales email”, “lesson plan” or “monthly budget”, or browse the categories at [/categories](/categories).`,
    empty:
      "Tell me what you want to get done, like “a follow-up email to a client” or “a week of healthy lunches”, and I will point you to the prompts in the library that fit.",
    and: "and",
    following: (project: string, instructions: string) =>
      `I am following the instructions of your project **${project}**: “${instructions}”`,
    inProject: (project: string) => `I am answering within your project **${project}**.`,
    fromProject: (project: string) => ` (saved in ${project})`,
    whyProject: (words: string) => `**Why it fits:** it covers ${words}, and you saved it in this project.`,
  },
  pt: {
    intro: (count: number) =>
      count === 1
        ? "Este é o prompt da biblioteca que mais combina com o seu pedido:"
        : `Estes são os ${count} prompts da biblioteca que mais combinam com o seu pedido:`,
    why: (words: string, category: string) => `**Por que serve:** ele trata de ${words}, em ${category}.`,
    fill: (names: string) => `**Preencha:** ${names}. Troque cada um pelos seus dados antes de enviar.`,
    noFill: "**Preencha:** nada, ele já está pronto para copiar.",
    locked: "**Preencha:** abra o prompt para ver o texto; seu plano ainda não inclui este.",
    premium: " (premium)",
    outro: "Abra um prompt para preencher os campos e copiar, ou digite / aqui para inserir um no chat.",
    none: (words: string) =>
      `Ainda não encontrei um prompt na biblioteca sobre ${words}. Tente descrever a tarefa em poucas palavras, como “e-mail de vendas”, “plano de aula” ou “orçamento do mês”, ou veja as categorias em [/categories](/categories).`,
    empty:
      "Conte o que você quer resolver, como “um e-mail de retorno para um cliente” ou “uma semana de almoços saudáveis”, e eu indico os prompts da biblioteca que combinam.",
    and: "e",
    following: (project: string, instructions: string) =>
      `Estou seguindo as instruções do seu projeto **${project}**: “${instructions}”`,
    inProject: (project: string) => `Estou respondendo dentro do seu projeto **${project}**.`,
    fromProject: (project: string) => ` (salvo em ${project})`,
    whyProject: (words: string) => `**Por que serve:** ele trata de ${words}, e você o salvou neste projeto.`,
  },
} as const;

function list(words: string[], and: string): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} ${and} ${quoted.at(-1)}`;
}

/** What to fill in a prompt: its placeholders, nothing, or "open it" when its text is closed. */
function fillLine(text: (typeof TEXT)[Locale], promptText: string | null): string {
  if (promptText === null) return text.locked;
  const names = parsePlaceholders(promptText);
  return names.length ? text.fill(names.map((name) => `\`[${name}]\``).join(", ")) : text.noFill;
}

/**
 * The whole answer, as Markdown paragraphs. In a project: first a word that its instructions are
 * kept, then the prompts saved in the project that fit, then the library's, three in all.
 */
export async function offlineAnswer(
  db: Database,
  message: string,
  locale: Locale,
  viewer: Viewer,
  project?: AiProject,
): Promise<string[]> {
  const text = TEXT[locale];
  const preface = project
    ? [
        project.instructions.trim()
          ? text.following(project.name, excerpt(project.instructions))
          : text.inProject(project.name),
      ]
    : [];
  const keywords = keywordsOf(message, locale);
  if (keywords.length === 0) return [...preface, text.empty];
  const saved = project
    ? await suggestProjectPrompts(db, keywords, project, locale, viewer, SUGGESTIONS)
    : [];
  const { suggestions } =
    saved.length < SUGGESTIONS
      ? await suggestPrompts(db, message, locale, viewer, SUGGESTIONS - saved.length)
      : { suggestions: [] };
  if (saved.length + suggestions.length === 0)
    return [...preface, text.none(list(keywords.slice(0, 3), text.and))];
  const parts: string[] = [...preface, text.intro(saved.length + suggestions.length)];
  for (const [index, prompt] of saved.entries()) {
    const matchedWords = keywords.filter((word) => prompt.matched.has(word));
    parts.push(
      [
        `### ${index + 1}. [${prompt.title}](/prompt-locker?project=${project!.id}&edit=${prompt.id})${text.fromProject(project!.name)}`,
        prompt.description,
        text.whyProject(list(matchedWords, text.and)),
        fillLine(text, prompt.content),
      ]
        .filter(Boolean)
        .join("\n\n"),
    );
  }
  for (const [index, { prompt, matched }] of suggestions.entries()) {
    const detail = await getPrompt(db, prompt.id, locale, viewer);
    const matchedWords = keywords.filter((word) => matched.has(word));
    parts.push(
      [
        `### ${saved.length + index + 1}. [${prompt.title}](/prompt/${prompt.id})${prompt.isPremium ? text.premium : ""}`,
        prompt.description,
        text.why(list(matchedWords, text.and), prompt.category.title),
        fillLine(text, detail ? detail.promptText : null),
      ].join("\n\n"),
    );
  }
  parts.push(text.outro);
  return parts;
}

/** The offline assistant as an engine: its answer streamed a line at a time. */
export function createOfflineEngine(database: () => Promise<Database>, paceMs = 0): AiEngine {
  return {
    kind: "offline",
    model: "offline",
    async *stream(request: AiRequest) {
      const last = [...request.turns].reverse().find((turn) => turn.role === "user");
      const parts =
        request.offline ??
        (await offlineAnswer(
          await database(),
          last?.content ?? "",
          request.locale,
          request.viewer,
          request.project,
        ));
      const answer = parts.join("\n\n");
      for (const piece of answer.match(/[^\n]*\n*/g) ?? []) {
        if (request.signal?.aborted) return;
        if (!piece) continue;
        if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
        yield piece;
      }
    },
  };
}
