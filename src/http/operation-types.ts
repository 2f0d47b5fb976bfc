// Types of the REST operations, keyed by operationId, read from the types openapi-typescript
// generates from openapi/ (generated/openapi.ts). A handler declared as
//
//   const createOnePerson = async (ctx): Promise<SuccessBodyOf<'createOnePerson'>> => ...
//
// stops compiling as soon as it and the document disagree.
import type { components, operations } from '../../generated/openapi.ts';

export type OperationId = keyof operations;

export type SchemaName = keyof components['schemas'];

/** Component schemas by name, e.g. `Schema<'Person'>`. */
export type Schema<Name extends SchemaName> = components['schemas'][Name];

type JsonContentOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** `{}` for an operation without such parameters, so handlers can always destructure. */
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : [T] extends [undefined] ? Record<string, never> : T;

/** The JSON request body (never for operations without one). */
export type RequestBodyOf<Op extends OperationId> = JsonContentOf<NonNullable<operations[Op]['requestBody']>>;

export type PathParamsOf<Op extends OperationId> = OrEmpty<NonNullable<operations[Op]['parameters']['path']>>;

export type QueryParamsOf<Op extends OperationId> = OrEmpty<NonNullable<operations[Op]['parameters']['query']>>;

/** The body of the 200 application/json response. */
export type SuccessBodyOf<Op extends OperationId> = JsonContentOf<operations[Op]['responses'][200]>;

/** The record operations every object offers (when its metadata allows them). */
export const RECORD_OPERATION_KINDS = ['findMany', 'findOne', 'createOne', 'createMany', 'updateOne', 'deleteOne', 'updateMany', 'deleteMany', 'groupBy'] as const;

export type RecordOperationKind = (typeof RECORD_OPERATION_KINDS)[number];

/** operationIds of an object's record operations, e.g. `findManyPeople`, `findOneWorkspaceMember`. */
export type RecordOperationIds<Singular extends string, Plural extends string> = {
  findMany: `findMany${Capitalize<Plural>}`;
  findOne: `findOne${Capitalize<Singular>}`;
  createOne: `createOne${Capitalize<Singular>}`;
  createMany: `createMany${Capitalize<Plural>}`;
  updateOne: `updateOne${Capitalize<Singular>}`;
  deleteOne: `deleteOne${Capitalize<Singular>}`;
  updateMany: `updateMany${Capitalize<Plural>}`;
  deleteMany: `deleteMany${Capitalize<Plural>}`;
  groupBy: `groupBy${Capitalize<Plural>}`;
};

export const capitalize = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** Runtime twin of `RecordOperationIds`, from an object's metadata names. */
export function recordOperationIds<Singular extends string, Plural extends string>(object: {
  nameSingular: Singular;
  namePlural: Plural;
}): RecordOperationIds<Singular, Plural> {
  const singular = capitalize(object.nameSingular);
  const plural = capitalize(object.namePlural);
  return {
    findMany: `findMany${plural}`,
    findOne: `findOne${singular}`,
    createOne: `createOne${singular}`,
    createMany: `createMany${plural}`,
    updateOne: `updateOne${singular}`,
    deleteOne: `deleteOne${singular}`,
    updateMany: `updateMany${plural}`,
    deleteMany: `deleteMany${plural}`,
    groupBy: `groupBy${plural}`,
  };
}

/** operationId of an object's merge (`PATCH /rest/<plural>/merge`), as Twenty's document names it: `mergeManyPeople`. */
export const mergeOperationId = <Plural extends string>(object: { namePlural: Plural }) => `mergeMany${capitalize(object.namePlural)}` as const;
/** operationId of an object's `POST /rest/<plural>/duplicates`, e.g. `findPersonDuplicates`. */
export const duplicatesOperationId = <Singular extends string>(object: { nameSingular: Singular }): `find${Capitalize<Singular>}Duplicates` =>
  `find${capitalize(object.nameSingular)}Duplicates`;

/** operationIds of an object's restores (`PATCH /rest/<plural>/{id}/restore`, `PATCH /rest/<plural>/restore`): `restoreOnePerson`, `restoreManyPeople`. */
export const restoreOperationIds = <Singular extends string, Plural extends string>(object: { nameSingular: Singular; namePlural: Plural }) =>
  ({ restoreOne: `restoreOne${capitalize(object.nameSingular)}`, restoreMany: `restoreMany${capitalize(object.namePlural)}` }) as const;
