/**
 * A long list of records in a loader's data, sent as one JSON text of rows of values. React
 * Router's encoder visits every value of the data in JavaScript, about 2 µs each on the server, and a
 * busy calendar month is some 2,400 values; JSON.stringify does the same list in native code in a
 * tenth of the time. The field names are left out of the rows: every quote of the text is escaped
 * twice on its way into the page's HTML, and the names were half of them (docs/performance.md,
 * "Members' pages"). The page reads it back once with `unpackRows`.
 * Only for plain JSON values: a Date, a Map or an undefined field would not come back as it went.
 */
export type PackedRows<T> = string & { readonly __rows: T };

export function packRows<T extends object>(rows: readonly T[], fields: readonly (keyof T)[]): PackedRows<T> {
  return JSON.stringify(rows.map((row) => fields.map((field) => row[field]))) as PackedRows<T>;
}

export function unpackRows<T extends object>(packed: PackedRows<T>, fields: readonly (keyof T)[]): T[] {
  return (JSON.parse(packed) as unknown[][]).map((values) => {
    const row: Partial<Record<keyof T, unknown>> = {};
    fields.forEach((field, index) => (row[field] = values[index]));
    return row as T;
  });
}

/** Every field of `T`, in the order given: the compiler names a field left out. */
export const allFields =
  <T>() =>
  <const F extends readonly (keyof T)[]>(
    ...fields: F & ([keyof T] extends [F[number]] ? unknown : never)
  ): F =>
    fields;
