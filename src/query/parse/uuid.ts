// Any UUID version (v4 ids, v7 ids, the nil uuid); case-insensitive as RFC 9562 says.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lowercase form of `text` when it is a UUID, else undefined. */
export function normalizeUuid(text: string): string | undefined {
  return UUID_PATTERN.test(text) ? text.toLowerCase() : undefined;
}
