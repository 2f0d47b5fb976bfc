// The decision of test/support/system-programs.ts for a file that needs a system program
// (present: runs; absent: skips; absent under CI: fails), the env override of its path, and the
// end-of-run summary with the one install command.
import { describe, expect, it } from 'vitest';
import { aptInstallCommand, CHROMIUM, decide, DOVECOT, onCi, skipSummary } from './system-programs.ts';

const installed = (...files: string[]) => (file: string) => files.includes(file);

describe('deciding whether a file that needs a system program runs', () => {
  it('present at its Debian path: runs it from there', () => {
    expect(decide(DOVECOT, {}, installed('/usr/sbin/dovecot'))).toEqual({ action: 'run', path: '/usr/sbin/dovecot' });
  });

  it('absent: skips, saying what is missing, where, and what installs it', () => {
    const decision = decide(DOVECOT, {}, installed());
    expect(decision).toEqual({
      action: 'skip',
      path: '/usr/sbin/dovecot',
      reason: 'Dovecot not found at /usr/sbin/dovecot (apt-get install -y --no-install-recommends dovecot-imapd); under CI=true this fails instead',
    });
  });

  it('absent under CI=true: fails, never skips', () => {
    const decision = decide(CHROMIUM, { CI: 'true' }, installed());
    expect(decision.action).toBe('fail');
    expect(decision).toMatchObject({ path: '/usr/bin/chromium', reason: expect.stringContaining('Chromium not found at /usr/bin/chromium, and CI is set') });
  });

  it('the env variable overrides the path, both ways', () => {
    expect(decide(DOVECOT, { DOVECOT_BIN: '/opt/dovecot/sbin/dovecot' }, installed('/opt/dovecot/sbin/dovecot'))).toEqual({ action: 'run', path: '/opt/dovecot/sbin/dovecot' });
    const overriddenAway = decide(DOVECOT, { DOVECOT_BIN: '/nonexistent' }, installed('/usr/sbin/dovecot'));
    expect(overriddenAway).toMatchObject({ action: 'skip', path: '/nonexistent', reason: expect.stringContaining('not found at /nonexistent (DOVECOT_BIN)') });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('CI=%s counts as CI: %s', (value, expected) => {
    expect(onCi({ CI: value })).toBe(expected);
  });
});

describe('the end-of-run summary', () => {
  it('is empty when nothing skipped', () => {
    expect(skipSummary([])).toEqual([]);
  });

  it('lists each skipped file once (both projects skip it) and one install command for only the missing packages', () => {
    const dovecotSkip = (file: string) => ({ file, program: 'Dovecot', path: '/usr/sbin/dovecot', aptPackage: 'dovecot-imapd' });
    const chromiumSkip = { file: 'test/e2e/graphiql.system.edge.test.ts', program: 'Chromium', path: '/usr/bin/chromium', aptPackage: 'chromium' };
    const summary = skipSummary([dovecotSkip('test/e2e/inbox-imap.test.ts'), chromiumSkip, dovecotSkip('test/e2e/imap-harness.unit.test.ts'), dovecotSkip('test/e2e/inbox-imap.test.ts')]);
    expect(summary).toEqual([
      'Skipped, a system program is missing (under CI=true these fail):',
      '  test/e2e/graphiql.system.edge.test.ts: needs Chromium (/usr/bin/chromium)',
      '  test/e2e/imap-harness.unit.test.ts: needs Dovecot (/usr/sbin/dovecot)',
      '  test/e2e/inbox-imap.test.ts: needs Dovecot (/usr/sbin/dovecot)',
      'Install what they need: apt-get install -y --no-install-recommends chromium dovecot-imapd',
    ]);
    expect(skipSummary([dovecotSkip('test/e2e/inbox-imap.test.ts')]).at(-1)).toBe(`Install what they need: ${aptInstallCommand(['dovecot-imapd'])}`);
  });
});
