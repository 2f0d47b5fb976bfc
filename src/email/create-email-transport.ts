// The email transport the configuration names (src/config: SMTP_URL, SMTP_POOL_SIZE, DATA_DIR).
import type { Logger } from 'pino';
import type { EmailConfig } from '../config/config.ts';
import type { EmailTransport } from './email-transport.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function createEmailTransport(config: EmailConfig, logger: Logger): EmailTransport {
  if (config.transport === 'smtp') return createSmtpTransport(config);
  return createOutboxTransport(config.transport === 'outbox' ? config.dir : undefined, logger);
}
