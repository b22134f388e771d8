import { describe, expect, it } from "vitest";
import { allFields, packRows, unpackRows } from "./packed";

type Entry = { id: string; title: string; locked: boolean; projectId: string | null; prompt: { id: number } };
const FIELDS = ["id", "title", "locked", "projectId", "prompt"] as const satisfies readonly (keyof Entry)[];

describe("packed rows", () => {
  const entries: Entry[] = [
    {
      id: "a",
      title: 'The "launch" post\nand its </script> tag',
      locked: false,
      projectId: null,
      prompt: { id: 1 },
    },
    { id: "b", title: "Café ☕", locked: true, projectId: "p1", prompt: { id: 2 } },
  ];

  it("come back as they went, their texts' quotes and line breaks included", () => {
    const packed = packRows(entries, FIELDS);
    expect(typeof packed).toBe("string");
    expect(unpackRows(packed, FIELDS)).toEqual(entries);
  });

  it("leave the field names out of the text", () => {
    expect(packRows(entries, FIELDS)).not.toContain('"title"');
    expect(unpackRows(packRows([], FIELDS), FIELDS)).toEqual([]);
  });
});

describe("allFields", () => {
  it("lists every field of a type", () => {
    expect(allFields<Entry>()("id", "title", "locked", "projectId", "prompt")).toHaveLength(5);
    // @ts-expect-error -- "prompt" is left out
    allFields<Entry>()("id", "title", "locked", "projectId");
  });
});
