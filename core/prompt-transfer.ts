import Papa from "papaparse";
import YAML from "yaml";
import {
  EXPORT_FORMATS,
  IMPORT_FORMATS,
  type ExportFormat,
  type ImportFormat,
} from "~/core/prompt-transfer-formats";
import { BUILTINS, parseTemplate, type Variable } from "~/core/variables";
import type { Locale } from "~/core/locale";
import { TRANSFER_PROBLEMS, type TransferProblems } from "~/core/prompt-transfer-problems";

/*
 * Prompts in and out of Promptário, as files: our own JSON (which carries everything, versions
 * included, under a schema version), a CSV and a Markdown page, GitHub Models' `.prompt.yml`,
 * prompts.chat's `act,prompt` CSV, and, to import only, Open WebUI's and LibreChat's exports.
 *
 * Pure: no database, no network. The server reads an uploaded file with `parsePromptFile`, checks
 * each prompt against the destination's own rules, and shows `planImport`'s preview before writing.
 * Other tools' variables (`{{x}}`, `{{x|default}}`, `{{x | select:options=[…]}}`, `${x:default}`)
 * become ours (see core/variables.ts); ours become theirs on the way out, as far as they can say it.
 */

export const PROMPT_FILE_FORMAT = "promptario-prompts";
export const PROMPT_FILE_SCHEMA_VERSION = 1;

export const TRANSFER_LIMITS = {
  /** the largest file read */
  bytes: 2 * 1024 * 1024,
  /** prompts in one file */
  prompts: 5_000,
  /** versions kept per prompt in a file */
  versions: 50,
} as const;

export { EXPORT_FORMATS, IMPORT_FORMATS, type ExportFormat, type ImportFormat };

/** A prompt's earlier state, as a file carries it. */
export interface TransferVersion {
  title: string;
  content: string;
  description: string | null;
  tags: string[];
  savedAt: string;
}

export interface TransferPrompt {
  title: string;
  content: string;
  description: string | null;
  tags: string[];
  category: string | null;
  /** earlier states, newest first; absent where the source keeps none */
  versions?: TransferVersion[];
}

/** Where in a file a prompt starts: a line (text formats) or its place in a list (JSON). */
export type FilePlace = { line: number } | { item: number };

export type ParsedRow =
  { at: FilePlace; prompt: TransferPrompt } | { at: FilePlace; error: string; title: string };

export interface ParsedFile {
  format: ImportFormat;
  rows: ParsedRow[];
}

/** The whole file cannot be read (not this or that row): nothing of it is imported. */
export class PromptFileError extends Error {
  constructor(
    message: string,
    readonly at: FilePlace | null = null,
  ) {
    super(message);
    this.name = "PromptFileError";
  }
}

// ---------------------------------------------------------------------------------------------
// Variables: other tools' syntaxes into ours, and back

/** Other tools' built-in variables, and the ones of ours they stand for. */
const FOREIGN_BUILTINS: Record<string, "today" | "name" | "language"> = {
  current_date: "today",
  current_datetime: "today",
  iso_datetime: "today",
  current_user: "name",
  user_name: "name",
  user_language: "language",
};

/** Open WebUI's input types, and the kind of ours each one becomes. */
const OPEN_WEBUI_KINDS: Record<string, "text" | "long" | "date" | "number" | "choice"> = {
  text: "text",
  textarea: "long",
  date: "date",
  number: "number",
  range: "number",
  select: "choice",
  email: "text",
  tel: "text",
  url: "text",
  color: "text",
  time: "text",
  month: "text",
  "datetime-local": "text",
  checkbox: "text",
  map: "text",
};

/** Characters our grammar reserves in a name or an option: they become spaces. */
const cleanName = (name: string) =>
  name
    .replace(/[[\]:=|?\n\r]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const cleanOption = (value: string) =>
  value
    .replace(/[[\]|\n\r]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Reads Open WebUI's `:key=value:flag` properties after a type; values may be JSON strings or lists. */
function readProperties(text: string): Map<string, string | string[] | true> {
  const properties = new Map<string, string | string[] | true>();
  let i = 0;
  while (i < text.length) {
    if (text[i] !== ":") {
      i++;
      continue;
    }
    const match = /^:\s*([A-Za-z_][\w-]*)\s*(=)?\s*/.exec(text.slice(i));
    if (!match) {
      i++;
      continue;
    }
    i += match[0].length;
    const key = match[1]!.toLowerCase();
    if (!match[2]) {
      properties.set(key, true);
      continue;
    }
    const rest = text.slice(i);
    const quoted = /^"(?:[^"\\]|\\.)*"/.exec(rest);
    const list = rest.startsWith("[") ? /^\[[^\]]*\]/.exec(rest) : null;
    const raw = quoted?.[0] ?? list?.[0] ?? /^[^:]*/.exec(rest)![0];
    i += raw.length;
    let value: string | string[] = raw.trim();
    try {
      const json: unknown = JSON.parse(raw);
      if (typeof json === "string") value = json;
      else if (Array.isArray(json)) value = json.map(String);
    } catch {
      if (list)
        value = raw
          .slice(1, -1)
          .split(",")
          .map((option) => option.trim().replace(/^['"]|['"]$/g, ""));
    }
    properties.set(key, value);
  }
  return properties;
}

function writeVariable(
  name: string,
  kind: "text" | "long" | "date" | "number" | "choice",
  extra: { options?: string[]; min?: string; max?: string; default?: string | null } = {},
): string {
  const options = [...new Set((extra.options ?? []).map(cleanOption).filter(Boolean))];
  const fallback = extra.default ? cleanOption(extra.default) : "";
  let body = name;
  if (kind === "choice" && options.length >= 2) body += `: ${options.join(" | ")}`;
  else if (kind === "long" || kind === "date") body += `: ${kind}`;
  else if (kind === "number") {
    const bound = (value?: string) => (value && /^-?\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : "");
    const min = bound(extra.min);
    const max = bound(extra.max);
    body += min || max ? `: number ${min}..${max}` : ": number";
  }
  const fits = kind !== "choice" || options.length < 2 || options.includes(fallback);
  if (fallback && fits) body += ` = ${fallback}`;
  return `[${body}]`;
}

/** One `{{…}}` of Open WebUI, LibreChat or GitHub Models, as our bracket; null if it is no variable. */
function mustacheVariable(inner: string): string | null {
  const bar = inner.indexOf("|");
  const colon = inner.indexOf(":");
  // LibreChat: {{name:option1|option2}} is a choice (what follows a second colon is not read);
  // without a bar, the whole of it is a text variable's name.
  if (colon >= 0 && (bar < 0 || colon < bar)) {
    const options = inner
      .slice(colon + 1)
      .split(":")[0]!
      .split("|");
    if (options.length < 2) {
      const whole = cleanName(inner);
      return whole ? writeVariable(whole, "text") : null;
    }
    const name = cleanName(inner.slice(0, colon));
    return name ? writeVariable(name, "choice", { options }) : null;
  }
  const name = cleanName(bar < 0 ? inner : inner.slice(0, bar));
  if (!name) return null;
  if (bar < 0) {
    const builtin = FOREIGN_BUILTINS[name.toLowerCase()];
    return builtin ? `[${BUILTINS.en[builtin]}]` : `[${name}]`;
  }
  // Open WebUI: {{name | type:prop=value:flag}}, the type also written "type=select". What stands
  // before the first colon is the type, whatever it says; one it has no input for is a text field.
  const rest = inner.slice(bar + 1).trim();
  const typeMatch = /^(?:type\s*=\s*)?([^:]*)/.exec(rest)!;
  const kind = OPEN_WEBUI_KINDS[typeMatch[1]!.trim().toLowerCase()] ?? "text";
  const properties = readProperties(rest.slice(typeMatch[0].length));
  const text = (key: string) => {
    const value = properties.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const options = properties.get("options");
  return writeVariable(name, kind, {
    options: Array.isArray(options) ? options : undefined,
    min: text("min"),
    max: text("max"),
    default: text("default") ?? text("value") ?? null,
  });
}

/**
 * A bracket in another tool's text that our grammar would read as a typed variable (it holds ":" or
 * "=" or ends with "?") is escaped, so "[Note: …]" stays text; a plain "[topic]" stays a placeholder.
 */
function escapeTypedBrackets(text: string): string {
  return text.replace(/\[([^\]\n]*)\]/g, (whole, body: string) =>
    /[:=]/.test(body) || body.trim().endsWith("?") ? `\\${whole}` : whole,
  );
}

/** Another tool's prompt text with its variables written in our grammar. */
export function importVariables(text: string, syntax: "mustache" | "dollar"): string {
  const pattern = syntax === "mustache" ? /\{\{([^{}\n]{1,300})\}\}/g : /\$\{([^{}\n]{1,300})\}/g;
  let out = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const inner = match[1]!.trim();
    let converted: string | null;
    if (syntax === "dollar") {
      const colon = inner.indexOf(":");
      const name = cleanName(colon < 0 ? inner : inner.slice(0, colon));
      converted = name
        ? writeVariable(name, "text", { default: colon < 0 ? null : inner.slice(colon + 1) })
        : null;
    } else converted = mustacheVariable(inner);
    if (converted === null) continue;
    out += escapeTypedBrackets(text.slice(last, match.index)) + converted;
    last = match.index + match[0].length;
  }
  return out + escapeTypedBrackets(text.slice(last));
}

/** Our prompt text in another tool's syntax: `{{name}}`, or prompts.chat's `${name:default}`. */
export function exportVariables(text: string, syntax: "mustache" | "dollar"): string {
  const template = parseTemplate(text);
  const byKey = new Map<string, Variable>(template.variables.map((variable) => [variable.key, variable]));
  return template.parts
    .map((part) => {
      if (part.kind === "text") return part.text;
      const variable = byKey.get(part.key);
      if (!variable) return part.source;
      if (syntax === "mustache") return `{{${variable.name}}}`;
      return variable.default === null ? `\${${variable.name}}` : `\${${variable.name}:${variable.default}}`;
    })
    .join("");
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface ExportOptions {
  exportedAt: Date;
  /** what the file holds, said in the JSON: "locker", "prompts" or "catalogue" */
  source: string;
  /** the Markdown page's heading */
  heading: string;
}

export interface ExportFile {
  text: string;
  type: string;
  extension: string;
}

/** A heading or meta line stays one line whatever a prompt holds. */
const oneLine = (value: string) =>
  Array.from(value, (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? " " : char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();

/** A fence longer than any run of backticks inside the text. */
const fenceFor = (text: string) =>
  "`".repeat(Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length)) + 1);

const MD_PROJECT = "Project: ";
const MD_TAGS = "Tags: ";

function variablesOf(content: string) {
  return parseTemplate(content).variables.map((variable) => {
    const { key: _key, ...rest } = variable;
    return rest;
  });
}

export function serializePrompts(
  prompts: readonly TransferPrompt[],
  format: ExportFormat,
  options: ExportOptions,
): ExportFile {
  switch (format) {
    case "json":
      return {
        type: "application/json",
        extension: "json",
        text: JSON.stringify(
          {
            format: PROMPT_FILE_FORMAT,
            schemaVersion: PROMPT_FILE_SCHEMA_VERSION,
            source: options.source,
            exportedAt: options.exportedAt.toISOString(),
            prompts: prompts.map((prompt) => ({
              title: prompt.title,
              content: prompt.content,
              description: prompt.description,
              tags: prompt.tags,
              category: prompt.category,
              // What the content's brackets declare, for other programs; an import reads the content.
              variables: variablesOf(prompt.content),
              ...(prompt.versions ? { versions: prompt.versions } : {}),
            })),
          },
          null,
          2,
        ),
      };
    case "csv":
      return {
        type: "text/csv",
        extension: "csv",
        text: Papa.unparse(
          {
            fields: ["title", "content", "description", "tags", "category"],
            data: prompts.map((prompt) => [
              prompt.title,
              prompt.content,
              prompt.description ?? "",
              prompt.tags.join(", "),
              prompt.category ?? "",
            ]),
          },
          { newline: "\n" },
        ),
      };
    case "prompts-chat":
      return {
        type: "text/csv",
        extension: "csv",
        text: Papa.unparse(
          {
            fields: ["act", "prompt"],
            data: prompts.map((prompt) => [prompt.title, exportVariables(prompt.content, "dollar")]),
          },
          { newline: "\n" },
        ),
      };
    case "prompt-yml":
      // One YAML document per prompt: GitHub Models reads one prompt per `.prompt.yml` file.
      return {
        type: "application/yaml",
        extension: "prompt.yml",
        text: prompts
          .map((prompt) =>
            YAML.stringify(
              {
                name: prompt.title,
                ...(prompt.description ? { description: prompt.description } : {}),
                model: "openai/gpt-4o-mini",
                messages: [{ role: "user", content: exportVariables(prompt.content, "mustache") }],
              },
              { lineWidth: 0 },
            ),
          )
          .join("---\n"),
      };
    case "md": {
      const sections = prompts.map((prompt) => {
        const meta = [
          prompt.category ? `${MD_PROJECT}${oneLine(prompt.category)}` : null,
          prompt.tags.length ? `${MD_TAGS}${prompt.tags.map(oneLine).join(", ")}` : null,
        ]
          .filter(Boolean)
          .join(" · ");
        const marks = fenceFor(prompt.content);
        return [
          `## ${oneLine(prompt.title) || "Untitled"}`,
          meta ? `_${meta}_` : null,
          prompt.description,
          `${marks}\n${prompt.content}\n${marks}`,
        ]
          .filter(Boolean)
          .join("\n\n");
      });
      return {
        type: "text/markdown",
        extension: "md",
        text: [`# ${oneLine(options.heading)}`, ...sections].join("\n\n") + "\n",
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

const lineAt = (text: string, offset: number) => {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
};

const str = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;

const tagsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map(
          (tag) =>
            str(tag) ?? (tag && typeof tag === "object" ? str((tag as { name?: unknown }).name) : null),
        )
        .filter((tag): tag is string => Boolean(tag?.trim()))
        .map((tag) => tag.trim())
    : typeof value === "string"
      ? value
          .split(/[,;]/)
          .map((tag) => tag.trim())
          .filter(Boolean)
      : [];

function row(at: FilePlace, prompt: Partial<TransferPrompt>, missing: string): ParsedRow {
  if (!prompt.content?.trim()) return { at, error: missing, title: (prompt.title ?? "").trim() };
  return {
    at,
    prompt: {
      title: (prompt.title ?? "").trim(),
      content: prompt.content,
      description: prompt.description?.trim() ? prompt.description.trim() : null,
      tags: prompt.tags ?? [],
      category: prompt.category?.trim() ? prompt.category.trim() : null,
      ...(prompt.versions ? { versions: prompt.versions } : {}),
    },
  };
}

/** A prompt without a title gets its first words, as other tools' exports sometimes have none. */
const titleFrom = (title: string | null, content: string) =>
  title?.trim() || content.trim().split(/\s+/).slice(0, 8).join(" ").slice(0, 80);

function readCsv(text: string, say: TransferProblems): ParsedFile {
  const records: { record: Record<string, string>; offset: number }[] = [];
  let errors: Papa.ParseError[] = [];
  let offset = 0;
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (name) => name.trim().toLowerCase(),
    step: (result) => {
      records.push({ record: result.data, offset });
      offset = result.meta.cursor;
      if (result.errors.length) errors = errors.concat(result.errors);
    },
  });
  const fields = (parsed?.meta.fields ?? (records[0] ? Object.keys(records[0].record) : [])).map((field) =>
    field.trim().toLowerCase(),
  );
  const headerEnd = text.indexOf("\n");
  const at = (start: number): FilePlace => ({
    // A row's start is after the previous row's line break.
    line: lineAt(text, start) + (start === 0 || start <= headerEnd ? 1 : 0),
  });
  if (records.length > TRANSFER_LIMITS.prompts)
    throw new PromptFileError(say.tooMany(TRANSFER_LIMITS.prompts));
  const quote = errors.find((error) => error.code === "MissingQuotes" || error.code === "InvalidQuotes");
  if (quote) throw new PromptFileError(say.unclosedQuote, { line: (quote.row ?? 0) + 2 });
  if (fields.includes("act") && fields.includes("prompt"))
    return {
      format: "prompts-chat",
      rows: records.map(({ record, offset: start }) => {
        const content = importVariables(record.prompt ?? "", "dollar");
        return row(at(start), { title: titleFrom(record.act ?? null, content), content }, say.csvEmptyPrompt);
      }),
    };
  if (fields.includes("title") && fields.includes("content"))
    return {
      format: "csv",
      rows: records.map(({ record, offset: start }) =>
        row(
          at(start),
          {
            title: record.title ?? "",
            content: record.content ?? "",
            description: record.description ?? null,
            tags: tagsOf(record.tags ?? ""),
            category: record.category ?? null,
          },
          say.csvEmptyContent,
        ),
      ),
    };
  throw new PromptFileError(say.csvColumns, { line: 1 });
}

function readMarkdown(text: string, say: TransferProblems): ParsedFile {
  const lines = text.split(/\r?\n/);
  const rows: ParsedRow[] = [];
  let i = 0;
  while (i < lines.length) {
    const heading = /^## (.*)$/.exec(lines[i]!);
    if (!heading) {
      i++;
      continue;
    }
    const start = i + 1;
    const title = heading[1]!.trim();
    i++;
    let category: string | null = null;
    let tags: string[] = [];
    const described: string[] = [];
    let content: string | null = null;
    while (i < lines.length && !/^## /.test(lines[i]!)) {
      const current = lines[i]!;
      const fence = /^(`{3,})\s*$/.exec(current);
      if (fence && content === null) {
        const end = lines.findIndex((candidate, index) => index > i && candidate === fence[1]);
        if (end < 0) break;
        content = lines.slice(i + 1, end).join("\n");
        i = end + 1;
        continue;
      }
      const meta = /^_(.*)_$/.exec(current);
      if (meta && content === null && described.every((text) => !text.trim())) {
        for (const part of meta[1]!.split(" · ")) {
          if (part.startsWith(MD_PROJECT)) category = part.slice(MD_PROJECT.length);
          else if (part.startsWith(MD_TAGS)) tags = tagsOf(part.slice(MD_TAGS.length));
        }
      } else if (content === null) described.push(current);
      i++;
    }
    const description = described.join("\n").trim();
    rows.push(
      row(
        { line: start },
        { title, content: content ?? "", description, tags, category },
        say.markdownNoPrompt,
      ),
    );
  }
  if (rows.length === 0) throw new PromptFileError(say.markdownNoHeading);
  return { format: "md", rows };
}

function readYaml(text: string, say: TransferProblems): ParsedFile {
  const documents = YAML.parseAllDocuments(text, { prettyErrors: false });
  const docs = Array.isArray(documents) ? documents : [documents];
  if (docs.length > TRANSFER_LIMITS.prompts) throw new PromptFileError(say.tooMany(TRANSFER_LIMITS.prompts));
  const rows: ParsedRow[] = [];
  for (const doc of docs) {
    const start = { line: lineAt(text, doc.range?.[0] ?? 0) };
    if (doc.errors.length) {
      const error = doc.errors[0]!;
      throw new PromptFileError(say.yamlUnreadable(error.message.split("\n")[0] ?? ""), {
        line: error.linePos?.[0].line ?? start.line,
      });
    }
    const data: unknown = doc.toJS({ maxAliasCount: 50 });
    if (data === null || data === undefined) continue;
    if (typeof data !== "object" || Array.isArray(data)) {
      rows.push({ at: start, error: say.yamlNotPrompt, title: "" });
      continue;
    }
    const file = data as { name?: unknown; description?: unknown; messages?: unknown };
    const messages = Array.isArray(file.messages) ? file.messages : [];
    const said = messages
      .map((message) => (message && typeof message === "object" ? (message as Record<string, unknown>) : {}))
      .filter((message) => typeof message.content === "string");
    // The system message sets the scene; the user message is the prompt. Both are kept, in order.
    const content = said.map((message) => message.content as string).join("\n\n");
    const converted = importVariables(content, "mustache");
    rows.push(
      row(
        start,
        {
          title: titleFrom(str(file.name), converted),
          content: converted,
          description: str(file.description),
        },
        say.yamlNoMessages,
      ),
    );
  }
  if (rows.length === 0) throw new PromptFileError(say.yamlEmpty);
  return { format: "prompt-yml", rows };
}

function readJsonVersions(value: unknown): TransferVersion[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.slice(0, TRANSFER_LIMITS.versions).flatMap((version) => {
    if (!version || typeof version !== "object") return [];
    const v = version as Record<string, unknown>;
    const content = str(v.content);
    const savedAt = str(v.savedAt);
    if (content === null || savedAt === null || Number.isNaN(Date.parse(savedAt))) return [];
    return [
      {
        title: str(v.title) ?? "",
        content,
        description: str(v.description),
        tags: tagsOf(v.tags),
        savedAt: new Date(savedAt).toISOString(),
      },
    ];
  });
}

function readJson(text: string, say: TransferProblems): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error));
    throw new PromptFileError(
      say.jsonUnreadable,
      position ? { line: lineAt(text, Number(position[1])) } : null,
    );
  }
  const object =
    data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  const list: unknown[] | null = Array.isArray(data)
    ? data
    : object && Array.isArray(object.prompts)
      ? object.prompts
      : object && Array.isArray(object.promptGroups)
        ? object.promptGroups
        : object && object.object === "list" && Array.isArray(object.data)
          ? object.data
          : null;
  if (!list) throw new PromptFileError(say.jsonNoList);
  if (list.length > TRANSFER_LIMITS.prompts) throw new PromptFileError(say.tooMany(TRANSFER_LIMITS.prompts));
  const items = list.map((item) =>
    item && typeof item === "object" ? (item as Record<string, unknown>) : {},
  );

  const ours = object?.format === PROMPT_FILE_FORMAT || object?.format === "promptario-locker";
  if (ours) {
    const version = object?.format === PROMPT_FILE_FORMAT ? object.schemaVersion : object?.version;
    if (version !== 1) throw new PromptFileError(say.jsonNewerSchema(String(version)));
    return {
      format: "json",
      rows: items.map((item, index) =>
        row(
          { item: index + 1 },
          {
            title: str(item.title) ?? "",
            content: str(item.content) ?? "",
            description: str(item.description),
            tags: tagsOf(item.tags),
            category: str(item.category),
            versions: readJsonVersions(item.versions),
          },
          say.jsonNoContent,
        ),
      ),
    };
  }
  // Open WebUI: [{ command: "/summarize", title, content, … }] (newer versions say name).
  if (items.some((item) => typeof item.command === "string" && typeof item.content === "string"))
    return {
      format: "open-webui",
      rows: items.map((item, index) => {
        const content = importVariables(str(item.content) ?? "", "mustache");
        const command = (str(item.command) ?? "").replace(/^\//, "");
        return row(
          { item: index + 1 },
          {
            title: titleFrom(str(item.title) ?? str(item.name) ?? command, content),
            content,
            tags: tagsOf(item.tags),
          },
          say.jsonNoContent,
        );
      }),
    };
  // LibreChat: prompt groups { name, oneliner, category, command, productionPrompt: { prompt } }, as
  // its API lists them (a list, { promptGroups } or { object: "list", data }).
  if (items.some((item) => "productionPrompt" in item || "oneliner" in item || Array.isArray(item.prompts)))
    return {
      format: "librechat",
      rows: items.map((item, index) => {
        const production =
          item.productionPrompt && typeof item.productionPrompt === "object"
            ? (item.productionPrompt as Record<string, unknown>)
            : null;
        const latest = Array.isArray(item.prompts)
          ? (item.prompts[0] as Record<string, unknown> | undefined)
          : undefined;
        const content = importVariables(
          str(production?.prompt) ?? str(latest?.prompt) ?? str(item.prompt) ?? "",
          "mustache",
        );
        return row(
          { item: index + 1 },
          {
            title: titleFrom(str(item.name), content),
            content,
            description: str(item.oneliner),
            category: str(item.category),
          },
          say.jsonGroupNoText,
        );
      }),
    };
  throw new PromptFileError(say.jsonUnknown);
}

/**
 * Reads a file of prompts, telling the format from its name and its first bytes. Throws a
 * PromptFileError when the whole file is unreadable; a bad prompt is a row with its error.
 */
/** Reads a file of prompts; what cannot be read is said in `locale` (the member's language). */
export function parsePromptFile(text: string, fileName: string, locale: Locale = "en"): ParsedFile {
  const say = TRANSFER_PROBLEMS[locale];
  if (text.length > TRANSFER_LIMITS.bytes) throw new PromptFileError(say.tooLarge);
  const body = text.replace(/^\uFEFF/, "");
  const name = fileName.toLowerCase();
  if (name.endsWith(".yml") || name.endsWith(".yaml")) return readYaml(body, say);
  if (name.endsWith(".csv")) return readCsv(body, say);
  if (name.endsWith(".md") || name.endsWith(".markdown")) return readMarkdown(body, say);
  if (name.endsWith(".json")) return readJson(body, say);
  const start = body.trimStart()[0];
  if (start === "{" || start === "[") return readJson(body, say);
  throw new PromptFileError(say.unknownType);
}

// ---------------------------------------------------------------------------------------------
// The preview

export type PlannedRow =
  | { at: FilePlace; title: string; status: "new" }
  | { at: FilePlace; title: string; status: "duplicate" }
  | { at: FilePlace; title: string; status: "error"; error: string };

export interface ImportPlan<T> {
  format: ImportFormat;
  rows: PlannedRow[];
  /** what would be written, checked by the destination */
  fresh: T[];
}

/** For a preview's answer: how many rows of each kind. */
export function planCounts(plan: { rows: PlannedRow[] }) {
  const count = (status: PlannedRow["status"]) => plan.rows.filter((row) => row.status === status).length;
  return { new: count("new"), duplicate: count("duplicate"), error: count("error") };
}

/** What makes two prompts the same for an import: the same title and text. */
export const duplicateKey = (prompt: { title: string; content: string }) =>
  JSON.stringify([prompt.title.trim(), prompt.content.trim()]);

/**
 * Sorts a file's prompts into new ones, duplicates (of what is already there, or earlier in the
 * file) and errors, using the destination's `check` (its own limits and rules).
 */
export function planImport<T extends { title: string; content: string }>(
  file: ParsedFile,
  existing: Iterable<string>,
  check: (prompt: TransferPrompt) => { ok: true; value: T } | { ok: false; error: string },
): ImportPlan<T> {
  const seen = new Set(existing);
  const fresh: T[] = [];
  const rows = file.rows.map((parsed): PlannedRow => {
    if ("error" in parsed)
      return { at: parsed.at, title: parsed.title, status: "error", error: parsed.error };
    const checked = check(parsed.prompt);
    if (!checked.ok)
      return { at: parsed.at, title: parsed.prompt.title, status: "error", error: checked.error };
    const key = duplicateKey(checked.value);
    if (seen.has(key)) return { at: parsed.at, title: checked.value.title, status: "duplicate" };
    seen.add(key);
    fresh.push(checked.value);
    return { at: parsed.at, title: checked.value.title, status: "new" };
  });
  return { format: file.format, rows, fresh };
}
