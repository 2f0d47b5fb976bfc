// Every REST operation's handler, keyed by operationId (see routes.ts for the binding).
import type { Services } from '../../services.ts';
import type { Handler } from '../routes.ts';
import { apiKeyHandlers } from './api-keys.ts';
import { metadataHandlers } from './metadata.ts';
import { recordHandlers } from './records.ts';

export function handlers(services: Services): Record<string, Handler> {
  return Object.assign(
    {},
    ...services.registry.all().map((object) => recordHandlers(services, object)),
    apiKeyHandlers(services),
    metadataHandlers(services),
  );
}
