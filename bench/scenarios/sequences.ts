// Scenario 10: sequences (issue 24). A one-step SEND_EMAIL sequence ("A"), one EMAIL sender
// without a daily limit, the service's SMTP transport pointed at a loopback `smtp-server` on its
// own thread (like a mail server on another machine) that keeps each message's Message-ID and
// envelope recipient. The in-process job worker runs the step jobs (SEQUENCE_STEP_CONCURRENCY
// of them at once, WORKER_CONCURRENCY in all).
//
//   a. settings.enrollments people (batch API) enrolled in A (POST /rest/batch/sequencePeople,
//      60 per call) while it is a DRAFT; then from `PATCH /rest/sequences/{id} {status: ACTIVE}`
//      to the receiver having every email: emails/s, the activation request's own time,
//      duplicates by Message-ID and by recipient (0), and every run and enrollment COMPLETED
//      (GET /rest/sequenceRuns?filter=sequenceId[eq]:..,status[neq]:COMPLETED: total 0).
//   b. API create latency while a's sending runs ÷ idle: single POST /rest/people from the load
//      thread (lib/create-load.ts), a few in flight; one block idle before the activation, one
//      while sending (started once sending is under way), one idle after every run COMPLETED.
//      Beside it, on PostgreSQL, the machine's floor as the webhooks scenario measures it:
//      alternating blocks of the same creates alone and beside a niced pgbench sending `SELECT 1`
//      at a's emails/s (lib/background-round-trips.ts).
//   c. the ingest of a reply (POST /rest/inbox/messages, INCOMING, from the person, inReplyTo the
//      Message-ID a sent them, a new externalId each) that stops an ACTIVE enrollment, against
//      the same ingest that stops none: a second sequence ("B") whose only step waits 3 days
//      holds some of a's people ACTIVE (their runs ENQUEUED); a reply from one of them stops
//      that enrollment, a reply from a person of a not enrolled in B (their enrollment in A is
//      COMPLETED) stops nothing. Interleaved at concurrency 1 from this thread, as the other
//      latency series; each person replies once.
//
// On PostgreSQL, a and b run a second time (runSequencesWorkerProcess, called by run.ts after the
// webhooks scenario) in the recommended layout: the server's own worker stopped (as with
// WORKER=off) and `npm run worker` in its own process running the step jobs, started with SMTP_URL
// pointing at a new receiver (and the bench's WORKER_*, SEQUENCE_* and SMTP_* settings); new
// people in a new sequence. The floor and c are measured once, with the first layout. CPU per
// email (PostgreSQL's, this process's, the worker process's) is read from /proc over a's window.
//
// The deployments' servers are started without SMTP_URL (bench/lib/deployments.ts), so their
// email transport is the local outbox: for this scenario its `send` is pointed at an SMTP
// transport built from the same configuration code (loadConfig's SMTP_URL, SMTP_POOL_SIZE,
// SMTP_TIMEOUT_MS, then src/email/smtp-transport.ts) and put back afterwards.
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../../src/config/config.ts';
import type { EmailTransport } from '../../src/email/email-transport.ts';
import { createSmtpTransport } from '../../src/email/smtp-transport.ts';
import { canSendBackgroundRoundTrips, startBackgroundRoundTrips } from '../lib/background-round-trips.ts';
import { CreateLoadWorker } from '../lib/create-load.ts';
import type { Deployment } from '../lib/deployments.ts';
import { restCall, restJson, type RestTarget } from '../lib/http.ts';
import { interleaved, summarize, warmUp, type Summary } from '../lib/measure.ts';
import { quick } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { capture } from '../lib/statements.ts';

/** a's figures. */
export interface SendFigures {
    emails: number;
    received: number;
    activationMs: number;
    /** From the activation request's start to the receiver's last email. */
    seconds: number;
    perSecond: number;
    /** From the activation request's start to every run COMPLETED (polled every 50 ms). */
    completedSeconds: number;
    duplicateMessageIds: number;
    duplicateRecipients: number;
    runsNotCompleted: number;
    enrollmentsNotCompleted: number;
    /**
     * CPU from the activation request's start to the last email, per email received (the creates
     * of b's block while sending included): PostgreSQL's processes, and this process (the service
     * with its worker in the first layout, the create load's and the receiver's threads).
     */
    cpuMsPerEmail: { database?: number; benchProcess: number; workerProcess?: number };
}

/** b's figures. */
export interface ApiFigures {
    idle: Summary;
    sending: Summary;
    concurrency: number;
    /** The sending block ended before the last email arrived. */
    withinSending: boolean;
    /** Emails received during the block of creates while sending (the in-process worker yields to the API: SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING). */
    emailsPerSecondDuringBlock: number;
    floor?: { alone: Summary; beside: Summary; roundTripsPerSecond: number };
}

export interface SequencesResult {
  stepConcurrency: number;
  workerConcurrency: number;
  smtpPool: number;
  /** a, the step jobs run by the server's own worker */
  send: SendFigures;
  /** b, the same */
  api: ApiFigures;
  /** c */
  replies: {
    stops: Summary;
    none: Summary;
    stopped: number;
    stillActive: number;
    statementsStop: number;
    statementsNone: number;
  };
  /** a and b again (PostgreSQL) with the worker in its own process (`npm run worker`), the server's own stopped. */
  ownProcess?: SequencesOwnProcessResult;
}

export interface SequencesOwnProcessResult {
  send: SendFigures;
  api: Omit<ApiFigures, 'floor'>;
}

const settings = {
  enrollments: quick ? 500 : 5_000,
  batchSize: 60,
  /** Creates of the block while sending; the idle blocks before and after have half as many each. */
  creates: quick ? 100 : 300,
  createConcurrency: 4,
  floorBlocks: quick ? 2 : 4,
  floorPerBlock: quick ? 50 : 100,
  /** Replies of each kind in c (one enrollment of B stopped per reply that stops). */
  replies: quick ? 60 : 200,
  replyWarmUp: 10,
  maxWaitMs: quick ? 120_000 : 300_000,
};

const DOMAIN = 'bench-seq.test';
const SENDER_A = `sales@${DOMAIN}`;
const SENDER_B = `followup@${DOMAIN}`;
const personEmail = (i: number, prefix = 'seq') => `${prefix}${i}@people.${DOMAIN}`;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The receiver: `smtp-server` on loopback on a worker thread (plain JavaScript, evaluated), that
// reads each message to its end and keeps its Message-ID (from the header) and its envelope
// recipients. Answers {type: 'stats'} and {type: 'pairs'} (recipient, Message-ID of each email).
const RECEIVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { SMTPServer } = require(workerData.smtpServer);
const ids = new Map();
const recipients = new Map();
const pairs = [];
let received = 0, firstAt = 0, lastAt = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let head = '';
    let headDone = false;
    stream.on('data', (chunk) => {
      if (headDone) return;
      head += chunk.toString('latin1');
      const end = head.indexOf('\\r\\n\\r\\n');
      if (end >= 0) { head = head.slice(0, end); headDone = true; }
      else if (head.length > 65536) headDone = true;
    });
    stream.on('end', () => {
      const at = performance.timeOrigin + performance.now();
      const match = /^message-id:\\s*(<[^>]*>)/im.exec(head.replace(/\\r\\n[ \\t]+/g, ' '));
      const id = match ? match[1] : '(none)';
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).sort().join(',');
      ids.set(id, (ids.get(id) || 0) + 1);
      recipients.set(to, (recipients.get(to) || 0) + 1);
      pairs.push([to, id]);
      received++;
      if (!firstAt) firstAt = at;
      lastAt = at;
      callback(null, 'queued');
    });
  },
});
const extra = (map) => { let n = 0; for (const count of map.values()) n += count - 1; return n; };
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.server.address().port }));
parentPort.on('message', (ask) => {
  if (ask.type === 'pairs') parentPort.postMessage(pairs);
  else parentPort.postMessage({ received, firstAt, lastAt, duplicateMessageIds: extra(ids), duplicateRecipients: extra(recipients), noMessageId: ids.get('(none)') || 0 });
});
`;

interface ReceiverStats {
  received: number;
  firstAt: number;
  lastAt: number;
  duplicateMessageIds: number;
  duplicateRecipients: number;
  noMessageId: number;
}

class Receiver {
  private constructor(
    private readonly worker: Worker,
    readonly port: number,
  ) {}

  static async start(): Promise<Receiver> {
    const smtpServer = createRequire(import.meta.url).resolve('smtp-server');
    const worker = new Worker(RECEIVER, { eval: true, workerData: { smtpServer } });
    const [ready] = (await once(worker, 'message')) as [{ port: number }];
    return new Receiver(worker, ready.port);
  }

  private async ask<T>(type: string): Promise<T> {
    const reply = once(this.worker, 'message') as Promise<[T]>;
    this.worker.postMessage({ type });
    return (await reply)[0];
  }

  stats = () => this.ask<ReceiverStats>('stats');
  /** [recipient, Message-ID] of every email, in arrival order. */
  pairs = () => this.ask<Array<[string, string]>>('pairs');

  /** Polls (the worker thread, not the service) until `n` emails arrived or `maxMs` passed. */
  async until(n: number, maxMs: number): Promise<ReceiverStats> {
    const deadline = performance.now() + maxMs;
    for (;;) {
      const stats = await this.stats();
      if (stats.received >= n || performance.now() > deadline) return stats;
      await sleep(5);
    }
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

async function graphql<T = unknown>(target: RestTarget, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await restCall<{ data: T; errors?: unknown[] }>(target, 'POST', '/graphql', { query, variables });
  if (answer.errors) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A DRAFT sequence with one SEND_EMAIL step (through the GraphQL step mutations) and one ACTIVE EMAIL sender without a daily limit. */
async function oneStepSequence(target: RestTarget, name: string, sender: string, delay: { unit: string; value: number } | null): Promise<{ id: string; stepId: string }> {
  const sequence = (await restCall<{ data: { createSequence: { id: string } } }>(target, 'POST', '/rest/sequences', { name })).data.createSequence;
  await graphql(target, 'mutation($input: CreateSequenceStepInput!) { createSequenceStep(input: $input) { stepsDiff { type } } }', {
    input: { sequenceId: sequence.id, stepType: 'SEND_EMAIL', parentStepId: null, isFirstStep: true, position: { x: 0, y: 0 } },
  });
  const steps = (await restJson<{ data: { sequence: { steps: Array<{ id: string }> } } }>(target, `/rest/sequences/${sequence.id}`)).data.sequence.steps;
  const stepId = steps[0].id;
  await graphql(target, 'mutation($input: UpdateSequenceStepInput!) { updateSequenceStep(input: $input) { id } }', {
    input: {
      sequenceId: sequence.id,
      step: {
        id: stepId,
        name: 'Intro',
        type: 'SEND_EMAIL',
        nextStepIds: [],
        settings: {
          input: {
            subject: 'Hello {{person.name.firstName}}, a question about your team',
            body:
              '<p>Hi {{person.name.firstName}},</p><p>I saw that your team is growing and wondered whether you have a minute this week ' +
              'to talk about how you keep track of your customers. We help teams like yours keep every conversation in one place.</p>' +
              '<p>Would Tuesday or Wednesday work for a short call?</p><p>Best regards,<br>Ada from Bench</p>',
          },
          delay,
        },
      },
    },
  });
  const created = (await restCall<{ data: { createSequenceSender: { id: string } } }>(target, 'POST', '/rest/sequenceSenders', { sequenceId: sequence.id, platformType: 'EMAIL', identifier: sender }))
    .data.createSequenceSender;
  await graphql(target, 'mutation($input: ActivateSequenceSendersInput!) { activateSequenceSenders(input: $input) }', {
    input: { senderActions: [{ sequenceSenderId: created.id, actionType: 'message' }] },
  });
  return { id: sequence.id, stepId };
}

async function enroll(target: RestTarget, sequenceId: string, personIds: string[]): Promise<void> {
  for (let at = 0; at < personIds.length; at += settings.batchSize) {
    const items = personIds.slice(at, at + settings.batchSize).map((personId) => ({ sequenceId, personId }));
    await restCall(target, 'POST', '/rest/batch/sequencePeople', items);
  }
}

const totalCount = async (target: RestTarget, path: string) => (await restJson<{ totalCount: number }>(target, path)).totalCount;
const notCompleted = (target: RestTarget, object: 'sequenceRuns' | 'sequencePeople', sequenceId: string) =>
  totalCount(target, `/rest/${object}?limit=1&depth=0&filter=sequenceId[eq]:${sequenceId},status[neq]:COMPLETED`);

/** CPU seconds of this process's `npm run worker` child (src/worker-main.ts) from /proc; undefined when there is none (or off Linux). */
function workerProcessCpuSeconds(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the name: state(0) ppid(1) ... utime(11) stime(12).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker-main')) continue;
      return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ
    } catch {
      // exited meanwhile
    }
  }
  return undefined;
}

/** What a and b need of a layout: the receiver, the swapped transport, the create load. */
interface SendContext {
  d: Deployment;
  target: RestTarget;
  receiver: Receiver;
  creates: (total: number) => Promise<{ samples: number[] }>;
  warn: (text: string) => void;
}

/** The receiver, the server's transport pointed at it, the create load; all stopped and put back after `run`. */
async function withSmtp<T>(
  d: Deployment,
  warn: (text: string) => void,
  createOffset: number,
  run: (context: SendContext, smtpConfig: { poolSize: number }) => Promise<T>,
): Promise<T> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const receiver = await Receiver.start();
  const smtpConfig = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, SMTP_POOL_SIZE: process.env.SMTP_POOL_SIZE, SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS }).email;
  if (smtpConfig.transport !== 'smtp') throw new Error('sequences: expected an SMTP configuration');
  const smtp = createSmtpTransport(smtpConfig);
  const email = d.server.services.email as { send: EmailTransport['send'] };
  const outbox = email.send;
  email.send = (message) => smtp.send(message);
  let client: CreateLoadWorker | undefined;
  try {
    const companyIds = (await d.baselines[0].query('SELECT id FROM company ORDER BY created_at, id LIMIT 100', [])).map((r) => String(r.id));
    client = await CreateLoadWorker.start({ target, companyIds });
    const load = client;
    let index = createOffset;
    const creates = async (total: number) => {
      const result = await load.run({ total, concurrency: settings.createConcurrency, maxMs: settings.maxWaitMs, offset: index });
      index += total;
      if (result.timedOut) warn('sequences: a block of creates hit its time limit');
      const block = summarize(result.samples);
      progress(`sequences: ${int(total)} creates, p50 ${ms(block.p50)} ms, p95 ${ms(block.p95)} ms`);
      return result;
    };
    return await run({ d, target, receiver, creates, warn }, smtpConfig);
  } finally {
    email.send = outbox;
    await client?.close();
    await smtp.close();
    await receiver.stop();
  }
}

/**
 * a and b on one layout: `settings.enrollments` new people (addresses `${prefix}${i}@...`) enrolled
 * in a new one-step sequence while it is a DRAFT, the API creates idle, the activation, the creates
 * while sending, every run COMPLETED, the creates idle again.
 */
async function sendAndCreate(
  c: SendContext,
  prefix: string,
  label: string,
): Promise<{ send: SendFigures; api: Omit<ApiFigures, 'floor'>; personIds: string[]; emailsAt: number }> {
  const { target, receiver, creates, warn } = c;
  // Setup (not measured): the people, the sequence and its enrollments.
  const n = settings.enrollments;
  progress(`sequences (${label}): creating ${int(n)} people and enrolling them in a DRAFT sequence`);
  const personIds: string[] = [];
  for (let at = 0; at < n; at += settings.batchSize) {
    const items = Array.from({ length: Math.min(settings.batchSize, n - at) }, (_, k) => ({
      name: { firstName: `Seq${at + k}`, lastName: 'Bench' },
      emails: { primaryEmail: personEmail(at + k, prefix) },
    }));
    const reply = await restCall<{ data: { createPeople: Array<{ id: string }> } }>(target, 'POST', '/rest/batch/people', items);
    personIds.push(...reply.data.createPeople.map((p) => p.id));
  }
  const a = await oneStepSequence(target, `Bench intro (${prefix})`, SENDER_A, null);
  await enroll(target, a.id, personIds);
  await c.d.baselines[0].query('ANALYZE "sequence_person", "sequence_run", "person"', []);

  // b, idle before.
  progress(`sequences (${label}): warm-up creates, then API creates idle`);
  await creates(100);
  const idleBefore = await creates(settings.creates / 2);

  // a. Activation to the last email; b's block while sending.
  progress(`sequences (${label}): activating: ${int(n)} emails`);
  const cpuStart = process.cpuUsage();
  const workerCpuStart = workerProcessCpuSeconds();
  const databaseCpuStart = c.d.databaseCpuSeconds?.();
  const activationStart = now();
  await restCall(target, 'PATCH', `/rest/sequences/${a.id}`, { status: 'ACTIVE' });
  const activationMs = now() - activationStart;
  const underWay = await receiver.until(Math.max(20, Math.floor(n / 20)), settings.maxWaitMs);
  progress(`sequences (${label}): ${underWay.received} emails in: API creates while sending`);
  const blockStart = { at: now(), received: (await receiver.stats()).received };
  const sending = await creates(settings.creates);
  const sendingEnded = now();
  const blockEmails = (await receiver.stats()).received - blockStart.received;
  const last = await receiver.until(n, settings.maxWaitMs);
  const cpu = process.cpuUsage(cpuStart);
  const databaseCpuEnd = c.d.databaseCpuSeconds?.();
  const workerCpuEnd = workerProcessCpuSeconds();
  if (last.received < n) warn(`sequences (${label}): ${int(last.received)} of ${int(n)} emails arrived in time`);
  const withinSending = last.lastAt >= sendingEnded;
  if (!withinSending) warn(`sequences (${label}): the creates while sending ended ${ms(sendingEnded - last.lastAt)} ms after the last email`);
  progress(`sequences (${label}): waiting for every run COMPLETED`);
  let runsLeft = await notCompleted(target, 'sequenceRuns', a.id);
  const completedDeadline = performance.now() + settings.maxWaitMs;
  while (runsLeft > 0 && performance.now() < completedDeadline) {
    await sleep(50);
    runsLeft = await notCompleted(target, 'sequenceRuns', a.id);
  }
  const completedAt = now();
  const enrollmentsLeft = await notCompleted(target, 'sequencePeople', a.id);
  if (runsLeft > 0) warn(`sequences (${label}): ${int(runsLeft)} runs not COMPLETED`);
  if (enrollmentsLeft > 0) warn(`sequences (${label}): ${int(enrollmentsLeft)} enrollments not COMPLETED`);
  // Nothing more may arrive: a second email to anyone would be a duplicate.
  await sleep(500);
  const final = await receiver.stats();
  if (final.duplicateMessageIds || final.duplicateRecipients)
    warn(`sequences (${label}): duplicates: ${final.duplicateMessageIds} by Message-ID, ${final.duplicateRecipients} by recipient`);
  if (final.noMessageId) warn(`sequences (${label}): ${final.noMessageId} emails without a Message-ID`);
  const seconds = (last.lastAt - activationStart) / 1000;

  // b, idle after.
  progress(`sequences (${label}): API creates idle (after)`);
  const idleAfter = await creates(settings.creates / 2);
  return {
    send: {
      emails: n,
      received: final.received,
      activationMs,
      seconds,
      perSecond: last.received / seconds,
      completedSeconds: (completedAt - activationStart) / 1000,
      duplicateMessageIds: final.duplicateMessageIds,
      duplicateRecipients: final.duplicateRecipients,
      runsNotCompleted: runsLeft,
      enrollmentsNotCompleted: enrollmentsLeft,
      cpuMsPerEmail: {
        database: databaseCpuStart !== undefined && databaseCpuEnd !== undefined ? ((databaseCpuEnd - databaseCpuStart) * 1000) / last.received : undefined,
        benchProcess: (cpu.user + cpu.system) / 1000 / last.received,
        workerProcess: workerCpuStart !== undefined && workerCpuEnd !== undefined ? ((workerCpuEnd - workerCpuStart) * 1000) / last.received : undefined,
      },
    },
    api: {
      idle: summarize([...idleBefore.samples, ...idleAfter.samples]),
      sending: summarize(sending.samples),
      concurrency: settings.createConcurrency,
      withinSending,
      emailsPerSecondDuringBlock: blockEmails / ((sendingEnded - blockStart.at) / 1000),
    },
    personIds,
    emailsAt: final.received / seconds,
  };
}

/** a, b and c with the server's own worker running the step jobs. */
export async function runSequences(d: Deployment, warn: (text: string) => void): Promise<SequencesResult> {
  const config = d.server.services.config;
  if (process.env.SEQUENCE_STEP_CONCURRENCY && Number(process.env.SEQUENCE_STEP_CONCURRENCY) !== config.sequences.stepConcurrency)
    warn(
      `sequences: SEQUENCE_STEP_CONCURRENCY=${process.env.SEQUENCE_STEP_CONCURRENCY} did not reach the deployment's server ` +
        `(bench/lib/deployments.ts passes WORKER_* and SEQUENCE_*): it runs ${config.sequences.stepConcurrency}`,
    );
  return withSmtp(d, warn, 50_000_000, async (c, smtpConfig) => {
    const { send, api, personIds, emailsAt } = await sendAndCreate(c, 'seq', 'worker in the server process');
    const floor = d.databaseUrl ? await runFloor(d.databaseUrl, c.creates, emailsAt, warn) : undefined;
    // c. Replies.
    const replies = await runReplies(d, c.target, personIds, await c.receiver.pairs(), warn);
    return {
      stepConcurrency: config.sequences.stepConcurrency,
      workerConcurrency: config.worker.concurrency,
      smtpPool: smtpConfig.poolSize,
      send,
      api: { ...api, floor },
      replies,
    };
  });
}

/**
 * a and b again (PostgreSQL), in the recommended layout: the server's own worker stopped (as with
 * WORKER=off; the caller stops it) and `npm run worker` running the step jobs, started here with
 * SMTP_URL pointing at this run's receiver (and the bench's SEQUENCE_* / WORKER_* / SMTP_* settings).
 * New people and a new sequence; no floor and no replies (measured once, with the first layout).
 */
export async function runSequencesWorkerProcess(d: Deployment, warn: (text: string) => void): Promise<SequencesOwnProcessResult> {
  if (!d.startWorkerProcess) throw new Error('sequences: this deployment cannot run the worker in its own process');
  const startWorker = d.startWorkerProcess;
  return withSmtp(d, warn, 51_000_000, async (c) => {
    progress('sequences: starting `npm run worker` with SMTP_URL pointing at the receiver');
    const worker = await startWorker({ SMTP_URL: `smtp://127.0.0.1:${c.receiver.port}` });
    try {
      const { send, api } = await sendAndCreate(c, 'seqw', 'worker in its own process');
      return { send, api };
    } finally {
      await worker.stop();
    }
  });
}

/** b's floor: alternating blocks of the same creates, alone and beside `SELECT 1` round trips at a's emails/s. */
async function runFloor(
  databaseUrl: string,
  creates: (total: number) => Promise<{ samples: number[] }>,
  perSecond: number,
  warn: (text: string) => void,
): Promise<SequencesResult['api']['floor']> {
  if (!canSendBackgroundRoundTrips()) {
    warn('sequences: no pgbench in PG_BIN_DIR: the floor was not measured');
    return undefined;
  }
  const alone: number[] = [];
  const beside: number[] = [];
  for (let block = 0; block < settings.floorBlocks * 2; block++) {
    const withRoundTrips = block % 2 === 1;
    progress(`sequences: floor block ${block + 1} of ${settings.floorBlocks * 2} (${withRoundTrips ? 'beside' : 'without'} SELECT 1 round trips)`);
    const background = withRoundTrips ? await startBackgroundRoundTrips(databaseUrl, perSecond) : undefined;
    try {
      (withRoundTrips ? beside : alone).push(...(await creates(settings.floorPerBlock)).samples);
    } finally {
      await background?.stop();
    }
  }
  return { alone: summarize(alone), beside: summarize(beside), roundTripsPerSecond: perSecond };
}

/** c: replies that stop an ACTIVE enrollment of B against replies that stop none, interleaved. */
async function runReplies(
  d: Deployment,
  target: RestTarget,
  personIds: string[],
  pairs: Array<[string, string]>,
  warn: (text: string) => void,
): Promise<SequencesResult['replies']> {
  const sentTo = new Map(pairs);
  const k = settings.replies + settings.replyWarmUp + 1;
  if (personIds.length < 2 * k) throw new Error('sequences: too few people for the replies');
  // B holds the first k people ACTIVE (their step waits 3 days); the last k are in no ACTIVE enrollment.
  const stopping = Array.from({ length: k }, (_, i) => i);
  const sparing = Array.from({ length: k }, (_, i) => personIds.length - 1 - i);
  progress(`sequences: a second sequence (its step 3 days away) with ${k} of the people ACTIVE`);
  const b = await oneStepSequence(target, 'Bench follow-up', SENDER_B, { unit: 'DAYS', value: 3 });
  await enroll(target, b.id, stopping.map((i) => personIds[i]));
  await restCall(target, 'PATCH', `/rest/sequences/${b.id}`, { status: 'ACTIVE' });
  const enqueued = await totalCount(target, `/rest/sequenceRuns?limit=1&depth=0&filter=sequenceId[eq]:${b.id},status[eq]:ENQUEUED`);
  if (enqueued !== k) warn(`sequences: ${enqueued} of B's ${k} runs are ENQUEUED`);

  let replyIndex = 0;
  const reply = (i: number) => {
    const address = personEmail(i);
    const inReplyTo = sentTo.get(address);
    if (!inReplyTo) throw new Error(`sequences: no email reached ${address}`);
    replyIndex++;
    return restCall(target, 'POST', '/rest/inbox/messages', {
      channel: { type: 'email', handle: SENDER_A },
      direction: 'INCOMING',
      externalId: `seq-reply-${d.key}-${replyIndex}`,
      headerMessageId: `<seq-reply-${replyIndex}@people.${DOMAIN}>`,
      inReplyTo,
      subject: 'Re: a question about your team',
      text: 'Thanks, not right now. Please ask again next quarter.',
      receivedAt: new Date().toISOString(),
      participants: [
        { role: 'from', handle: address, displayName: `Seq${i} Bench` },
        { role: 'to', handle: SENDER_A },
      ],
    });
  };
  const next = { stop: 0, none: 0 };
  const stop = () => reply(stopping[next.stop++]).then(() => undefined);
  const none = () => reply(sparing[next.none++]).then(() => undefined);
  progress('sequences: reply ingests, warm-up');
  await warmUp(stop, { count: settings.replyWarmUp, maxMs: 10_000 });
  await warmUp(none, { count: settings.replyWarmUp, maxMs: 10_000 });
  progress(`sequences: ${settings.replies} reply ingests that stop an enrollment, interleaved with as many that stop none`);
  const series = await interleaved(
    [
      { name: 'stop', run: stop },
      { name: 'none', run: none },
    ],
    { rounds: settings.replies, maxMs: settings.maxWaitMs },
  );
  if (series.timedOut) warn('sequences: the reply series hit its time limit');
  // One more of each, its statements counted (the worker's and the notifications left out).
  const count = async (run: () => Promise<void>) =>
    (await capture(d, run)).statements.filter((s) => !/pg_notify|^UPDATE "job" SET "locked_by"/.test(s.text.trim())).length;
  const statementsStop = await count(stop);
  const statementsNone = await count(none);
  const stopped = await totalCount(target, `/rest/sequencePeople?limit=1&depth=0&filter=sequenceId[eq]:${b.id},status[eq]:STOPPED,hasReplied[eq]:true`);
  const stillActive = await totalCount(target, `/rest/sequencePeople?limit=1&depth=0&filter=sequenceId[eq]:${b.id},status[eq]:ACTIVE`);
  if (stopped !== next.stop) warn(`sequences: ${stopped} of B's enrollments STOPPED after ${next.stop} replies that should stop one each`);
  await restCall(target, 'PATCH', `/rest/sequences/${b.id}`, { status: 'DEACTIVATED' });
  return { stops: series.results.get('stop')!, none: series.results.get('none')!, stopped, stillActive, statementsStop, statementsNone };
}

const cpuText = (x: SendFigures) =>
  `${x.cpuMsPerEmail.database === undefined ? '' : `PostgreSQL ${x.cpuMsPerEmail.database.toFixed(1)} ms, `}this process (service, load and receiver threads) ${x.cpuMsPerEmail.benchProcess.toFixed(1)} ms` +
  (x.cpuMsPerEmail.workerProcess === undefined ? '' : `, the worker process ${x.cpuMsPerEmail.workerProcess.toFixed(1)} ms`);

export function reportSequences(r: SequencesResult): void {
  const s = r.send;
  const api = r.api;
  const c = r.replies;
  print(
    `**10. Sequences** — a one-step SEND_EMAIL sequence, one EMAIL sender without a daily limit, the service's SMTP transport (${r.smtpPool} pooled connections) ` +
      `to \`smtp-server\` on loopback on its own thread; the in-process job worker, ${r.stepConcurrency} step jobs at once (SEQUENCE_STEP_CONCURRENCY), ${r.workerConcurrency} jobs in all (WORKER_CONCURRENCY).`,
  );
  print();
  print(
    `a. ${int(s.emails)} enrollments (made while a DRAFT), from \`PATCH {status: ACTIVE}\` to the receiver's last email: ${int(s.received)} emails in ${s.seconds.toFixed(2)} s = ` +
      `**${int(s.perSecond)} emails/s** (target >= 100 on PostgreSQL); the activation request itself ${ms(s.activationMs)} ms; every run COMPLETED ${s.completedSeconds.toFixed(2)} s after it ` +
      `(${int(s.runsNotCompleted)} runs and ${int(s.enrollmentsNotCompleted)} enrollments not COMPLETED). Duplicates: **${s.duplicateMessageIds}** by Message-ID, **${s.duplicateRecipients}** by recipient (target 0). ` +
      `CPU per email from the activation to the last email (b's creates while sending included): ${cpuText(s)}.`,
  );
  print();
  const row = (name: string, x: Summary) => [name, int(x.n), ms(x.p50), ms(x.p95), ms(x.mean)];
  const rows = [row(`b. API create, idle (before and after), ${api.concurrency} in flight`, api.idle), row(`b. API create while sending, ${api.concurrency} in flight`, api.sending)];
  if (api.floor) rows.push(row('b. floor: API create alone', api.floor.alone), row(`b. floor: beside SELECT 1 at ${int(api.floor.roundTripsPerSecond)}/s`, api.floor.beside));
  rows.push(row('c. reply ingest that stops an ACTIVE enrollment', c.stops), row('c. reply ingest that stops none', c.none));
  print(table(['measure', 'n', 'p50 ms', 'p95 ms', 'mean ms'], rows));
  print();
  print(
    `b. API create while sending ÷ idle: p50 **${times(api.sending.p50 / api.idle.p50)}**, p95 ${times(api.sending.p95 / api.idle.p95)} (target <= 2x), ` +
      `the emails meanwhile at ${int(api.emailsPerSecondDuringBlock)}/s` +
      (api.withinSending ? '' : ' (the block outlasted the sending: see the warnings)') +
      (api.floor
        ? `; the machine's floor (alternating blocks, one of each pair beside a niced pgbench sending \`SELECT 1\` at the emails' rate): p50 **${times(api.floor.beside.p50 / api.floor.alone.p50)}**, p95 ${times(api.floor.beside.p95 / api.floor.alone.p95)}.`
        : '; no floor on this deployment (it is measured with pgbench against PostgreSQL).'),
  );
  print();
  print(
    `c. A reply (POST /rest/inbox/messages, INCOMING from the person, inReplyTo the Message-ID sent to them) that stops an ACTIVE enrollment (a second sequence, its step 3 days away) ÷ one that stops none ` +
      `(a person whose only enrollment is COMPLETED), interleaved: p50 **${times(c.stops.p50 / c.none.p50)}**, p95 ${times(c.stops.p95 / c.none.p95)} (target <= 1.3x); ` +
      `${int(c.stopped)} enrollments STOPPED with hasReplied, ${int(c.stillActive)} still ACTIVE; statements of one ingest: ${c.statementsStop} that stops, ${c.statementsNone} that stops none.`,
  );
  print();
  if (!r.ownProcess) return;
  const own = r.ownProcess;
  print(
    `a and b in each layout: the step jobs run by the server's own worker (above), then by \`npm run worker\` in its own process (the recommended layout on PostgreSQL; ` +
      `the server's own worker stopped, as with WORKER=off; SMTP_URL to a new receiver, the same settings), ${int(own.send.emails)} new people in a new sequence:`,
  );
  print();
  const layout = (name: string, x: SendFigures, y: Omit<ApiFigures, 'floor'>) => [
    name,
    `${int(x.received)} in ${x.seconds.toFixed(2)} s = **${int(x.perSecond)}**`,
    `${x.duplicateMessageIds}, ${x.duplicateRecipients}`,
    `${int(x.runsNotCompleted)}, ${int(x.enrollmentsNotCompleted)}`,
    `${ms(y.idle.p50)} / ${ms(y.idle.p95)}`,
    `${ms(y.sending.p50)} / ${ms(y.sending.p95)}`,
    `**${times(y.sending.p50 / y.idle.p50)}** / ${times(y.sending.p95 / y.idle.p95)}${y.withinSending ? '' : ' (the block outlasted the sending)'}`,
    int(y.emailsPerSecondDuringBlock),
  ];
  print(
    table(
      ['worker', 'a. emails/s (target >= 100)', 'duplicates (Message-ID, recipient)', 'runs, enrollments not COMPLETED', 'b. API create idle p50 / p95 ms', 'while sending p50 / p95 ms', 'b. sending ÷ idle p50 / p95 (target <= 2x)', 'emails/s during b'],
      [layout('in the server process', s, api), layout('in its own process (npm run worker)', own.send, own.api)],
    ),
  );
  print();
  print(`CPU per email with the worker in its own process, from the activation to the last email: ${cpuText(own.send)}.`);
  print();
}
