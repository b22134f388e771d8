import { describe, expect, it } from "vitest";
import { pack, unpack } from "./packed";

describe("a packed list", () => {
  it("comes back as it went, its texts' quotes and line breaks included", () => {
    const entries = [
      { id: "a", title: 'The "launch" post\nand its </script> tag', locked: false, projectId: null },
      { id: "b", title: "Café ☕", locked: true, projectId: "p1" },
    ];
    const packed = pack(entries);
    expect(typeof packed).toBe("string");
    expect(unpack(packed)).toEqual(entries);
  });
});
