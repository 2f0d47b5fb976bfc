// Webhooks end to end: registration over REST, events written with the change (outbox), the
// job worker delivering them to a real HTTP receiver on loopback, signatures, retries on the
// service's clock, per-record order, the delivery log and manual redelivery.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { rerunMigration } from '../support/migration-sql.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { call, create, ok, UNKNOWN_ID, type Rec } from './records-support.ts';

let app: TestServer;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '500', WEBHOOK_MAX_ATTEMPTS: '3' });
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});
afterEach(() => unfreezeClock());

let pathCounter = 0;
/** Registers a webhook on a fresh receiver path; returns it and its path. */
async function register(operations: string[], extra: Rec = {}): Promise<{ webhook: Rec; path: string }> {
  const path = `/hook-${++pathCounter}`;
  const webhook = (await ok(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}${path}`, operations, ...extra })).data.createWebhook;
  return { webhook, path };
}

const deliveriesOf = async (webhookId: string) =>
  (await ok(app, 'GET', `/rest/webhookDeliveries?filter=${encodeURIComponent(`webhookId[eq]:${webhookId}`)}`)).data.webhookDeliveries as Rec[];

describe('registration', () => {
  it('creates, reads, lists, updates and deletes a webhook; the secret is never returned; people is stored as person', async () => {
    const { webhook } = await register(['people.created', 'company.*'], { description: 'CRM sync', secret: 's3cret' });
    expect(webhook).toEqual({
      id: expect.any(String),
      targetUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/hook-\d+$/),
      operations: ['person.created', 'company.*'],
      description: 'CRM sync',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await ok(app, 'GET', `/rest/webhooks/${webhook.id}`)).data.webhook).toEqual(webhook);
    const listed = await ok(app, 'GET', `/rest/webhooks?filter=${encodeURIComponent('description[eq]:CRM sync')}`);
    expect(listed.data.webhooks.map((w: Rec) => w.id)).toEqual([webhook.id]);
    expect(listed.totalCount).toBe(1);
    const singular = (await ok(app, 'PATCH', `/rest/webhooks/${webhook.id}`, { operations: ['people.*', '*.created', 'people.deleted'] })).data.updateWebhook;
    expect(singular.operations).toEqual(['person.*', '*.created', 'person.deleted']);
    const updated = (await ok(app, 'PATCH', `/rest/webhooks/${webhook.id}`, { operations: ['*'], secret: null })).data.updateWebhook;
    expect(updated.operations).toEqual(['*']);
    expect(JSON.stringify(updated)).not.toContain('s3cret');
    expect((await ok(app, 'DELETE', `/rest/webhooks/${webhook.id}`)).data.deleteWebhook).toEqual({ id: webhook.id });
    expect((await call(app, 'GET', `/rest/webhooks/${webhook.id}`)).status).toBe(404);
  });

  it('refuses bad patterns and URLs with a 400 naming them', async () => {
    const bad = await call(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/x`, operations: ['people.created', 'person.removed', 'user.*'] });
    expect(bad.status).toBe(400);
    expect(bad.body.messages).toEqual([
      expect.stringMatching(/^operations: "person.removed" is not an operation pattern/),
      expect.stringMatching(/^operations: "user.\*" is not an operation pattern/),
    ]);
    const ftp = await call(app, 'POST', '/rest/webhooks', { targetUrl: 'ftp://example.com/x', operations: ['*'] });
    expect([ftp.status, ftp.body.messages]).toEqual([400, ['targetUrl: must be an http(s) URL, got "ftp://example.com/x"']]);
    const metadata = await call(app, 'POST', '/rest/webhooks', { targetUrl: 'http://169.254.169.254/latest', operations: ['*'] });
    expect(metadata.status).toBe(400);
    expect(metadata.body.messages[0]).toMatch(/cloud metadata endpoint/);
  });

  // Text the database cannot store as written (src/lib/stored-text.ts): an unpaired surrogate
  // was stored as U+FFFD, so a secret would have signed with a key the receiver does not have.
  it('refuses a target, description or secret with an unpaired surrogate or a NUL, naming it', async () => {
    const cases: [Rec, RegExp][] = [
      [{ targetUrl: `${receiver.url}/x\ud800` }, /^targetUrl: must be valid Unicode text: an unpaired surrogate \\uD800/],
      [{ secret: 'whsec_\udc00' }, /^secret: must be valid Unicode text/],
      [{ description: 'sync \ud83d' }, /^description: must be valid Unicode text/],
      [{ secret: 'a\u0000b' }, /^secret: must not contain NUL/],
    ];
    for (const [extra, pattern] of cases) {
      const refused = await call(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/x`, operations: ['*'], ...extra });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.messages).toEqual([expect.stringMatching(pattern)]);
    }
  });

  it('is for admin keys only', async () => {
    const member = (await ok(app, 'POST', '/rest/apiKeys', { name: 'member', role: 'member' })).data.createApiKey.secret;
    const reply = await app.rawFetch('/rest/webhooks', { apiKey: member });
    expect(reply.status).toBe(403);
  });
});

describe('delivery', () => {
  it('POSTs the event with the documented payload and a signature a receiver can verify', async () => {
    const { webhook, path } = await register(['people.created'], { secret: 'whsec_test' });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Ada', lastName: 'Lovelace' }, city: 'London' });
    const [event] = await waitFor('the delivery', () => receiver.at(path).length === 1 && receiver.at(path));
    expect(event.body).toEqual({
      eventName: 'person.created',
      eventDate: expect.stringMatching(/Z$/),
      webhookId: webhook.id,
      workspaceId: expect.any(String),
      objectMetadata: { id: app.server.services.registry.get('person').id, nameSingular: 'person' },
      record: person,
    });
    // The documented check (docs/WEBHOOKS.md): HMAC-SHA256 over `${timestamp}:${rawBody}`.
    const timestamp = event.headers['x-twenty-webhook-timestamp'] as string;
    const expected = createHmac('sha256', 'whsec_test').update(`${timestamp}:${event.rawBody}`).digest('hex');
    expect(event.headers['x-twenty-webhook-signature']).toBe(expected);
    expect(event.headers['x-twenty-webhook-nonce']).toEqual(expect.any(String));
    const [delivery] = await waitFor('the log to say SUCCEEDED', async () => {
      const log = await deliveriesOf(webhook.id);
      return log[0]?.status === 'SUCCEEDED' && log;
    });
    expect(event.headers['x-webhook-delivery']).toBe(delivery.id);
    expect(delivery).toMatchObject({ eventName: 'person.created', recordId: person.id, attempts: 1, lastStatusCode: 200, lastError: null });
    expect(delivery.attemptLog).toEqual([
      { attempt: 1, attemptedAt: expect.any(String), durationMs: expect.any(Number), statusCode: 200, error: null, responseSnippet: 'ok' },
    ]);
  });

  it('a webhook stored with a plural before the rule still matches, and the migration stores it singular', async () => {
    const { webhook, path: hookPath } = await register(['person.updated']);
    await app.server.database.sql.execute({ text: `UPDATE "webhook" SET "operations" = ARRAY['people.updated', '*.created', 'people.*'] WHERE "id" = $1::uuid`, values: [webhook.id] });
    expect((await ok(app, 'GET', `/rest/webhooks/${webhook.id}`)).data.webhook.operations).toEqual(['people.updated', '*.created', 'people.*']);
    const person = await create(app, 'people', 'person', { name: { firstName: 'Old', lastName: 'Row' } });
    await ok(app, 'PATCH', `/rest/people/${person.id}`, { city: 'Lyon' });
    const events = await waitFor('both deliveries', () => receiver.at(hookPath).length === 2 && receiver.at(hookPath));
    expect(events.map((e) => e.body.eventName).sort()).toEqual(['person.created', 'person.updated']);

    await rerunMigration(app, '20261129001600_singular_event_names');
    const migrated = (await ok(app, 'GET', `/rest/webhooks/${webhook.id}`)).data.webhook;
    expect(migrated).toMatchObject({ operations: ['person.updated', '*.created', 'person.*'], updatedAt: webhook.updatedAt });
  });

  it('matches every pattern form, with updatedFields on updates and deletes of any object', async () => {
    const all = await register(['*']);
    const companies = await register(['company.*']);
    const updates = await register(['*.updated']);
    const people = await register(['person.deleted']);
    const company = await create(app, 'companies', 'company', { name: 'Acme' });
    const person = await create(app, 'people', 'person', { name: { firstName: 'Grace' }, companyId: company.id });
    await ok(app, 'PATCH', `/rest/people/${person.id}`, { city: 'Arlington', jobTitle: 'Admiral' });
    await ok(app, 'DELETE', `/rest/people/${person.id}`);
    await ok(app, 'DELETE', `/rest/companies/${company.id}`);
    const names = (path: string) => receiver.at(path).map((r) => r.body.eventName);
    await waitFor('every delivery', () => receiver.at(all.path).length === 5 && receiver.at(companies.path).length === 2);
    await waitFor('the rest', () => receiver.at(updates.path).length === 1 && receiver.at(people.path).length === 1);
    expect(names(all.path).sort()).toEqual(['company.created', 'company.deleted', 'person.created', 'person.deleted', 'person.updated']);
    expect(names(companies.path)).toEqual(['company.created', 'company.deleted']);
    expect(receiver.at(updates.path)[0].body).toMatchObject({ eventName: 'person.updated', updatedFields: ['city', 'jobTitle'], record: { city: 'Arlington' } });
    expect(receiver.at(people.path)[0].body).toMatchObject({ eventName: 'person.deleted', record: { id: person.id } });
  });

  it('writes nothing for a write that rolls back', async () => {
    const { webhook } = await register(['*']);
    const refused = await call(app, 'POST', '/rest/batch/people', [{ name: { firstName: 'Fine' } }, { name: { firstName: 'Orphan' }, companyId: UNKNOWN_ID }]);
    expect(refused.status).toBe(400);
    expect(await deliveriesOf(webhook.id)).toEqual([]);
  });

  it('retries a 500 and a timeout with backoff on the service clock, then delivers', async () => {
    freezeClock();
    const { webhook, path } = await register(['company.created']);
    receiver.replies.set(path, [500, 'hang']);
    await create(app, 'companies', 'company', { name: 'Flaky receiver' });
    const first = await waitFor('the first attempt to be logged', async () => {
      const [delivery] = await deliveriesOf(webhook.id);
      return delivery?.attempts === 1 && delivery;
    });
    expect(first).toMatchObject({ status: 'PENDING', lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(first.attemptLog[0]).toMatchObject({ statusCode: 500, responseSnippet: 'receiver says 500' });
    const delay = Date.parse(first.nextAttemptAt) - Date.parse(first.attemptLog[0].attemptedAt);
    expect(delay).toBeGreaterThanOrEqual(48_000); // 60 s ± 20%
    expect(delay).toBeLessThanOrEqual(72_000);
    advanceClock(72_000);
    app.server.worker!.wake();
    const second = await waitFor('the timed-out attempt', async () => {
      const [delivery] = await deliveriesOf(webhook.id);
      return delivery?.attempts === 2 && delivery;
    });
    expect(second.attemptLog[1]).toMatchObject({ statusCode: null, error: 'timeout after 500 ms' });
    advanceClock(3 * 72_000);
    app.server.worker!.wake();
    const third = await waitFor('the successful attempt', async () => {
      const [delivery] = await deliveriesOf(webhook.id);
      return delivery?.status === 'SUCCEEDED' && delivery;
    });
    expect(third.attemptLog.map((a: Rec) => a.statusCode)).toEqual([500, null, 200]);
    expect(receiver.at(path)).toHaveLength(3);
    expect(new Set(receiver.at(path).map((r) => r.headers['x-webhook-delivery'])).size).toBe(1);
  });

  it('marks a delivery FAILED after the last attempt, and redelivers it by hand', async () => {
    freezeClock();
    const { webhook, path } = await register(['task.created']);
    receiver.replies.set(path, [503, 503, 503]);
    await create(app, 'tasks', 'task', { title: 'Never acknowledged' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitFor(`attempt ${attempt}`, async () => (await deliveriesOf(webhook.id))[0]?.attempts === attempt);
      advanceClock(10 * 60_000);
      app.server.worker!.wake();
    }
    const [failed] = await deliveriesOf(webhook.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, nextAttemptAt: null, lastStatusCode: 503 });
    const byStatus = await ok(app, 'GET', `/rest/webhookDeliveries?filter=${encodeURIComponent(`status[eq]:FAILED,webhookId[eq]:${webhook.id}`)}`);
    expect(byStatus.data.webhookDeliveries.map((d: Rec) => d.id)).toEqual([failed.id]);
    const retried = (await ok(app, 'POST', `/rest/webhookDeliveries/${failed.id}/retry`)).data.retryWebhookDelivery;
    expect(retried.status).toBe('PENDING');
    const delivered = await waitFor('the manual redelivery', async () => {
      const delivery = (await ok(app, 'GET', `/rest/webhookDeliveries/${failed.id}`)).data.webhookDelivery;
      return delivery.status === 'SUCCEEDED' && delivery;
    });
    expect(delivered.attempts).toBe(4);
    expect(receiver.at(path)).toHaveLength(4);
    expect((await call(app, 'POST', `/rest/webhookDeliveries/${UNKNOWN_ID}/retry`)).status).toBe(404);
  });

  it('delivers the events of one record to one webhook in commit order', async () => {
    freezeClock();
    const { webhook, path } = await register(['opportunity.*']);
    receiver.replies.set(path, [500]);
    const deal = await create(app, 'opportunities', 'opportunity', { name: 'Deal', stage: 'DISCOVERY' });
    await ok(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage: 'PROPOSAL' });
    await ok(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage: 'NEGOTIATION' });
    await waitFor('the failed first attempt', async () => (await deliveriesOf(webhook.id)).some((d) => d.attempts === 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The updates wait behind the created event in backoff.
    expect(receiver.at(path).map((r) => r.body.eventName)).toEqual(['opportunity.created']);
    advanceClock(72_000);
    app.server.worker!.wake();
    await waitFor('all three', () => receiver.at(path).length === 4);
    expect(receiver.at(path).map((r) => [r.body.eventName, r.body.record.stage])).toEqual([
      ['opportunity.created', 'DISCOVERY'],
      ['opportunity.created', 'DISCOVERY'],
      ['opportunity.updated', 'PROPOSAL'],
      ['opportunity.updated', 'NEGOTIATION'],
    ]);
  });
});

describe('targets on private addresses', () => {
  it('are refused at registration unless WEBHOOK_ALLOW_PRIVATE_TARGETS', async () => {
    const strict = await startTestServer({ WORKER: 'off' });
    try {
      const reply = await call(strict, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/private`, operations: ['*'] });
      expect(reply.status).toBe(400);
      expect(reply.body.messages[0]).toMatch(/resolves to 127\.0\.0\.1 \(loopback\); private targets are refused/);
    } finally {
      await strict.close();
    }
  });
});
