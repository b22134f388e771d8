/**
 * NUL and the other control characters have no place in text a person types (PostgreSQL refuses
 * NUL outright). One line of text refuses them all; long text keeps tab and line breaks (issue 22).
 */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

export const plainLine = (value: string) => !hasControlCharacters(value);
export const plainText = (value: string) => !hasControlCharacters(value, { multiline: true });

/**
 * Half of a surrogate pair alone is not text: it cannot be written as UTF-8, and PostgreSQL's jsonb
 * refuses its escape. Text a person typed never has one.
 */
export const wellFormed = (value: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
