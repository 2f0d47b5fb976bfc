// The one check of the addresses an engine puts on an email (workflow SEND_EMAIL's `to`, a
// sequence's sender and person): each must be a plain address, `local@domain`, because a value
// that reaches a header is read by nodemailer as address syntax. A record field or a webhook
// payload carrying `a@x.test\r\nBcc: victim@y.test` would otherwise be read as a group named
// "a@x.test Bcc" whose only member is victim@y.test, and `Name <other@y.test>` or `g: v@y.test;`
// would likewise send somewhere else than the text seems to say. So CR, LF and any other
// control character, spaces, group syntax (`:` `;`), display names and angle brackets, quotes,
// comments and commas inside one address are refused, naming the value.

/** No whitespace or control character, none of the characters of address syntax, one `@`. */
const PLAIN_ADDRESS = /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:"]+$/u;

/** Why `value` is not one plain address, or undefined when it is. `what` names it (`to`, `the sender's identifier`). */
export function addressFault(what: string, value: unknown): string | undefined {
  if (typeof value === 'string' && PLAIN_ADDRESS.test(value)) return undefined;
  return `${what}: ${JSON.stringify(value)} is not a plain email address (one local@domain, without a display name, group, comma or line break)`;
}

/** A list as the input states it: an array of addresses, or addresses separated by commas (or semicolons). */
function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [value];
  // Only spaces and tabs around an item are dropped: a CR or LF is never part of a list's layout.
  return value
    .split(/[,;]/)
    .map((item) => item.replace(/^[ \t]+|[ \t]+$/g, ''))
    .filter((item) => item !== '');
}

/**
 * The plain addresses `value` lists, or the fault of the first that is not one. A value with a
 * line break anywhere, or with group syntax, is refused whole (naming all of it), not split.
 */
export function plainAddressList(what: string, value: unknown): { addresses: string[] } | { fault: string } {
  if (typeof value === 'string' && /[\r\n:]/.test(value)) return { fault: addressFault(what, value) ?? `${what}: names no recipient` };
  const items = listItems(value);
  if (items.length === 0) return { fault: `${what}: names no recipient` };
  for (const item of items) {
    const fault = addressFault(what, item);
    if (fault) return { fault };
  }
  return { addresses: items as string[] };
}
