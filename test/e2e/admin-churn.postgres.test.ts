// Admin changes never fail a user's write (issue 43, point 8; DESIGN.md, "Admin changes and
// writes"), on PostgreSQL where writes and admin changes really run at once: while 8 writers
// create people (or import replies), two admin loops create, change and delete what has hooks
// in the write path: webhooks, DATABASE_EVENT workflows, sequences the repliers are enrolled in,
// the channel the replies come through. Every write succeeds (at most a subscriber deleted
// meanwhile gets no delivery or run) and every admin request succeeds too, a delete waiting its
// turn rather than answering 409. Bounded by cycles, not time: about 3 s per kind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { sendJson } from './foundation-support.ts';
import { call, ok, type Rec, type Reply } from './records-support.ts';

const WRITERS = 8;
/** Cycles of each admin loop (two loops per kind): dozens of admin changes meet hundreds of writes, in seconds. */
const CYCLES = 8;

const receiver = new Receiver();
let app: TestServer;
beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WORKER_POLL_MS: '50', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

interface Failure {
  what: string;
  status: number;
  body: unknown;
}

/** What a group of loops did: how many requests of each kind succeeded, and each that did not. */
class Tally {
  readonly succeeded = new Map<string, number>();
  readonly failures: Failure[] = [];

  async expectOk(what: string, request: Promise<Reply>): Promise<Rec | undefined> {
    const reply = await request;
    if (reply.status === 200) {
      this.succeeded.set(what, (this.succeeded.get(what) ?? 0) + 1);
      return reply.body;
    }
    this.failures.push({ what, status: reply.status, body: reply.body });
    return undefined;
  }
}

type Loop = (tally: Tally, i: number) => Promise<unknown>;

const createPerson: Loop = (writes, i) => writes.expectOk('create a person', call(app, 'POST', '/rest/people', { name: { firstName: 'Writer', lastName: `#${i}` } }));

/**
 * `writers` (8 by default, each creating people) write while two `admin` loops run CYCLES
 * cycles each; answers what the writers and the admins did.
 */
async function churn(admin: (admins: Tally, loop: number, i: number) => Promise<unknown>, writers: Loop[] = Array.from({ length: WRITERS }, () => createPerson)) {
  const writes = new Tally();
  const admins = new Tally();
  let adminsDone = false;
  const adminLoops = Promise.all(
    [0, 1].map(async (loop) => {
      for (let i = 0; i < CYCLES; i++) await admin(admins, loop, i);
    }),
  ).finally(() => (adminsDone = true));
  await Promise.all([adminLoops, ...writers.map(async (writer) => {
    for (let i = 0; !adminsDone; i++) await writer(writes, i);
  })]);
  return { writes, admins };
}

/** No write and no admin request failed; `expected` requests of each kind succeeded (writes: at least that many). */
function expectAllSucceeded({ writes, admins }: { writes: Tally; admins: Tally }, expected: { writes: Record<string, number>; admins: Record<string, number> }): void {
  expect(writes.failures).toEqual([]);
  expect(admins.failures).toEqual([]);
  for (const [what, atLeast] of Object.entries(expected.writes)) expect(writes.succeeded.get(what), what).toBeGreaterThanOrEqual(atLeast);
  expect(Object.fromEntries(admins.succeeded)).toEqual(expected.admins);
}

async function gql(tally: Tally, what: string, query: string, variables: Rec): Promise<Rec | undefined> {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query, variables } });
  const answer = (await response.json()) as Rec;
  return tally.expectOk(what, Promise.resolve({ status: answer.errors ? 400 : response.status, body: answer }));
}

const WRITES = { 'create a person': WRITERS * 2 };

describe('while admins change subscribers, every write succeeds and so does every delete', () => {
  it('webhooks created, changed and deleted', { timeout: 60_000 }, async () => {
    const result = await churn(async (admins, loop, i) => {
      const created = await admins.expectOk('create', call(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/hook-${loop}-${i}`, operations: ['person.created'] }));
      if (!created) return;
      const { id } = created.data.createWebhook;
      await admins.expectOk('change', call(app, 'PATCH', `/rest/webhooks/${id}`, { operations: ['person.*', 'company.created'] }));
      await admins.expectOk('delete', call(app, 'DELETE', `/rest/webhooks/${id}`));
    });
    expectAllSucceeded(result, { writes: WRITES, admins: { create: 2 * CYCLES, change: 2 * CYCLES, delete: 2 * CYCLES } });
  });

  it('DATABASE_EVENT workflows activated, deactivated and deleted', { timeout: 60_000 }, async () => {
    const result = await churn(async (admins, loop, i) => {
      const workflow = await admins.expectOk('create', call(app, 'POST', '/rest/workflows', { name: `Churn ${loop}-${i}` }));
      if (!workflow) return;
      const workflowId = workflow.data.createWorkflow.id;
      const steps = [{ id: 'noop', name: 'noop', type: 'EMPTY', nextStepIds: [], settings: { input: {} } }];
      const trigger = { type: 'DATABASE_EVENT', settings: { eventName: 'person.created' }, nextStepIds: ['noop'] };
      const version = await admins.expectOk('create a version', call(app, 'POST', '/rest/workflowVersions', { workflowId, trigger, steps }));
      if (!version) return;
      const versionId = version.data.createWorkflowVersion.id;
      await gql(admins, 'activate', 'mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', { id: versionId });
      // Every other workflow is deactivated first; the others are deleted while ACTIVE.
      if (i % 2) await gql(admins, 'deactivate', 'mutation($id: UUID!) { deactivateWorkflowVersion(workflowVersionId: $id) }', { id: versionId });
      await admins.expectOk('delete', call(app, 'DELETE', `/rest/workflows/${workflowId}`));
    });
    expectAllSucceeded(result, {
      writes: WRITES,
      admins: { create: 2 * CYCLES, 'create a version': 2 * CYCLES, activate: 2 * CYCLES, deactivate: CYCLES, delete: 2 * CYCLES },
    });
  });

  it('sequences the repliers are enrolled in, and the channel replies come through, changed and deleted', { timeout: 60_000 }, async () => {
    const channel = { type: 'email', handle: 'sales@churn.test' };
    const repliers: string[] = [];
    for (let i = 0; i < 4; i++)
      repliers.push((await ok(app, 'POST', '/rest/people', { name: { firstName: `Replier ${i}` }, emails: { primaryEmail: `replier-${i}@client.test` } })).data.createPerson.id);
    // Half the writers create people, half import replies from the enrolled people.
    const importReply: Loop = (writes, i) =>
      writes.expectOk(
        'import a reply',
        call(app, 'POST', '/rest/inbox/messages', {
          channel,
          direction: 'INCOMING',
          externalId: `reply-${randomUUID()}`,
          subject: 'Re: hello',
          text: 'Interested',
          receivedAt: '2026-11-20T10:00:00.000Z',
          participants: [{ role: 'from', handle: `replier-${i % repliers.length}@client.test` }, { role: 'to', handle: channel.handle }],
        }),
      );
    const sequenceCycle = async (admins: Tally, i: number) => {
      const sequence = await admins.expectOk('create a sequence', call(app, 'POST', '/rest/sequences', { name: `Churn ${i}` }));
      if (!sequence) return;
      const sequenceId = sequence.data.createSequence.id;
      await admins.expectOk('enroll', call(app, 'POST', '/rest/batch/sequencePeople', repliers.map((personId) => ({ sequenceId, personId }))));
      await admins.expectOk('change a sequence', call(app, 'PATCH', `/rest/sequences/${sequenceId}`, { settings: { pauseOnReply: i % 2 === 0 } }));
      await admins.expectOk('delete a sequence', call(app, 'DELETE', `/rest/sequences/${sequenceId}`));
    };
    // Each cycle a new channel the replies come through: renamed (replies to its old handle
    // create it again), then both deleted while replies still arrive.
    const channelCycle = async (admins: Tally, i: number) => {
      const created = await admins.expectOk('create a channel', call(app, 'POST', '/rest/messageChannels', { type: 'email', handle: `sales-${i}@churn.test` }));
      if (!created) return;
      channel.handle = created.data.createMessageChannel.handle;
      const { id } = created.data.createMessageChannel;
      await admins.expectOk('change a channel', call(app, 'PATCH', `/rest/messageChannels/${id}`, { handle: `renamed-${i}@churn.test` }));
      await admins.expectOk('delete a channel', call(app, 'DELETE', `/rest/messageChannels/${id}`));
      const again = await admins.expectOk('find a channel', call(app, 'GET', `/rest/messageChannels?filter=handle[eq]:${channel.handle}`));
      for (const { id: recreated } of again?.data.messageChannels ?? []) await admins.expectOk('delete a channel', call(app, 'DELETE', `/rest/messageChannels/${recreated}`));
    };
    const result = await churn((admins, loop, i) => (loop === 0 ? sequenceCycle(admins, i) : channelCycle(admins, i)), [
      ...Array.from({ length: WRITERS / 2 }, () => createPerson),
      ...Array.from({ length: WRITERS / 2 }, () => importReply),
    ]);
    expect(result.writes.failures).toEqual([]);
    expect(result.admins.failures).toEqual([]);
    expect(result.writes.succeeded.get('import a reply')).toBeGreaterThanOrEqual(WRITERS);
    expect(result.admins.succeeded.get('delete a sequence')).toBe(CYCLES);
    expect(result.admins.succeeded.get('delete a channel')).toBeGreaterThanOrEqual(CYCLES);
  });
});
