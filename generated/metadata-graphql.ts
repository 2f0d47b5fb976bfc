import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ObjectNode, FieldNode, RelationNode } from '../src/graphql/metadata/catalog.ts';
import type { GraphQLContext } from '../src/graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An opaque cursor of a connection (`pageInfo.endCursor`). */
  ConnectionCursor: { input: string; output: string; }
  /** An ISO 8601 timestamp in UTC with milliseconds, e.g. 2026-01-31T09:30:00.000Z. */
  DateTime: { input: string; output: string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A UUID; a malformed one is refused as BAD_USER_INPUT naming it. */
  UUID: { input: string; output: string; }
};

export type BooleanFieldComparison = {
  is?: InputMaybe<Scalars['Boolean']['input']>;
  isNot?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateFieldInput = {
  defaultValue?: InputMaybe<Scalars['JSON']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored. */
  isLabelSyncedWithName?: InputMaybe<Scalars['Boolean']['input']>;
  /** Custom fields are nullable: false is refused. */
  isNullable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted when false or absent. */
  isRemoteCreation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted when false or absent. */
  isUnique?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** The pipeline or customizable object that gets the field. */
  objectMetadataId: Scalars['UUID']['input'];
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** RELATION fields: {targetObjectMetadataId, targetFieldLabel, targetFieldIcon, type: MANY_TO_ONE}. */
  relationCreationPayload?: InputMaybe<Scalars['JSON']['input']>;
  /** Accepted and not stored. */
  settings?: InputMaybe<Scalars['JSON']['input']>;
  type: FieldMetadataType;
};

export type CreateObjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored (objects have no icon here). */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored. */
  isLabelSyncedWithName?: InputMaybe<Scalars['Boolean']['input']>;
  /** Must be false or absent: there are no remote objects. */
  isRemote?: InputMaybe<Scalars['Boolean']['input']>;
  labelPlural: Scalars['String']['input'];
  labelSingular: Scalars['String']['input'];
  namePlural: Scalars['String']['input'];
  nameSingular: Scalars['String']['input'];
  /** Accepted and not stored. */
  shortcut?: InputMaybe<Scalars['String']['input']>;
};

export type CreateOneFieldMetadataInput = {
  field: CreateFieldInput;
};

export type CreateOneObjectInput = {
  object: CreateObjectInput;
};

export type CreateWebhookInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Accepted when absent: the service chooses the id. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Patterns <entity>.<action>, <entity>.*, *.<action> or *; people is accepted for person and stored as person. */
  operations: Array<Scalars['String']['input']>;
  secret?: InputMaybe<Scalars['String']['input']>;
  targetUrl: Scalars['String']['input'];
};

/** Pages of a connection: `first` (1 to 1000) items after the cursor `after`. */
export type CursorPaging = {
  after?: InputMaybe<Scalars['ConnectionCursor']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type DeleteOneFieldInput = {
  id: Scalars['UUID']['input'];
};

export type DeleteOneObjectInput = {
  id: Scalars['UUID']['input'];
};

export type Field = {
  __typename?: 'Field';
  createdAt: Scalars['DateTime']['output'];
  defaultValue?: Maybe<Scalars['JSON']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  isActive?: Maybe<Scalars['Boolean']['output']>;
  isCustom?: Maybe<Scalars['Boolean']['output']>;
  isLabelSyncedWithName: Scalars['Boolean']['output'];
  isNullable?: Maybe<Scalars['Boolean']['output']>;
  isSystem?: Maybe<Scalars['Boolean']['output']>;
  isUIEditable?: Maybe<Scalars['Boolean']['output']>;
  /** @deprecated Use isUIEditable */
  isUIReadOnly?: Maybe<Scalars['Boolean']['output']>;
  isUnique?: Maybe<Scalars['Boolean']['output']>;
  label: Scalars['String']['output'];
  /** Always empty: this service has no morph relations. */
  morphRelations?: Maybe<Array<Relation>>;
  name: Scalars['String']['output'];
  /** The object the field belongs to. */
  objectMetadataId: Scalars['UUID']['output'];
  /** SELECT and MULTI_SELECT: [{id, value, label, position, color}]. */
  options?: Maybe<Scalars['JSON']['output']>;
  /** A relation with its inverse field on the target object; null for other fields, and for a relation without an inverse field. */
  relation?: Maybe<Relation>;
  settings?: Maybe<Scalars['JSON']['output']>;
  type: FieldMetadataType;
  universalIdentifier: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type FieldEdge = {
  __typename?: 'FieldEdge';
  cursor: Scalars['ConnectionCursor']['output'];
  node: Field;
};

/** Twenty's FieldFilter on an object's fields connection (nestjs-query: all given conditions hold together). */
export type FieldFilter = {
  and?: InputMaybe<Array<FieldFilter>>;
  id?: InputMaybe<UuidFilterComparison>;
  isActive?: InputMaybe<BooleanFieldComparison>;
  isCustom?: InputMaybe<BooleanFieldComparison>;
  isNullable?: InputMaybe<BooleanFieldComparison>;
  isSystem?: InputMaybe<BooleanFieldComparison>;
  isUIEditable?: InputMaybe<BooleanFieldComparison>;
  isUIReadOnly?: InputMaybe<BooleanFieldComparison>;
  isUnique?: InputMaybe<BooleanFieldComparison>;
  or?: InputMaybe<Array<FieldFilter>>;
};

export type FieldMetadataType =
  | 'ACTOR'
  | 'ADDRESS'
  | 'ARRAY'
  | 'BOOLEAN'
  | 'CURRENCY'
  | 'DATE'
  | 'DATE_TIME'
  | 'EMAILS'
  | 'FILES'
  | 'FULL_NAME'
  | 'LINKS'
  | 'MORPH_RELATION'
  | 'MULTI_SELECT'
  | 'NUMBER'
  | 'NUMERIC'
  | 'PHONES'
  | 'POSITION'
  | 'RATING'
  | 'RAW_JSON'
  | 'RELATION'
  | 'RICH_TEXT'
  | 'RICH_TEXT_V2'
  | 'SELECT'
  | 'TEXT'
  | 'TS_VECTOR'
  | 'UUID';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a custom field to a pipeline or a customizable built-in object. */
  createOneField: Field;
  /** Creates a pipeline (with its name, stage and amount fields), as POST /rest/metadata/pipelines. */
  createOneObject: Object;
  createWebhook: Webhook;
  /** Deletes a custom field (one holding values is refused). */
  deleteOneField: Field;
  /** Deletes an empty pipeline (one holding records is refused), as DELETE /rest/metadata/pipelines/{id}. */
  deleteOneObject: Object;
  deleteWebhook: Webhook;
  /** Changes a custom field (label, description, isActive, options, defaultValue). */
  updateOneField: Field;
  /** Changes a pipeline's labels or description, as PATCH /rest/metadata/pipelines/{id}. */
  updateOneObject: Object;
  updateWebhook: Webhook;
};


export type MutationCreateOneFieldArgs = {
  input: CreateOneFieldMetadataInput;
};


export type MutationCreateOneObjectArgs = {
  input: CreateOneObjectInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteOneFieldArgs = {
  input: DeleteOneFieldInput;
};


export type MutationDeleteOneObjectArgs = {
  input: DeleteOneObjectInput;
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationUpdateOneFieldArgs = {
  input: UpdateOneFieldMetadataInput;
};


export type MutationUpdateOneObjectArgs = {
  input: UpdateOneObjectInput;
};


export type MutationUpdateWebhookArgs = {
  input: UpdateWebhookInput;
};

export type Object = {
  __typename?: 'Object';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The same fields as a connection (Twenty's default page is 10), those the filter selects. */
  fields: ObjectFieldsConnection;
  /** Every field of the object, inactive custom fields included, in one list. */
  fieldsList: Array<Field>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  imageIdentifierFieldMetadataId?: Maybe<Scalars['UUID']['output']>;
  isActive: Scalars['Boolean']['output'];
  /** Pipelines are the custom objects. */
  isCustom: Scalars['Boolean']['output'];
  isRemote: Scalars['Boolean']['output'];
  isSearchable: Scalars['Boolean']['output'];
  /** Objects that take no custom fields and are not pipelines (junctions, engines, members). */
  isSystem: Scalars['Boolean']['output'];
  isUICreatable: Scalars['Boolean']['output'];
  isUIEditable: Scalars['Boolean']['output'];
  /** @deprecated Use isUIEditable */
  isUIReadOnly: Scalars['Boolean']['output'];
  labelIdentifierFieldMetadataId?: Maybe<Scalars['UUID']['output']>;
  labelPlural: Scalars['String']['output'];
  labelSingular: Scalars['String']['output'];
  namePlural: Scalars['String']['output'];
  nameSingular: Scalars['String']['output'];
  /** The standard id of a built-in object, the id of a pipeline. */
  universalIdentifier: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};


export type ObjectFieldsArgs = {
  filter?: InputMaybe<FieldFilter>;
  paging?: InputMaybe<CursorPaging>;
};

export type ObjectConnection = {
  __typename?: 'ObjectConnection';
  edges: Array<ObjectEdge>;
  pageInfo: PageInfo;
  /** Objects matching the filter, all pages together. */
  totalCount: Scalars['Int']['output'];
};

export type ObjectEdge = {
  __typename?: 'ObjectEdge';
  cursor: Scalars['ConnectionCursor']['output'];
  node: Object;
};

export type ObjectFieldsConnection = {
  __typename?: 'ObjectFieldsConnection';
  edges: Array<FieldEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** Twenty's ObjectFilter, with isCustom (which older Twenty servers had) besides. */
export type ObjectFilter = {
  and?: InputMaybe<Array<ObjectFilter>>;
  id?: InputMaybe<UuidFilterComparison>;
  isActive?: InputMaybe<BooleanFieldComparison>;
  isCustom?: InputMaybe<BooleanFieldComparison>;
  isRemote?: InputMaybe<BooleanFieldComparison>;
  isSearchable?: InputMaybe<BooleanFieldComparison>;
  isSystem?: InputMaybe<BooleanFieldComparison>;
  isUICreatable?: InputMaybe<BooleanFieldComparison>;
  isUIEditable?: InputMaybe<BooleanFieldComparison>;
  isUIReadOnly?: InputMaybe<BooleanFieldComparison>;
  or?: InputMaybe<Array<ObjectFilter>>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['ConnectionCursor']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['ConnectionCursor']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** One object by id; null with a NOT_FOUND error naming the id when there is none. */
  object?: Maybe<Object>;
  /** Every object (built-in objects first, then the pipelines), filtered, as a connection. */
  objects: ObjectConnection;
  /** One webhook by id; null with a NOT_FOUND error naming the id when there is none. */
  webhook?: Maybe<Webhook>;
  /** Every webhook (Twenty answers a list, not a connection). */
  webhooks: Array<Webhook>;
};


export type QueryObjectArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryObjectsArgs = {
  filter?: InputMaybe<ObjectFilter>;
  paging?: InputMaybe<CursorPaging>;
};


export type QueryWebhookArgs = {
  id: Scalars['UUID']['input'];
};

export type Relation = {
  __typename?: 'Relation';
  sourceFieldMetadata: Field;
  sourceObjectMetadata: Object;
  targetFieldMetadata: Field;
  targetObjectMetadata: Object;
  type: RelationType;
};

export type RelationType =
  | 'MANY_TO_ONE'
  | 'ONE_TO_MANY';

export type UuidFilterComparison = {
  eq?: InputMaybe<Scalars['UUID']['input']>;
  in?: InputMaybe<Array<Scalars['UUID']['input']>>;
  neq?: InputMaybe<Scalars['UUID']['input']>;
  notIn?: InputMaybe<Array<Scalars['UUID']['input']>>;
};

export type UpdateFieldInput = {
  defaultValue?: InputMaybe<Scalars['JSON']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored. */
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted and not stored. */
  isLabelSyncedWithName?: InputMaybe<Scalars['Boolean']['input']>;
  /** Custom fields stay nullable: false is refused. */
  isNullable?: InputMaybe<Scalars['Boolean']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  /** A field's name cannot change; the same value is accepted. */
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Scalars['JSON']['input']>;
  /** Accepted and not stored. */
  settings?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateObjectPayload = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored. */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Must be null or absent. */
  imageIdentifierFieldMetadataId?: InputMaybe<Scalars['UUID']['input']>;
  /** Must be true or absent: a pipeline cannot be deactivated. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted and not stored. */
  isLabelSyncedWithName?: InputMaybe<Scalars['Boolean']['input']>;
  /** Must name the field that labels the records already (the pipeline's name). */
  labelIdentifierFieldMetadataId?: InputMaybe<Scalars['UUID']['input']>;
  labelPlural?: InputMaybe<Scalars['String']['input']>;
  labelSingular?: InputMaybe<Scalars['String']['input']>;
  namePlural?: InputMaybe<Scalars['String']['input']>;
  /** A pipeline's names cannot change; the same value is accepted. */
  nameSingular?: InputMaybe<Scalars['String']['input']>;
  /** Accepted and not stored. */
  shortcut?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOneFieldMetadataInput = {
  id: Scalars['UUID']['input'];
  update: UpdateFieldInput;
};

export type UpdateOneObjectInput = {
  id: Scalars['UUID']['input'];
  update: UpdateObjectPayload;
};

export type UpdateWebhookInput = {
  id: Scalars['UUID']['input'];
  update: UpdateWebhookInputUpdates;
};

export type UpdateWebhookInputUpdates = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Patterns <entity>.<action>, <entity>.*, *.<action> or *; people is accepted for person and stored as person. */
  operations?: InputMaybe<Array<Scalars['String']['input']>>;
  secret?: InputMaybe<Scalars['String']['input']>;
  targetUrl?: InputMaybe<Scalars['String']['input']>;
};

export type Webhook = {
  __typename?: 'Webhook';
  createdAt: Scalars['DateTime']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  /** Event patterns: person.created, company.*, *.updated, * (people, accepted for person, is stored as person). */
  operations: Array<Scalars['String']['output']>;
  /** Always null: a webhook's secret is written, never read back (as over REST). */
  secret?: Maybe<Scalars['String']['output']>;
  targetUrl: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanFieldComparison: BooleanFieldComparison;
  ConnectionCursor: ResolverTypeWrapper<Scalars['ConnectionCursor']['output']>;
  CreateFieldInput: CreateFieldInput;
  CreateObjectInput: CreateObjectInput;
  CreateOneFieldMetadataInput: CreateOneFieldMetadataInput;
  CreateOneObjectInput: CreateOneObjectInput;
  CreateWebhookInput: CreateWebhookInput;
  CursorPaging: CursorPaging;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteOneFieldInput: DeleteOneFieldInput;
  DeleteOneObjectInput: DeleteOneObjectInput;
  Field: ResolverTypeWrapper<FieldNode>;
  FieldEdge: ResolverTypeWrapper<Omit<FieldEdge, 'node'> & { node: ResolversTypes['Field'] }>;
  FieldFilter: FieldFilter;
  FieldMetadataType: FieldMetadataType;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Object: ResolverTypeWrapper<ObjectNode>;
  ObjectConnection: ResolverTypeWrapper<Omit<ObjectConnection, 'edges'> & { edges: Array<ResolversTypes['ObjectEdge']> }>;
  ObjectEdge: ResolverTypeWrapper<Omit<ObjectEdge, 'node'> & { node: ResolversTypes['Object'] }>;
  ObjectFieldsConnection: ResolverTypeWrapper<Omit<ObjectFieldsConnection, 'edges'> & { edges: Array<ResolversTypes['FieldEdge']> }>;
  ObjectFilter: ObjectFilter;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Relation: ResolverTypeWrapper<RelationNode>;
  RelationType: RelationType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UUIDFilterComparison: UuidFilterComparison;
  UpdateFieldInput: UpdateFieldInput;
  UpdateObjectPayload: UpdateObjectPayload;
  UpdateOneFieldMetadataInput: UpdateOneFieldMetadataInput;
  UpdateOneObjectInput: UpdateOneObjectInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UpdateWebhookInputUpdates: UpdateWebhookInputUpdates;
  Webhook: ResolverTypeWrapper<Webhook>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  BooleanFieldComparison: BooleanFieldComparison;
  ConnectionCursor: Scalars['ConnectionCursor']['output'];
  CreateFieldInput: CreateFieldInput;
  CreateObjectInput: CreateObjectInput;
  CreateOneFieldMetadataInput: CreateOneFieldMetadataInput;
  CreateOneObjectInput: CreateOneObjectInput;
  CreateWebhookInput: CreateWebhookInput;
  CursorPaging: CursorPaging;
  DateTime: Scalars['DateTime']['output'];
  DeleteOneFieldInput: DeleteOneFieldInput;
  DeleteOneObjectInput: DeleteOneObjectInput;
  Field: FieldNode;
  FieldEdge: Omit<FieldEdge, 'node'> & { node: ResolversParentTypes['Field'] };
  FieldFilter: FieldFilter;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Object: ObjectNode;
  ObjectConnection: Omit<ObjectConnection, 'edges'> & { edges: Array<ResolversParentTypes['ObjectEdge']> };
  ObjectEdge: Omit<ObjectEdge, 'node'> & { node: ResolversParentTypes['Object'] };
  ObjectFieldsConnection: Omit<ObjectFieldsConnection, 'edges'> & { edges: Array<ResolversParentTypes['FieldEdge']> };
  ObjectFilter: ObjectFilter;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  Relation: RelationNode;
  String: Scalars['String']['output'];
  UUID: Scalars['UUID']['output'];
  UUIDFilterComparison: UuidFilterComparison;
  UpdateFieldInput: UpdateFieldInput;
  UpdateObjectPayload: UpdateObjectPayload;
  UpdateOneFieldMetadataInput: UpdateOneFieldMetadataInput;
  UpdateOneObjectInput: UpdateOneObjectInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UpdateWebhookInputUpdates: UpdateWebhookInputUpdates;
  Webhook: Webhook;
};

export interface ConnectionCursorScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ConnectionCursor'], any> {
  name: 'ConnectionCursor';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Field'] = ResolversParentTypes['Field']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  defaultValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  isActive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCustom?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isLabelSyncedWithName?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNullable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isSystem?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isUIEditable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isUIReadOnly?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isUnique?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  morphRelations?: Resolver<Maybe<Array<ResolversTypes['Relation']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectMetadataId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['Relation']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FieldMetadataType'], ParentType, ContextType>;
  universalIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FieldEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldEdge'] = ResolversParentTypes['FieldEdge']> = {
  cursor?: Resolver<ResolversTypes['ConnectionCursor'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Field'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createOneField?: Resolver<ResolversTypes['Field'], ParentType, ContextType, RequireFields<MutationCreateOneFieldArgs, 'input'>>;
  createOneObject?: Resolver<ResolversTypes['Object'], ParentType, ContextType, RequireFields<MutationCreateOneObjectArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  deleteOneField?: Resolver<ResolversTypes['Field'], ParentType, ContextType, RequireFields<MutationDeleteOneFieldArgs, 'input'>>;
  deleteOneObject?: Resolver<ResolversTypes['Object'], ParentType, ContextType, RequireFields<MutationDeleteOneObjectArgs, 'input'>>;
  deleteWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  updateOneField?: Resolver<ResolversTypes['Field'], ParentType, ContextType, RequireFields<MutationUpdateOneFieldArgs, 'input'>>;
  updateOneObject?: Resolver<ResolversTypes['Object'], ParentType, ContextType, RequireFields<MutationUpdateOneObjectArgs, 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'input'>>;
};

export type ObjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Object'] = ResolversParentTypes['Object']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['ObjectFieldsConnection'], ParentType, ContextType, RequireFields<ObjectFieldsArgs, 'filter' | 'paging'>>;
  fieldsList?: Resolver<Array<ResolversTypes['Field']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  imageIdentifierFieldMetadataId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCustom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRemote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSearchable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSystem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUICreatable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUIEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUIReadOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labelIdentifierFieldMetadataId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  labelPlural?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelSingular?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namePlural?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameSingular?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universalIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ObjectConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ObjectConnection'] = ResolversParentTypes['ObjectConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ObjectEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ObjectEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ObjectEdge'] = ResolversParentTypes['ObjectEdge']> = {
  cursor?: Resolver<ResolversTypes['ConnectionCursor'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Object'], ParentType, ContextType>;
};

export type ObjectFieldsConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ObjectFieldsConnection'] = ResolversParentTypes['ObjectFieldsConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FieldEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['ConnectionCursor']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['ConnectionCursor']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  object?: Resolver<Maybe<ResolversTypes['Object']>, ParentType, ContextType, RequireFields<QueryObjectArgs, 'id'>>;
  objects?: Resolver<ResolversTypes['ObjectConnection'], ParentType, ContextType, RequireFields<QueryObjectsArgs, 'filter' | 'paging'>>;
  webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
};

export type RelationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Relation'] = ResolversParentTypes['Relation']> = {
  sourceFieldMetadata?: Resolver<ResolversTypes['Field'], ParentType, ContextType>;
  sourceObjectMetadata?: Resolver<ResolversTypes['Object'], ParentType, ContextType>;
  targetFieldMetadata?: Resolver<ResolversTypes['Field'], ParentType, ContextType>;
  targetObjectMetadata?: Resolver<ResolversTypes['Object'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RelationType'], ParentType, ContextType>;
};

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type WebhookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  operations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ConnectionCursor?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Field?: FieldResolvers<ContextType>;
  FieldEdge?: FieldEdgeResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Object?: ObjectResolvers<ContextType>;
  ObjectConnection?: ObjectConnectionResolvers<ContextType>;
  ObjectEdge?: ObjectEdgeResolvers<ContextType>;
  ObjectFieldsConnection?: ObjectFieldsConnectionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Relation?: RelationResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  Webhook?: WebhookResolvers<ContextType>;
};

