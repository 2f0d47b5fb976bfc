#!/usr/bin/env node
// Command-line administration: `npm run cli -- <command>`; compiled, `node dist/src/cli/main.js`
// (the image's `crm` command, the package's `crm` bin). Works on the same database as the
// server (DATABASE_URL / DATA_DIR). On the embedded database it refuses while a server holds
// the data directory, because two processes in one PGlite directory corrupt it.
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config/config.ts';
import { imapPasswordBox } from '../inbox/imap/imap-settings.ts';
import { resealImapPasswords } from '../inbox/imap/reseal-passwords.ts';
import { createLogger } from '../lib/logger.ts';
import { ROLES, type Role } from '../records/actor.ts';
import { openServices } from '../server.ts';
import { closeServices } from '../services.ts';
import type { Services } from '../services.ts';

async function withServices<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const { services } = await openServices(config, createLogger('warn'), 'cli');
  try {
    return await work(services);
  } finally {
    await closeServices(services);
  }
}

function role(value: string): Role {
  if (!ROLES.includes(value as Role)) throw new InvalidArgumentError(`must be one of ${ROLES.join(', ')}`);
  return value as Role;
}

const program = new Command('crm').description('Workspace CRM administration');
const apiKey = program.command('api-key').description('manage API keys');

apiKey
  .command('create')
  .description('create an API key; its secret is printed once')
  .requiredOption('--name <name>', 'a label for the key')
  .option('--role <role>', `one of ${ROLES.join(', ')}`, role, 'admin' as Role)
  .option('--expires-at <iso>', 'ISO 8601 expiry time')
  .option('--json', 'print JSON')
  .action(async (options: { name: string; role: Role; expiresAt?: string; json?: boolean }) => {
    const key = await withServices((s) => s.apiKeys.create({ name: options.name, role: options.role, expiresAt: options.expiresAt }));
    if (options.json) console.log(JSON.stringify(key, null, 2));
    else console.log(`created API key ${key.id} (${key.role})\n\n  ${key.secret}\n\nStore it now: it is not shown again.`);
  });

apiKey
  .command('list')
  .description('list API keys (never their secrets)')
  .option('--json', 'print JSON')
  .action(async (options: { json?: boolean }) => {
    const keys = await withServices((s) => s.apiKeys.list());
    if (options.json) return console.log(JSON.stringify(keys, null, 2));
    if (keys.length === 0) return console.log('no API keys');
    for (const k of keys) {
      const state = k.revokedAt ? `revoked ${k.revokedAt}` : k.expiresAt ? `expires ${k.expiresAt}` : 'active';
      console.log(`${k.id}  ${k.role.padEnd(8)}  ${k.name}  (${state}; last used ${k.lastUsedAt ?? 'never'})`);
    }
  });

apiKey
  .command('revoke <id>')
  .description('revoke an API key; requests with it get 401 from then on')
  .action(async (id: string) => {
    const key = await withServices((s) => s.apiKeys.revoke(id));
    console.log(`revoked ${key.id} at ${key.revokedAt}`);
  });

const secrets = program.command('secrets').description('values stored sealed under CRM_SECRET_KEY (IMAP passwords)');

secrets
  .command('reseal')
  .description(
    'seal every stored value opened with a key of CRM_SECRET_KEY_PREVIOUS again under CRM_SECRET_KEY (the last step of a key rotation); ' +
      'idempotent; exits 1 when a value could not be opened',
  )
  .option('--json', 'print JSON')
  .action(async (options: { json?: boolean }) => {
    const report = await withServices(({ db, records, registry, jobs, config }) =>
      resealImapPasswords({ db, records, registry, jobs, box: imapPasswordBox(config.inbox) }),
    );
    if (options.json) console.log(JSON.stringify(report, null, 2));
    else {
      console.log(`resealed under CRM_SECRET_KEY: ${report.resealed.length}`);
      console.log(`already under CRM_SECRET_KEY: ${report.current.length}`);
      console.log(`could not be opened: ${report.unopenable.length}${report.unopenable.length ? ` (message channels ${report.unopenable.join(', ')})` : ''}`);
      if (report.syncsRequested.length) console.log(`sync asked for (left FAILED by the key change): ${report.syncsRequested.join(', ')}`);
    }
    if (report.unopenable.length) {
      console.error(
        `error: ${report.unopenable.length} stored IMAP password(s) open with neither CRM_SECRET_KEY nor CRM_SECRET_KEY_PREVIOUS: ` +
          'add the key they were sealed under to CRM_SECRET_KEY_PREVIOUS and run this again, or write those channels\' imapSettings again',
      );
      process.exitCode = 1;
    }
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  const messages = (error as { messages?: string[] }).messages;
  console.error(`error: ${messages ? messages.join('; ') : error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
