/**
 * Tells whoever keeps copies of public pages (the anonymous page cache, server/http/page-cache)
 * that what a visitor sees of the catalogue has changed: a prompt or category edited, added or
 * deleted. In-process only; other server processes let their copies expire.
 */
const listeners = new Set<() => void>();

export function onCatalogChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function catalogChanged(): void {
  for (const listener of listeners) listener();
}
