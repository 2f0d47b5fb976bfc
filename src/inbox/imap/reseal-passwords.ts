// `secrets reseal` (src/cli/main.ts): the last step of rotating CRM_SECRET_KEY. Every stored IMAP
// password sealed under a key of CRM_SECRET_KEY_PREVIOUS is sealed again under CRM_SECRET_KEY, so
// the previous key can be dropped. Idempotent: a value already under the current key is left
// alone (not rewritten), so a second run changes nothing.
//
// The write goes through the record layer as the other engine-managed writes of the channel do
// (records.update with engineFields, like the sync job's), so its statement hooks, its
// updatedAt/updatedBy and its commit listeners are the same as for any channel write; the actor
// is SYSTEM (a maintenance write of the service, as participant linking's). A messageChannel
// write raises no webhook or workflow event (not an event object), and `imapPassword` is
// write-only, so nothing answers or sends the sealed value. Only imapPassword is written: the
// statement hook that starts a sync watches imapSettings, so a reseal starts none by itself.
//
// Safe while the service runs: each channel is read `FOR UPDATE` and written in one short
// transaction (crypto only, no network I/O), so a settings write meanwhile either waits and then
// replaces the resealed value with its own, or commits first and is what this reads (already
// current: left alone). A sync that read the old value opens it with the previous key, which
// every process still holds until the rotation's last step.
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import { SYSTEM_ACTOR } from '../../records/actor.ts';
import type { RecordService } from '../../records/record-service.ts';
import { PASSWORD_CANNOT_BE_OPENED } from './sync-channel-job.ts';
import { requestSync } from './sync-hook.ts';

export interface ResealDependencies {
  db: Database;
  records: RecordService;
  registry: MetadataRegistry;
  jobs: JobQueue;
  /** The sealer of IMAP passwords (imapPasswordBox); undefined when CRM_SECRET_KEY is unset. */
  box: SecretBox | undefined;
}

/** Channel ids, by what the reseal found. */
export interface ResealReport {
  /** Sealed under a previous key; now sealed under CRM_SECRET_KEY. */
  resealed: string[];
  /** Already sealed under CRM_SECRET_KEY: left alone. */
  current: string[];
  /** Opened by no configured key (or not a sealed value): left alone; their settings must be written again. */
  unopenable: string[];
  /** Channels a sync had left FAILED because their password could not be opened: a sync is asked for now. */
  syncsRequested: string[];
}

/** How a syncError about an unopenable password starts (this version's and the earlier one's). */
const UNOPENABLE_ERROR_PREFIX = PASSWORD_CANNOT_BE_OPENED.slice(0, PASSWORD_CANNOT_BE_OPENED.indexOf(' with '));

export class ResealRefused extends Error {}

export async function resealImapPasswords({ db, records, registry, jobs, box }: ResealDependencies): Promise<ResealReport> {
  if (!box) throw new ResealRefused('CRM_SECRET_KEY is unset: there is no key to seal the stored IMAP passwords under');
  const report: ResealReport = { resealed: [], current: [], unopenable: [], syncsRequested: [] };
  const channels = await db.sql.query<{ id: string }>({
    text: `SELECT "id"::text AS "id" FROM "message_channel" WHERE "imap_password" IS NOT NULL ORDER BY "id"`,
    values: [],
  });
  for (const { id } of channels) {
    const outcome = await db.sql.transaction(async (tx) => {
      const [row] = await tx.query<{ imap_password: string | null; sync_status: string | null; sync_error: string | null }>({
        text: `SELECT "imap_password", "sync_status", "sync_error" FROM "message_channel" WHERE "id" = $1::uuid FOR UPDATE`,
        values: [id],
      });
      if (!row?.imap_password) return undefined; // deleted, or its settings removed, meanwhile
      let current: boolean;
      let plaintext: string;
      try {
        ({ current, plaintext } = box.openAny(row.imap_password));
      } catch {
        return { kind: 'unopenable' as const, stuck: false };
      }
      if (!current) {
        await records.update(SYSTEM_ACTOR, registry.get('messageChannel'), id, { imapPassword: box.seal(plaintext) }, { sql: tx, engineFields: true });
      }
      const stuck = row.sync_status === 'FAILED' && (row.sync_error ?? '').startsWith(UNOPENABLE_ERROR_PREFIX);
      return { kind: current ? ('current' as const) : ('resealed' as const), stuck };
    });
    if (!outcome) continue;
    report[outcome.kind].push(id);
    if (outcome.stuck) {
      await requestSync(jobs, id);
      report.syncsRequested.push(id);
    }
  }
  return report;
}
