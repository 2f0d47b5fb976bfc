// docs/BENCHMARKS.md's table and chart are drawn from docs/benchmarks/summary.json by
// `npm run docs:benchmarks`; a changed figure must be redrawn in the same commit, and every row
// must say when, on which machine and in which section of the benchmark log it was measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSummary, renderedOutputs } from '../../scripts/render-benchmark-summary.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('benchmark summary (docs/BENCHMARKS.md)', () => {
  it('the committed table and chart are what summary.json draws', () => {
    for (const { file, text } of renderedOutputs()) {
      expect(readFileSync(file, 'utf8'), `${path.relative(ROOT, file)} is stale: run npm run docs:benchmarks`).toBe(text);
    }
  });

  it('every row names its date, a known machine and a section of the benchmark log', () => {
    const summary = readSummary();
    const log = readFileSync(path.join(ROOT, 'docs/internal/benchmark-log.md'), 'utf8');
    const headings = log.split('\n').filter((line) => line.startsWith('## '));
    for (const row of summary.rows) {
      expect(row.date, row.figure).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(summary.machines), row.figure).toContain(row.machine);
      expect(headings.some((heading) => heading.startsWith(`## ${row.run}`)), `${row.figure}: no log section "${row.run}"`).toBe(true);
    }
  });
});
