import type { Locale } from "~/core/locale";
import type { Builtin } from "~/core/variables";

export type VariableExample = "text" | "long" | "choice" | "date" | "number" | "optional" | Builtin;

/** One example of each kind, in the language of the prompt it goes into (the editors' "Insert variable"). */
export const VARIABLE_EXAMPLES: Record<Locale, Record<VariableExample, string>> = {
  en: {
    text: "[topic]",
    long: "[notes: long]",
    choice: "[tone: formal | friendly | bold]",
    date: "[launch date: date]",
    number: "[words: number 100..500 = 300]",
    optional: "[extra details?: long]",
    today: "[today]",
    name: "[my name]",
    language: "[my language]",
  },
  pt: {
    text: "[tema]",
    long: "[anotações: longo]",
    choice: "[tom: formal | descontraído | ousado]",
    date: "[data de lançamento: data]",
    number: "[palavras: número 100..500 = 300]",
    optional: "[detalhes extras?: longo]",
    today: "[hoje]",
    name: "[meu nome]",
    language: "[meu idioma]",
  },
};
