// Small wording helpers for the generated documentation and messages, which put labels (written
// for headings: "Workspace members") inside sentences.

/**
 * A label as it reads inside a sentence: "Deals" -> "deals", but "VIP Clients" -> "VIP clients"
 * (words written in capitals stay so).
 */
export const inSentence = (label: string) => label.replace(/\b([A-Z])([a-z]+)\b/g, (_, first: string, rest: string) => first.toLowerCase() + rest);

/** "a deal", "an opportunity" (by the first letter: good enough for labels). */
export const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

/** Text ending in a full stop (labels have none; descriptions usually do). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "a", "a and b", "a, b and c" (`or` for "a, b or c"). */
export function listed(items: string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
