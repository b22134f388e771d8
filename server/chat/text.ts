/** NUL and the other C0 controls have no place in a chat message; tab and line breaks are kept. */
export function noControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
}
