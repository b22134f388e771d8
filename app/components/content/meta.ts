/** A content page's document title: its own title, then the brand. */
export function contentTitle(title: string): string {
  return `${title} — Promptário`;
}
