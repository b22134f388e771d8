import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EXPORT_FORMATS } from "./prompt-transfer";
import {
  exportVariables,
  importVariables,
  parsePromptFile,
  planImport,
  PromptFileError,
  serializePrompts,
  type TransferPrompt,
} from "./prompt-transfer";
import { parseTemplate } from "./variables";

const options = { exportedAt: new Date("2026-11-27T10:00:00Z"), source: "locker", heading: "My prompts" };

const PROMPTS: TransferPrompt[] = [
  {
    title: "Launch email",
    content:
      "Write a [tone: formal | friendly | bold] email to [audience = small business owners] about [product].\nSend it on [send day: date = today], at most [words: number 50..300] words.",
    description: "For a product launch",
    tags: ["email", "launch"],
    category: "Marketing",
    versions: [
      {
        title: "Launch email",
        content: "Write an email about [product].",
        description: null,
        tags: ["email"],
        savedAt: "2026-11-20T09:00:00.000Z",
      },
    ],
  },
  {
    title: "Code review, with `backticks` and ```fences```",
    content: "Review this code:\n```ts\nconst a = 1;\n```\nNotes? [notes?: long]\nA literal \\[bracket].",
    description: null,
    tags: [],
    category: null,
  },
];

const fileNames = {
  json: "x.json",
  csv: "x.csv",
  md: "x.md",
  "prompt-yml": "x.prompt.yml",
  "prompts-chat": "x.csv",
};

function roundTrip(format: (typeof EXPORT_FORMATS)[number]) {
  const file = serializePrompts(PROMPTS, format, options);
  return parsePromptFile(file.text, fileNames[format]);
}

const promptsOf = (file: ReturnType<typeof parsePromptFile>) =>
  file.rows.map((row) => {
    if ("error" in row) throw new Error(row.error);
    return row.prompt;
  });

const variableNames = (content: string) => parseTemplate(content).variables.map((variable) => variable.key);

describe("round trips", () => {
  it("our-json-keeps-prompts-variables-and-versions", () => {
    const file = roundTrip("json");
    expect(file.format).toBe("json");
    expect(promptsOf(file)).toEqual([PROMPTS[0], { ...PROMPTS[1] }]);
    const json = JSON.parse(serializePrompts(PROMPTS, "json", options).text);
    expect(json).toMatchObject({ format: "promptario-prompts", schemaVersion: 1, source: "locker" });
    expect(json.prompts[0].variables.map((v: { kind: string }) => v.kind)).toEqual([
      "choice",
      "text",
      "text",
      "date",
      "number",
    ]);
  });

  it.each(["csv", "md"] as const)("%s-keeps-prompts-and-typed-variables", (format) => {
    const file = roundTrip(format);
    expect(file.format).toBe(format);
    expect(promptsOf(file)).toEqual(PROMPTS.map(({ versions: _versions, ...prompt }) => prompt));
  });

  it("prompt-yml-keeps-titles-texts-and-variable-names", () => {
    const file = roundTrip("prompt-yml");
    expect(file.format).toBe("prompt-yml");
    const prompts = promptsOf(file);
    expect(prompts.map((prompt) => prompt.title)).toEqual(PROMPTS.map((prompt) => prompt.title));
    expect(prompts[0]!.description).toBe("For a product launch");
    // Their text has no escape: our literal "\\[bracket]" comes back as a placeholder.
    expect(prompts.map((prompt) => variableNames(prompt.content))).toEqual([
      variableNames(PROMPTS[0]!.content),
      ["notes", "bracket"],
    ]);
  });

  it("prompts-chat-keeps-titles-variable-names-and-defaults", () => {
    const file = roundTrip("prompts-chat");
    expect(file.format).toBe("prompts-chat");
    const prompts = promptsOf(file);
    expect(prompts.map((prompt) => prompt.title)).toEqual(PROMPTS.map((prompt) => prompt.title));
    // Their text has no escape: our literal "\\[bracket]" comes back as a placeholder.
    expect(prompts.map((prompt) => variableNames(prompt.content))).toEqual([
      variableNames(PROMPTS[0]!.content),
      ["notes", "bracket"],
    ]);
    expect(prompts[0]!.content).toContain("[audience = small business owners]");
  });
});

describe("other tools' variables", () => {
  it.each([
    ["{{topic}}", "[topic]"],
    // Open WebUI reads what follows the bar as the input's type; one it does not know is a text field.
    ["{{ topic | artificial intelligence }}", "[topic]"],
    ['{{tone | type=select:options=["formal","friendly"]}}', "[tone: formal | friendly]"],
    ["{{when | time}}", "[when]"],
    ['{{tone | select:options=["formal","friendly"]}}', "[tone: formal | friendly]"],
    [
      '{{tone | select:options=["formal","friendly"]:default="friendly"}}',
      "[tone: formal | friendly = friendly]",
    ],
    ["{{notes | textarea}}", "[notes: long]"],
    ["{{day | date}}", "[day: date]"],
    ["{{count | number:min=1:max=10}}", "[count: number 1..10]"],
    ['{{name | text:placeholder="Your name":required}}', "[name]"],
    ["{{CURRENT_DATE}} {{USER_NAME}} {{current_user}}", "[today] [my name] [my name]"],
    ["{{language:English|Portuguese|Spanish}}", "[language: English | Portuguese | Spanish]"],
    // LibreChat: a second colon ends the options; a colon without a bar is part of the name.
    ["{{tone:formal|casual:extra}}", "[tone: formal | casual]"],
    ["{{deadline:friday}}", "[deadline friday]"],
    ["{{iso_datetime}} {{current_datetime}}", "[today] [today]"],
    ["Keep [Note: this] as text", "Keep \\[Note: this] as text"],
  ])("mustache %s", (input, expected) => {
    expect(importVariables(input, "mustache")).toBe(expected);
    expect(parseTemplate(expected).issues).toEqual([]);
  });

  it.each([
    [
      "I want you to act as a ${Position:Software Developer}.",
      "I want you to act as a [Position = Software Developer].",
    ],
    ["Tell me about ${topic}.", "Tell me about [topic]."],
  ])("dollar %s", (input, expected) => {
    expect(importVariables(input, "dollar")).toBe(expected);
  });

  it("writes-ours-in-their-syntax", () => {
    const content = "Hi [name], [tone: a | b = a] on [today]. \\[x]";
    expect(exportVariables(content, "mustache")).toBe("Hi {{name}}, {{tone}} on {{today}}. [x]");
    expect(exportVariables(content, "dollar")).toBe("Hi ${name}, ${tone:a} on ${today}. [x]");
  });
});

describe("reading other tools' files", () => {
  it("reads-a-prompts-chat-csv", () => {
    const csv =
      'act,prompt,for_devs\n"Linux Terminal","I want you to act as a linux terminal. My first command is ${command:pwd}",TRUE\nEmpty,,FALSE\n';
    const file = parsePromptFile(csv, "prompts.csv");
    expect(file.format).toBe("prompts-chat");
    expect(file.rows[0]).toEqual({
      at: { line: 2 },
      prompt: {
        title: "Linux Terminal",
        content: "I want you to act as a linux terminal. My first command is [command = pwd]",
        description: null,
        tags: [],
        category: null,
      },
    });
    expect(file.rows[1]).toEqual({ at: { line: 3 }, error: "The prompt column is empty", title: "Empty" });
  });

  it("counts-lines-across-quoted-line-breaks", () => {
    const csv = 'title,content\nA,"one\ntwo"\nB,\n';
    const file = parsePromptFile(csv, "x.csv");
    expect(file.rows.map((row) => row.at)).toEqual([{ line: 2 }, { line: 4 }]);
  });

  it("reads-an-open-webui-export", () => {
    const json = JSON.stringify([
      {
        command: "/summarize",
        user_id: "u1",
        title: "Summarize",
        content: 'Summarize {{text | textarea}} in a {{style | select:options=["short","long"]}} way',
        timestamp: 1732000000,
        access_control: null,
      },
      { command: "/blank", title: "Blank", content: "" },
    ]);
    const file = parsePromptFile(json, "prompts-export.json");
    expect(file.format).toBe("open-webui");
    expect(file.rows[0]).toMatchObject({
      at: { item: 1 },
      prompt: { title: "Summarize", content: "Summarize [text: long] in a [style: short | long] way" },
    });
    expect(file.rows[1]).toEqual({ at: { item: 2 }, error: "The prompt has no content", title: "Blank" });
  });

  it("reads-a-librechat-export", () => {
    const json = JSON.stringify([
      {
        name: "Translator",
        oneliner: "Translates text",
        category: "writing",
        command: "translate",
        productionPrompt: {
          prompt: "Translate {{text}} into {{lang:French|German}} on {{current_date}}",
          type: "text",
        },
      },
    ]);
    const file = parsePromptFile(json, "librechat.json");
    expect(file.format).toBe("librechat");
    expect(file.rows[0]).toMatchObject({
      prompt: {
        title: "Translator",
        description: "Translates text",
        category: "writing",
        content: "Translate [text] into [lang: French | German] on [today]",
      },
    });
  });

  it("reads-a-github-models-prompt-file", () => {
    const yml = `name: Summarizer
description: Summarizes text
model: openai/gpt-4o-mini
modelParameters:
  temperature: 0.5
messages:
  - role: system
    content: You are a concise summarizer.
  - role: user
    content: |
      Summarize {{input}}
`;
    const file = parsePromptFile(yml, "summarizer.prompt.yml");
    expect(file.rows[0]).toMatchObject({
      at: { line: 1 },
      prompt: {
        title: "Summarizer",
        description: "Summarizes text",
        content: "You are a concise summarizer.\n\nSummarize [input]\n",
      },
    });
  });
});

describe("bad files", () => {
  it.each([
    ["not json", "x.json", "The file is not valid JSON"],
    ['{"format":"promptario-prompts","schemaVersion":9,"prompts":[]}', "x.json", "newer"],
    ['{"hello":1}', "x.json", "no list of prompts"],
    ['[{"foo":1}]', "x.json", "not a Promptário, Open WebUI or LibreChat export"],
    ["name,text\na,b\n", "x.csv", "columns"],
    ['title,content\n"a,b\n', "x.csv", "never closed"],
    ["name: [unclosed", "x.prompt.yml", "YAML"],
    ["just text", "x.md", "No prompt found"],
    ["x", "x.exe", "Choose"],
  ])("refuses %s", (text, name, message) => {
    expect(() => parsePromptFile(text, name)).toThrow(PromptFileError);
    expect(() => parsePromptFile(text, name)).toThrow(message);
  });

  it("refuses-a-file-over-the-size-limit", () => {
    expect(() => parsePromptFile("x".repeat(2 * 1024 * 1024 + 1), "x.csv")).toThrow("2 MB");
  });
});

describe("the preview", () => {
  it("sorts-new-duplicates-and-errors", () => {
    const csv = "title,content\nA,one\nB,two\nA,one\nC,\n,no title\n";
    const file = parsePromptFile(csv, "x.csv");
    const plan = planImport(file, [JSON.stringify(["B", "two"])], (prompt) =>
      prompt.title ? { ok: true, value: prompt } : { ok: false, error: "Title is required" },
    );
    expect(plan.rows).toEqual([
      { at: { line: 2 }, title: "A", status: "new" },
      { at: { line: 3 }, title: "B", status: "duplicate" },
      { at: { line: 4 }, title: "A", status: "duplicate" },
      { at: { line: 5 }, title: "C", status: "error", error: "The content column is empty" },
      { at: { line: 6 }, title: "", status: "error", error: "Title is required" },
    ]);
    expect(plan.fresh.map((prompt) => prompt.title)).toEqual(["A"]);
  });
});

// Files shaped as the other tools write them (written by hand from their code): Open WebUI's
// "Export Prompts" (the workspace's list as JSON, before and after prompts had names, tags and
// versions), and LibreChat's prompt groups as its API lists them (it has no export of its own).
describe("real exports of other tools", () => {
  const fixture = (name: string) =>
    parsePromptFile(
      readFileSync(new URL(`./prompt-transfer-fixtures/${name}`, import.meta.url), "utf8"),
      name,
    );

  it("reads-open-webui-0.5s-export-with-commands-titles-and-typed-variables", () => {
    const file = fixture("open-webui-0.5-prompts-export.json");
    expect(file.format).toBe("open-webui");
    expect(file.rows.map((row) => ("prompt" in row ? row.prompt : row))).toEqual([
      expect.objectContaining({
        title: "Summarize",
        content:
          "Summarize the text below for [audience: executives | engineers = executives] in [length: number 1..5] bullet points, as of [today]:\n\n[text: long]",
      }),
      expect.objectContaining({
        title: "Polite reply",
        content: "Write a polite reply to [sender] signed by [my name].",
      }),
    ]);
    for (const row of file.rows)
      if ("prompt" in row) expect(parseTemplate(row.prompt.content).issues).toEqual([]);
  });

  it("reads-open-webui-0.7s-export-with-names-tags-and-type-equals", () => {
    const file = fixture("open-webui-0.7-prompts-export.json");
    expect(file.format).toBe("open-webui");
    expect(file.rows).toEqual([
      {
        at: { item: 1 },
        prompt: expect.objectContaining({
          title: "Meeting notes",
          tags: ["work", "meetings"],
          content:
            "Turn these notes from [meeting_date: date] into action items with owners.\nTone: [tone: brief | detailed]\n\n[notes: long]",
        }),
      },
    ]);
  });

  it("reads-librechats-prompt-groups-as-its-api-lists-them", () => {
    const paged = fixture("librechat-prompt-groups.json");
    expect(paged.format).toBe("librechat");
    expect(paged.rows.map((row) => ("prompt" in row ? row.prompt : row))).toEqual([
      expect.objectContaining({
        title: "Translator",
        description: "Translates text and keeps the tone",
        category: "writing",
        content: "Translate [text] into [language: French | German | Portuguese] for [my name] on [today].",
      }),
      expect.objectContaining({
        title: "Standup",
        content: "Write my standup for [today]: yesterday [done], today [plan].",
      }),
    ]);
    const listed = fixture("librechat-prompt-groups-list.json");
    expect(listed.format).toBe("librechat");
    expect(listed.rows).toEqual([
      {
        at: { item: 1 },
        prompt: expect.objectContaining({
          title: "Cold email",
          category: "sales",
          content: "Write a cold email to [company] in a [tone: formal | friendly] tone.",
        }),
      },
    ]);
  });
});
