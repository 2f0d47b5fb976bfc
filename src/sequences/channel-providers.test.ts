import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from '../../test/support/webhook-receiver.ts';
import { createChannelProvider, type OutboundChannelMessage } from './channel-providers.ts';

const message: OutboundChannelMessage = {
  platform: 'LINKEDIN',
  from: { senderId: '7d0c8a52-4d7c-4c8e-9a55-8c1a0f2f6b11', identifier: 'https://www.linkedin.com/in/sales-ann' },
  to: 'https://www.linkedin.com/in/bob',
  text: 'Hello Bob, shall we talk? «ça va» 👋',
  messageId: '<seq-1.step-2.person-3@crm.local>',
  sequenceId: 'a7b5f4e0-1111-4c8e-9a55-8c1a0f2f6b11',
  sequencePersonId: 'b8c6f5e1-2222-4c8e-9a55-8c1a0f2f6b11',
  stepId: 'step-2',
  stepType: 'SEND_LINKEDIN',
};

const receiver = new Receiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

const provider = (path: string, timeoutMs = 5_000) => createChannelProvider({ webhookUrl: `${receiver.url}${path}`, allowPrivateTargets: true, timeoutMs });

describe('the record provider (no CHANNEL_WEBHOOK_URL)', () => {
  it('sends nothing anywhere and answers ok', async () => {
    const before = receiver.received.length;
    const record = createChannelProvider({ allowPrivateTargets: false, timeoutMs: 1_000 });
    expect(record.name).toBe('record');
    expect(await record.send(message)).toEqual({ ok: true });
    expect(createChannelProvider({ webhookUrl: '', allowPrivateTargets: false, timeoutMs: 1_000 }).name).toBe('record');
    expect(receiver.received.length).toBe(before);
  });
});

describe('the webhook provider (CHANNEL_WEBHOOK_URL)', () => {
  it('POSTs the message as JSON with event sequence.message and the message id as Idempotency-Key', async () => {
    const webhook = provider('/ok');
    expect(webhook.name).toBe('webhook');
    expect(await webhook.send(message)).toEqual({ ok: true });
    const [received] = receiver.at('/ok');
    expect(received.body).toEqual({ event: 'sequence.message', ...message });
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['idempotency-key']).toBe(message.messageId);
    expect(Number(received.headers['content-length'])).toBe(Buffer.byteLength(received.rawBody));
  });

  it('sends a WhatsApp message the same way', async () => {
    const whatsapp = { ...message, platform: 'WHATSAPP' as const, to: '+33612345678', stepType: 'SEND_WHATSAPP', messageId: '<m2@crm.local>' };
    expect(await provider('/whatsapp').send(whatsapp)).toEqual({ ok: true });
    expect(receiver.at('/whatsapp')[0].body).toMatchObject({ event: 'sequence.message', platform: 'WHATSAPP', to: '+33612345678' });
    expect(receiver.at('/whatsapp')[0].headers['idempotency-key']).toBe('<m2@crm.local>');
  });

  it.each([200, 201, 202, 204])('HTTP %i: ok', async (status) => {
    receiver.replies.set(`/status-${status}`, [status]);
    expect(await provider(`/status-${status}`).send(message)).toEqual({ ok: true });
  });

  it.each([400, 401, 403, 404, 410, 422])('HTTP %i: a permanent failure naming the status and the answer', async (status) => {
    receiver.replies.set(`/status-${status}`, [status]);
    expect(await provider(`/status-${status}`).send(message)).toEqual({ ok: false, permanent: true, error: `channel provider answered HTTP ${status}: receiver says ${status}` });
  });

  it.each([408, 429, 500, 502, 503])('HTTP %i: a temporary failure', async (status) => {
    receiver.replies.set(`/status-${status}`, [status]);
    expect(await provider(`/status-${status}`).send(message)).toEqual({ ok: false, permanent: false, error: `channel provider answered HTTP ${status}: receiver says ${status}` });
  });

  it('a timeout: temporary', async () => {
    receiver.replies.set('/hang', ['hang']);
    const outcome = await provider('/hang', 200).send(message);
    expect(outcome).toEqual({ ok: false, permanent: false, error: 'channel provider: timeout after 200 ms' });
  });

  it('a connection refused: temporary', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await createChannelProvider({ webhookUrl: `http://127.0.0.1:${port}/`, allowPrivateTargets: true, timeoutMs: 2_000 }).send(message);
    expect(outcome).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/^channel provider: .*ECONNREFUSED/) });
  });

  it('a redirect is not followed: permanent', async () => {
    const redirecting = createServer((_request, response) => response.writeHead(302, { location: 'http://169.254.169.254/' }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`;
      const outcome = await createChannelProvider({ webhookUrl: url, allowPrivateTargets: true, timeoutMs: 2_000 }).send(message);
      expect(outcome).toMatchObject({ ok: false, permanent: true, error: expect.stringContaining('HTTP 302: redirect not followed') });
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it.each(['127.0.0.1', 'localhost'])('a private target (%s) is refused unless private targets are allowed: permanent, nothing sent', async (host) => {
    const before = receiver.received.length;
    const url = `${receiver.url.replace('127.0.0.1', host)}/private`;
    const outcome = await createChannelProvider({ webhookUrl: url, allowPrivateTargets: false, timeoutMs: 2_000 }).send(message);
    expect(outcome).toMatchObject({ ok: false, permanent: true, error: expect.stringMatching(/private targets are refused/) });
    expect(receiver.received.length).toBe(before);
  });

  it('the cloud metadata address is refused even where private targets are allowed', async () => {
    const outcome = await createChannelProvider({ webhookUrl: 'http://169.254.169.254/latest', allowPrivateTargets: true, timeoutMs: 2_000 }).send(message);
    expect(outcome).toMatchObject({ ok: false, permanent: true, error: expect.stringMatching(/cloud metadata endpoint/) });
  });
});
