import { valueIssueReason } from "~/core/variable-reasons";
import { checkValue, parseTemplate, VARIABLE_LIMITS, type Template, type Variable } from "~/core/variables";

/**
 * A prompt argument stands for one variable the caller fills in (the built-ins are filled in by
 * the server); assistants want plain identifiers as names, a description and whether it is required.
 */
export interface PromptArgument {
  name: string;
  /** the variable's name as the prompt writes it, between the brackets */
  placeholder: string;
  variable: Variable;
  description: string;
  required: boolean;
}

/** Arguments a prompt may have: as many as its variables. */
export const MAX_PROMPT_ARGUMENTS = VARIABLE_LIMITS.variables;
/** The longest value an argument may fill in (a long text's). */
export const MAX_ARGUMENT_LENGTH = VARIABLE_LIMITS.value.long;

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

function range(variable: { min: number | null; max: number | null }): string {
  if (variable.min !== null && variable.max !== null) return ` from ${variable.min} to ${variable.max}`;
  if (variable.min !== null) return ` of at least ${variable.min}`;
  if (variable.max !== null) return ` of at most ${variable.max}`;
  return "";
}

/** What an assistant is told about a variable: what to give, the default, and whether it may be left out. */
function describe(variable: Variable): string {
  const what = (() => {
    switch (variable.kind) {
      case "choice":
        return `one of: ${variable.options.join(", ")}`;
      case "date":
        return "a date, YYYY-MM-DD";
      case "number":
        return `a number${range(variable)}`;
      case "long":
        return "text, several lines allowed";
      default:
        return "one line of text";
    }
  })();
  const fallback =
    variable.default !== null
      ? ` Default: ${variable.default}.`
      : variable.optional
        ? " Optional: left out, it is dropped from the text."
        : "";
  return `Fills in [${variable.name}]: ${what}.${fallback}`;
}

/** One argument per variable the caller fills in, in order, with names made unique ("topic", "topic_2"). */
export function promptArguments(text: string | Template): PromptArgument[] {
  const template = typeof text === "string" ? parseTemplate(text) : text;
  const used = new Set<string>();
  return template.variables
    .filter((variable) => variable.kind !== "builtin")
    .slice(0, MAX_PROMPT_ARGUMENTS)
    .map((variable) => {
      const base = identifier(variable.name);
      let name = base;
      for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
      used.add(name);
      return {
        name,
        placeholder: variable.name,
        variable,
        description: describe(variable),
        required: !variable.optional && variable.default === null,
      };
    });
}

/**
 * The values by variable key, for fillTemplate, from values given by argument name (or by the
 * variable's name as written); an argument named neither way is a problem, said in `unknown`.
 */
export function valuesByPlaceholder(
  args: PromptArgument[],
  values: Record<string, string>,
): { values: Record<string, string>; unknown: string[] } {
  const filled: Record<string, string> = {};
  const known = new Set<string>();
  for (const { name, placeholder, variable } of args) {
    known.add(name);
    known.add(placeholder);
    known.add(variable.key);
    const value = values[name] ?? values[placeholder] ?? values[variable.key];
    if (typeof value === "string" && value.trim()) filled[variable.key] = value;
  }
  return { values: filled, unknown: Object.keys(values).filter((key) => !known.has(key)) };
}

/**
 * What is wrong with the values given, one sentence per argument: an unknown name, a value that
 * does not fit (a number out of range, an option not on the list) and, when `requireAll`, a
 * required argument left out.
 */
export function argumentProblems(
  args: PromptArgument[],
  given: Record<string, string>,
  { requireAll }: { requireAll: boolean },
): string[] {
  const { values, unknown } = valuesByPlaceholder(args, given);
  const problems: string[] = [];
  if (unknown.length > 0) {
    const names = args.map((arg) => arg.name).join(", ") || "none";
    problems.push(
      `Unknown argument${unknown.length > 1 ? "s" : ""} ${unknown.map((name) => `"${name.slice(0, 80)}"`).join(", ")} (this prompt takes: ${names})`,
    );
  }
  for (const arg of args) {
    const value = values[arg.variable.key];
    if (value === undefined) {
      if (requireAll && arg.required) problems.push(`${arg.name} is required: ${arg.description}`);
      continue;
    }
    const issue = checkValue(arg.variable, value);
    if (issue) problems.push(`${arg.name}: ${valueIssueReason(issue, "en")}`);
  }
  return problems;
}
