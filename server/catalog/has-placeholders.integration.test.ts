import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTemplate } from "~/core/variables";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.close();
});

// The "with placeholders" filter reads a column the database sets; it must agree with the grammar.
const TEXTS = [
  "No variable here.",
  "Write about [topic].",
  "[tone: formal | friendly | bold | playful | serious | warm | direct | calm | witty | dry] reply",
  `[platform: ${Array.from({ length: 12 }, (_, i) => `Network number ${i}`).join(" | ")}]`,
  "[words: number 100..500 = 300] words",
  "[launch: date = today]",
  "[extra?: long]",
  "[notes?]",
  "[today]",
  "[hoje] e [meu nome]",
  "An escaped \\[bracket] only.",
  "Two escapes \\\\[x] still text.",
  "Empty [] and blank [   ] brackets.",
  "[?] and [ ? ] are text.",
  "[=x] is a mistaken blank",
  "[:] too",
  `[${"a".repeat(81)}] is too long`,
  `[${"a".repeat(80)}] fits`,
  `[${"a".repeat(79)}?] fits`,
  `[x = ${"d".repeat(400)}] is over 300 characters`,
  "spans [two\nlines]",
  "nested [a [b] c]",
  "[tone: formal] mistaken but filled",
  "[a\tb]",
  "[\t]",
  "unclosed [tone: formal | friendly",
  "[😀 mood: 😀 | 😢]",
];

describe("the has-placeholders column", () => {
  it.each(TEXTS)("agrees with the grammar for %j", async (text) => {
    const result = (await test.db.execute(
      sql`select public.promptario_has_placeholders(${text}) as has`,
    )) as { rows: { has: boolean }[] };
    expect(result.rows[0]!.has).toBe(parseTemplate(text).variables.length > 0);
  });

  it("counts a mistaken typed bracket over 80 characters, which the editors refuse to save", async () => {
    const text = `[tone: nope | ${"x".repeat(90)}]`;
    expect(parseTemplate(text).issues.map((issue) => issue.code)).toEqual(["optionTooLong"]);
    const result = (await test.db.execute(
      sql`select public.promptario_has_placeholders(${text}) as has`,
    )) as { rows: { has: boolean }[] };
    expect(result.rows[0]!.has).toBe(true);
  });
});
