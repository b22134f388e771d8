/**
 * The small markdown a comment may use: `inline code`, [links](https://…), bare https:// addresses
 * and line breaks. It is parsed into pieces that React renders as elements, never into HTML, so no
 * markup a member types can reach the page: `<b>` stays the text "<b>".
 */
export type CommentPiece =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "break" };

const LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()]{1,2000})\)/y;
const BARE_URL = /https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/y;
const CODE = /`([^`\n]{1,500})`/y;

/** Only http(s) addresses become links; anything else (javascript:, data:) stays text. */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function parseComment(body: string): CommentPiece[] {
  const pieces: CommentPiece[] = [];
  let text = "";
  const flush = () => {
    if (text) pieces.push({ kind: "text", text });
    text = "";
  };
  const at = (pattern: RegExp, index: number) => {
    pattern.lastIndex = index;
    return pattern.exec(body);
  };
  let i = 0;
  while (i < body.length) {
    const char = body[i]!;
    if (char === "\r") {
      i++;
      continue;
    }
    if (char === "\n") {
      flush();
      pieces.push({ kind: "break" });
      i++;
      continue;
    }
    if (char === "`") {
      const code = at(CODE, i);
      if (code) {
        flush();
        pieces.push({ kind: "code", text: code[1]! });
        i += code[0].length;
        continue;
      }
    }
    if (char === "[") {
      const link = at(LINK, i);
      const href = link && safeHref(link[2]!);
      if (link && href) {
        flush();
        pieces.push({ kind: "link", text: link[1]!, href });
        i += link[0].length;
        continue;
      }
    }
    if (char === "h" && (i === 0 || /\s/.test(body[i - 1]!))) {
      const url = at(BARE_URL, i);
      const href = url && safeHref(url[0]);
      if (url && href) {
        flush();
        pieces.push({ kind: "link", text: url[0], href });
        i += url[0].length;
        continue;
      }
    }
    text += char;
    i++;
  }
  flush();
  return pieces;
}
