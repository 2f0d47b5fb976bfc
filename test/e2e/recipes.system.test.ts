// docs/RECIPES.md, run as a reader runs it (issue 45, point 7): every ```sh block of a recipe, in
// document order, in bash, against a test server with real neighbours (an smtp-server on
// loopback, a throwaway Dovecot, the recipe's own webhook receiver in node), then what the reader
// was promised is checked: the email arrived, the enrollment stopped, the conversation was read,
// the forged delivery was refused, the list was filtered. A fenced block with a file name after
// its language (```js receiver.mjs) is written to that file, as the recipe tells the reader to.
//
// The blocks of one file share the shell variables a reader's terminal would keep: each runs in
// its own `bash` with `set -a` (every assignment exported) and saves `export -p` for the next.
// Spawning bash, curl and node makes this a system test (vitest.config.ts).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appendMails } from '../../scripts/dovecot-mail.ts';
import { startTestDovecot, type TestDovecot } from '../../scripts/dovecot-test-server.ts';
import { freePort } from '../../scripts/throwaway-server.ts';
import { advanceClock, resetClock } from '../../src/lib/clock.ts';
import { SEQUENCE_STEP_JOB } from '../../src/sequences/runner/schedule.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { CURL, DOVECOT, describeNeeding, JQ, OPENSSL } from '../support/system-programs.ts';
import { waitFor } from '../support/wait-for.ts';

const RECIPES_MD = path.resolve(import.meta.dirname, '../../docs/RECIPES.md');
const EMAIL_FROM = 'robot@acme.test';

interface Block {
  lang: string;
  /** The file the reader saves the block as (the word after the language), if any. */
  file?: string;
  code: string;
}

/** The blocks of each `## ` section, by title. */
function recipeSections(markdown: string): Map<string, Block[]> {
  const sections = new Map<string, Block[]>();
  for (const part of markdown.split(/^## /m).slice(1)) {
    const title = part.slice(0, part.indexOf('\n')).trim();
    const blocks = [...part.matchAll(/^```(\w+)(?: +(\S+))?\n([\s\S]*?)^```$/gm)].map(([, lang, file, code]) => ({ lang, file, code }));
    sections.set(title, blocks);
  }
  return sections;
}

const sections = recipeSections(readFileSync(RECIPES_MD, 'utf8'));
const mails: ParsedMail[] = [];
let smtp: SmtpSink;
let dovecot: TestDovecot;
let app: TestServer;
let workDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback(null, 'queued');
      }, callback);
    },
  });
  [dovecot, app] = await Promise.all([
    startTestDovecot(),
    startTestServer({
      SMTP_URL: smtp.url,
      WORKFLOW_EMAIL_FROM: EMAIL_FROM,
      CRM_SECRET_KEY: randomBytes(32).toString('base64'),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WORKER_POLL_MS: '20',
    }),
  ]);
  workDir = mkdtempSync(path.join(tmpdir(), 'crm-recipes-'));
  env = { ...process.env, BASE: app.baseUrl, KEY: app.apiKey, RECEIVER_PORT: String(await freePort()) };
});
afterAll(async () => {
  stopReceiver();
  await app?.close();
  await dovecot?.stop();
  await smtp?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Kills the webhook recipe's receiver if the recipe did not get to its own `kill`. */
function stopReceiver(): void {
  const pidFile = workDir && path.join(workDir, 'receiver.pid');
  if (!pidFile || !existsSync(pidFile)) return;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')));
  } catch {
    // already stopped
  }
}

const run = promisify(execFile);
const STATE = 'recipe-state.sh';

/** Runs one sh block in bash in the work directory, with the variables the earlier blocks left; answers its stdout. */
async function runShell(code: string): Promise<string> {
  const script = [
    'set -a',
    `[ -f ${STATE} ] && . ./${STATE}`,
    'set -euo pipefail',
    code,
    // Readonly shell variables (BASHOPTS, ...) cannot be assigned back.
    `export -p | grep -v '^declare -[a-z]*r' > ${STATE}`,
  ].join('\n');
  try {
    // Async on purpose: the server answering the recipe's curl calls runs in this process.
    const { stdout } = await run('bash', ['-c', script], { cwd: workDir, env, timeout: 30_000 });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`this block failed:\n${code}\n--- stdout\n${failed.stdout}\n--- stderr\n${failed.stderr}\n${failed.message}`);
  }
}

/** Runs the recipe's blocks in order (writing its named files) and answers everything they printed. */
async function runRecipe(title: string): Promise<string> {
  const blocks = sections.get(title);
  if (!blocks?.length) throw new Error(`docs/RECIPES.md has no blocks under "## ${title}"`);
  let output = '';
  for (const block of blocks) {
    if (block.file) writeFileSync(path.join(workDir, block.file), block.code);
    else if (block.lang === 'sh') output += await runShell(block.code);
  }
  return output;
}

const BEFORE = 'Before you start';
const WORKFLOW = 'Email a person when they are created';
const SEQUENCE = 'Enroll a person in a two-step email sequence, stopped by a reply';
const IMAP = "Sync a mailbox over IMAP and read a person's conversations";
const WEBHOOK = 'Receive webhooks and verify their signature';
const PIPELINE = 'A custom pipeline with a custom field, and a filtered list';

const mailsTo = (address: string) => mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((one) => one.address === address)));

// Without Dovecot or a shell tool the recipes use, the file skips (under CI=true it fails).
describeNeeding([DOVECOT, CURL, JQ, OPENSSL], import.meta.url)('docs/RECIPES.md, run as written', () => {
  it('every section with shell steps is run by a test below', () => {
    const withShell = [...sections].filter(([, blocks]) => blocks.some((block) => block.lang === 'sh')).map(([title]) => title);
    expect(withShell).toEqual([BEFORE, WORKFLOW, SEQUENCE, IMAP, WEBHOOK, PIPELINE]);
  });

  it(BEFORE, async () => {
    await runRecipe(BEFORE);
  });

  it(WORKFLOW, async () => {
    const output = await runRecipe(WORKFLOW);
    expect(output).toContain('run COMPLETED');
    const [mail, ...more] = mailsTo('ada@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Welcome, Ada');
    expect(mail.text?.trim()).toBe('Hello Ada, thanks for signing up.');
    expect(mail.from?.value[0].address).toBe(EMAIL_FROM);
  });

  it(SEQUENCE, async () => {
    const output = await runRecipe(SEQUENCE);
    // The first email went, From the sender; the reply stopped the enrollment before the follow-up.
    const sent = mailsTo('grace@example.com');
    expect(sent.map((mail) => mail.subject)).toEqual(['Hello Grace']);
    expect(sent[0].from?.value[0].address).toBe('sales@acme.com');
    expect(output).toContain(`sent ${sent[0].messageId}`);
    expect(output.trim().split('\n').at(-1)).toBe('{"status":"STOPPED","hasReplied":true}');

    // Three days on, the follow-up's job comes due on the worker and ends without sending.
    const stepJobs = () => app.server.database.sql.query({ text: `SELECT 1 FROM "job" WHERE "kind" = $1`, values: [SEQUENCE_STEP_JOB] });
    expect(await stepJobs()).toHaveLength(1);
    advanceClock(4 * 86_400_000);
    try {
      await waitFor('the follow-up job to end', async () => (await stepJobs()).length === 0);
    } finally {
      // The webhook recipe's receiver checks delivery timestamps against its own (real) clock.
      resetClock();
    }
    expect(mailsTo('grace@example.com')).toHaveLength(1);
  });

  it(IMAP, async () => {
    const user = `sales-${randomBytes(3).toString('hex')}`;
    const password = randomBytes(9).toString('hex');
    const mailbox = `${user}@crm.test`;
    dovecot.addUser(user, password);
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
    await appendMails(dovecot, user, password, 'INBOX', [
      { id: 'q1@example.com', subject: 'Question about pricing', from: 'Linus <linus@example.com>', to: mailbox, date: day(2), body: 'How much for 10 seats?' },
      { id: 'other@example.com', subject: 'Unrelated', from: 'someone@example.org', to: mailbox, date: day(3) },
    ]);
    await appendMails(dovecot, user, password, 'Sent', [
      { id: 'a1@crm.test', subject: 'Re: Question about pricing', from: mailbox, to: 'linus@example.com', date: day(4), inReplyTo: 'q1@example.com', body: '100 EUR a month.' },
    ]);
    Object.assign(env, { IMAP_HOST: dovecot.host, IMAP_PORT: String(dovecot.port), IMAP_USER: user, IMAP_PASSWORD: password, MAILBOX: mailbox });

    const output = await runRecipe(IMAP);
    expect(output).toContain('"syncStatus":"ACTIVE"');
    const conversation = output.slice(output.indexOf('== '));
    expect(conversation).toBe(
      [
        '== Question about pricing',
        '2026-11-02T09:00:00.000Z Question about pricing',
        '  How much for 10 seats?',
        '2026-11-04T09:00:00.000Z Re: Question about pricing',
        '  100 EUR a month.',
        '',
      ].join('\n'),
    );
  });

  it(WEBHOOK, async () => {
    const output = await runRecipe(WEBHOOK);
    const log = readFileSync(path.join(workDir, 'receiver.log'), 'utf8');
    expect(log).toMatch(/^accepted person\.created [0-9a-f-]{36} delivery [0-9a-f-]{36}$/m);
    expect(log).toContain('rejected POST /crm');
    expect(output).toContain('forged: 401');
    expect(output).toContain('{"eventName":"person.created","status":"SUCCEEDED","attempts":1,"lastStatusCode":204}');
  });

  it(PIPELINE, async () => {
    const output = await runRecipe(PIPELINE);
    expect(output.trim().split('\n').slice(-2)).toEqual(['Initech upsell 45000 EUR', 'Acme renewal 12000 EUR']);
  });
});
