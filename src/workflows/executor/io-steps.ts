// SEND_EMAIL and HTTP_REQUEST: the steps that reach outside. They run between two transactions
// of run-step-job.ts, never inside one (on PGlite a transaction holds the only connection).
// HTTP_REQUEST is at least once: a retry after a crash sends again, with the same
// `Idempotency-Key: <runId>:<stepId>` so the receiver can tell. SEND_EMAIL is at most once: its
// Message-ID is fixed by the run and step, and a job found claimed before is not sent again
// (run-step-job.ts).
import type { EmailTransport } from '../../email/email-transport.ts';
import { plainAddressList } from '../../email/addresses.ts';
import { newMessageId, type SentEmail } from '../../email/email-transport.ts';
import { sendWithin } from '../../email/send-within.ts';
import { sendRequest } from '../../outbound/http-request.ts';

export interface IoDeps {
  email: EmailTransport;
  emailFrom: string;
  allowPrivateTargets: boolean;
  httpTimeoutMs: number;
  /** How long a SEND_EMAIL waits for the SMTP server to take the message: half the worker's lease. */
  emailTimeoutMs: number;
}

export interface IoStep {
  runId: string;
  stepId: string;
}

/** Done with an output, or failed: `retryable` when trying again may work and cannot repeat an effect. */
export type IoOutcome = { output: unknown } | { error: string; retryable: boolean };

export async function sendEmail(input: Record<string, unknown>, { runId, stepId }: IoStep, deps: IoDeps): Promise<IoOutcome> {
  // Only the plain addresses `to` lists: a value with a line break, a group or a display name fails the step, naming it.
  const recipients = plainAddressList('to', input.to ?? '');
  if ('fault' in recipients) return { error: recipients.fault, retryable: false };
  const to = recipients.addresses;
  const messageId = newMessageId(deps.emailFrom, `${runId}.${stepId}`);
  const sending = deps.email.send({ from: deps.emailFrom, to, subject: String(input.subject ?? ''), text: String(input.body ?? ''), messageId });
  const outcome = await sendWithin<SentEmail>(sending.then((value) => ({ sent: true as const, value })), deps.emailTimeoutMs);
  if (!outcome.sent) return { error: outcome.error, retryable: outcome.retryable };
  const { value: sent } = outcome;
  return { output: { messageId: sent.messageId, accepted: sent.accepted, rejected: sent.rejected } };
}

/** A JSON body is sent as JSON (Content-Type application/json unless the headers say otherwise). */
function requestBody(body: unknown, headers: Record<string, string>): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body === 'string') return body;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

export async function httpRequest(input: Record<string, unknown>, { runId, stepId }: IoStep, deps: IoDeps): Promise<IoOutcome> {
  const headers: Record<string, string> = { ...((input.headers as Record<string, string> | undefined) ?? {}), 'idempotency-key': `${runId}:${stepId}` };
  const method = String(input.method ?? 'GET');
  const body = method === 'GET' ? undefined : requestBody(input.body, headers);
  const answer = await sendRequest({ url: String(input.url), method, headers, body, timeoutMs: deps.httpTimeoutMs, allowPrivateTargets: deps.allowPrivateTargets });
  if (!answer.ok) return { error: answer.error ?? `the server answered ${answer.status}`, retryable: true };
  let parsed: unknown = answer.body ?? '';
  if (answer.headers?.['content-type']?.includes('json') && !answer.truncated) {
    try {
      parsed = JSON.parse(answer.body ?? '');
    } catch {
      // Not JSON after all: keep the text.
    }
  }
  return { output: { status: answer.status, headers: answer.headers ?? {}, body: parsed, ...(answer.truncated ? { truncated: true } : {}) } };
}
