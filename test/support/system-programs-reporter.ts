// Vitest reporter (vitest.config.ts, after the default one): at the end of a run, the test files
// that skipped for want of a system program and the one apt-get command that installs what they
// need (test/support/system-programs.ts). The workers record each skip in a directory this
// reporter makes and names in the environment before they start.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter, Vitest } from 'vitest/node';
import { readSkipRecords, SKIP_LOG_DIR_ENV, skipSummary } from './system-programs.ts';

export default class SystemProgramsReporter implements Reporter {
  private vitest!: Vitest;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'crm-test-skips-'));

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    process.env[SKIP_LOG_DIR_ENV] = this.dir;
    process.once('exit', () => rmSync(this.dir, { recursive: true, force: true }));
  }

  /** Watch mode runs again: only this run's skips count. */
  onTestRunStart(): void {
    for (const name of readdirSync(this.dir)) rmSync(path.join(this.dir, name), { force: true });
  }

  onTestRunEnd(): void {
    const lines = skipSummary(readSkipRecords(this.dir));
    if (lines.length > 0) this.vitest.logger.log(['', ...lines].join('\n'));
  }
}
