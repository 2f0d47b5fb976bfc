// marked leaves character references in text tokens for its HTML renderer to pass through
// (it resolves numeric ones but re-encodes `&` as `&amp;`). BlockNote and plain text want the
// characters themselves. Only the named references people actually type are known; any other
// `&name;` stays literal rather than pulling in the 2,000-entry HTML5 table.

// A Map, not an object literal, so names like `constructor` cannot hit Object.prototype.
const NAMED: ReadonlyMap<string, string> = new Map(Object.entries({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
}));

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED.get(name) ?? whole;
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    // Same replacement rule as CommonMark: invalid or surrogate code points become U+FFFD.
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    return codePoint > 0 && codePoint <= 0x10ffff && !surrogate
      ? String.fromCodePoint(codePoint)
      : '\ufffd';
  });
}
