// Sending one message within a deadline: the protocol both engines that send (workflows'
// SEND_EMAIL, sequences' message steps) follow between a job's two transactions. The job waits
// no longer than half its lease; past it the message may still leave, so the outcome is "not
// confirmed" and never retried (a retry could send twice). A refusal says whether a later try may
// work (`retryable`: a temporary SMTP fault, a channel that answered 429 or 503) or not.
import { beforeDeadline, LATE } from '../lib/deadline.ts';
import { EmailSendError } from './email-transport.ts';

/** A send that did not go: `retryable` when a later try may work and cannot repeat an effect. */
export interface NotSent {
  sent: false;
  error: string;
  retryable: boolean;
}

/** Sent (with what the transport answered), or not. */
export type SendOutcome<T = undefined> = { sent: true; value: T } | NotSent;

/** Who takes the message, and what it is, for the "not confirmed" message. */
export interface SendWording {
  server: string;
  message: string;
}

export const EMAIL_WORDING: SendWording = { server: 'the SMTP server', message: 'the email' };

/**
 * `sending`'s outcome, waited for no longer than `timeoutMs`. An EmailSendError it rejects with
 * is a refusal (retryable unless permanent); any other rejection is a bug and is thrown.
 */
export async function sendWithin<T>(sending: Promise<SendOutcome<T>>, timeoutMs: number, wording: SendWording = EMAIL_WORDING): Promise<SendOutcome<T>> {
  try {
    const outcome = await beforeDeadline(sending, timeoutMs);
    if (outcome !== LATE) return outcome;
    return {
      sent: false,
      error: `not confirmed: ${wording.server} had not taken ${wording.message} after ${timeoutMs} ms (half the worker's lease); it may still be delivered`,
      retryable: false,
    };
  } catch (error) {
    if (error instanceof EmailSendError) return { sent: false, error: error.message, retryable: !error.permanent };
    throw error;
  }
}
