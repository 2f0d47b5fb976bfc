// Runtime metadata fixtures, shaped as the metadata layer will build them: a `deal` pipeline
// with one user field of every custom field type (relations to a built-in object and to another
// pipeline included), the `partner` pipeline it points at, and custom fields on person. The
// built-in objects on the other end of a relation carry the inverse field. Shared by the
// OpenAPI contract tests of the workspace document.
import { actorFields, composite, manyToOne, oneToMany, options, scalar, systemFields } from '../../src/metadata/field-builders.ts';
import { BUILT_IN_OBJECTS } from '../../src/metadata/registry.ts';
import type { FieldMetadata, ObjectMetadata } from '../../src/metadata/types.ts';

const custom = <F extends FieldMetadata>(field: F): F => ({ ...field, isCustom: true });

/** A pipeline as created through the metadata API: the standard fields plus `userFields`. */
function pipeline(
  names: Pick<ObjectMetadata, 'id' | 'nameSingular' | 'namePlural' | 'labelSingular' | 'labelPlural' | 'description'>,
  userFields: FieldMetadata[],
): ObjectMetadata {
  return {
    ...names,
    standardId: null,
    isCustom: true,
    table: `pipeline_${names.nameSingular}`,
    labelIdentifierField: 'name',
    defaultDepth: 0,
    operations: { create: true, update: true, delete: true },
    softDelete: true,
    search: {},
    fields: [
      ...systemFields(),
      ...actorFields(),
      scalar('name', 'TEXT'),
      scalar('stage', 'SELECT', { options: options('NEW', 'QUALIFIED', 'WON', 'LOST') }),
      composite('amount', 'CURRENCY'),
      ...userFields.map(custom),
    ],
  };
}

export const DEAL_USER_FIELDS: FieldMetadata[] = [
  scalar('nextStep', 'TEXT', { description: 'What happens next.' }),
  scalar('probability', 'NUMBER'),
  scalar('strategic', 'BOOLEAN', { nullable: false, defaultValue: false }),
  scalar('lastContactAt', 'DATE_TIME'),
  scalar('expectedCloseDate', 'DATE'),
  scalar('region', 'SELECT', { options: options('EMEA', 'AMERICAS', 'APAC'), requiredOnCreate: true }),
  scalar('products', 'MULTI_SELECT', { options: options('CORE', 'ADD_ON', 'SUPPORT') }),
  scalar('extra', 'RAW_JSON'),
  composite('budget', 'CURRENCY'),
  composite('website', 'LINKS'),
  composite('contactEmails', 'EMAILS'),
  composite('contactPhones', 'PHONES'),
  composite('champion', 'FULL_NAME'),
  composite('siteAddress', 'ADDRESS'),
  composite('summary', 'RICH_TEXT_V2', { declaredType: 'RICH_TEXT' }),
  ...manyToOne('company', 'company'),
  ...manyToOne('partner', 'partner'),
  // Inverse of person.favoriteDeal.
  oneToMany('favoritedBy', 'person', 'favoriteDealId', 'SET_NULL'),
];

export const deal = pipeline(
  {
    id: '0b9e3c52-5a43-4f0e-9c55-7b1f0d6a1e01',
    nameSingular: 'deal',
    namePlural: 'deals',
    labelSingular: 'Deal',
    labelPlural: 'Deals',
    description: 'Deals of the sales pipeline.',
  },
  DEAL_USER_FIELDS,
);

export const partner = pipeline(
  {
    id: '0b9e3c52-5a43-4f0e-9c55-7b1f0d6a1e02',
    nameSingular: 'partner',
    namePlural: 'partners',
    labelSingular: 'Partner',
    labelPlural: 'Partners',
  },
  [scalar('country', 'TEXT'), oneToMany('deals', 'deal', 'partnerId', 'SET_NULL')],
);

export const PERSON_CUSTOM_FIELDS: FieldMetadata[] = [
  scalar('birthday', 'DATE'),
  scalar('score', 'NUMBER', { description: 'Lead score.' }),
  scalar('vip', 'BOOLEAN'),
  scalar('tier', 'SELECT', { options: options('GOLD', 'SILVER') }),
  scalar('interests', 'MULTI_SELECT', { options: options('PRODUCT', 'EVENTS') }),
  scalar('profile', 'RAW_JSON'),
  composite('homeAddress', 'ADDRESS'),
  ...manyToOne('favoriteDeal', 'deal'),
].map(custom);

/** Custom fields appended to a built-in object, as the registry will hold it. */
function withCustomFields(object: ObjectMetadata, fields: FieldMetadata[]): ObjectMetadata {
  return { ...object, fields: [...object.fields, ...fields.map(custom)] };
}

/** The registry's objects in a workspace with the fixtures: built-ins (some extended) plus the pipelines. */
export function workspaceObjects(): ObjectMetadata[] {
  const extra: Record<string, FieldMetadata[]> = {
    person: PERSON_CUSTOM_FIELDS,
    // Inverse of deal.company.
    company: [oneToMany('deals', 'deal', 'companyId', 'SET_NULL')],
  };
  const builtIns = BUILT_IN_OBJECTS.map((object) =>
    extra[object.nameSingular] ? withCustomFields(object, extra[object.nameSingular]) : object,
  );
  return [...builtIns, deal, partner];
}

export const byName = (objects: ObjectMetadata[], nameSingular: string): ObjectMetadata => {
  const object = objects.find((o) => o.nameSingular === nameSingular);
  if (!object) throw new Error(`no object ${nameSingular}`);
  return object;
};
