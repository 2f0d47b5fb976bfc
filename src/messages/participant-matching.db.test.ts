// Matching participants never scans `person` or `workspace_member`: with sequential scans priced
// out, the plan of the matching statement reaches both tables through the expression indexes of
// migration 20261126021543_inbox_matching (a handle form the indexes do not hold would leave a
// Seq Scan in the plan however it is priced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { canonicalHandle } from './handles.ts';
import { matchHandles } from './participant-matching.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

describe('participant matching', () => {
  it('uses the handle indexes of person and workspace_member, for every handle kind', async () => {
    const plans: string[] = [];
    // Nor a scan of a whole partial index of the live people (the list's and the live rows', WHERE
    // deleted_at IS NULL, which the statement implies: a soft-deleted person is never matched), as
    // cheap as a sequential scan on this small table: dropped in a transaction then rolled back.
    const rollback = new Error('rollback');
    await app.server.database.sql.transaction(async (tx) => {
      await tx.execute({ text: 'SET LOCAL enable_seqscan = off', values: [] });
      await tx.execute({ text: 'DROP INDEX "person_created_at_id_idx", "person_live_idx"', values: [] });
      const query = tx.query.bind(tx);
      // Ask for the plan of the very statement matchHandles sends.
      tx.query = (async (statement: { text: string; values: unknown[] }) => {
        const [row] = await query<{ 'QUERY PLAN': unknown }>({ text: `EXPLAIN (FORMAT JSON) ${statement.text}`, values: statement.values });
        plans.push(JSON.stringify(row['QUERY PLAN']));
        return [];
      }) as typeof tx.query;
      await matchHandles(tx, [
        { kind: 'email', value: 'ann@example.test' },
        { kind: 'phone', value: '33612345678' },
        { kind: 'linkedin', value: 'linkedin.com/in/ann' },
      ]);
      throw rollback;
    }).catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
    expect(plans).toHaveLength(1);
    const plan = plans[0];
    expect(plan).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"(person|workspace_member)"/);
    for (const index of ['person_email_handles_idx', 'person_phone_handles_idx', 'person_linkedin_handle_idx', 'workspace_member_email_handle_idx']) expect(plan).toContain(index);
  });
});

describe('crm_participant_handle', () => {
  it('says what canonicalHandle says, for every shape', async () => {
    const samples = [
      'Ann.Lee@Example.COM', '  ann@example.test ', '+33 6 12-34.56 (78)', '612345678', '1234', 'https://www.linkedin.com/in/Ann-Lee/',
      'http://linkedin.com/in/ann-lee', 'linkedin.com/in/ann-lee//', 'www.LinkedIn.com/in/ann-lee', 'Ann Lee', 'https://example.com/ann', '', '   ', 'a@b/c',
    ];
    const rows = await app.server.database.sql.query<{ handle: string; canonical: string | null }>({
      text: `SELECT "h" AS "handle", public.crm_participant_handle("h") AS "canonical" FROM unnest($1::text[]) AS "h"`,
      values: [samples],
    });
    const expected = samples.map((sample) => {
      const handle = canonicalHandle(sample);
      return { handle: sample, canonical: handle ? `${handle.kind}:${handle.value}` : null };
    });
    expect(rows).toEqual(expected);
  });
});

describe("a person's handles (crm_person_row_handles, over the indexed crm_person_*_handles)", () => {
  it('are the primary and additional emails, phones with their calling code and the LinkedIn URL, canonical, in that order', async () => {
    const row = {
      emails_primary_email: ' Ann@Example.TEST ',
      emails_additional_emails: ['Second@Example.test', '', null, 'third@example.test'],
      phones_primary_phone_number: '6 12 34 56 78',
      phones_primary_phone_calling_code: '+33',
      phones_additional_phones: [{ number: '20 7946 0000', callingCode: '+44' }, 'not a phone', { number: '' }],
      linkedin_link_primary_link_url: 'https://www.LinkedIn.com/in/Ann/',
    };
    const [handles] = await app.server.database.sql.query<{ handles: string[] }>({ text: 'SELECT public.crm_person_row_handles($1::jsonb) AS "handles"', values: [JSON.stringify(row)] });
    expect(handles.handles).toEqual([
      'email:ann@example.test', 'email:second@example.test', 'email:third@example.test',
      'phone:33612345678', 'phone:442079460000', 'linkedin:linkedin.com/in/ann',
    ]);
    const [none] = await app.server.database.sql.query<{ handles: string[] }>({
      text: `SELECT public.crm_person_row_handles('{"emails_additional_emails": "not an array", "phones_additional_phones": null}'::jsonb) AS "handles"`,
      values: [],
    });
    expect(none.handles).toEqual([]);
  });
});
