// Scenario 9: the inbox (issue 23). On top of the seeded people, 50,000 threads of 200,000 messages
// (seedMessages: each message from a seeded person, matched, and to sales@bench.test), plus 100
// handles `late<k>@bench.test` that 5 participants each have and no person yet.
//
//   a. imports through POST /rest/inbox/messages from the load thread (every third one a reply to
//      a seeded message): messages/s at settings.concurrency in flight; p50/p95 at concurrency 1.
//   b. a 500-row participants page at depth 1 (each with its message): REST p50/p95 against the
//      very statements the service ran, sent through the baseline (page and count concurrently).
//   c. a person created with a handle that earlier participants have, to those participants
//      linked (the later association's job): from the create's answer to the link, p50/p95.
//   d. the statements of a person create that links nothing (the later association's hook finds
//      no participant): the count (target: one).
//   e. the later association's price on person creates that link nothing: REST creates/s with the
//      inbox engine's statement hook on and off (bench/lib/hook-price.ts), with the 200,000
//      unmatched participants of sales@bench.test and the late ones in the table.
//   f. the IMAP sync from a local Dovecot (scripts/dovecot-test-server.ts), when dovecot-imapd is
//      installed: settings.imapMessages messages appended to INBOX, then one sync asked for
//      (POST /rest/messageChannels/{id}/sync) until the channel is ACTIVE: messages/s.
import { performance } from 'node:perf_hooks';
import { CreateLoadWorker } from '../lib/create-load.ts';
import type { Deployment } from '../lib/deployments.ts';
import { restCall, restGet, restJson } from '../lib/http.ts';
import { interleaved, summarize, warmUp, type Summary, type Throughput } from '../lib/measure.ts';
import { quick, settings as shared } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { describeHookPrice, measureHookPrice, type HookPrice } from '../lib/hook-price.ts';
import { startTestDovecot } from '../../scripts/dovecot-test-server.ts';
import { DOVECOT, programPath, programPresent } from '../../test/support/system-programs.ts';
import { appendMails } from '../../scripts/dovecot-mail.ts';
import { capture, kindOf, replay } from '../lib/statements.ts';

export interface InboxResult {
  seeded: { threads: number; messages: number; participants: number; seconds: number };
  ingest: Omit<Throughput, 'samples'>;
  ingestOne: Summary;
  page: { rest: Summary; sql: Summary; statements: string[] };
  link: Summary;
  plainCreateStatements: string[];
  hook: HookPrice;
  /** undefined: dovecot is not installed. */
  imap?: { messages: number; seconds: number; perSecond: number };
}

const settings = {
  threads: quick ? 10_000 : 50_000,
  messages: quick ? 40_000 : 200_000,
  lateHandles: 100,
  ingest: quick ? 1_000 : 3_000,
  ingestOne: quick ? 100 : 300,
  links: quick ? 20 : 50,
  hookRounds: quick ? 8 : 16,
  hookCreates: 1_000,
  imapMessages: quick ? 500 : 2_000,
  maxWaitMs: 60_000,
};

const uuid = (prefix: string, g: string) => `('00000000-0000-4000-${prefix}-' || lpad(to_hex(${g}), 12, '0'))::uuid`;

/** Threads, messages, participants (matched to the seeded people) and channel associations, in SQL. */
async function seedMessages(d: Deployment, people: number): Promise<InboxResult['seeded']> {
  const started = performance.now();
  const { threads, messages, lateHandles } = settings;
  await d.exec(`INSERT INTO "message_channel" ("id", "type", "handle") VALUES ('00000000-0000-4000-a000-000000000001', 'email', 'sales@bench.test')`);
  await d.exec(`INSERT INTO "message_thread" ("id", "subject", "last_message_at")
    SELECT ${uuid('8000', 'g')}, 'Thread ' || g, timestamptz '2026-10-01' + g * interval '1 minute' FROM generate_series(1, ${threads}) AS g`);
  await d.exec(`INSERT INTO "message" ("id", "message_thread_id", "subject", "text", "received_at", "header_message_id", "header_references")
    SELECT ${uuid('9000', 'g')}, ${uuid('8000', `1 + (g - 1) % ${threads}`)}, 'Subject ' || g, 'Body of message ' || g,
      timestamptz '2026-10-01' + g * interval '10 seconds', '<m' || g || '@bench.test>', '[]'::jsonb
    FROM generate_series(1, ${messages}) AS g`);
  await d.exec(`INSERT INTO "message_participant" ("message_id", "role", "handle", "display_name", "person_id")
    SELECT ${uuid('9000', 'g')}, 'from', 'person' || (1 + (g * 13) % ${people}) || '@example.com', 'Person ' || g,
      (SELECT "p"."id" FROM "person" AS "p" WHERE "p"."emails_primary_email" = 'person' || (1 + (g * 13) % ${people}) || '@example.com' LIMIT 1)
    FROM generate_series(1, ${messages}) AS g`);
  await d.exec(`INSERT INTO "message_participant" ("message_id", "role", "handle", "display_name")
    SELECT ${uuid('9000', 'g')}, 'to', 'sales@bench.test', '' FROM generate_series(1, ${messages}) AS g`);
  await d.exec(`INSERT INTO "message_participant" ("message_id", "role", "handle", "display_name")
    SELECT ${uuid('9000', 'g')}, 'cc', 'late' || (1 + g % ${lateHandles}) || '@bench.test', '' FROM generate_series(1, ${lateHandles * 5}) AS g`);
  await d.exec(`INSERT INTO "message_channel_message_association" ("message_id", "message_channel_id", "direction", "message_external_id")
    SELECT ${uuid('9000', 'g')}, '00000000-0000-4000-a000-000000000001', 'INCOMING', 'seed-' || g FROM generate_series(1, ${messages}) AS g`);
  await d.exec('ANALYZE "message_thread", "message", "message_participant", "message_channel_message_association", "person"');
  return { threads, messages, participants: messages * 2 + lateHandles * 5, seconds: (performance.now() - started) / 1000 };
}

export async function runInbox(d: Deployment, warn: (text: string) => void, people: number): Promise<InboxResult> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const db = d.baselines[0];
  progress(`inbox: seeding ${int(settings.messages)} messages in ${int(settings.threads)} threads ...`);
  const seeded = await seedMessages(d, people);
  progress(`inbox: seeded in ${seeded.seconds.toFixed(1)} s`);

  // a. Imports from the load thread.
  const client = await CreateLoadWorker.start({ target, companyIds: [] });
  let ingest: Throughput;
  let ingestOne: Throughput;
  try {
    progress('inbox: warm-up imports');
    await client.run({ kind: 'message', total: 100, concurrency: shared.concurrency, maxMs: settings.maxWaitMs, offset: 0 });
    progress(`inbox: ${int(settings.ingest)} imports at ${shared.concurrency} in flight`);
    ingest = await client.run({ kind: 'message', total: settings.ingest, concurrency: shared.concurrency, maxMs: settings.maxWaitMs, offset: 1_000 });
    progress(`inbox: ${int(settings.ingestOne)} imports one at a time`);
    ingestOne = await client.run({ kind: 'message', total: settings.ingestOne, concurrency: 1, maxMs: settings.maxWaitMs, offset: 100_000 });
  } finally {
    await client.close();
  }
  if (ingest.timedOut || ingestOne.timedOut) warn('inbox: an import series hit its time limit');

  // b. The participants page at depth 1, against its own statements.
  const pagePath = '/rest/messageParticipants?depth=1&limit=500';
  const { statements } = await capture(d, () => restGet(target, pagePath));
  const sql = replay(statements);
  await warmUp(() => restGet(target, pagePath).then(() => undefined), { count: shared.warmUpCount, maxMs: shared.warmUpMs });
  await warmUp(() => sql(db).then(() => undefined), { count: shared.warmUpCount, maxMs: shared.warmUpMs });
  progress('inbox: participants page, REST vs its SQL');
  const series = await interleaved(
    [
      { name: 'rest', run: async () => void (await restGet(target, pagePath)) },
      { name: 'sql', run: async () => void (await sql(db)) },
    ],
    { rounds: shared.rounds, maxMs: shared.seriesMs },
  );

  // c. A person created with a handle five unmatched participants have, to their link.
  progress(`inbox: ${settings.links} people created to their earlier participants linked`);
  const links: number[] = [];
  for (let k = 1; k <= settings.links; k++) {
    const handle = `late${k}@bench.test`;
    const ids = (await db.query(`SELECT "id"::text AS "id" FROM "message_participant" WHERE "person_id" IS NULL AND public.crm_participant_handle("handle") = $1`, [`email:${handle}`])).map((r) => String(r.id));
    await restCall(target, 'POST', '/rest/people', { name: { firstName: 'Late', lastName: String(k) }, emails: { primaryEmail: handle } });
    const answered = performance.now();
    const deadline = answered + settings.maxWaitMs;
    for (;;) {
      const [row] = await db.query(`SELECT count(*)::int AS "n" FROM "message_participant" WHERE "id" = ANY($1::uuid[]) AND "person_id" IS NULL`, [ids]);
      if (Number(row.n) === 0) break;
      if (performance.now() > deadline) {
        warn(`inbox: the participants of ${handle} were not linked in time`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    links.push(performance.now() - answered);
  }

  // d. A person create that links nothing.
  const plain = await capture(d, () => restCall(target, 'POST', '/rest/people', { name: { firstName: 'Plain' }, emails: { primaryEmail: 'plain-inbox@bench.test' } }));
  const plainCreateStatements = plain.statements.map((s) => s.text.replace(/\s+/g, ' ')).filter((text) => !/pg_notify/.test(text));

  // e. The later association's probe on every person create.
  const creates = await CreateLoadWorker.start({ target, companyIds: (await db.query('SELECT "id"::text AS "id" FROM "company" LIMIT 100', [])).map((r) => String(r.id)) });
  let hook: HookPrice;
  try {
    hook = await measureHookPrice(d, creates, {
      engine: 'inbox', rounds: settings.hookRounds, createsPerRound: settings.hookCreates, concurrency: shared.concurrency, maxMs: settings.maxWaitMs, offset: 40_000_000,
    });
  } finally {
    await creates.close();
  }

  const { samples: _ingestSamples, ...ingestFigures } = ingest;
  return {
    seeded,
    ingest: ingestFigures,
    ingestOne: summarize(ingestOne.samples),
    page: { rest: series.results.get('rest')!, sql: series.results.get('sql')!, statements: statements.map((s) => kindOf(s.text)) },
    link: summarize(links),
    plainCreateStatements,
    hook,
    imap: await measureImapSync(d, warn),
  };
}

/** f. One sync of settings.imapMessages messages from a local Dovecot, asked for to ACTIVE. */
async function measureImapSync(d: Deployment, warn: (text: string) => void): Promise<InboxResult['imap']> {
  if (!programPresent(DOVECOT)) {
    warn(`inbox: ${programPath(DOVECOT)} is not installed: no IMAP sync figure (apt-get install dovecot-imapd)`);
    return undefined;
  }
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const dovecot = await startTestDovecot();
  try {
    const n = settings.imapMessages;
    progress(`inbox: appending ${int(n)} messages to a local Dovecot`);
    const address = `${dovecot.user}@bench.test`;
    await appendMails(
      dovecot,
      dovecot.user,
      dovecot.password,
      'INBOX',
      Array.from({ length: n }, (_, i) => ({
        id: `imap-${i}@customer.bench.test`,
        subject: `IMAP message ${i}`,
        from: `Person ${1 + ((i * 7) % 1000)} <person${1 + ((i * 7) % 1000)}@example.com>`,
        to: `Sales <${address}>`,
        cc: i % 3 === 0 ? `late${1 + (i % 100)}@bench.test` : undefined,
        date: new Date(Date.UTC(2026, 10, 1) + i * 1000),
        body: `Hello,\n\nthis is message ${i} of the IMAP benchmark, with a few lines of text as a real one would have.\n\nRegards`,
      })),
    );
    const created = await restCall<{ data: { createMessageChannel: { id: string } } }>(target, 'POST', '/rest/messageChannels', {
      type: 'email',
      handle: address,
      imapSettings: { host: dovecot.host, port: dovecot.port, secure: false, username: dovecot.user, password: dovecot.password },
    });
    const id = created.data.createMessageChannel.id;
    progress(`inbox: one IMAP sync of ${int(n)} messages`);
    const started = performance.now();
    await restCall(target, 'POST', `/rest/messageChannels/${id}/sync`);
    const deadline = started + 300_000;
    for (;;) {
      const channel = await restJson<{ data: { messageChannel: { syncStatus: string; syncError: string | null } } }>(target, `/rest/messageChannels/${id}`);
      const { syncStatus, syncError } = channel.data.messageChannel;
      if (syncStatus === 'ACTIVE') break;
      if (syncStatus === 'FAILED' || performance.now() > deadline) {
        warn(`inbox: the IMAP sync did not end ACTIVE (${syncStatus}: ${syncError})`);
        return undefined;
      }
      // Polls cost the service a request each: 20 a second err by at most 50 ms.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    return { messages: n, seconds, perSecond: n / seconds };
  } finally {
    await dovecot.stop();
  }
}

export function reportInbox(d: Deployment, r: InboxResult): void {
  const ref = d.baselines[0];
  print(
    `**9. Inbox** — ${int(r.seeded.messages)} messages in ${int(r.seeded.threads)} threads, ${int(r.seeded.participants)} participants seeded (${r.seeded.seconds.toFixed(1)} s). ` +
      'Imports through `POST /rest/inbox/messages` from the load thread (every third a reply to a seeded message, the sender matched to a seeded person).',
  );
  print();
  print(
    table(
      ['measure', 'n', 'p50 ms', 'p95 ms', 'rate'],
      [
        [`a. import at ${shared.concurrency} in flight`, int(r.ingest.done), ms(r.ingest.latency.p50), ms(r.ingest.latency.p95), `**${int(r.ingest.perSecond)} messages/s**`],
        ['a. import, one at a time', int(r.ingestOne.n), ms(r.ingestOne.p50), ms(r.ingestOne.p95), ''],
        ['b. 500 participants at depth 1, REST', int(r.page.rest.n), ms(r.page.rest.p50), ms(r.page.rest.p95), ''],
        [`b. the same statements through ${ref.name}`, int(r.page.sql.n), ms(r.page.sql.p50), ms(r.page.sql.p95), ''],
        ['c. person created to earlier participants linked', int(r.link.n), ms(r.link.p50), ms(r.link.p95), ''],
      ],
    ),
  );
  print();
  print(
    `b. REST ÷ SQL: p50 **${times(r.page.rest.p50 / r.page.sql.p50)}**, p95 ${times(r.page.rest.p95 / r.page.sql.p95)} (target <= 1.3x); statements: ${r.page.statements.join(', ')}. ` +
      `d. A person create that links nothing: **${r.plainCreateStatements.length}** statement(s) (target 1). Targets: >= 200 imports/s on PostgreSQL, p50 < 10 ms one at a time, link p50 < 1 s.`,
  );
  print();
  print(`e. The later association's hook on person creates that link nothing: ${describeHookPrice(r.hook, settings.hookCreates, shared.concurrency)} (no target in the issue; the workflows hook's is >= 0.95).`);
  print();
  print(
    r.imap
      ? `f. IMAP sync from a local Dovecot: ${int(r.imap.messages)} messages (a third with a cc) in ${r.imap.seconds.toFixed(2)} s, **${int(r.imap.perSecond)} messages/s** (target >= 100/s), from the sync asked for to the channel ACTIVE.`
      : 'f. IMAP sync: not measured (dovecot-imapd is not installed, or the sync failed: see the warnings).',
  );
  print();
}
