import type { Locale } from "~/core/locale";
import type { CurrentMember } from "~/server/accounts/viewer.server";
import { reserveAiCall, streamAi, type Ai } from "~/server/ai/ai.server";
import { getFocusSession, type FocusSession } from "./focus.server";

/** The fixed question of the "I lost focus" dialog. */
export const FOCUS_QUESTION = "I lost focus, where did I stop and how do I resume?";

const SYSTEM: Record<Locale, string> = {
  en: "You are a calm focus coach. From the member's focus session (title, tasks, last prompts, mood, attention 1-10), say in at most 120 words where they stopped and the one next step to resume. Answer in English, in Markdown.",
  pt: "Você é um coach de foco tranquilo. A partir da sessão de foco (título, tarefas, últimos prompts, humor, atenção de 1 a 10), diga em no máximo 120 palavras onde a pessoa parou e o próximo passo para retomar. Responda em português do Brasil, em Markdown.",
};

const clip = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Why focus slipped, from the check-ins: low attention (3/10 or less) first, then a sleepy or sad
 * mood, then good attention (7/10 or more); otherwise nothing in particular. The advice names this
 * cause, so a low mood is never blamed on an attention the member rated high.
 */
export type FocusCause = "low-attention" | "sleepy" | "sad" | "high-attention" | "none";

export function focusCause(session: Pick<FocusSession, "attention" | "mood">): FocusCause {
  if (session.attention <= 3) return "low-attention";
  if (session.mood === "sleepy" || session.mood === "sad") return session.mood;
  if (session.attention >= 7) return "high-attention";
  return "none";
}

const ADVICE: Record<Locale, Record<FocusCause, (attention: number) => string>> = {
  en: {
    "low-attention": (a) =>
      `Your attention is low (${a}/10): take a 5-minute break away from the screen, drink some water, then start a 25-minute block for just that task.`,
    sleepy: (a) =>
      `You feel sleepy, though your attention is at ${a}/10: stand up, get some daylight or fresh air for 5 minutes, then start a 25-minute block for just that task.`,
    sad: (a) =>
      `You are feeling down, though your attention is at ${a}/10: be kind to yourself, pick the smallest step of that task and give it a 25-minute block; a small win helps.`,
    "high-attention": (a) =>
      `Your attention is good (${a}/10): start a 50-minute block now and keep going while it lasts.`,
    none: () => "Close the other tabs, start a 25-minute block and do only that task until the chime.",
  },
  pt: {
    "low-attention": (a) =>
      `Sua atenção está baixa (${a}/10): faça uma pausa de 5 minutos longe da tela, beba água e depois abra um bloco de 25 minutos só para essa tarefa.`,
    sleepy: (a) =>
      `Você está com sono, mesmo com a atenção em ${a}/10: levante, pegue um pouco de luz do dia ou ar fresco por 5 minutos e depois abra um bloco de 25 minutos só para essa tarefa.`,
    sad: (a) =>
      `Você está para baixo, mesmo com a atenção em ${a}/10: seja gentil com você, escolha o menor passo dessa tarefa e dê a ele um bloco de 25 minutos; uma pequena vitória ajuda.`,
    "high-attention": (a) =>
      `Sua atenção está boa (${a}/10): comece agora um bloco de 50 minutos e siga enquanto o ritmo durar.`,
    none: () => "Feche as outras abas, abra um bloco de 25 minutos e faça só essa tarefa até o sinal tocar.",
  },
};

/** The offline assistant's answer: from the session itself. */
export function focusOfflineAnswer(session: FocusSession, locale: Locale): string[] {
  const open = session.subTasks.find((task) => !task.done);
  const done = session.subTasks.filter((task) => task.done).length;
  const total = session.subTasks.length;
  const lastPrompt = session.lastPrompts[0];
  const advice = ADVICE[locale][focusCause(session)](session.attention);
  if (locale === "pt") {
    return [
      `Você estava trabalhando em **${clip(session.title, 120)}**.`,
      open
        ? `**Onde você parou:** a primeira tarefa em aberto é “${clip(open.text, 160)}”. ${done} de ${total} tarefas estão feitas.`
        : total > 0
          ? `Todas as ${total} tarefas estão feitas: encerre a sessão ou anote o próximo passo.`
          : "Ainda não há tarefas: escreva o próximo passo pequeno que dá para terminar em 10 minutos.",
      ...(lastPrompt
        ? [`**Seu último prompt:** “${clip(lastPrompt, 140)}”. Cole de novo para retomar de onde parou.`]
        : []),
      advice,
    ];
  }
  return [
    `You were working on **${clip(session.title, 120)}**.`,
    open
      ? `**Where you stopped:** the first open task is “${clip(open.text, 160)}”. ${done} of ${total} tasks are done.`
      : total > 0
        ? `All ${total} tasks are done: end the session or write down the next step.`
        : "There are no tasks yet: write the next small step you can finish in 10 minutes.",
    ...(lastPrompt
      ? [`**Your last prompt:** “${clip(lastPrompt, 140)}”. Paste it again to pick up the thread.`]
      : []),
    advice,
  ];
}

/**
 * "I lost focus": the fixed question with the session's state, through the AI module (it counts
 * against the daily allowance). Throws AiAllowanceError or AiError as the chat's answers do.
 */
export async function recommendFocus(
  ai: Ai,
  member: CurrentMember,
  sessionId: string,
  locale: Locale,
): Promise<string> {
  const session = await getFocusSession(await ai.database(), member.user.id, sessionId);
  const state = JSON.stringify({
    title: session.title,
    tasks: session.subTasks.map(({ text, done }) => ({ text, done })),
    lastPrompts: session.lastPrompts.map((prompt) => clip(prompt, 500)),
    workingPrompt: clip(session.workingPrompt, 500),
    mood: session.mood,
    attention: session.attention,
  });
  const question = `${FOCUS_QUESTION}\n\n${state}`;
  const usageId = await reserveAiCall(ai, member.user.id, "focus", question.length);
  let reply = "";
  for await (const piece of streamAi(ai, usageId, {
    feature: "focus",
    system: SYSTEM[locale],
    turns: [{ role: "user", content: question }],
    locale,
    viewer: member.viewer,
    offline: focusOfflineAnswer(session, locale),
  })) {
    reply += piece;
  }
  return reply.trim();
}
