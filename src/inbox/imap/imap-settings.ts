// A message channel's IMAP settings (issue 23, point 4): the record layer's input rule on
// messageChannel writes (records/input-rules.ts), so single, batch and bulk writes all hold it.
// Written whole as {host, port, secure, username, password}; stored as {host, port, secure,
// username, hasPassword} with the password sealed under CRM_SECRET_KEY in the write-only
// `imapPassword` field (opened under it or a key of CRM_SECRET_KEY_PREVIOUS: see
// reseal-passwords.ts). Writing settings (or null) puts the channel back to NOT_SYNCED, so a
// channel whose credentials were refused is synced again once they change.
import type { InboxConfig } from '../../config/config.ts';
import type { InputRule } from '../../records/input-rules.ts';
import { SecretBox } from '../../lib/secret-box.ts';

/** What IMAP passwords are sealed for (the HKDF purpose: a key of another purpose cannot open them). */
const IMAP_PASSWORD_PURPOSE = 'imap password';

/** The sealer of IMAP passwords: CRM_SECRET_KEY, with CRM_SECRET_KEY_PREVIOUS to open; undefined when unset. */
export function imapPasswordBox(config: Pick<InboxConfig, 'secretKey' | 'secretKeyPrevious'>): SecretBox | undefined {
  return config.secretKey ? new SecretBox(config.secretKey, IMAP_PASSWORD_PURPOSE, config.secretKeyPrevious) : undefined;
}

/** The settings as stored and answered. */
export interface StoredImapSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  hasPassword: boolean;
}

const KEYS = ['host', 'port', 'secure', 'username', 'password'];
/** A host name or an IP literal (IPv6 in brackets or bare): no scheme, path, port or spaces. */
const HOST = /^(\[[0-9a-f:.]+\]|[0-9a-f:]*:[0-9a-f:.]+|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?)$/i;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `box`: the sealer under CRM_SECRET_KEY, undefined when the variable is unset. */
export function imapSettingsRule(box: SecretBox | undefined): InputRule {
  return (values, mode) => {
    if (!values.has('imapSettings')) return [];
    // (An update cannot see the stored type: the sync refuses a channel that is not email.)
    if (mode === 'create' && values.get('imapSettings') !== null && values.get('type') !== 'email')
      return [`imapSettings: only an email channel syncs over IMAP (type is ${JSON.stringify(values.get('type'))})`];
    const input = values.get('imapSettings');
    values.set('syncStatus', 'NOT_SYNCED');
    values.set('syncError', null);
    if (input === null) {
      values.set('imapPassword', null);
      return [];
    }
    if (typeof input !== 'object' || Array.isArray(input)) return ['imapSettings: must be {host, port, secure, username, password} or null'];
    const settings = input as Record<string, unknown>;
    const problems = Object.keys(settings)
      .filter((key) => !KEYS.includes(key))
      .map((key) => `imapSettings.${key}: unknown setting; the settings are ${KEYS.join(', ')}`);
    const { host, port, secure, username, password } = settings;
    if (!isText(host) || host.length > 253 || !HOST.test(host.trim())) problems.push('imapSettings.host: must be a host name or IP address, e.g. imap.example.com (no scheme or port)');
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) problems.push('imapSettings.port: must be an integer from 1 to 65535 (993 for IMAP over TLS, 143 otherwise)');
    if (secure !== undefined && typeof secure !== 'boolean') problems.push('imapSettings.secure: must be true (TLS from the start, port 993) or false (plain, upgraded by STARTTLS when offered)');
    if (!isText(username)) problems.push('imapSettings.username: is required (the mailbox login)');
    if (!isText(password)) problems.push('imapSettings.password: is required: settings are written whole, and the stored password is never answered');
    else if (!box) problems.push('imapSettings.password: cannot be stored while CRM_SECRET_KEY is unset: the service encrypts mailbox passwords with it');
    if (problems.length) return problems;
    const stored: StoredImapSettings = {
      host: (host as string).trim().toLowerCase(),
      port: port as number,
      secure: (secure as boolean | undefined) ?? port === 993,
      username: username as string,
      hasPassword: true,
    };
    values.set('imapSettings', stored);
    values.set('imapPassword', box!.seal(password as string));
    return [];
  };
}
