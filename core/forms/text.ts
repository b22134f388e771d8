import { z } from "zod";

/**
 * NUL and the other control characters have no place in text a person types (PostgreSQL refuses
 * NUL outright). One line of text refuses them all; long text keeps tab and line breaks.
 */
export function hasControlCharacters(
  value: string,
  { multiline = false }: { multiline?: boolean } = {},
): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

export const plainLine = (value: string) => !hasControlCharacters(value);
export const plainText = (value: string) => !hasControlCharacters(value, { multiline: true });

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL and JSON can store as it was sent: no NUL and no lone UTF-16 surrogate (half of
 * an emoji, which no encoder can turn into UTF-8). Other control characters are the fields' own rule.
 */
export function isWellFormedText(value: string): boolean {
  return !value.includes("\0") && !LONE_SURROGATE.test(value);
}

/** A string field that refuses NUL and lone surrogates with `message` (a 400, never a database error). */
export const wellFormedString = (
  message = "The text contains a NUL character or half of an emoji (a lone surrogate)",
) => z.string().refine(isWellFormedText, { message });

/** No lone surrogate: half of a pair cannot be written as UTF-8, and PostgreSQL's jsonb refuses its escape. */
export const wellFormed = (value: string) => !LONE_SURROGATE.test(value);
