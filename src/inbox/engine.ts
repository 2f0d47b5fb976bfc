// The inbox as an engine (engine.ts): its REST operations on InboxService, the later association
// of participants to people (a statement hook on person writes and its job), and the IMAP sync
// (channel settings as an input rule, a statement hook that starts a channel's sync job when its
// settings are written, and the job, which waits INBOX_SYNC_INTERVAL_MS between runs).
import type { Engine } from '../engine.ts';
import { clock } from '../lib/clock.ts';
import { imapPasswordBox, imapSettingsRule } from './imap/imap-settings.ts';
import { syncChannelHandler } from './imap/sync-channel-job.ts';
import { INBOX_SYNC_JOB, syncOnSettingsHook } from './imap/sync-hook.ts';
import { INBOX_LINK_JOB, linkParticipantsHook } from './link-participants-hook.ts';
import { linkParticipantsHandler } from './link-participants-job.ts';
import { inboxRestHandlers } from './rest-handlers.ts';

export const inboxEngine: Engine = {
  name: 'inbox',
  create({ db, records, registry, jobs, config, inbox }, logger) {
    const box = imapPasswordBox(config.inbox);
    const sync = syncChannelHandler({ db, records, registry, inbox, box, config: config.inbox, leaseMs: config.worker.leaseMs, logger });
    return {
      restHandlers: inboxRestHandlers(inbox, records, registry, jobs),
      statementHooks: [linkParticipantsHook(() => clock.now()), syncOnSettingsHook(() => clock.now())],
      inputRules: [{ object: 'messageChannel', rule: imapSettingsRule(box) }],
      jobs: [
        { kind: INBOX_LINK_JOB, handler: linkParticipantsHandler(db, records, registry) },
        { kind: INBOX_SYNC_JOB, handler: sync, concurrency: config.inbox.syncConcurrency },
      ],
    };
  },
};
