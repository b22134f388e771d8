/** Text in square brackets in a prompt is a placeholder to fill in on the prompt page. */
const PLACEHOLDER = /\[([^[\]\n]{1,80})\]/g;

export type PromptSegment = { kind: "text"; text: string } | { kind: "placeholder"; name: string };

/** The distinct placeholders of a prompt, in order of first appearance. */
export function parsePlaceholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!.trim());
  return [...names];
}

/** The prompt as text and placeholder pieces, for a preview that shows what is still missing. */
export function promptSegments(text: string): PromptSegment[] {
  const segments: PromptSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push({ kind: "text", text: text.slice(last, match.index) });
    segments.push({ kind: "placeholder", name: match[1]!.trim() });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/** Fills every occurrence of each placeholder that has a value; the others stay in brackets. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()]?.trim();
    return value ? value : whole;
  });
}

/** Where the filled prompt can be opened directly; Gemini takes no text in its URL. */
export function chatLinks(
  text: string,
): { name: "ChatGPT" | "Claude" | "Gemini"; href: string; carriesText: boolean }[] {
  const q = encodeURIComponent(text);
  return [
    { name: "ChatGPT", href: `https://chatgpt.com/?q=${q}`, carriesText: true },
    { name: "Claude", href: `https://claude.ai/new?q=${q}`, carriesText: true },
    { name: "Gemini", href: "https://gemini.google.com/app", carriesText: false },
  ];
}
