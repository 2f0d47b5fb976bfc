import { describe, expect, it } from 'vitest';
import { reachableFrom } from './step-graph.ts';

describe('reachableFrom', () => {
  const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d', 'ghost'], c: ['a'], d: [], lone: ['d'] };
  const next = (id: string) => graph[id];

  it('follows successors from the start ids, through cycles, skipping ids that name no step', () => {
    expect([...reachableFrom(['a'], next)].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...reachableFrom(['ghost', 'lone'], next)].sort()).toEqual(['d', 'lone']);
    expect(reachableFrom([], next).size).toBe(0);
  });
});
