// Draws the current benchmark figures: docs/benchmarks/summary.json (the latest figure of each
// scenario, copied from docs/internal/benchmark-log.md) -> docs/benchmarks/summary.svg (a chart of
// what the API costs over the same work sent straight to the database) and the summary table of
// docs/BENCHMARKS.md (between its `summary:start` / `summary:end` markers).
//
//   npm run docs:benchmarks            write both
//   npm run docs:benchmarks -- --check exit 1 when either differs from what is committed
//
// Plain SVG text, no chart library: the picture is a handful of bars, and a text file diffs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SUMMARY_JSON = path.join(ROOT, 'docs/benchmarks/summary.json');
export const SUMMARY_SVG = path.join(ROOT, 'docs/benchmarks/summary.svg');
export const BENCHMARKS_MD = path.join(ROOT, 'docs/BENCHMARKS.md');

const TABLE_START = '<!-- summary:start (npm run docs:benchmarks writes this table from docs/benchmarks/summary.json) -->';
const TABLE_END = '<!-- summary:end -->';

/** API time ÷ the same work sent straight to the database, p50, per deployment measured. */
export interface SummaryRatio {
  label: string;
  postgres?: number;
  pglite?: number;
}

export interface SummaryRow {
  area: string;
  figure: string;
  postgres: string;
  pglite: string;
  date: string;
  /** A key of `machines`. */
  machine: string;
  /** The heading of the benchmark log's section the figure comes from. */
  run: string;
  ratio?: SummaryRatio;
}

export interface BenchmarkSummary {
  about: string;
  machines: Record<string, string>;
  workspace: string;
  rows: SummaryRow[];
}

export const readSummary = (file = SUMMARY_JSON): BenchmarkSummary => JSON.parse(readFileSync(file, 'utf8')) as BenchmarkSummary;

const cell = (text: string) => (text === '' ? '-' : text.replaceAll('|', '\\|'));

/** The Markdown table of every row, then which machine each key names. */
export function summaryTable(summary: BenchmarkSummary): string {
  for (const row of summary.rows) {
    if (!summary.machines[row.machine]) throw new Error(`summary row "${row.figure}": unknown machine "${row.machine}"`);
  }
  const lines = [
    '| Area | Figure | PostgreSQL | PGlite | Measured (log section) |',
    '|:--|:--|--:|--:|:--|',
    ...summary.rows.map((row) => `| ${cell(row.area)} | ${cell(row.figure)} | ${cell(row.postgres)} | ${cell(row.pglite)} | ${row.date}, ${row.machine} ("${cell(row.run)}") |`),
    '',
    ...Object.entries(summary.machines).map(([key, description]) => `${key}: ${description}. Workspace: ${summary.workspace}.`),
  ];
  return lines.join('\n');
}

/** `markdown` with the text between the summary markers replaced by `table`. */
export function withSummaryTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/BENCHMARKS.md lacks the markers ${TABLE_START} ... ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}

// ---------------------------------------------------------------------------------------------
// The chart: one group of bars per ratio, PostgreSQL above PGlite, a line at 1x (the database alone).

const SERIES = [
  { key: 'postgres', name: 'PostgreSQL 15', colour: '#3b6fb6' },
  { key: 'pglite', name: 'PGlite (embedded)', colour: '#e08a2c' },
] as const;

const WIDTH = 760;
const LABEL_WIDTH = 200;
const PLOT_RIGHT = WIDTH - 60;
const TOP = 74;
const BAR_HEIGHT = 11;
const GROUP_HEIGHT = 2 * BAR_HEIGHT + 12;
const TICK = 0.5;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const fixed = (n: number) => Number(n.toFixed(1)).toString();

export function summaryChart(summary: BenchmarkSummary): string {
  const ratios = summary.rows.flatMap((row) => (row.ratio ? [row.ratio] : []));
  if (ratios.length === 0) throw new Error('docs/benchmarks/summary.json: no row has a ratio to draw');
  const highest = Math.max(...ratios.flatMap((ratio) => SERIES.map((series) => ratio[series.key] ?? 0)));
  const scaleMax = Math.max(2, Math.ceil(highest / TICK) * TICK);
  const x = (value: number) => LABEL_WIDTH + (value / scaleMax) * (PLOT_RIGHT - LABEL_WIDTH);
  const plotBottom = TOP + ratios.length * GROUP_HEIGHT;
  const height = plotBottom + 44;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="16" y="24" font-size="15" font-weight="bold">API time ÷ the same work sent straight to the database (p50; lower is better)</text>`,
  ];
  SERIES.forEach((series, i) => {
    const left = LABEL_WIDTH + i * 160;
    parts.push(`<rect x="${left}" y="38" width="12" height="12" fill="${series.colour}"/>`, `<text x="${left + 18}" y="48">${series.name}</text>`);
  });
  for (let tick = 0; tick <= scaleMax + 1e-9; tick += TICK) {
    const tx = fixed(x(tick));
    const isOne = Math.abs(tick - 1) < 1e-9;
    parts.push(
      `<line x1="${tx}" y1="${TOP - 8}" x2="${tx}" y2="${plotBottom}" stroke="${isOne ? '#222222' : '#dddddd'}"${isOne ? ' stroke-dasharray="4 3"' : ''}/>`,
      `<text x="${tx}" y="${plotBottom + 16}" text-anchor="middle" fill="#555555">${fixed(tick)}x</text>`,
    );
  }
  parts.push(`<text x="${fixed(x(1))}" y="${plotBottom + 34}" text-anchor="middle" fill="#222222">1x = the database alone</text>`);
  ratios.forEach((ratio, i) => {
    const groupTop = TOP + i * GROUP_HEIGHT;
    parts.push(`<text x="${LABEL_WIDTH - 8}" y="${groupTop + BAR_HEIGHT + 4}" text-anchor="end">${escapeXml(ratio.label)}</text>`);
    SERIES.forEach((series, j) => {
      const value = ratio[series.key];
      if (value === undefined) return;
      const y = groupTop + j * BAR_HEIGHT;
      const width = fixed(x(value) - LABEL_WIDTH);
      parts.push(
        `<rect x="${LABEL_WIDTH}" y="${y}" width="${width}" height="${BAR_HEIGHT - 1}" fill="${series.colour}"/>`,
        `<text x="${fixed(x(value) + 4)}" y="${y + BAR_HEIGHT - 2}" font-size="10" fill="#333333">${value.toFixed(2)}x</text>`,
      );
    });
  });
  parts.push('</svg>', '');
  return parts.join('\n');
}

/** What the two outputs should hold for the committed summary.json. */
export function renderedOutputs(summary = readSummary()): Array<{ file: string; text: string }> {
  return [
    { file: SUMMARY_SVG, text: summaryChart(summary) },
    { file: BENCHMARKS_MD, text: withSummaryTable(readFileSync(BENCHMARKS_MD, 'utf8'), summaryTable(summary)) },
  ];
}

function main(): void {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const { file, text } of renderedOutputs()) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(path.relative(ROOT, file));
    else writeFileSync(file, text);
  }
  if (stale.length > 0) {
    console.error(`docs:benchmarks: stale ${stale.join(', ')}; run 'npm run docs:benchmarks'`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
