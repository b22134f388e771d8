import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  PROJECT_COLORS,
  PROJECT_LIMITS,
  PROJECT_PALETTE,
  ProjectCreateSchema,
  ProjectPatchSchema,
  projectFilterOf,
} from "./projects";

// WCAG's relative luminance and contrast ratio, for a project's dot against the theme it is drawn on.
const channel = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
function hexLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
/** The theme's colours are written in OKLCH: to linear sRGB, then luminance. */
function oklchLuminance(l: number, c: number, h: number): number {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const [l3, m3, s3] = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ].map((value) => value ** 3) as [number, number, number];
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const red = clamp(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3);
  const green = clamp(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3);
  const blue = clamp(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
const contrast = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);

/** The page, card and muted backgrounds of a theme, as app.css declares them. */
function themeBackgrounds(theme: "light" | "dark"): number[] {
  const css = fs.readFileSync(path.resolve("app/app.css"), "utf8");
  const block = css.slice(css.indexOf(theme === "light" ? ":root {" : ".dark {")).split("}")[0]!;
  return ["background", "card", "muted"].map((name) => {
    const match = new RegExp(`--${name}: oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(block);
    expect(match, `--${name} in the ${theme} theme`).not.toBeNull();
    return oklchLuminance(Number(match![1]), Number(match![2]), Number(match![3]));
  });
}

describe("projects' form rules", () => {
  it("every-colour-of-the-palette-reads-at-3-to-1-on-every-background-of-its-theme", () => {
    for (const theme of ["light", "dark"] as const)
      for (const background of themeBackgrounds(theme))
        for (const color of PROJECT_COLORS)
          expect(
            contrast(hexLuminance(PROJECT_PALETTE[color][theme]), background),
            `${color} on the ${theme} theme`,
          ).toBeGreaterThanOrEqual(3);
  });

  it("trims-and-bounds-the-name-and-instructions-and-takes-only-the-palettes-colours", () => {
    expect(ProjectCreateSchema.parse({ name: "  Clients  " })).toEqual({
      name: "Clients",
      color: "blue",
      instructions: "",
    });
    expect(ProjectCreateSchema.safeParse({ name: "x".repeat(PROJECT_LIMITS.name + 1) }).success).toBe(false);
    expect(
      ProjectCreateSchema.safeParse({ name: "A", instructions: "x".repeat(PROJECT_LIMITS.instructions + 1) })
        .success,
    ).toBe(false);
    expect(ProjectCreateSchema.safeParse({ name: "A", instructions: "Line one\nLine two" }).success).toBe(
      true,
    );
    expect(ProjectCreateSchema.safeParse({ name: "A\nB" }).success).toBe(false);
    expect(ProjectCreateSchema.safeParse({ name: "A", color: "#ff0000" }).success).toBe(false);
    expect(ProjectPatchSchema.safeParse({}).success).toBe(false);
  });

  it("reads-a-pages-project-filter-and-drops-anything-else", () => {
    expect(projectFilterOf("none")).toBe("none");
    expect(projectFilterOf("00000000-0000-4000-8000-000000000001")).toBe(
      "00000000-0000-4000-8000-000000000001",
    );
    expect(projectFilterOf("clients")).toBeUndefined();
    expect(projectFilterOf(null)).toBeUndefined();
  });
});
