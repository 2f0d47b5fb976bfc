// A participant's handle as the inbox matches it (the SQL functions of migration
// 20261126021543_inbox_matching apply the same rule to people and workspace members): an email
// lower-cased, a phone number as its digits with the calling code, a LinkedIn profile URL without
// scheme, `www.` or trailing slash. A handle of none of these shapes is stored, never matched.

export type HandleKind = 'email' | 'phone' | 'linkedin';

export interface Handle {
  kind: HandleKind;
  /** The canonical form the indexes hold. */
  value: string;
}

const PHONE = /^\+?[\d\s().-]+$/;

export function canonicalHandle(raw: string): Handle | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const lower = trimmed.toLowerCase();
  if (/(^|[/.])linkedin\.com\//.test(lower) || lower.startsWith('linkedin.com/')) {
    const value = lower.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
    return { kind: 'linkedin', value };
  }
  if (trimmed.includes('@') && !trimmed.includes('/')) return { kind: 'email', value: lower };
  if (PHONE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    // Fewer digits than any dialable number: not a phone number.
    if (digits.length >= 5) return { kind: 'phone', value: digits };
  }
  return undefined;
}
