import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../lib/secret-box.ts';
import { imapSettingsRule } from './imap-settings.ts';

const box = new SecretBox('a long random secret key for the tests of this rule', 'imap password');
const good = { host: 'imap.example.com', port: 993, username: 'team@example.com', password: 's3cret' };

function write(settings: unknown, mode: 'create' | 'update' = 'create', rule = imapSettingsRule(box)) {
  const values = new Map<string, unknown>([['type', 'email'], ['imapSettings', settings]]);
  const problems = rule(values, mode);
  return { problems, values: Object.fromEntries(values) };
}

describe('imapSettings (the input rule on message channel writes)', () => {
  it('stores the settings without the password, the password sealed, and puts the channel back to NOT_SYNCED', () => {
    const { problems, values } = write({ ...good, host: ' IMAP.Example.com ' });
    expect(problems).toEqual([]);
    expect(values.imapSettings).toEqual({ host: 'imap.example.com', port: 993, secure: true, username: 'team@example.com', hasPassword: true });
    expect(values.imapPassword).toMatch(/^v1\./);
    expect(box.open(values.imapPassword as string)).toBe('s3cret');
    expect(values).toMatchObject({ syncStatus: 'NOT_SYNCED', syncError: null });
    expect(write({ ...good, port: 143 }).values.imapSettings).toMatchObject({ secure: false });
    expect(write({ ...good, port: 143, secure: true }).values.imapSettings).toMatchObject({ secure: true });
  });

  it('null removes the settings and the password', () => {
    const { problems, values } = write(null, 'update');
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ imapSettings: null, imapPassword: null, syncStatus: 'NOT_SYNCED' });
  });

  it('leaves a write without imapSettings alone', () => {
    const values = new Map<string, unknown>([['handle', 'x@example.com']]);
    expect(imapSettingsRule(box)(values, 'update')).toEqual([]);
    expect([...values.keys()]).toEqual(['handle']);
  });

  it.each([
    ['a port outside 1-65535', { ...good, port: 70000 }, /^imapSettings\.port: must be an integer from 1 to 65535/],
    ['a port of 0', { ...good, port: 0 }, /^imapSettings\.port/],
    ['a port that is text', { ...good, port: '993' }, /^imapSettings\.port/],
    ['no host', { ...good, host: '' }, /^imapSettings\.host/],
    ['a host with a scheme', { ...good, host: 'imaps://imap.example.com' }, /^imapSettings\.host/],
    ['a host with a port', { ...good, host: 'imap.example.com:993' }, /^imapSettings\.host/],
    ['no username', { ...good, username: undefined }, /^imapSettings\.username: is required/],
    ['no password', { ...good, password: undefined }, /^imapSettings\.password: is required/],
    ['secure that is not a boolean', { ...good, secure: 'yes' }, /^imapSettings\.secure/],
    ['an unknown setting', { ...good, tls: true }, /^imapSettings\.tls: unknown setting/],
    ['not an object', 'imap.example.com', /^imapSettings: must be/],
  ])('refuses %s, naming the setting', (_what, settings, message) => {
    const { problems, values } = write(settings);
    expect(problems.some((p) => message.test(p)), problems.join('; ')).toBe(true);
    expect(values.imapPassword).toBeUndefined();
  });

  it('refuses a password while CRM_SECRET_KEY is unset, naming the variable', () => {
    const { problems } = write(good, 'create', imapSettingsRule(undefined));
    expect(problems).toEqual([expect.stringMatching(/^imapSettings\.password: .*CRM_SECRET_KEY is unset/)]);
  });

  it('refuses settings on a channel that is not email', () => {
    const values = new Map<string, unknown>([['type', 'linkedin'], ['imapSettings', good]]);
    expect(imapSettingsRule(box)(values, 'create')).toEqual([expect.stringMatching(/^imapSettings: only an email channel/)]);
  });
});
