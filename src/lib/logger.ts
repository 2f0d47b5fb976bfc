// JSON logs with pino; one root logger per process, children per component.
//
// Secrets never reach a log line: the request log has the method, the path (no query string),
// the status and the duration only (http/request-log.ts), and what other lines carry is
// redacted below: headers that hold credentials, and the fields of errors and objects that can
// hold a request's body or values (a body-parser error keeps the raw body, a PostgreSQL error's
// `detail` quotes the row's values, a webhook or key input has its `secret`).
import { pino, type DestinationStream, type Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'err.body',
  'err.rawBody',
  'err.detail',
  'err.parameters',
  'err.values',
  'err.variables',
  'err.cause.body',
  'err.cause.detail',
  'body',
  'query',
  'variables',
  'secret',
  'password',
  'authorization',
  '*.secret',
  '*.password',
  '*.apiKey',
  '*.authorization',
];

/** `destination`: where the lines go (stdout when omitted; tests read them). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'workspace-crm' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
