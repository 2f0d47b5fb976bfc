// The first keys on a database shared by processes that start together (compose.yaml starts two
// API processes and a worker at once): without CRM_BOOTSTRAP_API_KEY one initial admin key is
// created between them; with it each ensures the key, and exactly one key results, whoever
// creates it. Two services on one database stand for two processes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/support/database.ts';
import { Database } from '../db/database.ts';
import { ApiKeyService } from './api-key-service.ts';

let database: Database;
beforeAll(async () => {
  const url = await testDatabaseUrl();
  database = await Database.open(url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url });
});
afterAll(() => database?.close());

it('processes starting together on a workspace without keys create one initial admin key, handed to one of them', async () => {
  const services = [new ApiKeyService(database.prisma, 1_000), new ApiKeyService(database.prisma, 1_000), new ApiKeyService(database.prisma, 1_000)];
  const secrets = await Promise.all(services.map((service) => service.createInitialKey()));
  const handedOut = secrets.filter((secret) => secret !== undefined);
  expect(handedOut).toHaveLength(1);
  expect(await services[1].list()).toEqual([expect.objectContaining({ name: 'initial-admin', role: 'admin', revokedAt: null })]);
  expect(await services[2].authenticate(handedOut[0]!)).toMatchObject({ role: 'admin', name: 'initial-admin' });
  // A later start finds the key: nothing more is created.
  expect(await services[0].createInitialKey()).toBeUndefined();
  expect(await services[0].list()).toHaveLength(1);
});

it('processes ensuring the same bootstrap key at once end with one active admin key', async () => {
  const secret = `crm_${randomBytes(24).toString('hex')}`;
  const services = [new ApiKeyService(database.prisma, 1_000), new ApiKeyService(database.prisma, 1_000), new ApiKeyService(database.prisma, 1_000)];
  const results = await Promise.all(services.map((service) => service.ensureBootstrapKey(secret)));
  expect(new Set(results.map((result) => result.id)).size).toBe(1);
  expect(results.filter((result) => result.created)).toHaveLength(1);
  const authenticated = await services[0].authenticate(secret);
  expect(authenticated).toMatchObject({ id: results[0].id, role: 'admin' });
});
