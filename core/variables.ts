import { formatLongDate, type Locale } from "~/core/locale";

/*
 * A prompt is a template: text with variables in square brackets that the reader fills in.
 *
 *   template := ( text | "\[" | variable )*
 *   variable := "[" name [ "?" ] [ ":" kind ] [ "=" default ] "]"      on one line
 *   name     := 1–80 characters but [ ] : = (spaces around it are ignored)
 *   kind     := option ( "|" option )+                                 a choice, 2–30 options
 *             | "text" | "texto"                                       one line (the default)
 *             | "long" | "longo"                                       several lines
 *             | "date" | "data"                                        a calendar day
 *             | ( "number" | "número" | "numero" ) [ min ".." max ]   either bound may be left out
 *   default  := what the variable holds when the reader leaves it empty; it must fit the kind
 *               (one of the options, a YYYY-MM-DD day or "today"/"hoje", a number in the range)
 *
 * "?" after the name makes the variable optional: left empty, it disappears from the text.
 * `\[` is a bracket that opens no variable.
 *
 * Every `[placeholder]` written before this grammar is still one: text between brackets with no
 * ":", "=" or final "?" is a one-line text variable, and brackets the old rule ignored (empty,
 * spanning lines, over 80 characters, nested) are still plain text. A plain `[today]`, `[my name]`
 * or `[my language]` (`[hoje]`, `[meu nome]`, `[meu idioma]`) is filled in by Promptário.
 *
 * The scanner is hand-written and linear: every bracket looks at most VARIABLE_LIMITS.body
 * characters ahead, so hostile text cannot make it backtrack.
 */

export const VARIABLE_LIMITS = {
  /** characters read for variables; what comes after is plain text (a prompt holds at most 20,000) */
  template: 100_000,
  /** characters between the brackets */
  body: 300,
  name: 80,
  options: 30,
  option: 80,
  default: 200,
  /** distinct variables in one prompt */
  variables: 50,
  /** problems reported for one prompt; the rest are not listed */
  issues: 20,
  /** the longest value a reader may give, by kind */
  value: { text: 500, long: 5_000, builtin: 500 },
} as const;

export type VariableKind = "text" | "long" | "choice" | "date" | "number" | "builtin";
export type Builtin = "today" | "name" | "language";

interface VariableBase {
  /** what identifies the variable: its name trimmed, spaces collapsed, lower-case */
  key: string;
  /** the name as first written */
  name: string;
  optional: boolean;
  default: string | null;
}

export type Variable =
  | (VariableBase & { kind: "text" | "long" | "date" })
  | (VariableBase & { kind: "choice"; options: string[] })
  | (VariableBase & { kind: "number"; min: number | null; max: number | null })
  | (VariableBase & { kind: "builtin"; builtin: Builtin });

export type TemplatePart =
  | { kind: "text"; text: string }
  | {
      kind: "variable";
      key: string;
      /** the bracket as written, kept in the text while the variable has no value */
      source: string;
      offset: number;
    };

export type TemplateIssueCode =
  | "unclosed"
  | "nameMissing"
  | "nameTooLong"
  | "kindMissing"
  | "unknownKind"
  | "extraAfterKind"
  | "optionEmpty"
  | "optionTooLong"
  | "optionDuplicate"
  | "tooManyOptions"
  | "badRange"
  | "rangeOrder"
  | "defaultMissing"
  | "defaultTooLong"
  | "defaultNotOption"
  | "defaultNotDate"
  | "defaultNotNumber"
  | "defaultOutOfRange"
  | "conflict"
  | "tooManyVariables";

export type IssueParams = Record<string, string | number>;

/** A problem in a template: where (offset in UTF-16 units, 1-based line and column) and why. */
export interface TemplateIssue {
  code: TemplateIssueCode;
  offset: number;
  length: number;
  line: number;
  column: number;
  params: IssueParams;
}

export interface Template {
  parts: TemplatePart[];
  /** each distinct variable once, in order of first appearance */
  variables: Variable[];
  issues: TemplateIssue[];
}

/** What Promptário fills in by itself; `name` is null for a visitor (then the reader types it). */
export interface BuiltinContext {
  /** the language the prompt is written in: dates and language names are written in it */
  locale: Locale;
  /** YYYY-MM-DD */
  today: string;
  name: string | null;
  /** the reader's language */
  language: Locale;
}

const BUILTIN_NAMES: Record<string, Builtin> = {
  today: "today",
  hoje: "today",
  "my name": "name",
  "meu nome": "name",
  "my language": "language",
  "meu idioma": "language",
};

/** The built-ins' names, by the language a prompt is written in (for menus and the help page). */
export const BUILTINS: Record<Locale, Record<Builtin, string>> = {
  en: { today: "today", name: "my name", language: "my language" },
  pt: { today: "hoje", name: "meu nome", language: "meu idioma" },
};

/** A language's name as a prompt in `locale` writes it ("Answer in Portuguese"). */
const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  en: { en: "English", pt: "Portuguese" },
  pt: { en: "inglês", pt: "português" },
};

type PlainKind = "text" | "long" | "date" | "number";

/** Each kind's word in both languages (accents optional); the first one is the one written back. */
const KIND_WORDS: Record<string, PlainKind> = {
  text: "text",
  texto: "text",
  long: "long",
  longo: "long",
  date: "date",
  data: "date",
  number: "number",
  número: "number",
  numero: "number",
};

/** The word a serialized template uses for each kind (English, like the rest of the grammar). */
const KIND_WORD: Record<PlainKind, string> = { text: "text", long: "long", date: "date", number: "number" };

const TODAY_WORDS = new Set(["today", "hoje"]);

export function variableKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

const isSpace = (char: string) => char === " " || char === "\t";

/** A decimal number as a template writes it: optional minus, digits, optional ".digits". */
function readNumber(text: string): number | null {
  if (!/^-?\d{1,12}(?:\.\d{1,6})?$/.test(text)) return null;
  return Number(text);
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

// ---------------------------------------------------------------------------------------------
// Parsing

/** A variable as one bracket defines it, before the occurrences of a name are merged. */
type Definition = { typed: boolean } & Variable;

type BodyResult =
  | { kind: "text" }
  | { kind: "variable"; definition: Definition }
  | { kind: "issue"; issue: Omit<TemplateIssue, "line" | "column"> };

type Trimmed = { text: string; offset: number };

/** `text` without its surrounding spaces, and where what is left starts (an offset in the template). */
function trimAt(text: string, offset: number): Trimmed {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text[start]!)) start++;
  while (end > start && isSpace(text[end - 1]!)) end--;
  return { text: text.slice(start, end), offset: offset + start };
}

function issue(code: TemplateIssueCode, at: Trimmed, params: IssueParams = {}): BodyResult {
  return { kind: "issue", issue: { code, offset: at.offset, length: Math.max(1, at.text.length), params } };
}

/** Reads what is between two brackets; `offset` is where the body starts in the template. */
function parseBody(body: string, offset: number): BodyResult {
  let separator = -1;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === ":" || body[i] === "=") {
      separator = i;
      break;
    }
  }
  const head = trimAt(separator < 0 ? body : body.slice(0, separator), offset);
  const optional = head.text.endsWith("?");
  const name = optional ? trimAt(head.text.slice(0, -1), head.offset) : head;
  const typed = separator >= 0 || optional;

  if (!typed) {
    // The old rule: an empty or over-long bracket is plain text.
    if (name.text === "" || name.text.length > VARIABLE_LIMITS.name) return { kind: "text" };
    const builtin = BUILTIN_NAMES[variableKey(name.text)];
    const base = {
      typed: false,
      key: variableKey(name.text),
      name: name.text,
      optional: false,
      default: null,
    };
    return {
      kind: "variable",
      definition: builtin ? { ...base, kind: "builtin", builtin } : { ...base, kind: "text" },
    };
  }
  if (name.text === "") {
    if (separator < 0) return { kind: "text" }; // "[?]" and the like
    return issue("nameMissing", { text: body, offset });
  }
  if (name.text.length > VARIABLE_LIMITS.name)
    return issue("nameTooLong", name, { max: VARIABLE_LIMITS.name });

  let kindPart: Trimmed | null = null;
  let defaultPart: Trimmed | null = null;
  if (separator >= 0 && body[separator] === ":") {
    const rest = body.slice(separator + 1);
    const equals = rest.indexOf("=");
    kindPart = trimAt(equals < 0 ? rest : rest.slice(0, equals), offset + separator + 1);
    if (equals >= 0) defaultPart = trimAt(rest.slice(equals + 1), offset + separator + 2 + equals);
  } else if (separator >= 0) {
    defaultPart = trimAt(body.slice(separator + 1), offset + separator + 1);
  }

  const base = { typed: true, key: variableKey(name.text), name: name.text, optional };
  let definition: Definition;
  if (kindPart === null) {
    definition = { ...base, kind: "text", default: null };
  } else {
    const kind = parseKind(kindPart);
    if ("issue" in kind) return kind.issue;
    definition = { ...base, ...kind.variable, default: null } as Definition;
  }

  if (defaultPart !== null) {
    const at = { text: defaultPart.text, offset: defaultPart.offset };
    if (defaultPart.text === "")
      return issue("defaultMissing", { text: "=", offset: defaultPart.offset - 1 });
    if (defaultPart.text.length > VARIABLE_LIMITS.default)
      return issue("defaultTooLong", at, { max: VARIABLE_LIMITS.default });
    const fitted = fitDefault(definition, defaultPart.text);
    if (typeof fitted !== "string") return issue(fitted.code, at, fitted.params);
    definition.default = fitted;
  }
  return { kind: "variable", definition };
}

type KindResult =
  | {
      variable:
        | { kind: "text" | "long" | "date" }
        | { kind: "choice"; options: string[] }
        | { kind: "number"; min: number | null; max: number | null };
    }
  | { issue: BodyResult };

function parseKind(part: Trimmed): KindResult {
  if (part.text === "") return { issue: issue("kindMissing", { text: ":", offset: part.offset - 1 }) };

  if (part.text.includes("|")) {
    const options: string[] = [];
    const seen = new Set<string>();
    let start = 0;
    for (let i = 0; i <= part.text.length; i++) {
      if (i < part.text.length && part.text[i] !== "|") continue;
      const option = trimAt(part.text.slice(start, i), part.offset + start);
      if (option.text === "")
        return {
          issue: issue("optionEmpty", { text: "|", offset: part.offset + Math.min(i, part.text.length - 1) }),
        };
      if (option.text.length > VARIABLE_LIMITS.option)
        return { issue: issue("optionTooLong", option, { max: VARIABLE_LIMITS.option }) };
      const key = variableKey(option.text);
      if (seen.has(key)) return { issue: issue("optionDuplicate", option, { option: option.text }) };
      seen.add(key);
      options.push(option.text);
      if (options.length > VARIABLE_LIMITS.options)
        return { issue: issue("tooManyOptions", part, { max: VARIABLE_LIMITS.options }) };
      start = i + 1;
    }
    return { variable: { kind: "choice", options } };
  }

  let wordEnd = 0;
  while (wordEnd < part.text.length && !isSpace(part.text[wordEnd]!)) wordEnd++;
  const word = part.text.slice(0, wordEnd);
  const kind = KIND_WORDS[word.toLowerCase()];
  if (!kind) return { issue: issue("unknownKind", { text: word, offset: part.offset }, { kind: word }) };
  const rest = trimAt(part.text.slice(wordEnd), part.offset + wordEnd);
  if (kind !== "number") {
    if (rest.text !== "") return { issue: issue("extraAfterKind", rest, { kind: word, extra: rest.text }) };
    return { variable: { kind } };
  }
  if (rest.text === "") return { variable: { kind: "number", min: null, max: null } };
  const dots = rest.text.indexOf("..");
  if (dots < 0) return { issue: issue("badRange", rest, { range: rest.text }) };
  const low = trimAt(rest.text.slice(0, dots), rest.offset).text;
  const high = trimAt(rest.text.slice(dots + 2), rest.offset).text;
  const min = low === "" ? null : readNumber(low);
  const max = high === "" ? null : readNumber(high);
  if ((low !== "" && min === null) || (high !== "" && max === null) || (low === "" && high === ""))
    return { issue: issue("badRange", rest, { range: rest.text }) };
  if (min !== null && max !== null && min > max) return { issue: issue("rangeOrder", rest, { min, max }) };
  return { variable: { kind: "number", min, max } };
}

/** The default as the variable keeps it, or why it does not fit. */
function fitDefault(
  variable: Variable,
  text: string,
): string | { code: TemplateIssueCode; params: IssueParams } {
  switch (variable.kind) {
    case "choice": {
      const option = variable.options.find((candidate) => variableKey(candidate) === variableKey(text));
      return (
        option ?? { code: "defaultNotOption", params: { value: text, options: variable.options.join(", ") } }
      );
    }
    case "date":
      if (TODAY_WORDS.has(text.toLowerCase())) return text.toLowerCase();
      return isIsoDay(text) ? text : { code: "defaultNotDate", params: { value: text } };
    case "number": {
      const value = readNumber(text);
      if (value === null) return { code: "defaultNotNumber", params: { value: text } };
      if (!inRange(variable, value))
        return { code: "defaultOutOfRange", params: { value: text, range: rangeText(variable) } };
      return text;
    }
    default:
      return text;
  }
}

function inRange(variable: { min: number | null; max: number | null }, value: number): boolean {
  return (variable.min === null || value >= variable.min) && (variable.max === null || value <= variable.max);
}

function rangeText(variable: { min: number | null; max: number | null }): string {
  return `${variable.min ?? ""}..${variable.max ?? ""}`;
}

/** Line and column (1-based) of an offset. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Reads a template: its parts, its variables (each once) and its problems, with where they are. */
export function parseTemplate(text: string): Template {
  const parts: TemplatePart[] = [];
  const definitions = new Map<string, Definition>();
  const found: Omit<TemplateIssue, "line" | "column">[] = [];
  let pending = "";
  let tooMany = false;

  const report = (problem: Omit<TemplateIssue, "line" | "column">) => {
    if (found.length < VARIABLE_LIMITS.issues) found.push(problem);
  };
  const flush = () => {
    if (pending) parts.push({ kind: "text", text: pending });
    pending = "";
  };

  const readTo = Math.min(text.length, VARIABLE_LIMITS.template);
  let i = 0;
  while (i < readTo) {
    const char = text[i]!;
    if (char === "\\" && text[i + 1] === "[") {
      pending += "[";
      i += 2;
      continue;
    }
    if (char !== "[") {
      // Copy the run of ordinary characters at once.
      let next = i + 1;
      while (next < readTo && text[next] !== "[" && text[next] !== "\\") next++;
      pending += text.slice(i, next);
      i = next;
      continue;
    }

    // A bracket: look for its end on the same line, at most `body` characters on.
    let end = -1;
    let stop = i + 1;
    const limit = Math.min(text.length, i + 2 + VARIABLE_LIMITS.body);
    for (; stop < limit; stop++) {
      const c = text[stop];
      if (c === "]") {
        end = stop;
        break;
      }
      if (c === "[" || c === "\n" || c === "\r") break;
    }

    if (end < 0) {
      // Unclosed: plain text, unless what follows is clearly a variable missing its "]".
      const rest = text.slice(i + 1, stop);
      const attempt = rest.includes(":") || rest.includes("=") ? parseBody(rest, i + 1) : null;
      if (attempt?.kind === "variable" && attempt.definition.typed)
        report({ code: "unclosed", offset: i, length: 1, params: {} });
      pending += text.slice(i, stop);
      i = stop;
      continue;
    }

    const body = text.slice(i + 1, end);
    const source = text.slice(i, end + 1);
    const result = body.length > VARIABLE_LIMITS.body ? { kind: "text" as const } : parseBody(body, i + 1);
    let definition: Definition | null = null;
    if (result.kind === "variable") {
      definition = result.definition;
    } else if (result.kind === "issue") {
      report(result.issue);
      // Read as the old rule did, so a prompt with a mistake still fills in: a text variable
      // named by the whole bracket, or plain text when that is too long.
      const whole = body.trim();
      if (whole && whole.length <= VARIABLE_LIMITS.name)
        definition = {
          typed: false,
          key: variableKey(whole),
          name: whole,
          optional: false,
          default: null,
          kind: "text",
        };
    }

    if (definition) {
      const known = definitions.get(definition.key);
      if (!known && definitions.size >= VARIABLE_LIMITS.variables) {
        if (!tooMany)
          report({
            code: "tooManyVariables",
            offset: i,
            length: source.length,
            params: { max: VARIABLE_LIMITS.variables },
          });
        tooMany = true;
        definition = null;
      } else if (!known) {
        definitions.set(definition.key, definition);
      } else if (definition.typed) {
        if (!known.typed) definitions.set(definition.key, { ...definition, name: known.name });
        else if (serializeVariable(known) !== serializeVariable({ ...definition, name: known.name }))
          report({ code: "conflict", offset: i, length: source.length, params: { name: known.name } });
      }
    }

    if (definition) {
      flush();
      parts.push({ kind: "variable", key: definition.key, source, offset: i });
    } else {
      pending += source;
    }
    i = end + 1;
  }
  pending += text.slice(i);
  flush();

  const variables = [...definitions.values()].map(({ typed: _typed, ...variable }) => variable as Variable);
  const issues = found
    .sort((a, b) => a.offset - b.offset)
    .map((problem) => ({ ...problem, ...position(text, problem.offset) }));
  return { parts, variables, issues };
}

// ---------------------------------------------------------------------------------------------
// Writing a template back

function numberText(value: number): string {
  return String(value);
}

/** A variable as the template grammar writes it, e.g. `[tone: formal | friendly = friendly]`. */
export function serializeVariable(variable: Variable): string {
  if (variable.kind === "builtin") return `[${variable.name}]`;
  let out = variable.name + (variable.optional ? "?" : "");
  switch (variable.kind) {
    case "choice":
      out += `: ${variable.options.join(" | ")}`;
      break;
    case "number": {
      out += ": number";
      if (variable.min !== null || variable.max !== null)
        out += ` ${variable.min === null ? "" : numberText(variable.min)}..${variable.max === null ? "" : numberText(variable.max)}`;
      break;
    }
    case "long":
    case "date":
      out += `: ${KIND_WORD[variable.kind]}`;
      break;
    case "text":
      break;
  }
  if (variable.default !== null) out += ` = ${variable.default}`;
  return `[${out}]`;
}

/** The template written out again: its first occurrence of each variable complete, the others by name. */
export function serializeTemplate(template: Template): string {
  const byKey = new Map(template.variables.map((variable) => [variable.key, variable]));
  const written = new Set<string>();
  let out = "";
  for (const part of template.parts) {
    if (part.kind === "text") {
      out += part.text.replaceAll("[", "\\[");
      continue;
    }
    const variable = byKey.get(part.key);
    if (!variable) continue;
    out += written.has(part.key) ? `[${variable.name}]` : serializeVariable(variable);
    written.add(part.key);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Values

export type ValueIssueCode =
  "required" | "tooLong" | "notOption" | "notDate" | "notNumber" | "belowMin" | "aboveMax";

export interface ValueIssue {
  code: ValueIssueCode;
  params: IssueParams;
}

/** A built-in Promptário fills in for this reader, or null when the reader must type it. */
export function builtinValue(builtin: Builtin, context: BuiltinContext): string | null {
  switch (builtin) {
    case "today":
      return formatLongDate(context.today, context.locale);
    case "language":
      return LANGUAGE_NAMES[context.locale][context.language];
    case "name":
      return context.name?.trim() || null;
  }
}

/** A number as a reader may type it: with "." or "," before the decimals. */
export function readValueNumber(value: string): number | null {
  return readNumber(value.trim().replace(",", "."));
}

/** Whether a value the reader typed fits the variable; an empty one is fine when it may be empty. */
export function checkValue(variable: Variable, raw: string | undefined): ValueIssue | null {
  const value = (raw ?? "").trim();
  if (value === "") {
    const mayBeEmpty = variable.optional || variable.default !== null || variable.kind === "builtin";
    return mayBeEmpty ? null : { code: "required", params: {} };
  }
  switch (variable.kind) {
    case "text":
    case "long":
    case "builtin": {
      const max = VARIABLE_LIMITS.value[variable.kind];
      return value.length > max ? { code: "tooLong", params: { max } } : null;
    }
    case "choice":
      return variable.options.some((option) => variableKey(option) === variableKey(value))
        ? null
        : { code: "notOption", params: { options: variable.options.join(", ") } };
    case "date":
      return isIsoDay(value) ? null : { code: "notDate", params: {} };
    case "number": {
      const number = readValueNumber(value);
      if (number === null) return { code: "notNumber", params: {} };
      if (variable.min !== null && number < variable.min)
        return { code: "belowMin", params: { min: variable.min } };
      if (variable.max !== null && number > variable.max)
        return { code: "aboveMax", params: { max: variable.max } };
      return null;
    }
  }
}

/** Every value that does not fit, by variable key (built-ins Promptário fills in are not checked). */
export function checkValues(
  variables: readonly Variable[],
  values: Readonly<Record<string, string>>,
  context?: BuiltinContext,
): { variable: Variable; issue: ValueIssue }[] {
  const problems: { variable: Variable; issue: ValueIssue }[] = [];
  for (const variable of variables) {
    if (variable.kind === "builtin" && context && builtinValue(variable.builtin, context) !== null) continue;
    const issue = checkValue(variable, values[variable.key]);
    if (issue) problems.push({ variable, issue });
  }
  return problems;
}

/** The value as the filled text says it: a date in words, a choice as the template spells it. */
function displayValue(variable: Variable, value: string, context: BuiltinContext): string {
  switch (variable.kind) {
    case "date":
      if (TODAY_WORDS.has(value.toLowerCase())) return formatLongDate(context.today, context.locale);
      return isIsoDay(value) ? formatLongDate(value, context.locale) : value;
    case "choice":
      return variable.options.find((option) => variableKey(option) === variableKey(value)) ?? value;
    case "number":
      return value.replace(/\s+/g, "");
    default:
      return value;
  }
}

/**
 * What a variable stands for in the filled text: the reader's value, else its default, else ""
 * when it is optional; null while it still needs one (its bracket then stays in the text).
 */
export function variableValue(
  variable: Variable,
  values: Readonly<Record<string, string>>,
  context: BuiltinContext,
): string | null {
  if (variable.kind === "builtin") {
    const filled = builtinValue(variable.builtin, context);
    if (filled !== null) return filled;
  }
  const typed = values[variable.key]?.trim();
  if (typed) return displayValue(variable, typed, context);
  if (variable.default !== null) return displayValue(variable, variable.default, context);
  return variable.optional ? "" : null;
}

/** The text with every variable that has a value filled in; the others keep their bracket. */
export function fillTemplate(
  template: Template,
  values: Readonly<Record<string, string>>,
  context: BuiltinContext,
): string {
  const byKey = new Map(template.variables.map((variable) => [variable.key, variable]));
  let out = "";
  for (const part of template.parts) {
    if (part.kind === "text") {
      out += part.text;
      continue;
    }
    const variable = byKey.get(part.key);
    const value = variable ? variableValue(variable, values, context) : null;
    out += value ?? part.source;
  }
  return out;
}

/** The values a form starts with: each variable's default (a date's "today" as the day itself). */
export function defaultValues(variables: readonly Variable[], today: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const variable of variables) {
    if (variable.default === null) continue;
    values[variable.key] =
      variable.kind === "date" && TODAY_WORDS.has(variable.default) ? today : variable.default;
  }
  return values;
}

/** Kept values that still fit the template's variables (a template may change after they were kept). */
export function fittingValues(
  variables: readonly Variable[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const variable of variables) {
    const value = values[variable.key];
    if (typeof value !== "string" || value.trim() === "") continue;
    if (checkValue(variable, value) === null) kept[variable.key] = value;
  }
  return kept;
}
