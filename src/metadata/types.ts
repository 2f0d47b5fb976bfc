// Object metadata: the description of every object (people, companies, ... and later the
// runtime-defined pipelines) that drives the record layer and the query language. Nothing in
// src/records or src/query knows a concrete object; everything is read from these types.

/** Field types stored in one column. */
export type ScalarFieldType =
  | 'UUID'
  | 'TEXT'
  | 'NUMBER' // integer or float, see `ScalarField.integer`
  | 'BOOLEAN'
  | 'DATE_TIME' // ISO 8601 timestamp, stored timestamptz(3)
  | 'DATE' // calendar day YYYY-MM-DD, stored date
  | 'SELECT' // one UPPER_SNAKE_CASE value from `options`
  | 'MULTI_SELECT' // text[] of values from `options`
  | 'RAW_JSON'; // jsonb: any JSON value

/** Field types made of several sub-fields, each stored in its own column. */
export type CompositeFieldType =
  | 'FULL_NAME'
  | 'EMAILS'
  | 'PHONES'
  | 'LINKS'
  | 'CURRENCY'
  | 'ADDRESS'
  | 'RICH_TEXT_V2'
  | 'ACTOR'; // who created or last updated a record (set by the record layer)

export type FieldType = ScalarFieldType | CompositeFieldType | 'RELATION';

export interface FieldOption {
  /** Stored id of a runtime field's option (built-in options derive theirs). */
  id?: string;
  value: string;
  label: string;
  position: number;
  color?: string;
}

interface BaseField {
  /** API name (camelCase). */
  name: string;
  label: string;
  description?: string;
  /** May the value be null (for composites: may every sub-field be empty)? */
  nullable: boolean;
  /** Must a create request carry it? */
  requiredOnCreate?: boolean;
  /** Set by the service (id, createdAt, updatedAt); rejected in a request body. */
  readOnly?: boolean;
  /**
   * Written, never read back (a workflow's webhook secret): absent from every record the service
   * answers, and neither filterable nor orderable (a filter would let a reader probe it).
   */
  writeOnly?: boolean;
  /**
   * A read-only field the engine owning the object writes through the record layer (a workflow
   * version's status, a workflow's statuses): written only by a write with `engineFields`.
   */
  engineManaged?: boolean;
  /**
   * Clients change the field only through this (e.g. "the GraphQL mutation
   * updateWorkflowVersionTrigger"), never in a record update body: left out of update bodies,
   * and a body that sends it is told where to go.
   */
  changedThrough?: string;
  /** A read-only field a create request may still choose (a client-supplied `id`). */
  writableOnCreate?: boolean;
  /** Value used on create when the request omits the field (already in API shape). */
  defaultValue?: unknown;
  /** Defined at run time (a pipeline's fields, custom fields on built-in objects): see src/runtime-metadata. */
  isCustom?: boolean;
  /** Stored id of a runtime field definition (built-in fields derive theirs from their name). */
  id?: string;
  /** The type the definition was created with when it differs from how it is stored (RICH_TEXT). */
  declaredType?: string;
  /**
   * RAW_JSON of a known shape (a channel's IMAP settings): the JSON Schema of the value as written
   * and as answered, for the REST document (so generated SDKs get a type, and the edge checks
   * writes). Without it a RAW_JSON field is any JSON value.
   */
  jsonShape?: { input: Record<string, unknown>; output: Record<string, unknown> };
  /**
   * A built-in field's text in the REST documentation, when the label says too little (wire
   * format, filter paths, quirks): `npm run codegen` writes it into openapi/records/. Not served
   * by the metadata API, whose `description` stays the field's own.
   */
  openApiDescription?: string;
}

export interface ScalarField extends BaseField {
  type: ScalarFieldType;
  /** Column in the object's table. */
  column: string;
  /** SELECT / MULTI_SELECT option set. */
  options?: FieldOption[];
  /** NUMBER: integers only. */
  integer?: boolean;
}

export interface CompositeField extends BaseField {
  type: CompositeFieldType;
  /** Column of each sub-field, keyed by sub-field name (see composite-types.ts). */
  columns: Record<string, string>;
  /** RICH_TEXT_V2: plain-text field kept in step with this one (note/task `body`). */
  plainTextField?: string;
  /** Sub-fields a create request must carry (person: name.firstName). */
  requiredSubFields?: string[];
}

/** The record holds the foreign key (`joinField`, a UUID field of the same object). */
export interface ManyToOneRelation {
  kind: 'MANY_TO_ONE';
  target: string; // nameSingular of the target object
  joinField: string; // e.g. 'companyId'
}

/** Target records point at this one through their `inverseJoinField`. */
export interface OneToManyRelation {
  kind: 'ONE_TO_MANY';
  target: string;
  inverseJoinField: string; // field of the target, e.g. 'companyId' on person
  /**
   * What deleting this record does to the targets: CASCADE deletes them, SET_NULL clears their
   * join field, RESTRICT refuses the delete with a 400 naming them. The record layer applies
   * the rule itself (so each affected record passes the write hooks as an update or delete);
   * the database's foreign keys say the same and stay as the last line of defence.
   */
  onDelete: 'CASCADE' | 'SET_NULL' | 'RESTRICT';
}

/** Records reached through a relation object, e.g. person -> noteTargets -> note. */
export interface ThroughRelation {
  kind: 'THROUGH';
  target: string; // e.g. 'note'
  through: string; // e.g. 'noteTarget'
  sourceJoinField: string; // field of the through object pointing here, e.g. 'personId'
  targetJoinField: string; // field of the through object pointing at target, e.g. 'noteId'
}

export interface RelationField extends BaseField {
  type: 'RELATION';
  relation: ManyToOneRelation | OneToManyRelation | ThroughRelation;
}

export type FieldMetadata = ScalarField | CompositeField | RelationField;

export interface ObjectMetadata {
  /** Stable metadata id of the object. */
  id: string;
  /** Fixed standard id (SPEC.md "Object metadata standard ids"); null for custom objects. */
  standardId: string | null;
  /** A pipeline: defined at run time through the metadata API, stored in its own table. */
  isCustom?: boolean;
  nameSingular: string;
  namePlural: string;
  labelSingular: string;
  labelPlural: string;
  description?: string;
  table: string;
  /** Field whose value labels a record (search hits, embedded summaries). */
  labelIdentifierField: string;
  /** Default `depth` of get and list (SPEC: 1 for note and task relations, else 0). */
  defaultDepth: 0 | 1;
  /** Writes the interfaces (REST, GraphQL) offer for the object; its engine may still write it through the record layer. */
  operations: { create: boolean; update: boolean; delete: boolean };
  /**
   * REST offers soft delete (`DELETE ... ?soft_delete=true`) and restore (`PATCH .../restore`) of
   * its records (with `operations.delete`): the CRM objects and pipelines. Every record object
   * has `deletedAt` and hides soft-deleted records all the same; engine objects (workflows,
   * sequences, inbox) keep permanent deletes only, their engines would otherwise run on.
   */
  softDelete?: boolean;
  /**
   * A many-to-one join field every list of the object must name one value of (messages: their
   * thread), as `?<field>=<id>` or a top-level `<field>[eq]:` filter; else the list is a 400.
   */
  listScope?: string;
  /**
   * Sets of fields a unique index covers besides the id (message channels: type and handle): an
   * update may then answer 409, and the document says so.
   */
  uniqueFields?: string[][];
  /** The role those writes need (REST `x-required-role`, GraphQL): `member` unless the records hold secrets (message channels: admin). */
  writeRole?: 'member' | 'admin';
  fields: FieldMetadata[];
  /**
   * A junction object (note and task relations) links two records. When one is embedded, its
   * many-to-one targets come with it at the same depth, so `note?depth=1` shows the linked
   * people and companies, not bare ids.
   */
  isJunction?: boolean;
  /**
   * REST documentation of the create and update bodies, for rules the fields cannot state (note
   * relations: exactly one target). Absent: the generic "Body of a ... create" texts.
   */
  openApiBodyDescriptions?: { create?: string; update?: string };
  /** Input fields accepted and dropped (SPEC: a flat `firstName` on a person is ignored). */
  ignoredInputFields?: string[];
  /** Record-level checks the generic layer cannot express by field (e.g. "one target at least"). */
  validate?: (record: Record<string, unknown>) => string[];
  /**
   * Full-text search (src/search): the table has the generated tsvector column
   * SEARCH_VECTOR_COLUMN with a GIN index (see the search migration), and its records are hits
   * of GraphQL `search`, labelled by `labelIdentifierField`. The column is never part of a
   * record (query/sql/record-columns.ts).
   */
  search?: {
    /** TEXT field holding the URL of a hit's picture (person: avatarUrl). */
    imageField?: string;
  };
}

/** The generated tsvector column of a searchable object's table. */
export const SEARCH_VECTOR_COLUMN = 'search_vector';

export const isComposite = (field: FieldMetadata): field is CompositeField =>
  field.type !== 'RELATION' && 'columns' in field;

export const isScalar = (field: FieldMetadata): field is ScalarField =>
  field.type !== 'RELATION' && 'column' in field;

export const isRelation = (field: FieldMetadata): field is RelationField =>
  field.type === 'RELATION';
