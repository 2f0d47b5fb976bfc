// `fields` resolved against an object: which properties a record is answered with, the columns
// a read selects for them, and the relations embedded at depth >= 1 (Twenty's rule: only the
// named ones). The answer is always `id` plus the named fields:
// - a scalar or composite field answers whole (`name` is `{firstName, lastName}`); a sub-field
//   path (`name.firstName`) is not a field name and is refused as unknown, as Twenty does;
// - a many-to-one relation (`company`) answers the embedded record at depth >= 1, and nothing
//   else: its join field (`companyId`) is read to embed it but answered only when named too
//   (Twenty's pick-rest-response-fields); at depth 0, where nothing is embedded, the join field
//   is the relation's value and is answered;
// - a one-to-many or through relation (`noteTargets`, `notes`) answers the embedded records and
//   needs depth >= 1 (400 otherwise);
// - a write-only field (a workflow's webhook secret) is unreadable: refused as unknown.
import { badRequest } from '../../errors/app-error.ts';
import { isComposite, isRelation, type CompositeField, type ObjectMetadata, type ScalarField } from '../../metadata/types.ts';
import { parseFields } from '../parse/parse-fields.ts';

export interface FieldProjection {
  /** The read property names joined (`id,name,companyId,company`): equal keys, equal reads. */
  readonly key: string;
  /** The properties answered, `id` first, then in the object's field order. */
  readonly names: readonly string[];
  /** The properties a read decodes: `names`, and the join fields read only to embed a named relation (`embedOnly`). */
  readonly read: readonly string[];
  /** The join fields in `read` but not in `names`: dropped from the answer once their relation is embedded. */
  readonly embedOnly: readonly string[];
  /** The answered fields stored in columns (`id`, named scalars and composites, join fields of named many-to-one relations). */
  readonly fields: readonly (ScalarField | CompositeField)[];
  /** Their columns, in field order: what a read selects. */
  readonly columns: readonly string[];
  /** The named relations: the only ones embedded at depth >= 1. */
  readonly relations: readonly string[];
}

const INVALID = "'fields' parameter invalid.";

/** Projections by object and request (a client asks the same few again and again). */
const planned = new WeakMap<ObjectMetadata, Map<string, FieldProjection>>();
const MAX_PLANNED = 64;

/**
 * The projection `raw` (the `fields` query value) asks of `object` at `depth`, or undefined
 * when there is none (absent: the whole record). 400 INVALID_FIELDS for an empty list, a name
 * that is not a readable field of `object`, or a collection relation at depth 0.
 */
export function planFields(object: ObjectMetadata, raw: unknown, depth: number): FieldProjection | undefined {
  if (raw === undefined) return undefined;
  const cacheKey = typeof raw === 'string' ? `${depth > 0 ? 1 : 0}:${raw}` : undefined;
  let byKey = planned.get(object);
  const cached = cacheKey === undefined ? undefined : byKey?.get(cacheKey);
  if (cached) return cached;
  const projection = plan(object, parseFields(raw), depth);
  if (cacheKey !== undefined) {
    if (!byKey) planned.set(object, (byKey = new Map()));
    if (byKey.size >= MAX_PLANNED) byKey.delete(byKey.keys().next().value as string);
    byKey.set(cacheKey, projection);
  }
  return projection;
}

function plan(object: ObjectMetadata, requested: string[], depth: number): FieldProjection {
  const byName = new Map(object.fields.filter((field) => !field.writeOnly).map((field) => [field.name, field]));
  const unknown = requested.filter((name) => !byName.has(name));
  if (unknown.length > 0) throw badRequest('INVALID_FIELDS', `${INVALID} Unknown or unreadable fields on '${object.nameSingular}': ${unknown.join(', ')}`);
  const collections = requested.filter((name) => {
    const field = byName.get(name);
    return field && isRelation(field) && field.relation.kind !== 'MANY_TO_ONE';
  });
  if (depth <= 0 && collections.length > 0)
    throw badRequest('INVALID_FIELDS', `${INVALID} One-to-many relation fields on '${object.nameSingular}' require a positive depth: ${collections.join(', ')}`);

  const answered = new Set(['id', ...requested]);
  const joinFields = new Set<string>();
  for (const name of requested) {
    const field = byName.get(name);
    if (field && isRelation(field) && field.relation.kind === 'MANY_TO_ONE') joinFields.add(field.relation.joinField);
  }
  if (depth <= 0) for (const joinField of joinFields) answered.add(joinField);
  const fields: (ScalarField | CompositeField)[] = [];
  const relations: string[] = [];
  const read: string[] = [];
  for (const field of object.fields) {
    if ((!answered.has(field.name) && !joinFields.has(field.name)) || field.writeOnly) continue;
    read.push(field.name);
    if (isRelation(field)) relations.push(field.name);
    else fields.push(field);
  }
  // `id` first whatever the field order (every object declares it first today).
  const ordered = ['id', ...read.filter((name) => name !== 'id')];
  const columns = fields.flatMap((field) => (isComposite(field) ? Object.values(field.columns) : [field.column]));
  return Object.freeze({
    key: ordered.join(','),
    names: ordered.filter((name) => answered.has(name)),
    read: ordered,
    embedOnly: ordered.filter((name) => !answered.has(name)),
    fields,
    columns,
    relations,
  });
}
