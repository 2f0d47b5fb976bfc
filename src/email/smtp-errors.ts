// nodemailer's failures, sorted into "try again later" and "give up": the SMTP reply code
// decides when there is one (RFC 5321: 4yz transient, 5yz permanent); a message whose every
// recipient was refused is permanent only if every refusal was; no connection, a dropped one or
// a timeout is temporary.
import { EmailSendError } from './email-transport.ts';

interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  rejected?: Array<string | { address?: string }>;
  rejectedErrors?: Array<{ responseCode?: number }>;
}

/** The addresses of nodemailer's recipient lists (`accepted`, `rejected`), whose entries are strings or `{address}`. */
export const addressesOf = (list: Array<string | { address?: string }> | undefined): string[] =>
  (list ?? []).map((entry) => (typeof entry === 'string' ? entry : (entry.address ?? ''))).filter(Boolean);

export function classifySmtpError(error: unknown): EmailSendError {
  if (error instanceof EmailSendError) return error;
  const failure = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const rejected = addressesOf(failure.rejected);
  const codes = (failure.rejectedErrors ?? []).map((e) => e.responseCode).filter((code): code is number => typeof code === 'number');
  const code = failure.responseCode ?? (codes.length ? Math.max(...codes) : undefined);
  let permanent: boolean;
  if (failure.code === 'EENVELOPE' && codes.length > 0) permanent = codes.every((c) => c >= 500 && c < 600);
  else permanent = code !== undefined && code >= 500 && code < 600;
  const reply = failure.response ? `: ${failure.response}` : '';
  const message = failure.message.includes(failure.response ?? '\u0000') ? failure.message : `${failure.message}${reply}`;
  return new EmailSendError(message, permanent, code, rejected);
}
