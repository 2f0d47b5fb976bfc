// User text -> LIKE pattern. DESIGN: an ilike/like value without % or _ means "contains"; with
// wildcards it is the pattern itself. startsWith/endsWith always match literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const hasWildcard = (text: string) => /[%_]/.test(text);

export function containsPattern(text: string): string {
  return hasWildcard(text) ? text : `%${escapeLike(text)}%`;
}

export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

export const endsWithPattern = (text: string) => `%${escapeLike(text)}`;
