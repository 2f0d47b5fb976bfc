// Notes and tasks over REST: title, plain `body` converted to `bodyV2 {markdown, blocknote}`,
// markdown alone converted to BlockNote and plain text, both kept when both are given, PATCH
// re-deriving; tasks' dueAt, status (default TODO) and assignee; bad input refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UNKNOWN_ID, UUID, call, count, create, expectError, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
let memberId: string;

beforeAll(async () => {
  app = await startTestServer();
  memberId = (await ok(app, 'GET', '/rest/workspaceMembers')).data.workspaceMembers[0].id;
});
afterAll(() => app?.close());

// BlockNote blocks as the service writes them: ids derived from the position in the document.
const DEFAULTS = { textColor: 'default', backgroundColor: 'default', textAlignment: 'left' };
const blockId = (n: number) => `00000000-0000-8000-8000-${n.toString(16).padStart(12, '0')}`;
const text = (value: string, styles: Rec = {}) => ({ type: 'text', text: value, styles });
const link = (href: string, value: string) => ({ type: 'link', href, content: [text(value)] });
const block = (n: number, type: string, content: Rec[], props: Rec = {}) => ({ id: blockId(n), type, props: { ...DEFAULTS, ...props }, content, children: [] });

const RICH_MARKDOWN = [
  '# Call notes',
  '',
  'Talked to **Jane**, *briefly*, about `v2` and [the plan](https://acme.com/plan).',
  '',
  '## Next steps',
  '',
  '- send the quote',
  '- book a demo',
  '',
  '1. legal review',
  '2. sign',
].join('\n');

const RICH_BLOCKS = [
  block(1, 'heading', [text('Call notes')], { level: 1, isToggleable: false }),
  block(2, 'paragraph', [
    text('Talked to '),
    text('Jane', { bold: true }),
    text(', '),
    text('briefly', { italic: true }),
    text(', about '),
    text('v2', { code: true }),
    text(' and '),
    link('https://acme.com/plan', 'the plan'),
    text('.'),
  ]),
  block(3, 'heading', [text('Next steps')], { level: 2, isToggleable: false }),
  block(4, 'bulletListItem', [text('send the quote')]),
  block(5, 'bulletListItem', [text('book a demo')]),
  block(6, 'numberedListItem', [text('legal review')]),
  block(7, 'numberedListItem', [text('sign')]),
];

const RICH_PLAIN = 'Call notes\n\nTalked to Jane, briefly, about v2 and the plan.\n\nNext steps\n\n- send the quote\n- book a demo\n1. legal review\n2. sign';

const blocksOf = (record: Rec) => JSON.parse(record.bodyV2.blocknote);

for (const [plural, singular] of [
  ['notes', 'note'],
  ['tasks', 'task'],
] as const) {
  describe(`${plural}: body and bodyV2`, () => {
    it('plain `body` -> bodyV2.markdown (verbatim) and a BlockNote paragraph; line breaks kept', async () => {
      const record = await create(app, plural, singular, { title: 'Call', body: 'Call went well.\nFollow up on Monday.' });
      expect(record.body).toBe('Call went well.\nFollow up on Monday.');
      expect(record.bodyV2.markdown).toBe('Call went well.\nFollow up on Monday.');
      expect(blocksOf(record)).toEqual([block(1, 'paragraph', [text('Call went well.\nFollow up on Monday.')])]);
      expect(await getOne(app, plural, singular, record.id)).toEqual(record);
    });

    it('bodyV2.markdown alone -> blocknote (headings, lists, bold/italic/code/links) and plain body', async () => {
      const record = await create(app, plural, singular, { title: 'Rich', bodyV2: { markdown: RICH_MARKDOWN } });
      expect(record.bodyV2.markdown).toBe(RICH_MARKDOWN);
      expect(blocksOf(record)).toEqual(RICH_BLOCKS);
      expect(record.body).toBe(RICH_PLAIN);
    });

    it('markdown and blocknote together are both kept as given; body is the plain text', async () => {
      const blocknote = JSON.stringify([
        { id: 'custom-1', type: 'paragraph', props: { textColor: 'red' }, content: [{ type: 'text', text: 'Hello', styles: { bold: true } }], children: [] },
      ]);
      const record = await create(app, plural, singular, { title: 'Both', bodyV2: { markdown: '**Hello** there', blocknote } });
      expect(record.bodyV2).toEqual({ markdown: '**Hello** there', blocknote });
      expect(record.body).toBe('Hello there');
    });

    it('blocknote alone -> markdown and body derived from it', async () => {
      const blocknote = JSON.stringify([
        { id: 'a', type: 'heading', props: { level: 2 }, content: [{ type: 'text', text: 'Agenda', styles: {} }], children: [] },
        { id: 'b', type: 'bulletListItem', props: {}, content: [{ type: 'text', text: 'pricing', styles: { italic: true } }], children: [] },
      ]);
      const record = await create(app, plural, singular, { title: 'BlockNote', bodyV2: { blocknote } });
      expect(record.bodyV2).toEqual({ markdown: '## Agenda\n\n- *pricing*', blocknote });
      expect(record.body).toBe('Agenda\n\n- pricing');
    });

    it('PATCH of body re-derives bodyV2; PATCH of bodyV2.markdown re-derives body and blocknote; other PATCHes leave it', async () => {
      const record = await create(app, plural, singular, { title: 'Evolving', bodyV2: { markdown: RICH_MARKDOWN } });

      const titled = (await ok(app, 'PATCH', `/rest/${plural}/${record.id}`, { title: 'Renamed' })).data[`update${singular === 'note' ? 'Note' : 'Task'}`];
      expect(titled).toEqual({ ...record, title: 'Renamed', updatedAt: expect.stringMatching(ISO_MS) });

      const byBody = (await ok(app, 'PATCH', `/rest/${plural}/${record.id}`, { body: 'Short now' })).data;
      const afterBody = Object.values(byBody)[0] as Rec;
      expect(afterBody.body).toBe('Short now');
      expect(afterBody.bodyV2.markdown).toBe('Short now');
      expect(blocksOf(afterBody)).toEqual([block(1, 'paragraph', [text('Short now')])]);

      const byMarkdown = Object.values((await ok(app, 'PATCH', `/rest/${plural}/${record.id}`, { bodyV2: { markdown: '- [x] done' } })).data)[0] as Rec;
      expect(byMarkdown.body).toBe('- [x] done');
      expect(blocksOf(byMarkdown)).toEqual([block(1, 'checkListItem', [text('done')], { checked: true })]);

      const cleared = Object.values((await ok(app, 'PATCH', `/rest/${plural}/${record.id}`, { body: null })).data)[0] as Rec;
      expect(cleared.body).toBeNull();
      expect(cleared.bodyV2).toEqual({ markdown: null, blocknote: null });
      expect(await getOne(app, plural, singular, record.id)).toEqual(cleared);
    });

    it('an invalid bodyV2.blocknote is a 400 naming it and changes nothing', async () => {
      const before = await count(app, plural);
      expectError(await call(app, 'POST', `/rest/${plural}`, { title: 'Broken', bodyV2: { blocknote: '{"not json' } }), 400, 'VALIDATION_FAILED', [
        /^bodyV2\.blocknote is not valid JSON \(.+\)$/,
      ]);
      expectError(await call(app, 'POST', `/rest/${plural}`, { title: 'Broken', bodyV2: { blocknote: '{"type":"paragraph"}' } }), 400, 'VALIDATION_FAILED', [
        'bodyV2.blocknote must be a JSON array of BlockNote blocks',
      ]);
      expectError(await call(app, 'POST', `/rest/${plural}`, { title: 'Broken', bodyV2: { markdown: 'x', blocknote: '[{"content":[]}]' } }), 400, 'VALIDATION_FAILED', [
        'bodyV2.blocknote[0] must be a block object with a string "type"',
      ]);
      expect(await count(app, plural)).toBe(before);

      const record = await create(app, plural, singular, { title: 'Intact', body: 'keep me' });
      expectError(await call(app, 'PATCH', `/rest/${plural}/${record.id}`, { bodyV2: { blocknote: 'nope' } }), 400, 'VALIDATION_FAILED', [
        /^bodyV2\.blocknote is not valid JSON/,
      ]);
      expect(await getOne(app, plural, singular, record.id)).toEqual(record);
    });

    it('bodyV2 must be an object of markdown and blocknote strings', async () => {
      const before = await count(app, plural);
      for (const bodyV2 of ['# text', { markdown: 1 }, { html: '<p>x</p>' }]) {
        const reply = await call(app, 'POST', `/rest/${plural}`, { title: 'Bad', bodyV2 });
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
        expect(reply.body.code).toBe('VALIDATION_FAILED');
      }
      expect(await count(app, plural)).toBe(before);
    });

    // Regression: the validator path "/body/bodyV2" once lost "body" twice ("V2: must be object").
    it('names bodyV2 in the validator message', async () => {
      const reply = await call(app, 'POST', `/rest/${plural}`, { title: 'Bad', bodyV2: '# text' });
      expect(reply.body.messages[0]).toBe('bodyV2: must be an object');
    });
  });
}

describe('notes', () => {
  it('CRUD: create (title optional), get, list, update, delete', async () => {
    const note = await create(app, 'notes', 'note', {});
    expect(note).toEqual({
      id: expect.stringMatching(UUID),
      createdAt: expect.stringMatching(ISO_MS),
      createdBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedAt: note.createdAt,
      deletedAt: null,
      position: expect.any(Number), // a new record's (Twenty's `position`, docs/internal/decisions.md)
      title: null,
      body: null,
      bodyV2: { markdown: null, blocknote: null },
    });
    const list = await ok(app, 'GET', `/rest/notes?filter=${encodeURIComponent(`id[eq]:${note.id}`)}`);
    expect(list.data.notes).toEqual([note]);
    const updated = (await ok(app, 'PATCH', `/rest/notes/${note.id}`, { title: 'Later' })).data.updateNote;
    expect(updated).toEqual({ ...note, title: 'Later', updatedAt: expect.stringMatching(ISO_MS) });
    expect(await ok(app, 'DELETE', `/rest/notes/${note.id}`)).toEqual({ data: { deleteNote: { id: note.id } } });
    expectError(await call(app, 'GET', `/rest/notes/${note.id}`), 404, 'RECORD_NOT_FOUND', [`no note with id ${note.id}`]);
  });
});

describe('tasks', () => {
  it('stores every field; status defaults to TODO', async () => {
    const { data, response } = await app.client.POST('/rest/tasks', {
      body: { title: 'Send quote', body: 'Before Friday', dueAt: '2026-02-01T09:00:00.000Z', assigneeId: memberId },
    });
    expect(response.status).toBe(200);
    const task = data!.data.createTask;
    expect(task).toEqual({
      id: expect.stringMatching(UUID),
      createdAt: expect.stringMatching(ISO_MS),
      createdBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedAt: task.createdAt,
      deletedAt: null,
      position: expect.any(Number), // a new record's (Twenty's `position`, docs/internal/decisions.md)
      title: 'Send quote',
      body: 'Before Friday',
      bodyV2: { markdown: 'Before Friday', blocknote: JSON.stringify([block(1, 'paragraph', [text('Before Friday')])]) },
      dueAt: '2026-02-01T09:00:00.000Z',
      status: 'TODO',
      assigneeId: memberId,
    });
    const got = await app.client.GET('/rest/tasks/{id}', { params: { path: { id: task.id } } });
    expect(got.data).toEqual({ data: { task } });
  });

  it('moves between every status, in any order; dueAt with an offset is stored in UTC', async () => {
    const task = await create(app, 'tasks', 'task', { title: 'Cycle', status: 'DONE' });
    expect(task.status).toBe('DONE');
    for (const status of ['TODO', 'IN_PROGRESS', 'DONE', 'IN_PROGRESS']) {
      expect((await ok(app, 'PATCH', `/rest/tasks/${task.id}`, { status })).data.updateTask.status).toBe(status);
    }
    const due = (await ok(app, 'PATCH', `/rest/tasks/${task.id}`, { dueAt: '2026-02-01T10:00:00+01:00' })).data.updateTask;
    expect(due.dueAt).toBe('2026-02-01T09:00:00.000Z');
  });

  it('filters on status and dueAt combined by a comma', async () => {
    const a = await create(app, 'tasks', 'task', { title: 'F1', status: 'TODO', dueAt: '2030-01-10T00:00:00.000Z' });
    await create(app, 'tasks', 'task', { title: 'F2', status: 'TODO', dueAt: '2030-03-10T00:00:00.000Z' });
    await create(app, 'tasks', 'task', { title: 'F3', status: 'DONE', dueAt: '2030-01-10T00:00:00.000Z' });
    const filter = 'status[eq]:TODO,dueAt[gte]:2030-01-01T00:00:00.000Z,dueAt[lt]:2030-02-01T00:00:00.000Z';
    const list = await ok(app, 'GET', `/rest/tasks?filter=${encodeURIComponent(filter)}`);
    expect(list.data.tasks).toEqual([a]);
    expect(list.totalCount).toBe(1);
  });

  it('update and delete', async () => {
    const task = await create(app, 'tasks', 'task', { title: 'Temp', assigneeId: memberId });
    const updated = (await ok(app, 'PATCH', `/rest/tasks/${task.id}`, { assigneeId: null, title: 'Temp 2' })).data.updateTask;
    expect(updated).toEqual({ ...task, assigneeId: null, title: 'Temp 2', updatedAt: expect.stringMatching(ISO_MS) });
    expect(await ok(app, 'DELETE', `/rest/tasks/${task.id}`)).toEqual({ data: { deleteTask: { id: task.id } } });
    expectError(await call(app, 'DELETE', `/rest/tasks/${task.id}`), 404, 'RECORD_NOT_FOUND', [`no task with id ${task.id}`]);
  });

  describe('bad input is refused and changes nothing', () => {
    const refused: [string, Rec, RegExp][] = [
      ['no title', { status: 'TODO' }, /title/],
      ['a lowercase status', { title: 'x', status: 'todo' }, /^status: must be equal to one of the allowed values: TODO, IN_PROGRESS, DONE/],
      ['a status outside the set', { title: 'x', status: 'BLOCKED' }, /^status: must be equal to one of the allowed values/],
      ['a dueAt that is not ISO 8601', { title: 'x', dueAt: 'next friday' }, /^dueAt: must match format "date-time"/],
      ['a dueAt with an impossible date', { title: 'x', dueAt: '2026-02-30T10:00:00Z' }, /^dueAt: must be an ISO 8601 date or date-time, got "2026-02-30T10:00:00Z"$/],
      ['a dueAt as a number', { title: 'x', dueAt: 1767225600000 }, /^dueAt: must be a string or null/],
    ];
    for (const [what, body, pattern] of refused) {
      it(`create with ${what}`, async () => {
        const before = await count(app, 'tasks');
        const reply = await call(app, 'POST', '/rest/tasks', body);
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
        expect(reply.body.code).toBe('VALIDATION_FAILED');
        expect(reply.body.messages.some((m: string) => pattern.test(m)), JSON.stringify(reply.body)).toBe(true);
        expect(await count(app, 'tasks')).toBe(before);
      });
    }

    it('an assignee that does not exist', async () => {
      const before = await count(app, 'tasks');
      expectError(await call(app, 'POST', '/rest/tasks', { title: 'x', assigneeId: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', [
        `assigneeId: no workspaceMember with id ${UNKNOWN_ID}`,
      ]);
      expect(await count(app, 'tasks')).toBe(before);
    });

    it('a bad status or dueAt on update', async () => {
      const task = await create(app, 'tasks', 'task', { title: 'Stable', status: 'IN_PROGRESS', dueAt: '2026-05-01T00:00:00.000Z' });
      for (const body of [{ status: 'done' }, { status: 'Done' }, { dueAt: '01/05/2026' }, { title: null }]) {
        const reply = await call(app, 'PATCH', `/rest/tasks/${task.id}`, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
      }
      expect(await getOne(app, 'tasks', 'task', task.id)).toEqual(task);
    });
  });
});
