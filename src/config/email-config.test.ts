import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('email configuration', () => {
  it('SMTP_URL smtp:// or smtps:// with a pool of SMTP_POOL_SIZE (default 5)', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).email).toEqual({ transport: 'smtp', url: 'smtps://u:p@mail.example.com:465', poolSize: 5, timeoutMs: 30_000 });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com', SMTP_POOL_SIZE: '2' }).email).toMatchObject({ transport: 'smtp', poolSize: 2 });
  });

  it('unset: the local outbox under DATA_DIR, in memory with DATABASE_URL=memory://', () => {
    expect(loadConfig({ DATA_DIR: '/srv/crm' }).email).toEqual({ transport: 'outbox', dir: '/srv/crm/outbox' });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).email).toEqual({ transport: 'memory' });
  });

  it.each([
    ['http://mail.example.com', /^SMTP_URL must be smtp:\/\/.*\(got the scheme "http:"\)$/],
    ['mail.example.com:25', /^SMTP_URL must be smtp:\/\//],
    ['smtp://', /^SMTP_URL must be smtp:\/\//],
  ])('SMTP_URL=%s is refused at start, naming the variable', (value, message) => {
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(message);
  });

  it('never repeats the URL, which may hold a password', () => {
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'imap://user:s3cret@mail.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://... (got the scheme "imap:")');
  });

  it.each(['0', '-1', '2.5', 'five'])('SMTP_POOL_SIZE=%s is refused, naming the variable', (value) => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', SMTP_POOL_SIZE: value })).toThrow(/^SMTP_POOL_SIZE must be an integer >= 1/);
  });

  it('WORKFLOW_EMAIL_FROM: an address or "Name <address>", refused at start otherwise', () => {
    expect(loadConfig({}).workflows.emailFrom).toBe('Workspace CRM <workflows@localhost>');
    expect(loadConfig({ WORKFLOW_EMAIL_FROM: 'Bots <bots@acme.test>' }).workflows.emailFrom).toBe('Bots <bots@acme.test>');
    expect(() => loadConfig({ WORKFLOW_EMAIL_FROM: 'nobody' })).toThrow('WORKFLOW_EMAIL_FROM must be an email address or "Name <address>", got "nobody"');
  });
});
