// Durability: a write the service acknowledged with 2xx survives a SIGKILL of the server.
//
// The real service runs as a child process (an on-disk DATA_DIR on pglite, a PostgreSQL database
// on postgres). Eight clients create people one by one and in batches of five, patch two fields
// together and delete, while the server is killed with SIGKILL mid-load. After a restart on the
// same data: every acknowledged create and patch is there, every acknowledged delete is gone,
// and nothing is half written: a batch is all there or not at all, a patch's two fields are both
// old or both new, whatever was in flight at the kill.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { testDatabaseKind, testDatabaseUrl } from '../support/database.ts';

const kind = testDatabaseKind();
const CLIENTS = 8;
const BATCH_SIZE = 5;

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** What a client knows about one person it created. */
interface Tracked {
  id: string;
  firstName: string;
  lastName: string;
  /** The acknowledged (jobTitle, city) pair, undefined while never patched. */
  patch?: string;
  /** A patch whose answer never came: the stored pair is the old one or this one. */
  uncertainPatch?: string;
  state: 'live' | 'deleted' | 'deleteUnknown';
  busy: boolean;
}

interface Batch {
  tag: string;
  acknowledged: boolean;
}

interface Person {
  id: string;
  name: { firstName: string; lastName: string };
  jobTitle: string | null;
  city: string | null;
}

class Load {
  readonly people: Tracked[] = [];
  readonly batches: Batch[] = [];
  acknowledged = 0;
  failed = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {}

  stop(): void {
    this.stopped = true;
  }

  private async send(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: any } | undefined> {
    try {
      const response = await fetch(`${this.url}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${this.key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const parsed = { status: response.status, body: await response.json() };
      if (parsed.status >= 200 && parsed.status < 300) this.acknowledged++;
      else throw new Error(`${method} ${pathname} answered ${parsed.status}: ${JSON.stringify(parsed.body)}`);
      return parsed;
    } catch (error) {
      // The connection died with the server: the outcome of this request is unknown.
      if (error instanceof Error && error.message.includes(' answered ')) throw error;
      this.failed++;
      return undefined;
    }
  }

  async client(client: number): Promise<void> {
    for (let step = 0; !this.stopped; step++) {
      const tag = `c${client}s${step}`;
      switch (step % 4) {
        case 0: {
          const reply = await this.send('POST', '/rest/people', { name: { firstName: `F-${tag}`, lastName: `L-${tag}` } });
          if (reply) this.track(reply.body.data.createPerson);
          break;
        }
        case 1: {
          const batch: Batch = { tag: `B-${tag}`, acknowledged: false };
          this.batches.push(batch);
          const items = Array.from({ length: BATCH_SIZE }, (_, i) => ({ name: { firstName: `F-${tag}-${i}`, lastName: batch.tag } }));
          const reply = await this.send('POST', '/rest/batch/people', items);
          if (reply) {
            batch.acknowledged = true;
            for (const person of reply.body.data.createPeople) this.track(person);
          }
          break;
        }
        case 2: {
          const person = this.pick((p) => p.patch === undefined);
          if (!person) break;
          const value = `P-${tag}`;
          const reply = await this.send('PATCH', `/rest/people/${person.id}`, { jobTitle: value, city: value });
          if (reply) person.patch = value;
          else person.uncertainPatch = value;
          person.busy = false;
          break;
        }
        case 3: {
          const person = this.pick(() => true);
          if (!person) break;
          const reply = await this.send('DELETE', `/rest/people/${person.id}`);
          person.state = reply ? 'deleted' : 'deleteUnknown';
          person.busy = false;
          break;
        }
      }
    }
  }

  private track(person: Person): void {
    this.people.push({ id: person.id, firstName: person.name.firstName, lastName: person.name.lastName, state: 'live', busy: false });
  }

  /** The oldest live person matching `where` that no other client is writing. */
  private pick(where: (person: Tracked) => boolean): Tracked | undefined {
    const person = this.people.find((p) => p.state === 'live' && !p.busy && p.uncertainPatch === undefined && where(p));
    if (person) person.busy = true;
    return person;
  }
}

async function listAll(server: ChildServer, key: string): Promise<Map<string, Person>> {
  const all = new Map<string, Person>();
  let cursor: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: '1000', ...(cursor ? { starting_after: cursor } : {}) });
    const response = await fetch(`${server.url}/rest/people?${query}`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { people: Person[] }; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
    for (const person of body.data.people) all.set(person.id, person);
    if (!body.pageInfo.hasNextPage) return all;
    cursor = body.pageInfo.endCursor!;
  }
}

describe(`SIGKILL under write load (${kind})`, () => {
  it('every acknowledged write is there after a restart, nothing is half written', { timeout: 240_000 }, async () => {
    const key = `durable_${randomBytes(12).toString('hex')}`;
    let env: Record<string, string | undefined>;
    if (kind === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'crm-durable-'));
      tempDirs.push(dir);
      env = { DATA_DIR: dir, DATABASE_URL: undefined, CRM_BOOTSTRAP_API_KEY: key };
    } else {
      env = { DATABASE_URL: await testDatabaseUrl(), CRM_BOOTSTRAP_API_KEY: key };
    }

    const first = await startChildServer(env, { startTimeoutMs: 90_000 });
    const load = new Load(first.url, key);
    let second: ChildServer | undefined;
    try {
      const clients = Array.from({ length: CLIENTS }, (_, i) => load.client(i));
      // Kill mid-load: enough acknowledged writes of every kind, with requests still in flight.
      const deadline = Date.now() + 60_000;
      while (load.acknowledged < 300 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load.acknowledged, first.output()).toBeGreaterThanOrEqual(300);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      load.stop();
      await Promise.all(clients);
      // The kill really hit requests in flight (one per client at most).
      expect(load.failed).toBeGreaterThan(0);

      second = await startChildServer(env, { startTimeoutMs: 90_000 });
      const stored = await listAll(second, key);

      const problems: string[] = [];
      for (const person of load.people) {
        const row = stored.get(person.id);
        if (person.state === 'deleted') {
          if (row) problems.push(`${person.id}: deleted with 2xx but still there`);
          continue;
        }
        if (!row) {
          if (person.state === 'live') problems.push(`${person.id}: created with 2xx but missing`);
          continue;
        }
        if (row.name.firstName !== person.firstName || row.name.lastName !== person.lastName) {
          problems.push(`${person.id}: name ${JSON.stringify(row.name)}, expected ${person.firstName} ${person.lastName}`);
        }
        const allowed = [person.patch ?? null, ...(person.uncertainPatch ? [person.uncertainPatch] : [])];
        if (row.jobTitle !== row.city || !allowed.includes(row.jobTitle)) {
          problems.push(`${person.id}: jobTitle ${row.jobTitle} / city ${row.city}, expected both one of ${JSON.stringify(allowed)}`);
        }
      }
      // Acknowledged batches are checked person by person above; one in flight at the kill is
      // all there or not at all.
      for (const batch of load.batches.filter((b) => !b.acknowledged)) {
        const members = [...stored.values()].filter((p) => p.name.lastName === batch.tag).length;
        if (members !== 0 && members !== BATCH_SIZE) problems.push(`batch ${batch.tag} in flight: ${members} of ${BATCH_SIZE} stored`);
      }
      expect(problems, `${problems.length} problems; service output:\n${first.output()}\n${second.output()}`).toEqual([]);

      // The load really exercised every kind of write.
      expect(load.people.filter((p) => p.patch).length).toBeGreaterThan(10);
      expect(load.people.filter((p) => p.state === 'deleted').length).toBeGreaterThan(10);
      expect(load.batches.filter((b) => b.acknowledged).length).toBeGreaterThan(10);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      await second?.stop();
    }
  });
});
