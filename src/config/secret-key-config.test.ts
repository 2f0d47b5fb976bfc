import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(44);
const KEY_C = 'c'.repeat(40);

describe('CRM_SECRET_KEY and CRM_SECRET_KEY_PREVIOUS', () => {
  it('defaults: no key, no previous keys', () => {
    expect(loadConfig({}).inbox).toMatchObject({ secretKey: undefined, secretKeyPrevious: [] });
    expect(loadConfig({ CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: '' }).inbox).toMatchObject({ secretKey: KEY_B, secretKeyPrevious: [] });
  });

  it('one previous key, or several comma-separated (spaces and empty entries ignored)', () => {
    expect(loadConfig({ CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: KEY_A }).inbox.secretKeyPrevious).toEqual([KEY_A]);
    expect(loadConfig({ CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: ` ${KEY_A} , ${KEY_C},` }).inbox.secretKeyPrevious).toEqual([KEY_A, KEY_C]);
  });

  it('a short CRM_SECRET_KEY is refused naming the variable', () => {
    expect(() => loadConfig({ CRM_SECRET_KEY: 'short' })).toThrow(new ConfigError('CRM_SECRET_KEY must be at least 32 characters (e.g. the output of `openssl rand -base64 32`), got 5'));
  });

  it.each([
    ['one short key', 'x'.repeat(31), 'CRM_SECRET_KEY_PREVIOUS must be at least 32 characters, like CRM_SECRET_KEY, got 31'],
    ['a short key among several', `${KEY_A},tooshort`, 'CRM_SECRET_KEY_PREVIOUS (key 2 of 2, comma-separated) must be at least 32 characters, like CRM_SECRET_KEY, got 8'],
  ])('%s is refused at start, naming the variable and never the key', (_what, value, message) => {
    expect(() => loadConfig({ CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: value })).toThrow(new ConfigError(message));
    expect(() => loadConfig({ CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: value })).not.toThrow(/tooshort|xxxx/);
  });

  it('previous keys without CRM_SECRET_KEY are refused: new values are sealed under it', () => {
    expect(() => loadConfig({ CRM_SECRET_KEY_PREVIOUS: KEY_A })).toThrow(ConfigError);
    expect(() => loadConfig({ CRM_SECRET_KEY_PREVIOUS: KEY_A })).toThrow(/CRM_SECRET_KEY_PREVIOUS is set but CRM_SECRET_KEY is not/);
  });
});
