import type { Services } from '../../services.ts';
import type { HandlerMap } from '../routes.ts';

export function metadataHandlers({ metadata }: Services): Pick<HandlerMap, 'findObjectMetadataByStandardId'> {
  return {
    findObjectMetadataByStandardId: async ({ params }) => ({
      data: { object: metadata.byStandardId(params.standardId) },
    }),
  };
}
