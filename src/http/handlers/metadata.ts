import type { Services } from '../../services.ts';
import type { Handler } from '../routes.ts';

export function metadataHandlers({ metadata }: Services): Record<string, Handler> {
  return {
    findObjectMetadataByStandardId: async ({ params }) => ({
      data: { object: metadata.byStandardId(params.standardId) },
    }),
  };
}
