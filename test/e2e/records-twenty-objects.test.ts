// Twenty's timeline activities, favorites and attachments over REST (src/metadata/objects/
// twenty-system-objects.ts), and Twenty's `position` on notes and tasks: CRUD of each object,
// its relations embedded at depth 1 and listed on the records they are about, the ON DELETE of
// each relation as Twenty's (CASCADE or SET NULL) when a person, task or note is deleted, and
// bad input refused with the documented 400.
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

const person = (firstName: string) => create(app, 'people', 'person', { name: { firstName, lastName: 'Doe' } });
const list = async (plural: string, filter: string) =>
  (await ok(app, 'GET', `/rest/${plural}?filter=${encodeURIComponent(filter)}`)).data[plural] as Rec[];

describe('timeline activities', () => {
  it('are created, read, listed by target, updated and deleted', async () => {
    const jane = await person('Jane');
    const note = await create(app, 'notes', 'note', { title: 'Call' });
    const before = Date.now();
    const activity = await create(app, 'timelineActivities', 'timelineActivity', {
      name: 'linked-note.created',
      properties: { diff: { title: { before: null, after: 'Call' } } },
      linkedRecordId: note.id,
      linkedRecordCachedName: 'Call',
      workspaceMemberId: memberId,
      personId: jane.id,
      noteId: note.id,
    });
    expect(activity).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'linked-note.created',
      properties: { diff: { title: { before: null, after: 'Call' } } },
      linkedRecordId: note.id,
      linkedRecordCachedName: 'Call',
      linkedObjectMetadataId: null,
      workspaceMemberId: memberId,
      personId: jane.id,
      companyId: null,
      noteId: note.id,
      taskId: null,
      workflowId: null,
      dashboardId: null,
      happensAt: expect.stringMatching(ISO_MS),
      deletedAt: null,
    });
    // happensAt defaults to the time of the create.
    expect(Date.parse(activity.happensAt)).toBeGreaterThanOrEqual(before - 1000);

    const deep = await getOne(app, 'timelineActivities', 'timelineActivity', activity.id, 1);
    expect(deep.person).toMatchObject({ id: jane.id, name: { firstName: 'Jane', lastName: 'Doe' } });
    expect(deep.note).toMatchObject({ id: note.id, title: 'Call' });
    expect(deep.workspaceMember).toMatchObject({ id: memberId });
    expect(deep.company).toBeNull();

    // The person lists its activities at depth 1.
    const janeDeep = await getOne(app, 'people', 'person', jane.id, 1);
    expect(janeDeep.timelineActivities.map((a: Rec) => a.id)).toEqual([activity.id]);
    expect(janeDeep.favorites).toEqual([]);
    expect(janeDeep.attachments).toEqual([]);

    expect((await list('timelineActivities', `personId[eq]:${jane.id}`)).map((a) => a.id)).toEqual([activity.id]);

    const happensAt = '2026-01-02T03:04:05.678Z';
    const updated = (await ok(app, 'PATCH', `/rest/timelineActivities/${activity.id}`, { name: 'note.updated', happensAt }))
      .data.updateTimelineActivity;
    expect(updated).toMatchObject({ name: 'note.updated', happensAt, personId: jane.id });

    await ok(app, 'DELETE', `/rest/timelineActivities/${activity.id}`);
    expect((await call(app, 'GET', `/rest/timelineActivities/${activity.id}`)).status).toBe(404);
  });

  it('go with a deleted person (CASCADE) and lose a deleted note or task (SET NULL)', async () => {
    const jane = await person('Gone');
    const task = await create(app, 'tasks', 'task', { title: 'Follow up' });
    const note = await create(app, 'notes', 'note', { title: 'Gone note' });
    const ofPerson = await create(app, 'timelineActivities', 'timelineActivity', { name: 'person.created', personId: jane.id });
    const ofTask = await create(app, 'timelineActivities', 'timelineActivity', { name: 'task.created', taskId: task.id });
    const ofNote = await create(app, 'timelineActivities', 'timelineActivity', { name: 'note.created', noteId: note.id });

    await ok(app, 'DELETE', `/rest/people/${jane.id}`);
    await ok(app, 'DELETE', `/rest/tasks/${task.id}`);
    await ok(app, 'DELETE', `/rest/notes/${note.id}`);
    expect((await call(app, 'GET', `/rest/timelineActivities/${ofPerson.id}`)).status).toBe(404);
    expect(await getOne(app, 'timelineActivities', 'timelineActivity', ofTask.id)).toMatchObject({ taskId: null, name: 'task.created' });
    expect(await getOne(app, 'timelineActivities', 'timelineActivity', ofNote.id)).toMatchObject({ noteId: null });
  });
});

describe('favorites', () => {
  it('are added with a position, listed by member, embedded and removed', async () => {
    const jane = await person('Fav');
    const company = await create(app, 'companies', 'company', { name: 'Acme' });
    const first = await create(app, 'favorites', 'favorite', { personId: jane.id, forWorkspaceMemberId: memberId, position: 2.5 });
    const second = await create(app, 'favorites', 'favorite', { companyId: company.id, forWorkspaceMemberId: memberId });
    expect(first).toMatchObject({ position: 2.5, personId: jane.id, companyId: null, forWorkspaceMemberId: memberId, viewId: null });
    // Twenty's default position.
    expect(second).toMatchObject({ position: 0, companyId: company.id });

    const deep = await getOne(app, 'favorites', 'favorite', first.id, 1);
    expect(deep.person).toMatchObject({ id: jane.id });
    expect(deep.forWorkspaceMember).toMatchObject({ id: memberId });

    const mine = await ok(app, 'GET', `/rest/favorites?filter=${encodeURIComponent(`forWorkspaceMemberId[eq]:${memberId}`)}&order_by=position`);
    const ids = mine.data.favorites.map((f: Rec) => f.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await getOne(app, 'companies', 'company', company.id, 1)).favorites.map((f: Rec) => f.id)).toEqual([second.id]);

    const moved = (await ok(app, 'PATCH', `/rest/favorites/${first.id}`, { position: -1 })).data.updateFavorite;
    expect(moved.position).toBe(-1);
    await ok(app, 'DELETE', `/rest/favorites/${second.id}`);
    expect((await call(app, 'GET', `/rest/favorites/${second.id}`)).status).toBe(404);
  });

  it('go with the record they point at (CASCADE), also a task', async () => {
    const jane = await person('FavGone');
    const task = await create(app, 'tasks', 'task', { title: 'Fav task' });
    const ofPerson = await create(app, 'favorites', 'favorite', { personId: jane.id });
    const ofTask = await create(app, 'favorites', 'favorite', { taskId: task.id });
    await ok(app, 'DELETE', `/rest/people/${jane.id}`);
    await ok(app, 'DELETE', `/rest/tasks/${task.id}`);
    expect((await call(app, 'GET', `/rest/favorites/${ofPerson.id}`)).status).toBe(404);
    expect((await call(app, 'GET', `/rest/favorites/${ofTask.id}`)).status).toBe(404);
  });

  it('soft-deleted and restored like the other records', async () => {
    const favorite = await create(app, 'favorites', 'favorite', { forWorkspaceMemberId: memberId, position: 7 });
    await ok(app, 'DELETE', `/rest/favorites/${favorite.id}?soft_delete=true`);
    expect((await call(app, 'GET', `/rest/favorites/${favorite.id}`)).status).toBe(404);
    await ok(app, 'PATCH', `/rest/favorites/${favorite.id}/restore`);
    expect(await getOne(app, 'favorites', 'favorite', favorite.id)).toMatchObject({ position: 7, deletedAt: null });
  });
});

describe('attachments', () => {
  it('are created (category OTHER by default), read with their targets, listed and deleted', async () => {
    const jane = await person('Att');
    const task = await create(app, 'tasks', 'task', { title: 'With file' });
    const attachment = await create(app, 'attachments', 'attachment', {
      name: 'contract.pdf',
      fullPath: 'attachment/contract.pdf',
      personId: jane.id,
      taskId: task.id,
      authorId: memberId,
    });
    expect(attachment).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'contract.pdf',
      fullPath: 'attachment/contract.pdf',
      type: null,
      fileCategory: 'OTHER',
      personId: jane.id,
      taskId: task.id,
      authorId: memberId,
      noteId: null,
      workflowId: null,
      createdBy: { source: 'API' },
    });
    const image = await create(app, 'attachments', 'attachment', { name: 'logo.png', fileCategory: 'IMAGE', personId: jane.id });
    expect(image.fileCategory).toBe('IMAGE');

    const deep = await getOne(app, 'attachments', 'attachment', attachment.id, 1);
    expect(deep.person).toMatchObject({ id: jane.id });
    expect(deep.task).toMatchObject({ id: task.id, title: 'With file' });
    expect(deep.author).toMatchObject({ id: memberId });
    expect((await getOne(app, 'tasks', 'task', task.id, 1)).attachments.map((a: Rec) => a.id)).toEqual([attachment.id]);
    expect((await list('attachments', `fileCategory[eq]:IMAGE,personId[eq]:${jane.id}`)).map((a) => a.id)).toEqual([image.id]);
    expect(await count(app, 'attachments', `personId[eq]:${jane.id}`)).toBe(2);

    await ok(app, 'DELETE', `/rest/attachments/${image.id}`);
    expect(await count(app, 'attachments', `personId[eq]:${jane.id}`)).toBe(1);
  });

  it('lose a deleted task (SET NULL) and go with a deleted person (CASCADE)', async () => {
    const jane = await person('AttGone');
    const task = await create(app, 'tasks', 'task', { title: 'File task' });
    const ofTask = await create(app, 'attachments', 'attachment', { name: 'a.txt', taskId: task.id });
    const ofPerson = await create(app, 'attachments', 'attachment', { name: 'b.txt', personId: jane.id });
    await ok(app, 'DELETE', `/rest/tasks/${task.id}`);
    await ok(app, 'DELETE', `/rest/people/${jane.id}`);
    expect(await getOne(app, 'attachments', 'attachment', ofTask.id)).toMatchObject({ name: 'a.txt', taskId: null });
    expect((await call(app, 'GET', `/rest/attachments/${ofPerson.id}`)).status).toBe(404);
  });
});

describe('a deleted workflow', () => {
  it('takes its timeline activities, favorites and attachments with it (the foreign keys: workflows have no inverse lists)', async () => {
    const workflow = await create(app, 'workflows', 'workflow', { name: 'With activity' });
    const activity = await create(app, 'timelineActivities', 'timelineActivity', { name: 'workflow.created', workflowId: workflow.id });
    const favorite = await create(app, 'favorites', 'favorite', { workflowId: workflow.id });
    const attachment = await create(app, 'attachments', 'attachment', { name: 'flow.png', workflowId: workflow.id });
    expect((await getOne(app, 'timelineActivities', 'timelineActivity', activity.id, 1)).workflow).toMatchObject({ id: workflow.id, name: 'With activity' });
    await ok(app, 'DELETE', `/rest/workflows/${workflow.id}`);
    for (const [plural, id] of [['timelineActivities', activity.id], ['favorites', favorite.id], ['attachments', attachment.id]]) {
      expect((await call(app, 'GET', `/rest/${plural}/${id}`)).status).toBe(404);
    }
  });
});

describe('position on notes and tasks', () => {
  it('is written and read; a record created without one comes first', async () => {
    const placed = await create(app, 'notes', 'note', { title: 'Placed', position: 12.5 });
    expect(placed.position).toBe(12.5);
    const older = await create(app, 'tasks', 'task', { title: 'Older' });
    const newer = await create(app, 'tasks', 'task', { title: 'Newer' });
    expect(typeof older.position).toBe('number');
    expect(newer.position).toBeLessThan(older.position);
    const moved = (await ok(app, 'PATCH', `/rest/tasks/${older.id}`, { position: newer.position - 1 })).data.updateTask;
    expect(moved.position).toBe(newer.position - 1);
    expect((await getOne(app, 'tasks', 'task', older.id)).position).toBe(newer.position - 1);
    const cleared = (await ok(app, 'PATCH', `/rest/notes/${placed.id}`, { position: null })).data.updateNote;
    expect(cleared.position).toBeNull();
  });
});

describe('bad input', () => {
  it('refuses a wrong type and an unknown relation id with the documented 400', async () => {
    const before = await count(app, 'favorites');
    const wrongType = await call(app, 'POST', '/rest/favorites', { position: 'first' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('VALIDATION_FAILED');
    expect(wrongType.body.messages.join(' ')).toMatch(/position/);

    expectError(await call(app, 'POST', '/rest/attachments', { name: 'x', personId: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', [
      `personId: no person with id ${UNKNOWN_ID}`,
    ]);
    expectError(await call(app, 'POST', '/rest/timelineActivities', { name: 'x', taskId: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', [
      `taskId: no task with id ${UNKNOWN_ID}`,
    ]);
    const badCategory = await call(app, 'POST', '/rest/attachments', { name: 'x', fileCategory: 'PDF' });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.messages.join(' ')).toMatch(/fileCategory/);
    const badTaskPosition = await call(app, 'PATCH', `/rest/tasks/${UNKNOWN_ID}`, { position: '3' });
    expect(badTaskPosition.status).toBe(400);
    expect(await count(app, 'favorites')).toBe(before);
  });
});
