/**
 * A long list in a loader's data, sent as one JSON text. React Router's encoder visits every value
 * of the data in JavaScript, about 2 µs each on the server, and a busy calendar month is some 2,400
 * values; JSON.stringify does the same list in native code in a tenth of the time
 * (docs/performance.md, "Members' pages"). The page reads it back once with `unpack`.
 * Only for plain JSON values: a Date, Map or undefined would not come back as it went.
 */
export type Packed<T> = string & { readonly __packed: T };

export const pack = <T>(value: T): Packed<T> => JSON.stringify(value) as Packed<T>;

export const unpack = <T>(packed: Packed<T>): T => JSON.parse(packed) as T;
