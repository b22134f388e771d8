import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * lucide-react's icon factory, written lean: the build hands it to every lucide icon in place of the
 * package's own (vite.config.ts, `leanIcons`). Same props, same markup; the package's version
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
      color = "currentColor",
      size = 24,
      width,
      height,
      strokeWidth = 2,
      absoluteStrokeWidth = false,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size,
        height: height ?? size,
        viewBox,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * iconSize) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
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
