import fs from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createLucideIcon as packageFactory } from "lucide-react";
import * as archiveModule from "lucide-react/icons/archive";
import * as calendarPlusModule from "lucide-react/icons/calendar-plus";
import * as starModule from "lucide-react/icons/star";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconProps } from "./lucide-icon";

// Each icon's module also exports the data its component is made from (not in the package's types).
type IconData = Exclude<Parameters<typeof createLucideIcon>[0], string> & { name: string };
const iconData = (module: object) => (module as { __iconData: IconData }).__iconData;
const [archive, calendarPlus, star] = [archiveModule, calendarPlusModule, starModule].map(iconData);

// The build gives every lucide icon our factory instead of the package's: the page must not change.
// Ours leaves out the attributes the stylesheet gives every icon, when they hold its value.
const STYLESHEET_DEFAULTS: Record<string, string> = {
  width: "24",
  height: "24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};

/** The markup with the outer <svg>'s attributes in order of name, and those that hold the defaults left out (lucide-react's). */
function normalised(html: string, dropDefaults = false): string {
  return html.replace(/^<svg([^>]*)>/, (_tag, attributes: string) => {
    const kept = [...attributes.matchAll(/ ([\w-]+)="([^"]*)"/g)]
      .filter(
        ([, name, value]) => !dropDefaults || (name !== "xmlns" && STYLESHEET_DEFAULTS[name!] !== value),
      )
      .map(([attribute]) => attribute)
      .sort();
    return `<svg${kept.join("")}>`;
  });
}
const withoutDefaults = (html: string) => normalised(html, true);
const cases: [string, IconProps][] = [
  ["no props", {}],
  ["a class", { className: "size-4 shrink-0 text-primary" }],
  ["a label", { "aria-label": "Archived", role: "img" }],
  ["hidden on purpose", { "aria-hidden": true, className: "size-3" }],
  ["a size and stroke", { size: 16, strokeWidth: 1.5 }],
  ["an absolute stroke", { size: 48, strokeWidth: 2, absoluteStrokeWidth: true }],
  ["a colour and a fill", { color: "#e11d48", fill: "currentColor" }],
  ["width and height", { width: 20, height: 10 }],
  ["other attributes", { id: "icon", style: { opacity: 0.5 }, "data-state": "on" } as IconProps],
  ["a title inside", { children: createElement("title", null, "Saved") }],
];

const markup = (Icon: ComponentType<IconProps>, props: IconProps) =>
  renderToStaticMarkup(createElement(Icon, props));

describe("the lean icon factory", () => {
  for (const data of [archive!, calendarPlus!, star!]) {
    const ours = createLucideIcon(data);
    const theirs = packageFactory(data) as ComponentType<IconProps>;
    it.each(cases)(`draws ${data.name} as lucide-react does: %s`, (_name, props) => {
      expect(normalised(markup(ours, props))).toBe(withoutDefaults(markup(theirs, props)));
    });
  }

  it("takes an icon by name and outline, as lucide-react's older form does", () => {
    const node: [string, Record<string, string>][] = [
      ["rect", { width: "18", height: "11", x: "3", y: "11", rx: "2", ry: "2", key: "a" }],
      ["path", { d: "M7 11V7a5 5 0 0 1 10 0v4", key: "b" }],
    ];
    const ours = createLucideIcon("LockKeyhole", node);
    const theirs = packageFactory("LockKeyhole", node) as ComponentType<IconProps>;
    expect(normalised(markup(ours, { className: "size-4" }))).toBe(
      withoutDefaults(markup(theirs, { className: "size-4" })),
    );
    expect(ours.displayName).toBe("LockKeyhole");
  });

  it("leaves out only what the stylesheet gives every icon where its markup says nothing", () => {
    const css = fs.readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    for (const [attribute, value] of Object.entries(STYLESHEET_DEFAULTS)) {
      const rule = new RegExp(
        `svg\\.lucide:not\\(\\[${attribute}\\]\\)\\s*\\{\\s*${attribute}:\\s*${value}(px)?;`,
      );
      expect(css, `app.css gives an icon without ${attribute} the value ${value}`).toMatch(rule);
    }
  });
});
