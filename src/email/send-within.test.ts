import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailSendError } from './email-transport.ts';
import { sendWithin } from './send-within.ts';

describe('sendWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a send that came back in time as it came', async () => {
    await expect(sendWithin(Promise.resolve({ sent: true as const, value: 'id-1' }), 1_000)).resolves.toEqual({ sent: true, value: 'id-1' });
  });

  it('past the deadline: not confirmed, never retryable (the message may still leave)', async () => {
    vi.useFakeTimers();
    const outcome = sendWithin(new Promise<never>(() => {}), 300, { server: 'the channel', message: 'the message' });
    await vi.advanceTimersByTimeAsync(300);
    await expect(outcome).resolves.toEqual({
      sent: false,
      error: "not confirmed: the channel had not taken the message after 300 ms (half the worker's lease); it may still be delivered",
      retryable: false,
    });
  });

  it('an SMTP refusal: retryable when temporary, not when permanent', async () => {
    await expect(sendWithin(Promise.reject(new EmailSendError('421 try later', false)), 1_000)).resolves.toEqual({ sent: false, error: '421 try later', retryable: true });
    await expect(sendWithin(Promise.reject(new EmailSendError('550 no such user', true)), 1_000)).resolves.toEqual({ sent: false, error: '550 no such user', retryable: false });
  });

  it('any other rejection is a bug, thrown as it is', async () => {
    const bug = new TypeError('a bug');
    await expect(sendWithin(Promise.reject(bug), 1_000)).rejects.toBe(bug);
  });
});
