// API keys are answered from a one-second cache per process (issue "write path at database
// speed"): a key revoked on one process is refused at once there, and within one second on
// every other process sharing the database. Time is moved with the service's clock, not slept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const kind = process.env.TEST_DATABASE;
let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

async function newMemberKey(name: string): Promise<{ id: string; secret: string }> {
  const created = await app.client.POST('/rest/apiKeys', { body: { name, role: 'member' } });
  expect(created.response.status).toBe(200);
  return created.data!.data.createApiKey as { id: string; secret: string };
}

const statusWith = async (server: TestServer, secret: string) =>
  (await server.rawFetch('/rest/people?limit=1', { apiKey: secret })).status;

describe('the API-key cache', () => {
  it('a key revoked on this process is refused at once', async () => {
    const key = await newMemberKey('revoked here');
    expect(await statusWith(app, key.secret)).toBe(200);
    expect((await app.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: key.id } } })).response.status).toBe(200);
    expect(await statusWith(app, key.secret)).toBe(401);
  });

  it('a new key works at once, even right after the same process refused an unknown secret', async () => {
    expect(await statusWith(app, 'crm_not_a_key')).toBe(401);
    const key = await newMemberKey('brand new');
    expect(await statusWith(app, key.secret)).toBe(200);
  });

  describe.runIf(kind === 'postgres')('with a second process on the same PostgreSQL', () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer({ DATABASE_URL: app.databaseUrl });
    });
    afterAll(() => other?.close());

    it('a key revoked on one process is refused by the other within one second', async () => {
      const key = await newMemberKey('revoked elsewhere');
      expect(await statusWith(other, key.secret)).toBe(200); // now in the other process's cache
      expect((await app.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: key.id } } })).response.status).toBe(200);
      advanceClock(1_000);
      expect(await statusWith(other, key.secret)).toBe(401);
    });
  });
});
