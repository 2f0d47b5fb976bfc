// API keys over REST (admin only): the secret is returned once at creation and never listed;
// the new key works at once; a revoked key gets 401 from then on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UNKNOWN_ID, UUID, expectError, expectErrorBody, sendJson } from './foundation-support.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

describe('API keys', () => {
  it('lists the bootstrap key without any secret', async () => {
    const { data, response } = await app.client.GET('/rest/apiKeys');
    expect(response.status).toBe(200);
    const keys = data!.data.apiKeys;
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys.find((k) => k.name === 'bootstrap')).toMatchObject({ role: 'admin', revokedAt: null, expiresAt: null });
    const text = JSON.stringify(data);
    expect(text).not.toContain(app.apiKey);
    expect(text).not.toMatch(/secret/i);
  });

  it('creates a key, shows its secret once, lets it work, and revokes it', async () => {
    const created = await app.client.POST('/rest/apiKeys', { body: { name: 'Zapier integration', role: 'member' } });
    expect(created.response.status).toBe(200);
    const key = created.data!.data.createApiKey;
    expect(key).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Zapier integration',
      role: 'member',
      secret: expect.stringMatching(/^crm_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.stringMatching(ISO_MS),
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });

    // Listed, never with its secret.
    const listed = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys;
    const entry = listed.find((k) => k.id === key.id);
    const { secret, ...withoutSecret } = key;
    expect(entry).toEqual(withoutSecret);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // Works at once, as a member (writes records).
    const client = app.clientFor(secret);
    const person = await client.POST('/rest/people', { body: { name: { firstName: 'Via new key' } } });
    expect(person.response.status).toBe(200);
    const used = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.find((k) => k.id === key.id)!;
    expect(used.lastUsedAt).toMatch(ISO_MS);

    // Revoked: 401 from then on; revoking again changes nothing.
    const revoked = await app.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: key.id } } });
    expect(revoked.response.status).toBe(200);
    expect(revoked.data!.data.revokeApiKey).toMatchObject({ id: key.id, revokedAt: expect.stringMatching(ISO_MS) });
    expect(JSON.stringify(revoked.data)).not.toContain(secret);
    await expectError(await app.rawFetch('/rest/people', { apiKey: secret }), {
      status: 401,
      code: 'UNAUTHENTICATED',
      patterns: [/invalid API key/],
    });
    const again = await app.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: key.id } } });
    expect(again.data!.data.revokeApiKey.revokedAt).toBe(revoked.data!.data.revokeApiKey.revokedAt);
    // The key stays listed, as revoked.
    const after = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.find((k) => k.id === key.id)!;
    expect(after.revokedAt).toBe(revoked.data!.data.revokeApiKey.revokedAt);
  });

  it('gives every key its own secret', async () => {
    const a = (await app.client.POST('/rest/apiKeys', { body: { name: 'a', role: 'readonly' } })).data!.data.createApiKey;
    const b = (await app.client.POST('/rest/apiKeys', { body: { name: 'a', role: 'readonly' } })).data!.data.createApiKey;
    expect(a.secret).not.toBe(b.secret);
    expect(a.id).not.toBe(b.id);
  });

  it('an admin key created over REST can manage keys itself', async () => {
    const admin = (await app.client.POST('/rest/apiKeys', { body: { name: 'second admin', role: 'admin' } })).data!.data.createApiKey;
    const { response } = await app.clientFor(admin.secret).GET('/rest/apiKeys');
    expect(response.status).toBe(200);
  });

  it('refuses invalid creations and changes nothing', async () => {
    const count = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.length;
    const cases: [body: unknown, pattern: RegExp][] = [
      [{ name: 'x' }, /role/],
      [{ role: 'admin' }, /name/],
      [{ name: '', role: 'admin' }, /name/],
      [{ name: 'x', role: 'owner' }, /role/],
      [{ name: 'x', role: 'admin', expiresAt: 'tomorrow' }, /expiresAt/],
      [{ name: 'x', role: 'admin', expiresAt: '2020-01-01T00:00:00.000Z' }, /expiresAt: must be in the future/],
      [{ name: 'x', role: 'admin', secret: 'mine' }, /secret/],
    ];
    for (const [body, pattern] of cases) {
      const response = await sendJson(app, '/rest/apiKeys', { method: 'POST', body });
      await expectError(response, { status: 400, code: 'VALIDATION_FAILED', patterns: [pattern], contract: ['post', '/rest/apiKeys'] });
    }
    expect((await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.length).toBe(count);
  });

  it('revoke: 404 for an unknown id, 400 for a malformed one', async () => {
    const unknown = await app.client.POST('/rest/apiKeys/{id}/revoke', { params: { path: { id: UNKNOWN_ID } } });
    expectErrorBody(unknown.response.status, unknown.error, { status: 404, code: 'RECORD_NOT_FOUND', patterns: [new RegExp(UNKNOWN_ID)] });
    const malformed = await app.rawFetch('/rest/apiKeys/not-a-uuid/revoke', { method: 'POST' });
    await expectError(malformed, { status: 400, code: 'INVALID_ID', patterns: [/^id: /], contract: ['post', '/rest/apiKeys/{id}/revoke'] });
  });

  it('GET one, PATCH renames and changes expiry, DELETE revokes; the role and secret never change', async () => {
    const created = (await app.client.POST('/rest/apiKeys', { body: { name: 'Nightly sync', role: 'member' } })).data!.data.createApiKey;
    const one = await app.client.GET('/rest/apiKeys/{id}', { params: { path: { id: created.id } } });
    expect(one.data!.data.apiKey).toMatchObject({ id: created.id, name: 'Nightly sync', role: 'member', revokedAt: null });
    expect(JSON.stringify(one.data)).not.toContain(created.secret);

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const renamed = await app.client.PATCH('/rest/apiKeys/{id}', { params: { path: { id: created.id } }, body: { name: 'Nightly sync (EU)', expiresAt } });
    expect(renamed.data!.data.updateApiKey).toMatchObject({ name: 'Nightly sync (EU)', expiresAt, role: 'member' });
    const cleared = await app.client.PATCH('/rest/apiKeys/{id}', { params: { path: { id: created.id } }, body: { expiresAt: null } });
    expect(cleared.data!.data.updateApiKey.expiresAt).toBeNull();
    // Still the same secret, still working.
    expect((await app.rawFetch('/rest/people', { apiKey: created.secret })).status).toBe(200);

    await expectError(await sendJson(app, `/rest/apiKeys/${created.id}`, { method: 'PATCH', body: { role: 'admin' } }), { status: 400, code: 'VALIDATION_FAILED', patterns: [/role: cannot change/] });
    await expectError(await sendJson(app, `/rest/apiKeys/${created.id}`, { method: 'PATCH', body: { expiresAt: '2000-01-01T00:00:00.000Z' } }), { status: 400, code: 'VALIDATION_FAILED', patterns: [/expiresAt: must be in the future/] });
    await expectError(await sendJson(app, `/rest/apiKeys/${created.id}`, { method: 'PATCH', body: { name: '' } }), { status: 400, code: 'VALIDATION_FAILED', patterns: [/name/] });
    await expectError(await sendJson(app, `/rest/apiKeys/${created.id}`, { method: 'PATCH', body: { secret: 'x' } }), { status: 400, code: 'VALIDATION_FAILED', patterns: [/secret/] });
    await expectError(await app.rawFetch(`/rest/apiKeys/${UNKNOWN_ID}`), { status: 404, code: 'RECORD_NOT_FOUND' });

    const revoked = await app.client.DELETE('/rest/apiKeys/{id}', { params: { path: { id: created.id } } });
    expect(revoked.data!.data.deleteApiKey).toMatchObject({ id: created.id, revokedAt: expect.stringMatching(ISO_MS) });
    // This process forgets the key at once (the others within API_KEY_CACHE_MS, at most a second).
    await expectError(await app.rawFetch('/rest/people', { apiKey: created.secret }), { status: 401, code: 'UNAUTHENTICATED' });
    const again = await app.client.DELETE('/rest/apiKeys/{id}', { params: { path: { id: created.id } } });
    expect(again.data!.data.deleteApiKey.revokedAt).toBe(revoked.data!.data.deleteApiKey.revokedAt);
  });

});
