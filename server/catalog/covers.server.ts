import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import * as lucide from "lucide";
import { COVER_SIZES, type CoverFormat, type CoverSize } from "~/core/covers";

type IconNode = [tag: string, attrs: Record<string, string | number>][];

let wasmReady: Promise<void> | undefined;

function ensureWasm() {
  wasmReady ??= fs
    .readFile(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm"))
    .then((bytes) => initWasm(bytes));
  return wasmReady;
}

function iconNode(name: string): IconNode {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, char: string) => char.toUpperCase());
  const node = (lucide as unknown as Record<string, IconNode | undefined>)[pascal];
  return node ?? (lucide.Sparkles as unknown as IconNode);
}

function escapeAttr(value: string | number) {
  return String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small deterministic generator, so each prompt keeps the same artwork. */
function random(seed: number) {
  let state = seed * 2654435761 + 1013904223;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

function shade(hex: string, amount: number) {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function coverSvg(options: { seed: number; color: string; icon: string; size: CoverSize }): string {
  const { width, height } = COVER_SIZES[options.size];
  const next = random(options.seed);
  const color = /^#[0-9a-f]{6}$/i.test(options.color) ? options.color : "#4f46e5";
  const dark = shade(color, -0.45);
  const light = shade(color, 0.35);

  const rings = Array.from({ length: 5 }, () => {
    const r = (0.15 + next() * 0.45) * height;
    return `<circle cx="${(next() * width).toFixed(1)}" cy="${(next() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="#ffffff" stroke-opacity="${(0.06 + next() * 0.1).toFixed(2)}" stroke-width="${(2 + next() * 10).toFixed(1)}"/>`;
  }).join("");
  const dots = Array.from({ length: 14 }, () => {
    return `<circle cx="${(next() * width).toFixed(1)}" cy="${(next() * height).toFixed(1)}" r="${(2 + next() * 5).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.15 + next() * 0.25).toFixed(2)}"/>`;
  }).join("");

  const tile = height * 0.46;
  const tileX = width / 2 - tile / 2;
  const tileY = height / 2 - tile / 2;
  const iconScale = (tile * 0.56) / 24;
  const icon = iconNode(options.icon)
    .map(([tag, attrs]) => {
      const rendered = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escapeAttr(value === "currentColor" ? "#ffffff" : value)}"`)
        .join(" ");
      return `<${tag} ${rendered}/>`;
    })
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<pattern id="grid" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#ffffff" fill-opacity="0.12"/></pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#grid)"/>
${rings}${dots}
<rect x="${tileX}" y="${tileY}" width="${tile}" height="${tile}" rx="${tile * 0.22}" fill="#ffffff" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
<g transform="translate(${tileX + tile * 0.22} ${tileY + tile * 0.22}) scale(${iconScale})" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>
</svg>`;
}

const cache = new Map<string, Uint8Array<ArrayBuffer>>();
const CACHE_LIMIT = 300;

/** Renders (and remembers) a cover as PNG. */
export async function renderCoverPng(options: {
  seed: number;
  color: string;
  icon: string;
  size: CoverSize;
}): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${options.seed}|${options.color}|${options.icon}|${options.size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  await ensureWasm();
  const png = new Uint8Array(new Resvg(coverSvg(options)).render().asPng());
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}

/** A cover as the browser gets it: the SVG itself, or its PNG rendering; immutable (the URL is versioned). */
export async function coverResponse(
  options: { seed: number; color: string; icon: string; size: CoverSize },
  format: CoverFormat,
): Promise<Response> {
  const body = format === "svg" ? coverSvg(options) : await renderCoverPng(options);
  return new Response(body, {
    headers: {
      "Content-Type": format === "svg" ? "image/svg+xml" : "image/png",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
