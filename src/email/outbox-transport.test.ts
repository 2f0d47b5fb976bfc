// With no SMTP_URL, email is kept: an .eml file per message that a mail client opens (parsed
// back here by mailparser), or in memory; one log line each.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from './email-transport.ts';
import { createOutboxTransport } from './outbox-transport.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const message: OutgoingEmail = {
  from: 'Ada <ada@acme.test>',
  to: ['bob@example.test'],
  cc: ['carol@example.test'],
  subject: 'Réunion 🚀',
  text: 'À demain',
  html: '<p>À <i>demain</i></p>',
  messageId: '<m1/2@acme.test>',
  inReplyTo: '<earlier@example.test>',
  references: ['<earlier@example.test>'],
};

describe('the local outbox', () => {
  it('writes each message to an .eml file a mail client opens, and logs one line', async () => {
    const { logger, lines } = capture();
    const outbox = createOutboxTransport(path.join(dir, 'outbox'), logger);
    const result = await outbox.send(message);
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-m1_2@acme\.test\.eml$/);
    expect(result).toEqual({
      messageId: '<m1/2@acme.test>',
      accepted: ['bob@example.test', 'carol@example.test'],
      rejected: [],
      response: `250 kept in the local outbox: ${path.join(dir, 'outbox', files[0])}`,
    });

    const raw = readFileSync(path.join(dir, 'outbox', files[0]));
    expect(raw.toString('latin1')).toMatch(/\r\n\r\n/); // CRLF lines, as on the wire
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe('<m1/2@acme.test>');
    expect(parsed.inReplyTo).toBe('<earlier@example.test>');
    expect(parsed.subject).toBe('Réunion 🚀');
    expect(parsed.from?.text).toBe('"Ada" <ada@acme.test>');
    expect(parsed.cc && !Array.isArray(parsed.cc) ? parsed.cc.text : undefined).toBe('carol@example.test');
    expect(parsed.text?.trim()).toBe('À demain');
    expect(parsed.html).toContain('<i>demain</i>');

    expect(lines.filter((line) => line.msg === 'email kept in the local outbox (SMTP_URL is not set)')).toEqual([
      expect.objectContaining({ level: 30, to: ['bob@example.test', 'carol@example.test'], subject: 'Réunion 🚀', messageId: '<m1/2@acme.test>' }),
    ]);
    expect(outbox.kept).toEqual([]);
  });

  it('in memory, keeps the messages in the process only', async () => {
    const { logger } = capture();
    const outbox = createOutboxTransport(undefined, logger);
    await outbox.send(message);
    await outbox.send({ ...message, messageId: '<m2@acme.test>' });
    expect(outbox.kept.map((kept) => kept.email.messageId)).toEqual(['<m1/2@acme.test>', '<m2@acme.test>']);
    expect((await simpleParser(outbox.kept[1].raw)).messageId).toBe('<m2@acme.test>');
  });
});
