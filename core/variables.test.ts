import { describe, expect, it } from "vitest";
import { templateIssueReason, valueIssueReason } from "~/core/variable-reasons";
import {
  checkValue,
  checkValues,
  defaultValues,
  fillTemplate,
  fittingValues,
  parseTemplate,
  serializeTemplate,
  serializeVariable,
  VARIABLE_LIMITS,
  type BuiltinContext,
  type TemplateIssueCode,
  type Variable,
} from "~/core/variables";

const EN: BuiltinContext = { locale: "en", today: "2026-03-14", name: "Ana Souza", language: "en" };
const PT: BuiltinContext = { locale: "pt", today: "2026-03-14", name: "Ana Souza", language: "pt" };

/** A variable in one line: `[written form] kind`, e.g. "[tone: a | b] choice". */
const describeVariable = (variable: Variable) => `${serializeVariable(variable)} ${variable.kind}`;

type Case = [title: string, template: string, variables: string[], issues?: TemplateIssueCode[]];

const CASES: Case[] = [
  // Every placeholder written before typed variables is still a one-line text variable.
  ["old placeholder", "Write about [product].", ["[product] text"]],
  ["old placeholder with spaces", "For [ target audience ]!", ["[target audience] text"]],
  ["old placeholder, accented", "Para [nome do negócio].", ["[nome do negócio] text"]],
  ["old placeholder, hyphenated", "[público-alvo] e [e-mail]", ["[público-alvo] text", "[e-mail] text"]],
  [
    "old placeholder with a comma",
    "[estágio, valor da rodada e uso dos recursos]",
    ["[estágio, valor da rodada e uso dos recursos] text"],
  ],
  ["the same placeholder twice is one variable", "[a] and [a] and [A]", ["[a] text"]],
  [
    "spaces inside a name do not make another",
    "[target  audience] vs [target audience]",
    ["[target  audience] text"],
  ],
  ["an empty bracket is text", "an array [] here", []],
  ["a bracket of spaces is text", "[   ]", []],
  ["a bracket spanning lines is text", "[a\nb]", []],
  ["a bracket spanning \\r\\n is text", "[a\r\nb]", []],
  ["nested brackets: the inner one is the variable", "[[x]]", ["[x] text"]],
  ["an opening bracket inside resets", "[a [b]", ["[b] text"]],
  ["a plain name over 80 characters is text", `[${"x".repeat(81)}]`, []],
  ["a plain name of 80 characters is a variable", `[${"x".repeat(80)}]`, [`[${"x".repeat(80)}] text`]],
  ["a lone closing bracket is text", "a] b", []],
  ["an unclosed plain bracket is text", "see [1 and more", []],
  ["a pipe without a colon stays in the name", "[this | that]", ["[this | that] text"]],
  ["a question mark inside the name stays", "[why? because]", ["[why? because] text"]],
  ["a bare question mark is text", "[?] marks", []],
  ["an escaped bracket is text", "\\[not a variable] but [this]", ["[this] text"]],

  // Typed variables.
  ["a choice", "[tone: formal | friendly | bold]", ["[tone: formal | friendly | bold] choice"]],
  ["a choice without spaces", "[tone:formal|friendly]", ["[tone: formal | friendly] choice"]],
  [
    "a choice with a default",
    "[tone: formal | friendly = friendly]",
    ["[tone: formal | friendly = friendly] choice"],
  ],
  [
    "a choice's default is matched ignoring case",
    "[tone: Formal | Friendly = friendly]",
    ["[tone: Formal | Friendly = Friendly] choice"],
  ],
  ["a text default", "[audience = small business owners]", ["[audience = small business owners] text"]],
  ["a default may hold a colon", "[time = 10:30]", ["[time = 10:30] text"]],
  ["a date", "[launch date: date]", ["[launch date: date] date"]],
  ["a date in Portuguese", "[data de lançamento: data]", ["[data de lançamento: date] date"]],
  ["a date with a default day", "[start: date = 2026-04-01]", ["[start: date = 2026-04-01] date"]],
  ["a date defaulting to today", "[start: date = Today]", ["[start: date = today] date"]],
  ["a date defaulting to hoje", "[início: data = hoje]", ["[início: date = hoje] date"]],
  ["a number", "[words: number]", ["[words: number] number"]],
  ["a number with a range", "[words: number 100..500]", ["[words: number 100..500] number"]],
  [
    "a number with spaces in its range",
    "[words: number 100 .. 500 = 300]",
    ["[words: number 100..500 = 300] number"],
  ],
  ["a number with a lower bound only", "[people: number 1..]", ["[people: number 1..] number"]],
  ["a number with an upper bound only", "[discount: number ..50]", ["[discount: number ..50] number"]],
  ["a number with decimals and negatives", "[t: number -10.5..40.25]", ["[t: number -10.5..40.25] number"]],
  ["a number in Portuguese", "[palavras: número 100..500]", ["[palavras: number 100..500] number"]],
  ["a number in Portuguese without accent", "[palavras: numero]", ["[palavras: number] number"]],
  ["a kind word in capitals", "[notes: LONG]", ["[notes: long] long"]],
  ["long text", "[notes: long]", ["[notes: long] long"]],
  ["long text in Portuguese", "[anotações: longo]", ["[anotações: long] long"]],
  ["an explicit one-line text", "[name: text]", ["[name] text"]],
  ["text in Portuguese", "[nome: texto]", ["[nome] text"]],
  ["optional", "[extra?]", ["[extra?] text"]],
  ["optional with a space before the mark", "[extra ?]", ["[extra?] text"]],
  ["optional long", "[extra?: long]", ["[extra?: long] long"]],
  [
    "optional choice with a default",
    "[format?: list | table = table]",
    ["[format?: list | table = table] choice"],
  ],
  ["a typed variable then a reference by name", "[tone: a | b] … again [tone]", ["[tone: a | b] choice"]],
  ["a reference by name then the definition", "[Tone] … [tone: a | b]", ["[Tone: a | b] choice"]],
  ["the same definition twice is no conflict", "[tone: a | b] [tone: a|b]", ["[tone: a | b] choice"]],

  // Built-ins, in both languages; with a kind they are ordinary variables.
  ["today", "As of [today],", ["[today] builtin"]],
  ["hoje", "Em [hoje],", ["[hoje] builtin"]],
  ["my name", "Sign as [my name].", ["[my name] builtin"]],
  ["meu nome", "Assine como [Meu Nome].", ["[Meu Nome] builtin"]],
  ["my language", "Answer in [my language].", ["[my language] builtin"]],
  ["meu idioma", "Responda em [meu idioma].", ["[meu idioma] builtin"]],
  ["a built-in's name with a kind is a variable", "[today: date]", ["[today: date] date"]],
  ["a plain [language] is an ordinary placeholder", "Code in [language].", ["[language] text"]],

  // Malformed: each says where and why, and the prompt still fills in as the old rule read it.
  ["a colon with nothing after", "[tone:]", ["[tone:] text"], ["kindMissing"]],
  ["an unknown kind", "[tone: formal]", ["[tone: formal] text"], ["unknownKind"]],
  ["a misspelt kind", "[launch: dat]", ["[launch: dat] text"], ["unknownKind"]],
  ["words after a kind", "[launch: date tomorrow]", ["[launch: date tomorrow] text"], ["extraAfterKind"]],
  ["an empty choice", "[tone: formal | | bold]", ["[tone: formal | | bold] text"], ["optionEmpty"]],
  ["a trailing pipe", "[tone: formal |]", ["[tone: formal |] text"], ["optionEmpty"]],
  ["a duplicate choice", "[tone: formal | Formal]", ["[tone: formal | Formal] text"], ["optionDuplicate"]],
  ["a range upside down", "[words: number 500..100]", ["[words: number 500..100] text"], ["rangeOrder"]],
  ["a range that is not one", "[words: number 100-500]", ["[words: number 100-500] text"], ["badRange"]],
  ["a range of words", "[words: number few..many]", ["[words: number few..many] text"], ["badRange"]],
  ["a range with no bounds", "[words: number ..]", ["[words: number ..] text"], ["badRange"]],
  ["an empty default", "[audience =]", ["[audience =] text"], ["defaultMissing"]],
  ["a default that is not a choice", "[tone: formal | friendly = bold]", [], ["defaultNotOption"]],
  [
    "a default that is not a date",
    "[launch: date = soon]",
    ["[launch: date = soon] text"],
    ["defaultNotDate"],
  ],
  [
    "a default that is not a real day",
    "[launch: date = 2026-02-30]",
    ["[launch: date = 2026-02-30] text"],
    ["defaultNotDate"],
  ],
  [
    "a default that is not a number",
    "[words: number = many]",
    ["[words: number = many] text"],
    ["defaultNotNumber"],
  ],
  [
    "a default outside the range",
    "[words: number 1..10 = 11]",
    ["[words: number 1..10 = 11] text"],
    ["defaultOutOfRange"],
  ],
  ["no name before the colon", "[: date]", ["[: date] text"], ["nameMissing"]],
  ["no name before the equals sign", "[= x]", ["[= x] text"], ["nameMissing"]],
  ["a typed name over 80 characters", `[${"n".repeat(81)}: date]`, [], ["nameTooLong"]],
  ["the same name defined two ways", "[tone: a | b] [tone: long]", ["[tone: a | b] choice"], ["conflict"]],
  [
    "an optional then a required definition",
    "[extra?: long] [extra: long]",
    ["[extra?: long] long"],
    ["conflict"],
  ],
  ["a typed variable left open", "Tone: [tone: formal | friendly\nnext line", [], ["unclosed"]],
  ["an open bracket with a colon in prose is text", "Note [see: the appendix\n", [], []],
  [
    "a choice over the option limit",
    `[x: ${Array.from({ length: VARIABLE_LIMITS.options + 1 }, (_, i) => `o${i}`).join("|")}]`,
    [],
    ["tooManyOptions"],
  ],
  ["an option over 80 characters", `[x: a | ${"b".repeat(81)}]`, [], ["optionTooLong"]],
];

describe("the template grammar", () => {
  it("has a table of at least 60 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)("%s", (_title, template, variables, issues = []) => {
    const parsed = parseTemplate(template);
    expect(parsed.issues.map((issue) => issue.code)).toEqual(issues);
    // A mistake's fallback (a text variable named by the whole bracket) is only checked where given.
    if (issues.length === 0 || variables.length > 0)
      expect(parsed.variables.map(describeVariable)).toEqual(variables);
  });

  it("says where a problem is: offset, line and column, and what it covers", () => {
    const [issue] = parseTemplate("First line\nTone: [tone: formal | friendly = bold] ok").issues;
    expect(issue).toMatchObject({ code: "defaultNotOption", line: 2, column: 34, offset: 44, length: 4 });
    expect(issue!.params).toEqual({ value: "bold", options: "formal, friendly" });
    const [unknown] = parseTemplate("[a: b | c]\n\n  [launch: dat]").issues;
    expect(unknown).toMatchObject({ code: "unknownKind", line: 3, column: 12, length: 3 });
  });

  it("gives every problem a reason in both languages", () => {
    const codes = new Set<TemplateIssueCode>();
    for (const [, template] of CASES) {
      for (const issue of parseTemplate(template).issues) {
        codes.add(issue.code);
        const en = templateIssueReason(issue, "en");
        const pt = templateIssueReason(issue, "pt");
        expect(en).toMatch(new RegExp(`^Line ${issue.line}, column ${issue.column}: `));
        expect(pt).toMatch(new RegExp(`^Linha ${issue.line}, coluna ${issue.column}: `));
        expect(en).not.toMatch(/\{\w+\}/);
        expect(pt).not.toMatch(/\{\w+\}/);
      }
    }
    expect(codes.size).toBeGreaterThanOrEqual(18);
    expect(templateIssueReason(parseTemplate("[tone: formal]").issues[0]!, "pt")).toBe(
      "Linha 1, coluna 8: “formal” não é um tipo de variável. Use texto, longo, data ou número, ou liste as opções separadas por “|” (por exemplo “formal | descontraído”).",
    );
  });
});

describe("hostile templates", () => {
  const timed = (text: string) => {
    const started = performance.now();
    const parsed = parseTemplate(text);
    return { parsed, ms: performance.now() - started };
  };

  it("reads 100,000 opening brackets quickly, and no variable past them", () => {
    const { parsed, ms } = timed("[".repeat(100_000));
    expect(parsed.variables).toEqual([]);
    expect(ms).toBeLessThan(1_000);
    const long = parseTemplate(`${"a".repeat(VARIABLE_LIMITS.template)} [late]`);
    expect(long.variables).toEqual([]);
    expect(fillTemplate(long, { late: "x" }, EN).endsWith(" [late]")).toBe(true);
  });

  it("reads long unclosed variables without looking past the limit", () => {
    const { parsed, ms } = timed(`[a: b | ${"c".repeat(250)}`.repeat(400));
    expect(parsed.variables).toEqual([]);
    expect(parsed.issues.length).toBeLessThanOrEqual(VARIABLE_LIMITS.issues);
    expect(ms).toBeLessThan(1_000);
  });

  it("reads pipes, dots and colons in bulk quickly", () => {
    const { ms } = timed(
      `[x: ${"|".repeat(290)}] [n: number ${".".repeat(280)}] [${":".repeat(299)}]`.repeat(100),
    );
    expect(ms).toBeLessThan(1_000);
  });

  it("keeps at most 50 variables and 20 problems", () => {
    const many = Array.from({ length: 80 }, (_, i) => `[v${i}]`).join(" ");
    const parsed = parseTemplate(many);
    expect(parsed.variables).toHaveLength(VARIABLE_LIMITS.variables);
    expect(parsed.issues.map((issue) => issue.code)).toEqual(["tooManyVariables"]);
    // The rest stay in the text as they were written.
    expect(fillTemplate(parsed, {}, EN)).toBe(many);
    const broken = parseTemplate("[x: nope] ".repeat(100));
    expect(broken.issues).toHaveLength(VARIABLE_LIMITS.issues);
  });

  it("treats a bracket of more than 300 characters as text", () => {
    expect(parseTemplate(`[x = ${"d".repeat(400)}]`).variables).toEqual([]);
  });

  it("survives control characters, emoji and lone surrogates", () => {
    const parsed = parseTemplate("[\u0000a] [😀 mood: 😀 | 😢] [\ud800x]");
    expect(parsed.variables.map((variable) => variable.name)).toEqual(["\u0000a", "😀 mood", "\ud800x"]);
  });
});

describe("filling a template", () => {
  const template = parseTemplate(
    "Write [words: number 100..500 = 300] words in a [tone: formal | friendly] tone about [topic], for [launch: date].[extra?: long]",
  );

  it("fills values, writes dates in words and leaves what is missing in brackets", () => {
    expect(fillTemplate(template, { tone: "Friendly", launch: "2026-05-01" }, EN)).toBe(
      "Write 300 words in a friendly tone about [topic], for May 1, 2026.",
    );
    expect(
      fillTemplate(template, { topic: "bread", words: "120", tone: "formal", launch: "2026-05-01" }, PT),
    ).toBe("Write 120 words in a formal tone about bread, for 1 de maio de 2026.");
  });

  it("fills the built-ins in the prompt's language, and a visitor types their name", () => {
    const built = parseTemplate("[hoje] · [meu nome] · [meu idioma] · [today] · [my language]");
    expect(fillTemplate(built, {}, { ...PT, language: "en" })).toBe(
      "14 de março de 2026 · Ana Souza · inglês · 14 de março de 2026 · inglês",
    );
    expect(fillTemplate(parseTemplate("From [my name]"), {}, { ...EN, name: null })).toBe("From [my name]");
    expect(fillTemplate(parseTemplate("From [my name]"), { "my name": "Bo" }, { ...EN, name: null })).toBe(
      "From Bo",
    );
  });

  it("turns an escaped bracket into a plain one", () => {
    expect(fillTemplate(parseTemplate("Use \\[brackets] for [x]"), { x: "y" }, EN)).toBe(
      "Use [brackets] for y",
    );
  });

  it("starts a form with the defaults, today's day for a date that defaults to today", () => {
    expect(defaultValues(parseTemplate("[a = b] [d: date = hoje] [c]").variables, "2026-03-14")).toEqual({
      a: "b",
      d: "2026-03-14",
    });
  });
});

describe("checking values", () => {
  const [words, tone, launch, extra, topic] = parseTemplate(
    "[words: number 100..500] [tone: formal | friendly] [launch: date] [extra?: long] [topic]",
  ).variables as Variable[];

  it.each([
    [words, "250", null],
    [words, "99", "belowMin"],
    [words, "501", "aboveMax"],
    [words, "1,5e3", "notNumber"],
    [words, "250,5", null],
    [tone, "FORMAL", null],
    [tone, "bold", "notOption"],
    [launch, "2026-02-29", "notDate"],
    [launch, "2028-02-29", null],
    [extra, "", null],
    [topic, "  ", "required"],
    [topic, "x".repeat(501), "tooLong"],
    [extra, "x".repeat(5_000), null],
  ] as const)("%# %j", (variable, value, code) => {
    expect(checkValue(variable!, value)?.code ?? null).toBe(code);
  });

  it("says what is wrong in both languages", () => {
    const issue = checkValue(tone!, "bold")!;
    expect(valueIssueReason(issue, "en")).toBe("Choose one of: formal, friendly.");
    expect(valueIssueReason(issue, "pt")).toBe("Escolha uma destas: formal, friendly.");
    expect(valueIssueReason(checkValue(words!, "5")!, "pt")).toBe("Informe 100 ou mais.");
  });

  it("lists every variable still missing or wrong, and drops kept values that no longer fit", () => {
    const variables = [words!, tone!, launch!, extra!, topic!];
    expect(
      checkValues(variables, { words: "50", tone: "formal" }).map((p) => [p.variable.key, p.issue.code]),
    ).toEqual([
      ["words", "belowMin"],
      ["launch", "required"],
      ["topic", "required"],
    ]);
    expect(fittingValues(variables, { words: "50", tone: "formal", gone: "x", topic: 3 })).toEqual({
      tone: "formal",
    });
  });
});

describe("round trip", () => {
  const templates = [
    ...CASES.filter(([, , , issues]) => !issues?.length).map(([, template]) => template),
    "Line one [tone: a | b = b]\nline two [tone] and \\[literal] and [[x]] and [a\nb] [today] [extra?: long]",
  ];

  it.each(templates)("parse → serialize → parse keeps %j", (template) => {
    const first = parseTemplate(template);
    const second = parseTemplate(serializeTemplate(first));
    expect(second.issues).toEqual([]);
    expect(second.variables).toEqual(first.variables);
    expect(second.parts.map((part) => (part.kind === "text" ? part.text : part.key))).toEqual(
      first.parts.map((part) => (part.kind === "text" ? part.text : part.key)),
    );
    const values = Object.fromEntries(first.variables.map((variable) => [variable.key, "2026-01-02"]));
    expect(fillTemplate(second, values, EN)).toBe(fillTemplate(first, values, EN));
  });
});
