// Throwaway Dovecot IMAP server for tests (and for manual use: `npx tsx scripts/dovecot-test-server.ts`).
//
// Debian's dovecot-imapd (2.3) in the foreground (`dovecot -F`) from a configuration written to
// a temp directory, which also holds the passwd-files (passwd.d/<user>), the maildirs (mail/<user>), the homes,
// dovecot's sockets (run/), its state (state/) and its log (dovecot.log). IMAP only, on a free
// loopback port, without TLS and with plaintext passwords. INBOX and a `Sent` mailbox flagged
// \Sent exist for every user. As root (CI, the dev machines) the master runs as root, the mail
// processes as `nobody`; as another user everything runs as that user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DOVECOT, programPath, programPresent } from '../test/support/system-programs.ts';
import { freePort, isRoot, runFromCommandLine } from './throwaway-server.ts';

export interface TestDovecot {
  host: '127.0.0.1';
  port: number;
  /** A user that exists from the start, with `password` (PLAIN or LOGIN over the plain connection). */
  user: string;
  password: string;
  /** Temp directory holding dovecot.conf, passwd.d/, mail/, home/, run/, state/ and dovecot.log. */
  dir: string;
  /** Adds a user with mailboxes of their own (a test's own account); works while the server runs. */
  addUser(name: string, password: string): void;
  stop(): Promise<void>;
}

export interface TestDovecotOptions {
  /** Name of the first user (default `crm-test`). */
  user?: string;
  /** Its password (default: random). */
  password?: string;
}

const HOST = '127.0.0.1';
// Mail processes must not run as root, and dovecot keeps its own users (dovecot, dovenull) for
// its internal and login processes: `nobody` exists on every Debian machine.
const MAIL_USER_AS_ROOT = 'nobody';
const READY_TIMEOUT_MS = 15_000;


function accountIds(name: string): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`there is no "${name}" user to run dovecot's processes as`);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

// A passwd-file line is `name:{PLAIN}password:uid:gid::home::`: neither may hold a colon or a line break.
const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}$/;
function checkCredentials(user: string, password: string): void {
  if (!USER_NAME.test(user)) throw new Error(`invalid IMAP user name "${user}" (want ${USER_NAME})`);
  if (password === '' || /[:\r\n\0]/.test(password)) throw new Error('an IMAP test password must be non-empty, without ":" or line breaks');
}


function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log file)';
  }
}

/** The first line the server sends on a new connection, or null if it does not answer (yet). */
function greeting(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    let received = '';
    const done = (line: string | null) => {
      socket.destroy();
      resolve(line);
    };
    socket.setTimeout(2_000, () => done(null));
    socket.on('error', () => done(null));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n');
      if (end >= 0) done(received.slice(0, end));
    });
    socket.on('end', () => done(null));
  });
}

function configuration(dir: string, port: number, mailUser: { uid: number; gid: number }): string {
  const lines = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    `instance_name = crm-test-dovecot-${port}`,
    'protocols = imap',
    `listen = ${HOST}`,
    'ssl = no',
    'disable_plaintext_auth = no',
    'auth_mechanisms = plain login',
    // Names as given (the default lowercases them); a wrong password is refused within 0.5 s (default 2 s).
    'auth_username_format = %u',
    'auth_failure_delay = 0',
    // A refused login says why in dovecot.log.
    'auth_verbose = yes',
    `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${dir}/passwd.d/%u\n}`,
    `userdb {\n  driver = passwd-file\n  args = ${dir}/passwd.d/%u\n}`,
    // Only the one mail user may own mail.
    `first_valid_uid = ${mailUser.uid}`,
    `last_valid_uid = ${mailUser.uid}`,
    `mail_location = maildir:${dir}/mail/%u`,
    // The mail is thrown away; tests open many connections as one user from one address.
    'mail_fsync = never',
    'mail_max_userip_connections = 100',
    'namespace inbox {\n  inbox = yes\n  mailbox Sent {\n    special_use = \\Sent\n    auto = subscribe\n  }\n}',
    `service imap-login {\n  inet_listener imap {\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
    // No auth penalty either: after a failed login anvil delays the next logins from the same
    // address by up to 15 s, and every test connects from 127.0.0.1.
    'service anvil {\n  unix_listener anvil-auth-penalty {\n    mode = 0\n  }\n}',
  ];
  if (!isRoot()) {
    // Without root nothing can change user or chroot: every process runs as the caller.
    const me = os.userInfo().username;
    const group = spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim();
    lines.push(`default_internal_user = ${me}`, `default_internal_group = ${group}`, `default_login_user = ${me}`);
    for (const service of ['anvil', 'imap-login', 'ipc', 'imap-urlauth-login', 'aggregator', 'old-stats']) {
      lines.push(`service ${service} {\n  chroot =\n}`);
    }
  }
  return lines.join('\n') + '\n';
}

export async function startTestDovecot(options: TestDovecotOptions = {}): Promise<TestDovecot> {
  // Test files skip or fail before this (describeNeeding(DOVECOT) of test/support/system-programs.ts).
  if (!programPresent(DOVECOT)) {
    throw new Error(`${programPath(DOVECOT)} not found. install Debian's dovecot-imapd: apt-get install -y --no-install-recommends dovecot-imapd (.ci/run shows how without starting its own service)`);
  }
  const user = options.user ?? 'crm-test';
  const password = options.password ?? randomBytes(12).toString('hex');
  checkCredentials(user, password);

  const mailUser = isRoot() ? accountIds(MAIL_USER_AS_ROOT) : { uid: process.getuid!(), gid: process.getgid!() };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-dovecot-'));
  const configFile = path.join(dir, 'dovecot.conf');
  const passwdDir = path.join(dir, 'passwd.d');
  const logFile = path.join(dir, 'dovecot.log');
  // Retries: the log process may still write while the directory goes.
  const removeDir = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });

  // A passwd-file per user (passwd.d/<name>): dovecot looks at a file it has read at most once
  // a second, so a user appended to a shared file just after a login would stay unknown for up
  // to a second; a new file is read when first asked for.
  // The auth process, which reads the passwd-files, runs as dovecot's internal user.
  const authUser = isRoot() ? accountIds('dovecot') : undefined;
  const addUser = (name: string, secret: string) => {
    checkCredentials(name, secret);
    const file = path.join(passwdDir, name);
    writeFileSync(file, `${name}:{PLAIN}${secret}:${mailUser.uid}:${mailUser.gid}::${dir}/home/${name}::\n`, { mode: 0o600 });
    if (isRoot()) chownSync(file, authUser!.uid, authUser!.gid);
  };

  try {
    mkdirSync(path.join(dir, 'state'));
    for (const sub of ['mail', 'home']) {
      mkdirSync(path.join(dir, sub), { mode: 0o700 });
      if (isRoot()) chownSync(path.join(dir, sub), mailUser.uid, mailUser.gid);
    }
    mkdirSync(passwdDir, { mode: 0o700 });
    if (isRoot()) {
      // The mail processes (nobody) and the auth process (dovecot's internal user, which reads
      // the passwd-file) go through the directory without listing it.
      chmodSync(dir, 0o711);
      chownSync(passwdDir, authUser!.uid, authUser!.gid);
    }
    addUser(user, password);

    let lastError = '';
    // A free port can be taken between probing and binding: try a few.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      writeFileSync(configFile, configuration(dir, port, mailUser));
      const child = spawn(programPath(DOVECOT), ['-F', '-c', configFile], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const collect = (chunk: Buffer) => {
        if (output.length < 20_000) output += chunk.toString();
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      const exited = new Promise<number | null>((resolve) => {
        child.on('exit', (code) => resolve(code));
        child.on('error', (error) => {
          output += String(error);
          resolve(-1);
        });
      });
      let exitCode: number | null | undefined;
      void exited.then((code) => (exitCode = code));

      const deadline = Date.now() + READY_TIMEOUT_MS;
      let ready = false;
      while (exitCode === undefined && Date.now() < deadline) {
        const line = await greeting(port);
        if (line?.startsWith('* OK')) {
          ready = true;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (ready) return running(child, exited, { port, user, password, dir, removeDir, addUser });

      lastError =
        exitCode === undefined
          ? `dovecot did not greet on ${HOST}:${port} within ${READY_TIMEOUT_MS} ms`
          : `dovecot exited (code ${exitCode}) before greeting on ${HOST}:${port}`;
      lastError += `:\n${output}\n--- ${logFile} (tail) ---\n${tail(logFile)}`;
      // Make sure no half-started server survives before retrying.
      await terminate(child, exited);
    }
    throw new Error(lastError);
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** SIGTERM (the master stops its children), SIGKILL if it has not exited 10 s later. */
async function terminate(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function running(
  child: ChildProcess,
  exited: Promise<unknown>,
  server: Omit<TestDovecot, 'host' | 'stop'> & { removeDir(): void },
): TestDovecot {
  const { removeDir, ...rest } = server;
  let stopped = false;
  // Last resort if the process exits without calling stop() (crash, process.exit()).
  const onExit = () => {
    if (stopped) return;
    child.kill('SIGTERM');
    removeDir();
  };
  process.on('exit', onExit);
  return {
    host: HOST,
    ...rest,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await terminate(child, exited);
      removeDir();
    },
  };
}

runFromCommandLine(import.meta.url, startTestDovecot, (server) => ({
  stdout: `imap://${server.user}:${server.password}@${server.host}:${server.port}`,
  stderr: `Dovecot running (mail and log in ${server.dir}); Ctrl-C stops it and deletes them.`,
}));
