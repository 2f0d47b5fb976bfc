// Output: the report (Markdown on stdout), progress lines (stderr) and number/table formatting.

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
export const times = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)}x`;
/** A share (0-1) as a percentage with one decimal. */
export const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A Markdown table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), sep, ...rows.map(line)].join('\n');
}

export const print = (text = ''): void => console.log(text);
export const progress = (text: string) => process.stderr.write(`  .. ${text}\n`);
