// The inbox's REST operations (the records themselves are served by the generic handlers).
import type { HandlerMap } from '../http/routes.ts';
import type { InboxService } from './inbox-service.ts';

export function inboxRestHandlers(inbox: InboxService): Pick<HandlerMap, 'importMessage'> {
  return {
    importMessage: async ({ actor, body }) => ({ data: { importMessage: await inbox.importMessage(actor, body) } }),
  };
}
