// The inbox as an engine (engine.ts): its REST operations on InboxService, and the later
// association of participants to people (a statement hook on person writes and its job).
import type { Engine } from '../engine.ts';
import { clock } from '../lib/clock.ts';
import { InboxService } from './inbox-service.ts';
import { INBOX_LINK_JOB, linkParticipantsHook } from './link-participants-hook.ts';
import { linkParticipantsHandler } from './link-participants-job.ts';
import { inboxRestHandlers } from './rest-handlers.ts';

export const inboxEngine: Engine = {
  name: 'inbox',
  create({ db, records, registry }) {
    const inbox = new InboxService(db, records, registry);
    return {
      restHandlers: inboxRestHandlers(inbox),
      statementHooks: [linkParticipantsHook(() => clock.now())],
      jobs: [{ kind: INBOX_LINK_JOB, handler: linkParticipantsHandler(db, records, registry) }],
    };
  },
};
