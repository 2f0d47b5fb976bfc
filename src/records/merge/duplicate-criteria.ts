// Which objects have duplicate criteria (DESIGN.md "Twenty REST extras", Criteria: person and
// company): the only ones a merge accepts, as Twenty's `duplicateCriteria`. Pipelines have none.
import type { ObjectMetadata } from '../../metadata/types.ts';

export const hasDuplicateCriteria = (object: ObjectMetadata): boolean =>
  !object.isCustom && (object.nameSingular === 'person' || object.nameSingular === 'company');
