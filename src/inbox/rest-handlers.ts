// The inbox's REST operations (the records themselves are served by the generic handlers).
import { validationFailed } from '../errors/app-error.ts';
import type { HandlerMap } from '../http/routes.ts';
import { recordAs } from '../http/record-answers.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { RecordService } from '../records/record-service.ts';
import type { InboxService } from '../messages/inbox-service.ts';
import { requestSync } from './imap/sync-hook.ts';

export function inboxRestHandlers(
  inbox: InboxService,
  records: RecordService,
  registry: MetadataRegistry,
  jobs: JobQueue,
): Pick<HandlerMap, 'importMessage' | 'syncMessageChannel'> {
  return {
    importMessage: async ({ actor, body }) => ({ data: { importMessage: await inbox.importMessage(actor, body) } }),
    syncMessageChannel: async ({ params }) => {
      const channel = await records.get(registry.get('messageChannel'), params.id);
      if (channel.imapSettings == null) throw validationFailed('imapSettings: the channel has none; PATCH /rest/messageChannels/{id} with {host, port, secure, username, password} first');
      await requestSync(jobs, String(channel.id));
      return { data: { syncMessageChannel: recordAs<'MessageChannel'>(channel) } };
    },
  };
}
