import type { Locale } from "./locale";
import { en, type MessageKey } from "./messages/en";
import { pt } from "./messages/pt";

export type { MessageKey };

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, pt };

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

export function translator(locale: Locale): Translate {
  const messages = MESSAGES[locale];
  return (key, vars) => {
    const message = messages[key];
    if (!vars) return message;
    return message.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in vars ? String(vars[name]) : match,
    );
  };
}
