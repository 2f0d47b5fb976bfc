// Identifiers come from metadata only, never from a request; quoting still makes any name safe.
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `"t"."column"` */
export const qualified = (alias: string, column: string) => `${quoteIdent(alias)}.${quoteIdent(column)}`;
