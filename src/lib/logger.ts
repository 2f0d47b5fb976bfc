// JSON logs with pino; one root logger per process, children per component.
import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'workspace-crm' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never log secrets that travel in headers.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
