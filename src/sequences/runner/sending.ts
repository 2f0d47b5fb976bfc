// A message leaving: the I/O between a step job's two transactions (step-job.ts), never inside
// one. Email goes through the backbone's transport (SMTP_URL or the local outbox), From the
// sender's identifier, with the Message-ID the first transaction recorded; LinkedIn and WhatsApp
// through the channel provider when it reaches outside (CHANNEL_WEBHOOK_URL).
import type { EmailTransport } from '../../email/email-transport.ts';
import { textOfHtml } from '../../email/html.ts';
import { EMAIL_WORDING, sendWithin, type SendOutcome } from '../../email/send-within.ts';
import type { ChannelProvider } from '../channel-providers.ts';
import type { Platform } from '../steps.ts';

/** A message ready to leave, as the first transaction prepared it. */
export interface PendingSend {
  platform: Platform;
  stepId: string;
  stepType: string;
  sender: { id: string; identifier: string };
  to: string;
  subject: string | null;
  /** Email: the HTML body; other platforms: the message. */
  body: string;
  messageId: string;
  /** The sender's local day the send counts on (its slot given back when nothing was sent). */
  day: string;
  /**
   * The sender's daily limit (null: none). With one, a slot is taken before the send
   * (run-progress.ts, takeSlot); without, the send is counted after it left (countSend), so no
   * send waits for another's counter row, and a limit set later still sees the day's earlier sends.
   */
  dailyLimit: number | null;
  attempt: number;
  sequenceId: string;
  sequencePersonId: string;
}

export interface SendingDeps {
  email: EmailTransport;
  provider: ChannelProvider;
  /** How long a send may take before the job stops waiting: half the worker's lease. */
  sendTimeoutMs: number;
}

export async function performSend(send: PendingSend, deps: SendingDeps): Promise<SendOutcome> {
  const sending: Promise<SendOutcome> =
    send.platform === 'EMAIL'
      ? deps.email
          .send({ from: send.sender.identifier, to: [send.to], subject: send.subject ?? '', html: send.body, text: textOfHtml(send.body), messageId: send.messageId })
          .then(() => ({ sent: true as const, value: undefined }))
      : deps.provider
          .send({
            platform: send.platform,
            from: { senderId: send.sender.id, identifier: send.sender.identifier },
            to: send.to,
            text: send.body,
            messageId: send.messageId,
            sequenceId: send.sequenceId,
            sequencePersonId: send.sequencePersonId,
            stepId: send.stepId,
            stepType: send.stepType,
          })
          .then((outcome) => (outcome.ok ? { sent: true as const, value: undefined } : { sent: false as const, error: outcome.error, retryable: !outcome.permanent }));
  return sendWithin(sending, deps.sendTimeoutMs, send.platform === 'EMAIL' ? EMAIL_WORDING : { server: 'the channel', message: 'the message' });
}
