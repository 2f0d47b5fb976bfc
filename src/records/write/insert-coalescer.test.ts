import { describe, expect, it } from 'vitest';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { InsertCoalescer } from './insert-coalescer.ts';
import type { ResultRow, WriteOrigin } from './write-statement.ts';
import { engineActor, SYSTEM_ACTOR } from '../actor.ts';

const person = { nameSingular: 'person' } as ObjectMetadata;
const row = (id: string) => new Map<string, unknown>([['id', id]]);
const resultRow = (id: string): ResultRow => ({ part: 0, row: { id }, before: null });
const system: WriteOrigin = { actor: SYSTEM_ACTOR };

/** An insertRows that records each statement's ids and finishes when the test says so. */
function statements(fail: (ids: string[]) => boolean = () => false) {
  const sent: string[][] = [];
  const writers: string[] = [];
  const finish: Array<() => void> = [];
  const insertRows = (_object: ObjectMetadata, rows: Map<string, unknown>[], origin: WriteOrigin) => {
    const ids = rows.map((r) => r.get('id') as string);
    sent.push(ids);
    writers.push(origin.actor.name);
    return new Promise<ResultRow[]>((resolve, reject) =>
      finish.push(() => (fail(ids) ? reject(new Error(`refused ${ids.join(',')}`)) : resolve(ids.map(resultRow)))),
    );
  };
  return { sent, writers, finishAll: () => finish.splice(0).forEach((f) => f()), insertRows };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** A few turns of the event loop: enough for a finished statement's follow-up to go out. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await turn();
};

describe('InsertCoalescer', () => {
  it('sends creates of the same turn as one statement and gives each its own rows', async () => {
    const db = statements();
    const coalescer = new InsertCoalescer(db.insertRows, { maxRows: 60, maxInFlight: 2 });
    const created = ['a', 'b', 'c'].map((id) => coalescer.insert(person, row(id), system));
    await turn();
    expect(db.sent).toEqual([['a', 'b', 'c']]);
    db.finishAll();
    expect(await Promise.all(created)).toEqual([[resultRow('a')], [resultRow('b')], [resultRow('c')]]);
  });

  it('holds creates back while maxInFlight statements run, then sends them together', async () => {
    const db = statements();
    const coalescer = new InsertCoalescer(db.insertRows, { maxRows: 60, maxInFlight: 1 });
    const first = coalescer.insert(person, row('a'), system);
    await turn();
    const later = ['b', 'c', 'd'].map((id) => coalescer.insert(person, row(id), system));
    await turn();
    expect(db.sent).toEqual([['a']]);
    db.finishAll();
    await first;
    await settle();
    expect(db.sent).toEqual([['a'], ['b', 'c', 'd']]);
    db.finishAll();
    expect((await Promise.all(later)).map((rows) => rows[0].row.id)).toEqual(['b', 'c', 'd']);
  });

  it('splits a queue longer than maxRows', async () => {
    const db = statements();
    const coalescer = new InsertCoalescer(db.insertRows, { maxRows: 2, maxInFlight: 5 });
    const created = ['a', 'b', 'c', 'd', 'e'].map((id) => coalescer.insert(person, row(id), system));
    await settle();
    expect(db.sent).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    db.finishAll();
    expect(await Promise.all(created)).toHaveLength(5);
  });

  it('reruns a failed shared statement one create at a time: only the bad one fails', async () => {
    const db = statements((ids) => ids.includes('bad'));
    const coalescer = new InsertCoalescer(db.insertRows, { maxRows: 60, maxInFlight: 2 });
    const created = ['a', 'bad', 'c'].map((id) => coalescer.insert(person, row(id), system).then(() => 'ok', (e: Error) => e.message));
    await turn();
    db.finishAll(); // the shared statement fails
    await settle();
    expect(db.sent).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
    db.finishAll();
    expect(await Promise.all(created)).toEqual(['ok', 'refused bad', 'ok']);
  });

  it('never shares a statement between writers: each statement carries one actor', async () => {
    const db = statements();
    const coalescer = new InsertCoalescer(db.insertRows, { maxRows: 60, maxInFlight: 2 });
    const workflow: WriteOrigin = { actor: engineActor('workflow', 'wf-1', 'Lead triage') };
    const created = [coalescer.insert(person, row('a'), system), coalescer.insert(person, row('b'), workflow), coalescer.insert(person, row('c'), system)];
    await turn();
    expect(db.sent).toEqual([['a', 'c'], ['b']]);
    expect(db.writers).toEqual(['System', 'Lead triage']);
    db.finishAll();
    expect((await Promise.all(created)).map((rows) => rows[0].row.id)).toEqual(['a', 'b', 'c']);
  });
});
