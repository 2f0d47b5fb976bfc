// Counts of a fuzz run: requests by operation and status, by status class and by variant; the
// read-backs of the consistency check; and every violation with what was sent and answered.
import { KNOWN_ISSUES, type KnownIssue } from './known-issues.ts';
import type { RawRequest, RawResponse } from './transport.ts';

export interface Violation {
  /** Index of the generated request in the run (read-backs carry their write's index). */
  index: number;
  operation: string;
  variant: string;
  request: { method: string; path: string; headers?: Record<string, string | string[]>; body?: string };
  status?: number;
  bodyExcerpt?: string;
  reason: string;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...(${text.length} chars)` : text);

export function describeRequest(raw: RawRequest): Violation['request'] {
  const headers = { ...raw.headers };
  for (const key of Object.keys(headers)) if (key.toLowerCase() === 'authorization') headers[key] = '<redacted>';
  const body = raw.body === undefined ? undefined : clip(Buffer.isBuffer(raw.body) ? `<${raw.body.length} bytes> ${raw.body.toString('utf8')}` : raw.body, 600);
  return { method: raw.method, path: clip(raw.path, 400), headers, body };
}

export class FuzzStats {
  requests = 0;
  readBacks = 0;
  readonly byOperation = new Map<string, Map<string, number>>();
  readonly byClass = new Map<string, number>();
  readonly byVariant = new Map<string, number>();
  readonly violations: Violation[] = [];
  /** Violations matching a known issue (known-issues.ts), by issue. */
  readonly known = new Map<KnownIssue, Violation[]>();
  /** Writes the consistency check read back, and how many were consistent. */
  consistency = { checked: 0, consistent: 0 };
  startedAt = performance.now();
  finishedAt?: number;

  /** Milliseconds spent per operation (answer times), for finding what makes a run slow. */
  readonly timeByOperation = new Map<string, number>();

  /** Sum of all answer times (the rest of the run's time is the fuzzer's own work). */
  answerMs = 0;

  time(operation: string, ms: number): void {
    this.answerMs += ms;
    this.timeByOperation.set(operation, (this.timeByOperation.get(operation) ?? 0) + ms);
  }

  /** The operations that took the most time. */
  slowest(n = 10): string {
    return [`  (answers ${(this.answerMs / 1000).toFixed(1)} s of ${(this.elapsedMs / 1000).toFixed(1)} s)`].concat([...this.timeByOperation.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, n)
      .map(([op, ms]) => `  ${op}: ${(ms / 1000).toFixed(1)} s`))
      .join('\n');
  }

  record(operation: string, variant: string, outcome: string): void {
    const ops = this.byOperation.get(operation) ?? new Map<string, number>();
    ops.set(outcome, (ops.get(outcome) ?? 0) + 1);
    this.byOperation.set(operation, ops);
    const cls = /^\d{3}$/.test(outcome) ? `${outcome[0]}xx` : outcome;
    this.byClass.set(cls, (this.byClass.get(cls) ?? 0) + 1);
    const variantKey = variant.split(':')[0];
    this.byVariant.set(variantKey, (this.byVariant.get(variantKey) ?? 0) + 1);
    if (variantKey === 'valid') {
      this.valid.sent++;
      if (cls === '2xx') this.valid.accepted++;
    }
  }

  /** Requests generated valid, and how many the service accepted (how far valid input gets). */
  readonly valid = { sent: 0, accepted: 0 };

  violation(v: Violation, knownIssues: readonly KnownIssue[] = KNOWN_ISSUES): void {
    const issue = knownIssues.find((k) => k.matches(v));
    if (issue) this.known.set(issue, [...(this.known.get(issue) ?? []), v]);
    else this.violations.push(v);
  }

  get knownCount(): number {
    return [...this.known.values()].reduce((n, list) => n + list.length, 0);
  }

  /** The known issues this run hit, one line each. */
  formatKnown(): string {
    return [...this.known.entries()].map(([issue, list]) => `  ${issue.id} (${list.length}x): ${issue.description} [${issue.where}]\n    e.g. ${list[0].request.method} ${list[0].request.path} -> ${list[0].status}: ${list[0].reason}`).join('\n');
  }

  static excerpt(response: RawResponse | undefined): string | undefined {
    return response ? clip(response.text, 500) : undefined;
  }

  get elapsedMs(): number {
    return (this.finishedAt ?? performance.now()) - this.startedAt;
  }

  /** One line: totals by status class. */
  summaryLine(): string {
    const classes = [...this.byClass.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(' ');
    return `fuzz: ${this.requests} requests (+${this.readBacks} setup and read-back requests) in ${(this.elapsedMs / 1000).toFixed(1)} s: ${classes}; valid ones accepted ${this.valid.accepted}/${this.valid.sent}; consistency ${this.consistency.consistent}/${this.consistency.checked}; violations=${this.violations.length}${this.knownCount ? ` (+${this.knownCount} of known issues)` : ''}`;
  }

  /** The table of operations by status, and the variants. */
  table(): string {
    const lines: string[] = [];
    const width = Math.max(...[...this.byOperation.keys()].map((k) => k.length), 10);
    for (const [operation, outcomes] of [...this.byOperation.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
      const parts = [...outcomes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}:${v}`);
      lines.push(`  ${operation.padEnd(width)} ${String(total).padStart(6)}  ${parts.join(' ')}`);
    }
    const variants = [...this.byVariant.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(' ');
    return [`by operation (total, then status:count):`, ...lines, `by variant: ${variants}`].join('\n');
  }

  formatViolations(max = Infinity): string {
    return this.violations
      .slice(0, max)
      .map((v, i) => {
        const parts = [
          `#${i + 1} [request ${v.index}] ${v.operation} (${v.variant}): ${v.reason}`,
          `    ${v.request.method} ${v.request.path}`,
        ];
        if (v.request.headers) parts.push(`    headers: ${JSON.stringify(v.request.headers)}`);
        if (v.request.body !== undefined) parts.push(`    body: ${JSON.stringify(v.request.body)}`);
        if (v.status !== undefined) parts.push(`    -> ${v.status} ${v.bodyExcerpt ?? ''}`);
        return parts.join('\n');
      })
      .join('\n');
  }
}
