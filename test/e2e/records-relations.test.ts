// Note relations (/rest/noteTargets) and task relations (/rest/taskTargets): one note (task) and
// exactly ONE target record (person, company or opportunity) per relation (SPEC: "one target per
// relation"; docs/internal/decisions.md). Default depth 1 embeds the note/task and the target; PATCH
// repoints; DELETE removes only the link; filtering works on both (SPEC says the original service
// rejects a filter on taskTargets; we support it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UNKNOWN_ID, UUID, call, count, create, expectError, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
let person: Rec;
let otherPerson: Rec;
let company: Rec;
let opportunity: Rec;

beforeAll(async () => {
  app = await startTestServer();
  company = await create(app, 'companies', 'company', { name: 'Acme' });
  person = await create(app, 'people', 'person', { name: { firstName: 'Jane', lastName: 'Doe' }, companyId: company.id });
  otherPerson = await create(app, 'people', 'person', { name: { firstName: 'John' } });
  opportunity = await create(app, 'opportunities', 'opportunity', { name: 'Acme deal', companyId: company.id, stage: 'PROPOSAL' });
});
afterAll(() => app?.close());

const KINDS = [
  { kind: 'note', plural: 'noteTargets', singular: 'noteTarget', parentPlural: 'notes', parentKey: 'noteId', Pascal: 'NoteTarget' },
  { kind: 'task', plural: 'taskTargets', singular: 'taskTarget', parentPlural: 'tasks', parentKey: 'taskId', Pascal: 'TaskTarget' },
] as const;

for (const { kind, plural, singular, parentPlural, parentKey, Pascal } of KINDS) {
  describe(`/rest/${plural}`, () => {
    let parent: Rec;
    let otherParent: Rec;

    beforeAll(async () => {
      parent = await create(app, parentPlural, kind, { title: `A ${kind}`, body: `Body of the ${kind}` });
      otherParent = await create(app, parentPlural, kind, { title: `Another ${kind}` });
    });

    it('creates a relation to each kind of target; the answer is the bare relation', async () => {
      for (const [key, target] of [
        ['personId', () => person],
        ['companyId', () => company],
        ['opportunityId', () => opportunity],
      ] as const) {
        const { status, body } = await call(app, 'POST', `/rest/${plural}`, { [parentKey]: parent.id, [key]: target().id });
        expect(status).toBe(200);
        const relation = body.data[`create${Pascal}`];
        expect(relation).toEqual({
          id: expect.stringMatching(UUID),
          createdAt: expect.stringMatching(ISO_MS),
          createdBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
          updatedBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
          updatedAt: relation.createdAt,
          deletedAt: null,
          [parentKey]: parent.id,
          personId: null,
          companyId: null,
          opportunityId: null,
          [key]: target().id,
        });
      }
    });

    it('get and list default to depth 1: the note/task and the target record embedded; depth 0 is the bare relation', async () => {
      const relation = (await ok(app, 'POST', `/rest/${plural}`, { [parentKey]: parent.id, personId: otherPerson.id })).data[`create${Pascal}`];
      const parentNow = await getOne(app, parentPlural, kind, parent.id, 0);
      const expected = { ...relation, [kind]: parentNow, person: otherPerson, company: null, opportunity: null };

      expect(await getOne(app, plural, singular, relation.id)).toEqual(expected);
      expect(await getOne(app, plural, singular, relation.id, 1)).toEqual(expected);
      expect(await getOne(app, plural, singular, relation.id, 0)).toEqual(relation);

      const filter = encodeURIComponent(`personId[eq]:${otherPerson.id}`);
      expect(await ok(app, 'GET', `/rest/${plural}?filter=${filter}`)).toEqual({
        data: { [plural]: [expected] },
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: relation.id, endCursor: relation.id },
        totalCount: 1,
      });
      expect((await ok(app, 'GET', `/rest/${plural}?filter=${filter}&depth=0`)).data[plural]).toEqual([relation]);
    });

    it('filters on the parent id and on each target id (also on taskTargets), and on null targets', async () => {
      const fresh = await create(app, parentPlural, kind, { title: `Filtered ${kind}` });
      const toCompany = (await ok(app, 'POST', `/rest/${plural}`, { [parentKey]: fresh.id, companyId: company.id })).data[`create${Pascal}`];
      const toDeal = (await ok(app, 'POST', `/rest/${plural}`, { [parentKey]: fresh.id, opportunityId: opportunity.id })).data[`create${Pascal}`];
      const list = async (filter: string) =>
        (await ok(app, 'GET', `/rest/${plural}?depth=0&filter=${encodeURIComponent(filter)}`)).data[plural].map((r: Rec) => r.id);

      expect(await list(`${parentKey}[eq]:${fresh.id}`)).toEqual([toCompany.id, toDeal.id]);
      expect(await list(`${parentKey}[eq]:${fresh.id},companyId[eq]:${company.id}`)).toEqual([toCompany.id]);
      expect(await list(`${parentKey}[eq]:${fresh.id},opportunityId[is]:NULL`)).toEqual([toCompany.id]);
      expect(await list(`${parentKey}[eq]:${fresh.id},opportunityId[in]:[${opportunity.id},${UNKNOWN_ID}]`)).toEqual([toDeal.id]);
      // Embedded records cannot be filtered on.
      const embedded = await call(app, 'GET', `/rest/${plural}?filter=${encodeURIComponent('person.jobTitle[eq]:CTO')}`);
      expect(embedded.status).toBe(400);
      expect(embedded.body.code).toBe('INVALID_FILTER');
    });

    it('PATCH repoints the relation to another target when the old one is cleared in the same patch', async () => {
      const relation = (await ok(app, 'POST', `/rest/${plural}`, { [parentKey]: parent.id, companyId: company.id })).data[`create${Pascal}`];

      const twoTargets = await call(app, 'PATCH', `/rest/${plural}/${relation.id}`, { personId: person.id });
      expectError(twoTargets, 400, 'VALIDATION_FAILED', [
        'a relation links exactly one target record, got personId and companyId; create one relation per target',
      ]);
      expect(await getOne(app, plural, singular, relation.id, 0)).toEqual(relation);

      const repointed = await ok(app, 'PATCH', `/rest/${plural}/${relation.id}`, { personId: person.id, companyId: null });
      expect(repointed).toEqual({
        data: { [`update${Pascal}`]: { ...relation, personId: person.id, companyId: null, updatedAt: expect.stringMatching(ISO_MS) } },
      });
      const embedded = await getOne(app, plural, singular, relation.id);
      expect(embedded.person).toEqual(await getOne(app, 'people', 'person', person.id));
      expect(embedded.company).toBeNull();

      // ... and to another note/task.
      const moved = (await ok(app, 'PATCH', `/rest/${plural}/${relation.id}`, { [parentKey]: otherParent.id })).data[`update${Pascal}`];
      expect(moved[parentKey]).toBe(otherParent.id);
      expect(moved.personId).toBe(person.id);
    });

    it('PATCH refuses to leave no target, to point at a missing record, or to drop the note/task', async () => {
      const relation = (await ok(app, 'POST', `/rest/${plural}`, { [parentKey]: parent.id, opportunityId: opportunity.id })).data[`create${Pascal}`];
      expectError(await call(app, 'PATCH', `/rest/${plural}/${relation.id}`, { opportunityId: null }), 400, 'VALIDATION_FAILED', [
        'one of personId, companyId, opportunityId is required',
      ]);
      expectError(await call(app, 'PATCH', `/rest/${plural}/${relation.id}`, { opportunityId: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', [
        `opportunityId: no opportunity with id ${UNKNOWN_ID}`,
      ]);
      expectError(await call(app, 'PATCH', `/rest/${plural}/${relation.id}`, { [parentKey]: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', [
        `${parentKey}: no ${kind} with id ${UNKNOWN_ID}`,
      ]);
      const nulled = await call(app, 'PATCH', `/rest/${plural}/${relation.id}`, { [parentKey]: null });
      expect(nulled.status).toBe(400);
      expect(nulled.body.messages.join(' ')).toMatch(new RegExp(parentKey));
      expect(await getOne(app, plural, singular, relation.id, 0)).toEqual(relation);
    });

    it('DELETE removes only the link: the note/task and the target stay', async () => {
      const relation = (await ok(app, 'POST', `/rest/${plural}`, { [parentKey]: parent.id, companyId: company.id })).data[`create${Pascal}`];
      expect(await ok(app, 'DELETE', `/rest/${plural}/${relation.id}`)).toEqual({ data: { [`delete${Pascal}`]: { id: relation.id } } });
      expectError(await call(app, 'GET', `/rest/${plural}/${relation.id}`), 404, 'RECORD_NOT_FOUND', [`no ${singular} with id ${relation.id}`]);
      expect((await getOne(app, parentPlural, kind, parent.id)).id).toBe(parent.id);
      expect(await getOne(app, 'companies', 'company', company.id)).toEqual(company);
    });

    describe('bad input is a 400 naming the fault and creates nothing', () => {
      const refuse = async (body: Rec, messages: (string | RegExp)[]) => {
        const before = await count(app, plural);
        expectError(await call(app, 'POST', `/rest/${plural}`, body), 400, 'VALIDATION_FAILED', messages);
        expect(await count(app, plural)).toBe(before);
      };

      it('no target', () => refuse({ [parentKey]: parent.id }, ['one of personId, companyId, opportunityId is required']));

      it('two or three target kinds at once', async () => {
        await refuse({ [parentKey]: parent.id, personId: person.id, companyId: company.id }, [
          'a relation links exactly one target record, got personId and companyId; create one relation per target',
        ]);
        await refuse({ [parentKey]: parent.id, personId: person.id, companyId: company.id, opportunityId: opportunity.id }, [
          'a relation links exactly one target record, got personId and companyId and opportunityId; create one relation per target',
        ]);
      });

      it(`no ${parentKey}`, () => refuse({ personId: person.id }, [`${parentKey}: is required`]));

      it('a target that does not exist', async () => {
        await refuse({ [parentKey]: parent.id, personId: UNKNOWN_ID }, [`personId: no person with id ${UNKNOWN_ID}`]);
        await refuse({ [parentKey]: parent.id, companyId: UNKNOWN_ID }, [`companyId: no company with id ${UNKNOWN_ID}`]);
        await refuse({ [parentKey]: parent.id, opportunityId: UNKNOWN_ID }, [`opportunityId: no opportunity with id ${UNKNOWN_ID}`]);
      });

      it(`a ${kind} that does not exist (and a missing target: both named)`, async () => {
        const missingPerson = '0b7a3c55-6f2e-4d1b-9a8c-7e6f5d4c3b2a';
        await refuse({ [parentKey]: UNKNOWN_ID, personId: missingPerson }, [
          `${parentKey}: no ${kind} with id ${UNKNOWN_ID}`,
          `personId: no person with id ${missingPerson}`,
        ]);
      });

      it('ids that are not UUIDs, and embedded objects instead of ids', async () => {
        const before = await count(app, plural);
        for (const body of [
          { [parentKey]: 'note-1', personId: person.id },
          { [parentKey]: parent.id, personId: 42 },
          { [parentKey]: parent.id, person: { id: person.id } },
        ]) {
          const reply = await call(app, 'POST', `/rest/${plural}`, body);
          expect(reply.status, JSON.stringify(body)).toBe(400);
          expect(reply.body.code).toBe('VALIDATION_FAILED');
        }
        expect(await count(app, plural)).toBe(before);
      });

      it('depth=3', async () => {
        const reply = await call(app, 'GET', `/rest/${plural}?depth=3`);
        expectError(reply, 400, 'VALIDATION_FAILED', ['depth: must be equal to one of the allowed values: 0, 1, 2']);
      });
    });
  });
}
