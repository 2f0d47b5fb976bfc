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
    await app.server.database.sql.transaction(async (tx) => {
      await tx.execute({ text: 'SET LOCAL enable_seqscan = off', values: [] });
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
