// The nesting checks of json-body.ts on their own (over HTTP: test/e2e/hardening.edge.test.ts).
import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan, valueNestedDeeperThan } from './json-body.ts';

/** Depth of a parsed value, recursively (the values here are small). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** A deterministic pseudo-random generator (the cases must be the same on every run). */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

const TRICKY_STRINGS = ['[', ']', '{', '}', '"', '\\', '\\"', '"[', '\\\\', '\\\\"', '[[{{', 'a\\', '\\[', '}]'];

function randomValue(next: () => number, depth: number): unknown {
  const roll = next();
  if (depth <= 0 || roll < 0.25) {
    if (roll < 0.15) return TRICKY_STRINGS[Math.floor(next() * TRICKY_STRINGS.length)] + 'x'.repeat(Math.floor(next() * 3));
    return roll < 0.2 ? Math.floor(next() * 100) : null;
  }
  const children = Array.from({ length: 1 + Math.floor(next() * 3) }, () => randomValue(next, depth - 1));
  if (next() < 0.5) return children;
  return Object.fromEntries(children.map((child, i) => [TRICKY_STRINGS[i % TRICKY_STRINGS.length] + i, child]));
}

describe('JSON nesting checks', () => {
  it('count arrays and objects: {} and [] are 1, scalars 0', () => {
    expect(jsonNestedDeeperThan('{}', 1)).toBe(false);
    expect(jsonNestedDeeperThan('[{}]', 1)).toBe(true);
    expect(jsonNestedDeeperThan('[{"a":[1]}]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('[{"a":[1]}]', 2)).toBe(true);
    expect(valueNestedDeeperThan([{ a: [1] }], 3)).toBe(false);
    expect(valueNestedDeeperThan([{ a: [1] }], 2)).toBe(true);
    expect(valueNestedDeeperThan('text', 1)).toBe(false);
  });

  it('ignore brackets inside strings, escaped quotes and backslashes included', () => {
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '\\', b: '"[[[' }), 1)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '\\"[[[', b: [] }), 1)).toBe(true);
    expect(jsonNestedDeeperThan(JSON.stringify(['\\\\', ['x']]), 2)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify(['\\\\', [['x']]]), 2)).toBe(true);
  });

  it('agree with the parsed value on 2,000 random documents', () => {
    const next = random(42);
    for (let i = 0; i < 2_000; i++) {
      const value = randomValue(next, 1 + Math.floor(next() * 8));
      const text = JSON.stringify(value, null, next() < 0.3 ? 1 : undefined);
      const depth = depthOf(value);
      for (const max of [depth - 1, depth, depth + 1].filter((d) => d >= 1)) {
        expect(jsonNestedDeeperThan(text, max), `${text} / ${max}`).toBe(depth > max);
        expect(valueNestedDeeperThan(value, max), `${text} / ${max}`).toBe(depth > max);
      }
    }
  });

  it('stop at the first bracket past the limit, whatever follows', () => {
    expect(jsonNestedDeeperThan('['.repeat(1_000_000), 64)).toBe(true);
    expect(valueNestedDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 64)).toBe(true);
  });
});
