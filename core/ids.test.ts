import { describe, expect, it } from "vitest";
import { ID_MAX, IdSchema, parseId } from "./ids";

describe("ids", () => {
  it("are-postgresql-integers-from-1-to-2-31-minus-1", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId(String(ID_MAX))).toBe(ID_MAX);
    for (const bad of [
      "0",
      "2147483648",
      "9999999999",
      "99999999999",
      "-1",
      "01",
      "1.5",
      "1e3",
      " 1",
      "1\0",
      "",
      "\uD800",
    ]) {
      expect(parseId(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(IdSchema.safeParse(ID_MAX + 1).success).toBe(false);
    expect(IdSchema.safeParse(2 ** 53).success).toBe(false);
    expect(IdSchema.safeParse(0).success).toBe(false);
    expect(IdSchema.safeParse(1.5).success).toBe(false);
  });
});
