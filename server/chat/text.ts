import { plainText } from "~/core/forms/text";

/** NUL and the other C0 controls have no place in a chat message; tab and line breaks are kept. */
export const noControlCharacters = plainText;
