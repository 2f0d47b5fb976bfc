// Raw filter text -> a value of the column's type. Every value is checked here, so a bad value
// is a 400 naming the field, never a database error.
import type { AppError } from '../../errors/app-error.ts';
import type { RawScalar } from '../parse/filter-ast.ts';
import { normalizeUuid } from '../../lib/uuid.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { normalizeDate, normalizeDateTime } from '../../lib/iso-date-time.ts';
import type { ColumnRef, TypedValue } from './plan-types.ts';

type Fail = (message: string) => AppError;

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function coerceValue(target: ColumnRef, raw: RawScalar, fail: Fail): TypedValue {
  const { text } = raw;
  const bad = (expected: string) => {
    // An unquoted NULL is almost always an attempted null check.
    const hint = !raw.quoted && text.toUpperCase() === 'NULL' ? `; to match empty values use ${target.path}[is]:NULL` : '';
    return fail(`'${target.path}' expects ${expected}, got '${text}'${hint}`);
  };
  switch (target.type) {
    case 'TEXT':
      // PostgreSQL text cannot hold U+0000; say so here rather than fail in the database.
      if (text.includes('\u0000')) throw fail(`'${target.path}' must not contain NUL characters (\\u0000)`);
      // Addresses are stored canonical: `Ann@Example.COM` finds `ann@example.com`.
      return target.email ? canonicalEmail(text) : text;
    case 'UUID':
      return normalizeUuid(text.trim()) ?? throwIt(bad('a UUID'));
    case 'BOOLEAN': {
      const lower = text.trim().toLowerCase();
      if (lower === 'true' || lower === 'false') return lower === 'true';
      throw bad('true or false');
    }
    case 'DATE_TIME':
      return normalizeDateTime(text) ?? throwIt(bad('an ISO 8601 date or date-time such as 2026-01-31 or 2026-01-31T10:00:00.000Z'));
    case 'DATE':
      return normalizeDate(text.trim()) ?? throwIt(bad('a date such as 2026-01-31'));
    case 'NUMBER':
      return target.integer ? coerceInteger(text.trim(), bad) : coerceNumber(text.trim(), bad);
    case 'SELECT':
    case 'MULTI_SELECT':
      if (target.options && !target.options.includes(text))
        throw fail(`'${target.path}' does not allow '${text}'; allowed values: ${target.options.join(', ')}`);
      return text;
    case 'RAW_JSON':
      return target.email ? canonicalEmail(text) : text;
  }
}

/** Integers stay exact decimal strings: amountMicros exceeds 2^53 for large amounts. */
function coerceInteger(text: string, bad: (expected: string) => AppError): string {
  if (!INTEGER.test(text)) throw bad('an integer');
  const value = BigInt(text);
  if (value < INT64_MIN || value > INT64_MAX) throw bad('an integer within 64 bits');
  return value.toString();
}

function coerceNumber(text: string, bad: (expected: string) => AppError): number {
  const value = DECIMAL.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value)) throw bad('a finite number');
  return value;
}

function throwIt(error: AppError): never {
  throw error;
}
