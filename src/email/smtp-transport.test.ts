// The SMTP transport against a real SMTP server on loopback (the `smtp-server` package, started
// here): AUTH with the credentials of SMTP_URL, what arrives (headers as given, UTF-8), and the
// failures sorted into temporary and permanent.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmailSendError, newMessageId, type EmailTransport, type OutgoingEmail } from './email-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

/** What the test server does with a recipient or a message; the tests change it as they go. */
let refuseRecipient: (address: string) => { code: number; message: string } | undefined = () => undefined;
let refuseMessage: () => { code: number; message: string } | undefined = () => undefined;
const received: Received[] = [];
const logins: Array<{ method: string; username?: string; password?: string }> = [];

const serverOptions: SMTPServerOptions = {
  // No TLS on loopback: nodemailer would upgrade with STARTTLS and refuse the self-signed cert.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authMethods: ['PLAIN', 'LOGIN'],
  logger: false,
  onAuth(auth, _session, callback) {
    logins.push({ method: auth.method, username: auth.username ?? undefined, password: auth.password ?? undefined });
    if (auth.username === 'mailer@acme.test' && auth.password === 'p@ss:w/rd') callback(null, { user: auth.username });
    else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
  },
  onRcptTo(address, _session, callback) {
    const refusal = refuseRecipient(address.address);
    if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const refusal = refuseMessage();
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks),
      });
      callback(null, 'queued as test');
    });
  },
};

let server: SMTPServer;
let port: number;
let transport: EmailTransport;
// Credentials with characters a URL must percent-encode.
const smtpUrl = () => `smtp://${encodeURIComponent('mailer@acme.test')}:${encodeURIComponent('p@ss:w/rd')}@127.0.0.1:${port}`;

beforeAll(async () => {
  server = new SMTPServer(serverOptions);
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  port = (server.server.address() as AddressInfo).port;
  transport = createSmtpTransport({ url: smtpUrl(), poolSize: 2, timeoutMs: 5_000 });
});
afterAll(async () => {
  await transport?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  refuseRecipient = () => undefined;
  refuseMessage = () => undefined;
  received.length = 0;
});

let sequence = 0;
function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    from: 'Ada Lovelace <ada@acme.test>',
    to: ['bob@example.test'],
    subject: 'Hello',
    text: 'Hi Bob',
    messageId: newMessageId('ada@acme.test', `m${++sequence}-${Date.now()}`),
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<EmailSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmailSendError);
  return error as EmailSendError;
}

describe('SMTP transport', () => {
  it('logs in with AUTH PLAIN and the decoded credentials of SMTP_URL, and the message arrives', async () => {
    const sent = email({ cc: ['carol@example.test'], html: '<p>Hi <b>Bob</b></p>' });
    const result = await transport.send(sent);
    expect(result).toEqual({ messageId: sent.messageId, accepted: ['bob@example.test', 'carol@example.test'], rejected: [], response: expect.stringMatching(/^250 /) });
    expect(logins.at(-1)).toEqual({ method: 'PLAIN', username: 'mailer@acme.test', password: 'p@ss:w/rd' });
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('ada@acme.test');
    expect(received[0].to).toEqual(['bob@example.test', 'carol@example.test']);
    const parsed = await simpleParser(received[0].raw);
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.from?.text).toBe('"Ada Lovelace" <ada@acme.test>');
    expect(parsed.text?.trim()).toBe('Hi Bob');
    expect(parsed.html).toContain('<b>Bob</b>');
    expect(parsed.headers.has('x-mailer')).toBe(false);
  });

  it('keeps Message-ID, In-Reply-To and References as given, and a UTF-8 subject and body', async () => {
    const sent = email({
      subject: 'Réunion 会議 🚀 — ça marche?',
      text: 'Grüße aus Köln, 東京 🌸',
      inReplyTo: '<first@example.test>',
      references: ['<root@example.test>', '<first@example.test>'],
    });
    await transport.send(sent);
    const parsed = await simpleParser(received[0].raw);
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.inReplyTo).toBe('<first@example.test>');
    expect(parsed.references).toEqual(['<root@example.test>', '<first@example.test>']);
    expect(parsed.subject).toBe('Réunion 会議 🚀 — ça marche?');
    expect(parsed.text?.trim()).toBe('Grüße aus Köln, 東京 🌸');
  });

  it('a 451 is a temporary failure; the same message then goes through', async () => {
    refuseMessage = () => ({ code: 451, message: 'Try again later (greylisted)' });
    const error = await failure(transport.send(email()));
    expect(error).toMatchObject({ permanent: false, responseCode: 451 });
    expect(error.message).toMatch(/greylisted/);
    refuseMessage = () => undefined;
    const again = email();
    await expect(transport.send(again)).resolves.toMatchObject({ accepted: ['bob@example.test'] });
    expect(received).toHaveLength(1);
  });

  it('a recipient refused with 550 is reported beside the accepted ones; all refused is a permanent failure', async () => {
    refuseRecipient = (address) => (address === 'gone@example.test' ? { code: 550, message: 'No such user here' } : undefined);
    const partly = await transport.send(email({ to: ['bob@example.test', 'gone@example.test'] }));
    expect(partly).toMatchObject({ accepted: ['bob@example.test'], rejected: ['gone@example.test'] });
    expect(received[0].to).toEqual(['bob@example.test']);

    const error = await failure(transport.send(email({ to: ['gone@example.test'] })));
    expect(error).toMatchObject({ permanent: true, responseCode: 550, rejected: ['gone@example.test'] });
    expect(error.message).toMatch(/No such user/);
  });

  it('every recipient refused with a 4xx is temporary', async () => {
    refuseRecipient = () => ({ code: 452, message: 'Mailbox full, try later' });
    const error = await failure(transport.send(email({ to: ['bob@example.test', 'carol@example.test'] })));
    expect(error).toMatchObject({ permanent: false, responseCode: 452 });
    expect(error.rejected.sort()).toEqual(['bob@example.test', 'carol@example.test']);
  });

  it('a 5xx for the message is permanent', async () => {
    refuseMessage = () => ({ code: 554, message: 'Message rejected as spam' });
    expect(await failure(transport.send(email()))).toMatchObject({ permanent: true, responseCode: 554 });
  });

  it('wrong credentials are a permanent failure (535)', async () => {
    const wrong = createSmtpTransport({ url: `smtp://mailer%40acme.test:nope@127.0.0.1:${port}`, poolSize: 1, timeoutMs: 5_000 });
    try {
      expect(await failure(wrong.send(email()))).toMatchObject({ permanent: true, responseCode: 535 });
    } finally {
      await wrong.close();
    }
  });

  it('a refused connection is temporary', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const nowhere = createSmtpTransport({ url: `smtp://127.0.0.1:${closedPort}`, poolSize: 1, timeoutMs: 5_000 });
    try {
      const error = await failure(nowhere.send(email()));
      expect(error.permanent).toBe(false);
      expect(error.responseCode).toBeUndefined();
    } finally {
      await nowhere.close();
    }
  });

  it('a server that never answers is a temporary failure after the timeout', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => undefined)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const silentTransport = createSmtpTransport({ url: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, poolSize: 1, timeoutMs: 300 });
    try {
      const error = await failure(silentTransport.send(email()));
      expect(error.permanent).toBe(false);
      expect(error.message).toMatch(/timeout|greeting/i);
    } finally {
      await silentTransport.close();
      silent.close();
    }
  });

  it('sends many messages at once over the pool, each arriving once', async () => {
    const batch = Array.from({ length: 20 }, (_, i) => email({ to: [`r${i}@example.test`], subject: `n${i}` }));
    const results = await Promise.all(batch.map((m) => transport.send(m)));
    expect(results.map((r) => r.accepted[0])).toEqual(batch.map((m) => m.to[0]));
    expect(received.map((r) => r.to[0]).sort()).toEqual(batch.map((m) => m.to[0]).sort());
  });
});

describe('newMessageId', () => {
  it('is on the domain of the sender', () => {
    expect(newMessageId('Ada <ada@acme.test>', 'abc')).toBe('<abc@acme.test>');
    expect(newMessageId('ada@mail.acme.test', 'x1')).toBe('<x1@mail.acme.test>');
  });
});
