// Any UUID version (v4 ids, v7 ids, the nil uuid); case-insensitive as RFC 9562 says. SPEC's
// fixed standard ids are not all valid v4, so no version or variant check.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID_PATTERN.test(text);

/** How every refusal of a malformed id names it (path, body, cursor alike). */
export const notAUuid = (value: string) => `'${value}' is not a valid UUID`;

/** The lowercase form of `text` when it is a UUID, else undefined. */
export function normalizeUuid(text: string): string | undefined {
  return isUuid(text) ? text.toLowerCase() : undefined;
}
