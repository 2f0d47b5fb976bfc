// A loopback SMTP server (the smtp-server package) for the tests that send email: no TLS and no
// AUTH, the test's own handlers for what arrives, its URL for SMTP_URL, and a close that does not
// wait for a connection that never answers (closeTimeout).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface SmtpSink {
  server: SMTPServer;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

export async function startSmtpSink(handlers: Pick<SMTPServerOptions, 'onRcptTo' | 'onData'>): Promise<SmtpSink> {
  const server = new SMTPServer({ disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 100, ...handlers });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    server,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
