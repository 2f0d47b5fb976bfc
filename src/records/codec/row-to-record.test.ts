import { describe, expect, it } from 'vitest';
import type { FieldMetadata, ObjectMetadata } from '../../metadata/types.ts';
import { arrayRowsDecoder, rowToRecord } from './row-to-record.ts';

const field = (f: Record<string, unknown>) => f as unknown as FieldMetadata;
const object = {
  nameSingular: 'thing',
  fields: [
    field({ name: 'id', type: 'UUID', column: 'id' }),
    field({ name: 'seenAt', type: 'DATE_TIME', column: 'seen_at' }),
    field({ name: 'tags', type: 'MULTI_SELECT', column: 'tags' }),
    field({ name: 'count', type: 'NUMBER', column: 'count' }),
    field({ name: 'emails', type: 'EMAILS', columns: { primaryEmail: 'emails_primary_email', additionalEmails: 'emails_additional_emails' } }),
    field({ name: 'secret', type: 'TEXT', column: 'secret', writeOnly: true }),
    field({ name: 'odd"name\\', type: 'TEXT', column: 'odd"column\\' }),
    field({ name: 'owner', type: 'RELATION', relation: { kind: 'MANY_TO_ONE' } }),
  ],
} as unknown as ObjectMetadata;

describe('rowToRecord', () => {
  it('answers every field in order: timestamps as ISO 8601, int8 as numbers, empty lists for NULL lists; never a write-only field', () => {
    const record = rowToRecord(object, {
      id: 'a',
      seen_at: '2026-01-31 09:30:00.12+00',
      tags: null,
      count: 12n,
      emails_primary_email: 'ann@example.com',
      emails_additional_emails: null,
      secret: 'hunter2',
      'odd"column\\': 'quoted',
    });
    expect(record).toEqual({
      id: 'a',
      seenAt: '2026-01-31T09:30:00.120Z',
      tags: [],
      count: 12,
      emails: { primaryEmail: 'ann@example.com', additionalEmails: [] },
      'odd"name\\': 'quoted',
    });
    expect(Object.keys(record)).toEqual(['id', 'seenAt', 'tags', 'count', 'emails', 'odd"name\\']);
    expect(rowToRecord(object, { id: 'b', seen_at: new Date('2026-02-01T00:00:00Z') })).toMatchObject({ id: 'b', seenAt: '2026-02-01T00:00:00.000Z', count: null, emails: { primaryEmail: null } });
  });

  it('decodes rows read as arrays with isoTimestamps (lists) to the same records, by column name whatever the order', () => {
    const columns = ['odd"column\\', 'count', 'secret', 'seen_at', 'id', 'tags', 'emails_additional_emails', 'emails_primary_email', 'unknown'];
    const decode = arrayRowsDecoder(object, columns);
    const row = ['quoted', 12n, 'hunter2', '2026-01-31T09:30:00.120Z', 'a', null, ['b@example.com'], 'ann@example.com', 'ignored'];
    const record = decode(row);
    expect(record).toEqual(rowToRecord(object, Object.fromEntries(columns.map((column, i) => [column, row[i]]))));
    expect(Object.keys(record)).toEqual(['id', 'seenAt', 'tags', 'count', 'emails', 'odd"name\\']);
    // A timestamptz the driver could not write as ISO text arrives as its Date; a column named
    // twice counts by its last, as in an object row; a missing one reads null.
    expect(arrayRowsDecoder(object, ['id', 'seen_at', 'seen_at'])(['b', new Date(0), new Date('2026-02-01T00:00:00Z')])).toMatchObject({
      id: 'b',
      seenAt: '2026-02-01T00:00:00.000Z',
      tags: [],
      emails: { primaryEmail: null, additionalEmails: [] },
    });
  });
});
