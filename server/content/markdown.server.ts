import fs from "node:fs";
import path from "node:path";
import { Marked, type Token } from "marked";

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:)/i;

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** width and height from a local SVG's viewBox, so the page does not jump while it loads */
function svgSize(publicDir: string, href: string): { width: number; height: number } | null {
  if (!href.startsWith("/") || !href.endsWith(".svg")) return null;
  const file = path.join(publicDir, path.normalize(href));
  if (!file.startsWith(publicDir + path.sep) || !fs.existsSync(file)) return null;
  const viewBox = /viewBox="\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)\s*"/.exec(
    fs.readFileSync(file, "utf8").slice(0, 500),
  );
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : null;
}

/** Wide tables scroll on their own on small screens instead of widening the page. */
function wrapTables(html: string): string {
  return html
    .replaceAll("<table>", '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll("</table>", "</table></div>");
}

/**
 * Markdown to HTML for our own content files. Raw HTML in the Markdown is shown as text rather than
 * passed through, and links keep to http(s), mailto and our own paths, so a content file can never
 * add markup or scripts to a page.
 */
export function createMarkdownRenderer(publicDir: string) {
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }) {
        const label = this.parser.parseInline(tokens);
        if (!SAFE_HREF.test(href)) return label;
        const external = /^https?:\/\//i.test(href);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        const rel = external ? ` rel="noopener noreferrer"` : "";
        return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${label}</a>`;
      },
      tablecell({ header, text }) {
        // A table's empty corner is no column header; as a <th> it would be announced as an unnamed one.
        if (header && text.trim() === "") return "<td></td>\n";
        return false;
      },
      image({ href, text }) {
        if (!SAFE_HREF.test(href)) return escapeHtml(text);
        const size = svgSize(publicDir, href);
        const dimensions = size ? ` width="${size.width}" height="${size.height}"` : "";
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${dimensions} loading="lazy" decoding="async">`;
      },
    },
  });

  return {
    toHtml(markdown: string): string {
      return wrapTables(marked.parse(markdown, { async: false }));
    },
    lex(markdown: string): Token[] {
      return marked.lexer(markdown);
    },
    tokensToHtml(tokens: Token[]): string {
      return wrapTables(marked.parser(tokens));
    },
  };
}

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;
