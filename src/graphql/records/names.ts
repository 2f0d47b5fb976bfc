// The names of the generated record API, as Twenty's generated schema spells them: per object
// `people` / `person`, `createPerson` / `createPeople`, ..., types `Person`, `PersonConnection`,
// `PersonFilterInput`, ...; per composite type `FullName`, `FullNameFilter`, ...
import type { CompositeFieldType, FieldMetadata, ObjectMetadata, ScalarField } from '../../metadata/types.ts';
import { hasDuplicateCriteria } from '../../records/duplicates/criteria.ts';

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The type names of one object. */
export function typeNames(object: ObjectMetadata) {
  const singular = pascal(object.nameSingular);
  return {
    record: singular,
    connection: `${singular}Connection`,
    edge: `${singular}Edge`,
    filter: `${singular}FilterInput`,
    orderBy: `${singular}OrderByInput`,
    create: `${singular}CreateInput`,
    update: `${singular}UpdateInput`,
    /** `company: {connect: {where: {...}}}` / `{disconnect: true}` in another object's input. */
    relationInput: `${singular}RelationInput`,
    connectInput: `${singular}ConnectInput`,
    whereUnique: `${singular}WhereUniqueInput`,
  };
}

/** The root fields of one object. */
export function operationNames(object: ObjectMetadata) {
  const singular = pascal(object.nameSingular);
  const plural = pascal(object.namePlural);
  return {
    findMany: object.namePlural,
    findOne: object.nameSingular,
    createOne: `create${singular}`,
    createMany: `create${plural}`,
    updateOne: `update${singular}`,
    updateMany: `update${plural}`,
    deleteOne: `delete${singular}`,
    deleteMany: `delete${plural}`,
    destroyOne: `destroy${singular}`,
    destroyMany: `destroy${plural}`,
    restoreOne: `restore${singular}`,
    restoreMany: `restore${plural}`,
  };
}

export type OperationKind = keyof ReturnType<typeof operationNames>;

/**
 * The duplicates query and merge mutation of an object with duplicate criteria (person,
 * company: records/duplicates/criteria.ts), as Twenty names them (`personDuplicates`,
 * `mergePeople`); undefined for any other object, where REST refuses them too. Merge rewrites
 * and deletes records: only where GraphQL offers both.
 */
export function duplicateOperations(object: ObjectMetadata): { findDuplicates: string; mergeMany?: string } | undefined {
  if (!hasDuplicateCriteria(object)) return undefined;
  const offered = offeredMutations(object);
  const merges = offered.includes('updateOne') && offered.includes('destroyOne');
  return { findDuplicates: `${object.nameSingular}Duplicates`, ...(merges ? { mergeMany: `merge${pascal(object.namePlural)}` } : {}) };
}

/**
 * Objects GraphQL reads only, whatever REST offers: workspace members (DESIGN "Workspace
 * members": the record API's read-only connection, as Twenty's clients read it; Twenty changes
 * members through its own workspace flows, not record mutations).
 */
const READ_ONLY = new Set(['workspaceMember']);

/** The mutations an object offers: its metadata's writes; soft delete and restore only where it has soft delete (DESIGN "Soft delete"). */
export function offeredMutations(object: ObjectMetadata): OperationKind[] {
  if (READ_ONLY.has(object.nameSingular)) return [];
  const { create, update, delete: remove } = object.operations;
  return [
    ...(create ? (['createOne', 'createMany'] as const) : []),
    ...(update ? (['updateOne', 'updateMany'] as const) : []),
    ...(remove && object.softDelete ? (['deleteOne', 'deleteMany', 'restoreOne', 'restoreMany'] as const) : []),
    ...(remove ? (['destroyOne', 'destroyMany'] as const) : []),
  ];
}

/** Twenty's names of the composite types. */
export const COMPOSITE_TYPE_NAMES: Record<CompositeFieldType, string> = {
  FULL_NAME: 'FullName',
  EMAILS: 'Emails',
  PHONES: 'Phones',
  LINKS: 'Links',
  CURRENCY: 'Currency',
  ADDRESS: 'Address',
  RICH_TEXT_V2: 'RichTextV2',
  ACTOR: 'Actor',
};

/** The enum of a SELECT or MULTI_SELECT field, as Twenty names it (`OpportunityStageEnum`). */
export const enumName = (object: ObjectMetadata, field: ScalarField) => `${pascal(object.nameSingular)}${pascal(field.name)}Enum`;

/**
 * The fields a record is matched on, besides its id, by `connect: {where}` and by an upsert
 * without id (DESIGN "Upsert"), as Twenty's unique fields: compared case-insensitively.
 */
export const UNIQUE_FIELDS: Record<string, Array<{ field: string; subField: string }>> = {
  person: [{ field: 'emails', subField: 'primaryEmail' }],
  company: [{ field: 'domainName', subField: 'primaryLinkUrl' }],
};

/** Readable by the API (a write-only field, a secret, is never answered nor filtered). */
export const readable = (field: FieldMetadata) => !field.writeOnly;
