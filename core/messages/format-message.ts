import { numberFormat, pluralRules } from "~/core/intl";
import type { Locale } from "~/core/locale";

export type MessageVars = Record<string, string | number>;

/*
 * Messages fill `{name}` with a value, and a count's words with a plural block in the ICU
 * MessageFormat shape, so one message holds every form a language needs:
 *
 *   "{count, plural, =0 {No prompts} one {# prompt} other {# prompts}}"
 *
 * The branch is picked by Intl.PluralRules for the page's language (pt counts 0 and 1 as "one",
 * English only 1); an exact `=N` branch wins over the category; `#` is the count written the
 * language's way (1.234 in pt, 1,234 in en). Inside a branch `{name}` placeholders still work.
 * Only `plural` is understood, which is all the catalogues need.
 */

const PLURAL_START = /\{(\w+),\s*plural,/g;

export function formatMessage(locale: Locale, message: string, vars?: MessageVars): string {
  let text = message;
  if (text.includes(", plural,")) text = expandPlurals(locale, text, vars ?? {});
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

function expandPlurals(locale: Locale, message: string, vars: MessageVars): string {
  let out = "";
  let from = 0;
  PLURAL_START.lastIndex = 0;
  for (let start = PLURAL_START.exec(message); start; start = PLURAL_START.exec(message)) {
    const parsed = parseBranches(message, PLURAL_START.lastIndex);
    if (!parsed) break;
    out += message.slice(from, start.index);
    const name = start[1] ?? "";
    const value = vars[name];
    const count = typeof value === "number" ? value : Number(value);
    if (value === undefined || Number.isNaN(count)) {
      out += message.slice(start.index, parsed.end);
    } else {
      const branch =
        parsed.branches.get(`=${count}`) ??
        parsed.branches.get(pluralRules(locale).select(count)) ??
        parsed.branches.get("other") ??
        "";
      out += branch.replace(/#/g, numberFormat(locale).format(count));
    }
    from = parsed.end;
    PLURAL_START.lastIndex = parsed.end;
  }
  return out + message.slice(from);
}

/** Reads `one {…} other {…}}` from `at`; answers the branches and the index past the closing brace. */
function parseBranches(message: string, at: number) {
  const branches = new Map<string, string>();
  let i = at;
  for (;;) {
    while (i < message.length && /\s/.test(message.charAt(i))) i++;
    if (message[i] === "}") return { branches, end: i + 1 };
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(message.slice(i));
    if (!selector) return null;
    let depth = 1;
    let j = i + selector[0].length;
    const bodyStart = j;
    for (; j < message.length && depth > 0; j++) {
      if (message[j] === "{") depth++;
      else if (message[j] === "}") depth--;
    }
    if (depth > 0) return null;
    branches.set(selector[1] ?? "other", message.slice(bodyStart, j - 1));
    i = j;
  }
}
