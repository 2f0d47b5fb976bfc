// The inbox as an engine (engine.ts): its REST operations on InboxService. The IMAP sync's jobs
// and the later association of participants to people join here.
import type { Engine } from '../engine.ts';
import { InboxService } from './inbox-service.ts';
import { inboxRestHandlers } from './rest-handlers.ts';

export const inboxEngine: Engine = {
  name: 'inbox',
  create({ db, records, registry }) {
    const inbox = new InboxService(db, records, registry);
    return { restHandlers: inboxRestHandlers(inbox) };
  },
};
