// Email scenario (issue 21): messages per second through the service's pooled SMTP transport
// (src/email/smtp-transport.ts, SMTP_POOL_SIZE connections) to a loopback `smtp-server` on its
// own thread, and the time of each message (the `send` call, from the message handed over to
// the server's 250). Baseline in the same run: nodemailer's own pooled transporter with the same
// pool, so the ratio is what the service's layer (message options, result, error sorting)
// costs. Blocks of the two alternate; every message is counted at the server.
import nodemailer from 'nodemailer';
import { combineRounds, throughput, type Throughput } from '../lib/measure.ts';
import { quick } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { SmtpReceiver } from '../lib/smtp-receiver.ts';
import { newMessageId, type OutgoingEmail } from '../../src/email/email-transport.ts';
import { mailOptions } from '../../src/email/mail-options.ts';
import { createSmtpTransport } from '../../src/email/smtp-transport.ts';

const POOL = 5;
/** Messages in flight: a few per connection, as a worker with several send jobs would have. */
const CONCURRENCY = 20;

export interface EmailResult {
  pool: number;
  concurrency: number;
  messages: number;
  service: Throughput;
  nodemailer: Throughput;
  received: number;
  sent: number;
}

function message(index: number): OutgoingEmail {
  return {
    from: 'Ada Lovelace <ada@acme.test>',
    to: [`person${index}@example.test`],
    subject: `Follow-up ${index}: our call on Tuesday`,
    text: `Hi,\n\nthanks for your time today. As promised, the notes of our call (#${index}).\n\nAda`.repeat(4),
    html: `<p>Hi,</p><p>thanks for your time today. As promised, the notes of our call (#${index}).</p><p>Ada</p>`.repeat(4),
    messageId: newMessageId('ada@acme.test', `bench-${index}-${Date.now()}`),
  };
}

export async function runEmail(warn: (text: string) => void): Promise<EmailResult> {
  const receiver = await SmtpReceiver.start();
  const url = `smtp://bench:secret@127.0.0.1:${receiver.port}`;
  const service = createSmtpTransport({ url, poolSize: POOL, timeoutMs: 30_000 });
  const raw = nodemailer.createTransport({ pool: true, maxConnections: POOL, host: '127.0.0.1', port: receiver.port, secure: false, auth: { user: 'bench', pass: 'secret' } });
  const rounds = quick ? 3 : 5;
  const perBlock = quick ? 400 : 1_500;
  const maxMs = 60_000;
  let index = 0;
  const serviceBlocks: Throughput[] = [];
  const rawBlocks: Throughput[] = [];
  try {
    progress('email: warming up both transports (100 messages each)');
    await throughput(() => service.send(message(index++)).then(() => undefined), { total: 100, concurrency: CONCURRENCY, maxMs });
    await throughput(() => raw.sendMail(mailOptions(message(index++))).then(() => undefined), { total: 100, concurrency: CONCURRENCY, maxMs });
    for (let round = 0; round < rounds; round++) {
      progress(`email: round ${round + 1} of ${rounds} (${int(perBlock)} messages through each transport)`);
      serviceBlocks.push(await throughput(() => service.send(message(index++)).then(() => undefined), { total: perBlock, concurrency: CONCURRENCY, maxMs }));
      rawBlocks.push(await throughput(() => raw.sendMail(mailOptions(message(index++))).then(() => undefined), { total: perBlock, concurrency: CONCURRENCY, maxMs }));
    }
    const received = await receiver.received();
    if (received !== index) warn(`email: the server took ${received} messages, ${index} were sent`);
    const serviceAll = combineRounds(serviceBlocks);
    const rawAll = combineRounds(rawBlocks);
    for (const [name, t] of [['service', serviceAll], ['nodemailer', rawAll]] as const) if (t.timedOut) warn(`email: the ${name} blocks hit the time limit`);
    return { pool: POOL, concurrency: CONCURRENCY, messages: perBlock * rounds, service: serviceAll, nodemailer: rawAll, received, sent: index };
  } finally {
    await service.close();
    raw.close();
    await receiver.stop();
  }
}

export function reportEmail(r: EmailResult): void {
  print('### Email');
  print();
  print(
    `**Email through SMTP** — ${int(r.messages)} messages per transport (about 2 KB each, text and HTML), ${r.concurrency} in flight, ` +
      `a pool of ${r.pool} connections with AUTH PLAIN to \`smtp-server\` on loopback on its own thread; blocks of the service's transport ` +
      `and of nodemailer's own pooled transporter alternate. The server took ${int(r.received)} of ${int(r.sent)} messages sent (warm-up included).`,
  );
  print();
  const row = (name: string, t: Throughput) => [name, int(t.done), int(t.perSecond), ms(t.latency.p50), ms(t.latency.p95), ms(t.latency.max)];
  print(table(['', 'messages', 'messages/s', 'p50 ms', 'p95 ms', 'max ms'], [row('service (src/email)', r.service), row('nodemailer alone', r.nodemailer)]));
  print();
  print(`Service ÷ nodemailer: ${times(r.service.perSecond / r.nodemailer.perSecond)} of the throughput, ${times(r.service.latency.p50 / r.nodemailer.latency.p50)} the p50. Target: >= 300 messages/s with ${r.pool} connections.`);
  print();
}
