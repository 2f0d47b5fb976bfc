// A create or update input -> the record layer's body (what REST receives), so validation,
// derived fields, hooks and events are REST's. Twenty's relation writes become the join field:
// `company: {connect: {where: {id}}}` -> `companyId`, `{disconnect: true}` -> `companyId: null`;
// a connect by a unique field (a person's `emails: {primaryEmail}`) is looked up first.
import { validationFailed } from '../../errors/app-error.ts';
import type { MetadataRegistry } from '../../metadata/registry.ts';
import { isRelation, type ObjectMetadata } from '../../metadata/types.ts';
import type { FilterNode } from '../../query/index.ts';
import type { RecordService } from '../../records/record-service.ts';
import { withArticle } from '../../lib/sentences.ts';
import { UNIQUE_FIELDS } from './names.ts';

type Input = Record<string, unknown>;

interface WriteContext {
  records: RecordService;
  registry: MetadataRegistry;
}

/** Records of `object` whose unique field (UNIQUE_FIELDS) equals `value`, case-insensitively (at most `limit`). */
export async function recordsWithUniqueValue(records: RecordService, object: ObjectMetadata, field: string, subField: string, value: string): Promise<Array<Record<string, unknown>>> {
  // ilike without wildcards is "contains" (the query language's rule); the exact, case-insensitive
  // match is kept from those. Emails are stored canonical, so eq already ignores case.
  const comparator = subField === 'primaryEmail' ? 'eq' : 'ilike';
  const escaped = comparator === 'ilike' ? value.replace(/[\\%_]/g, '') : value;
  const filter: FilterNode = { kind: 'condition', path: [field, subField], comparator, value: { kind: 'scalar', text: escaped, quoted: true }, position: 0, label: `${field}.${subField}` };
  const page = await records.list(object, { filter, limit: 1000, count: false });
  const wanted = value.toLowerCase();
  return page.records.filter((record) => String((record[field] as Input | null)?.[subField] ?? '').toLowerCase() === wanted);
}

/** The id `where` names: its `id`, else the one record its unique field matches. */
async function connectedId(context: WriteContext, target: ObjectMetadata, where: Input, label: string): Promise<string> {
  if (typeof where.id === 'string') return where.id;
  for (const { field, subField } of UNIQUE_FIELDS[target.nameSingular] ?? []) {
    const value = (where[field] as Input | undefined)?.[subField];
    if (typeof value !== 'string') continue;
    const found = await recordsWithUniqueValue(context.records, target, field, subField, value);
    if (found.length === 1) return String(found[0].id);
    throw validationFailed(
      found.length === 0
        ? `${label}.connect.where.${field}.${subField}: no ${target.nameSingular} has '${value}'`
        : `${label}.connect.where.${field}.${subField}: ${found.length} ${target.namePlural} have '${value}'; connect by id`,
    );
  }
  throw validationFailed(`${label}.connect.where: name the ${target.nameSingular} by id${(UNIQUE_FIELDS[target.nameSingular] ?? []).map((u) => ` or ${u.field}.${u.subField}`).join('')}`);
}

/** The REST body of one input (`label` names it in errors: `data`, `data[2]`). */
export async function writeBody(context: WriteContext, object: ObjectMetadata, data: Input, label: string): Promise<Input> {
  const body: Input = { ...data };
  for (const field of object.fields) {
    if (!isRelation(field) || field.relation.kind !== 'MANY_TO_ONE' || !(field.name in data)) continue;
    const { joinField, target } = field.relation;
    const write = data[field.name] as Input | null;
    delete body[field.name];
    if (joinField in data) throw validationFailed(`${field.name} and ${joinField} cannot be both provided.`);
    if (write === null) continue;
    const connect = write.connect as Input | null | undefined;
    if (connect && write.disconnect) throw validationFailed(`${label}.${field.name}: connect and disconnect cannot be both provided`);
    if (write.disconnect) body[joinField] = null;
    else if (connect) body[joinField] = await connectedId(context, context.registry.get(target), connect.where as Input, `${label}.${field.name}`);
    else throw validationFailed(`${label}.${field.name}: give connect: {where: {...}} or disconnect: true`);
  }
  return body;
}

/** Names the record a unique-field upsert matched ambiguously. */
export const severalMatch = (object: ObjectMetadata, field: string, value: string, count: number) =>
  validationFailed(`upsert: ${count} ${object.namePlural} have ${field} '${value}'; ${withArticle(object.nameSingular)} upsert needs exactly one match (or an id)`);
