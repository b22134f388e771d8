import { parseTemplate, type Variable } from "~/core/variables";

/*
 * The prompt's variables as plain blanks by name, for the tools that do not use the typed fill-in
 * form yet (the chat's prompt menu, the calendar, the locker, the offline assistant). The grammar
 * is core/variables.ts: here a choice, a date or a built-in is a blank like any other, filled with
 * what is typed for it, else its default; an optional one left empty disappears.
 */

export type PromptSegment = { kind: "text"; text: string } | { kind: "placeholder"; name: string };

/** The distinct variables of a prompt, by name, in order of first appearance. */
export function parsePlaceholders(text: string): string[] {
  return parseTemplate(text).variables.map((variable) => variable.name);
}

/** The prompt as text and placeholder pieces, for a preview that shows what is still missing. */
export function promptSegments(text: string): PromptSegment[] {
  const template = parseTemplate(text);
  const names = new Map(template.variables.map((variable) => [variable.key, variable.name]));
  return template.parts.map((part) =>
    part.kind === "text" ? part : { kind: "placeholder", name: names.get(part.key) ?? part.source },
  );
}

function blankValue(variable: Variable, values: Record<string, string>): string | null {
  const typed = (values[variable.name] ?? values[variable.key])?.trim();
  if (typed) return typed;
  if (variable.default !== null) return variable.default;
  return variable.optional ? "" : null;
}

/** Fills every occurrence of each placeholder that has a value (by name); the others stay in brackets. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  const template = parseTemplate(text);
  const byKey = new Map(template.variables.map((variable) => [variable.key, variable]));
  return template.parts
    .map((part) => {
      if (part.kind === "text") return part.text;
      const variable = byKey.get(part.key);
      return (variable && blankValue(variable, values)) ?? part.source;
    })
    .join("");
}

/** Where the filled prompt can be opened directly; Gemini takes no text in its URL. */
export function chatLinks(
  text: string,
): { name: "ChatGPT" | "Claude" | "Gemini"; href: string; carriesText: boolean }[] {
  const q = encodeURIComponent(text);
  return [
    { name: "ChatGPT", href: `https://chatgpt.com/?q=${q}`, carriesText: true },
    { name: "Claude", href: `https://claude.ai/new?q=${q}`, carriesText: true },
    { name: "Gemini", href: "https://gemini.google.com/app", carriesText: false },
  ];
}
