import { parsePlaceholders } from "~/core/placeholders";

/** A prompt argument stands for one [placeholder]; assistants want plain identifiers as names. */
export interface PromptArgument {
  name: string;
  /** the placeholder as the prompt writes it, between the brackets */
  placeholder: string;
}

/** Arguments a prompt may have; a prompt with more keeps the rest in brackets. */
export const MAX_PROMPT_ARGUMENTS = 20;
/** The longest value an argument may fill in. */
export const MAX_ARGUMENT_LENGTH = 2_000;

function identifier(placeholder: string): string {
  const plain = placeholder
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
  return plain || "value";
}

/** One argument per distinct placeholder, in order, with names made unique ("topic", "topic_2"). */
export function promptArguments(text: string): PromptArgument[] {
  const used = new Set<string>();
  return parsePlaceholders(text)
    .slice(0, MAX_PROMPT_ARGUMENTS)
    .map((placeholder) => {
      const base = identifier(placeholder);
      let name = base;
      for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
      used.add(name);
      return { name, placeholder };
    });
}

/** The values by placeholder, for fillPlaceholders, from values given by argument name. */
export function valuesByPlaceholder(
  args: PromptArgument[],
  values: Record<string, string>,
): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const { name, placeholder } of args) {
    const value = values[name] ?? values[placeholder];
    if (typeof value === "string" && value.trim()) filled[placeholder] = value;
  }
  return filled;
}
