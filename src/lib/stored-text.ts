// Text the database can store as it was written. PostgreSQL text and jsonb cannot hold U+0000,
// and a UTF-16 surrogate without its partner (JSON can write one: "\ud83d") has no UTF-8 form:
// the driver would store U+FFFD instead, so the value would silently read back changed.

const NUL = '\u0000';
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` cannot be stored as text (a NUL, an unpaired surrogate), or undefined. */
export function storedTextProblem(value: string): string | undefined {
  if (value.includes(NUL)) return 'must not contain NUL characters (\\u0000)';
  const surrogate = UNPAIRED_SURROGATE.exec(value);
  if (surrogate) {
    const unit = surrogate[0].charCodeAt(0).toString(16).toUpperCase();
    return `must be valid Unicode text: an unpaired surrogate \\u${unit} at position ${surrogate.index} cannot be stored`;
  }
  return undefined;
}

/** The same for every string and key inside a JSON value, at any depth (no recursion). */
export function storedJsonTextProblem(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const problem = storedTextProblem(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) pending.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return undefined;
}
