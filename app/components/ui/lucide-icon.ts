import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * lucide-react's icon factory, written lean: the build hands it to every lucide icon in place of the
 * package's own (vite.config.ts, `leanIcons`). Same props, same drawing; the markup leaves to the
 * stylesheet what every icon shares (`DEFAULTS`). The package's version
 * rebuilt each icon's attributes through a dozen object spreads on every render, about 28 µs an
 * icon on the server against 10 µs here, and the locker draws over a hundred (docs/performance.md).
 * Not supported, because nothing here uses it: `LucideProvider`'s defaults.
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

/**
 * What lucide writes on every icon and the stylesheet gives every `svg.lucide` instead (app.css,
 * each rule only where the attribute is absent): about 160 bytes an icon, over a hundred icons on a
 * member's page. `xmlns` is left out too: an <svg> inside HTML is SVG without it.
 */
const DEFAULTS = { size: "24", stroke: "currentColor", strokeWidth: "2" } as const;

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const pascalCase = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Whether the caller named the icon for assistive technology: otherwise it is hidden from it. */
function labelled(props: Record<string, unknown>): boolean {
  for (const key in props) {
    if ((key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null) return true;
  }
  return false;
}

export default function createLucideIcon(
  data: IconData | string,
  iconNode: IconNode = [],
  aliases: string[] = [],
) {
  const icon: IconData =
    typeof data === "string" ? { name: kebabCase(data), size: 24, node: iconNode, aliases } : data;
  const iconSize = icon.size ?? 24;
  const viewBox = `0 0 ${iconSize} ${iconSize}`;
  const iconClass = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias) => alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ].join(" ");
  // The shapes never change: made once and given to every render (React elements are immutable).
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));

  const Icon = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    {
      color = DEFAULTS.stroke,
      size = DEFAULTS.size,
      width,
      height,
      strokeWidth = DEFAULTS.strokeWidth,
      absoluteStrokeWidth = false,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const drawnWidth = width ?? size;
    const drawnHeight = height ?? size;
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * iconSize) / Number(size) : strokeWidth;
    // Only what differs from the stylesheet's defaults for `svg.lucide` (app.css) is written out.
    return createElement(
      "svg",
      {
        ref,
        width: String(drawnWidth) === DEFAULTS.size ? undefined : drawnWidth,
        height: String(drawnHeight) === DEFAULTS.size ? undefined : drawnHeight,
        viewBox,
        stroke: color === DEFAULTS.stroke ? undefined : color,
        strokeWidth: String(stroke) === DEFAULTS.strokeWidth ? undefined : stroke,
        className: className ? `${iconClass} ${className}` : iconClass,
        "aria-hidden": children || labelled(rest) ? undefined : "true",
        ...rest,
      },
      ...shapes,
      children,
    );
  });
  if (icon.name) Icon.displayName = pascalCase(icon.name);
  return Icon;
}
