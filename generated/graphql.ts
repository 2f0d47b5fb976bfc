import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../src/graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC with milliseconds, e.g. 2026-01-31T09:30:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A UUID. */
  UUID: { input: string; output: string; }
};

export type FullName = {
  __typename?: 'FullName';
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** The workspace the API key belongs to. */
  currentWorkspace: Workspace;
  /**
   * Records whose text matches every word of `searchInput` as a prefix, case- and
   * accent-insensitively: people (name, emails, phones, job title), companies (name, domain),
   * opportunities (name), notes and tasks (title, body), pipeline records (name). Best matches first: records whose
   * label (name or title) holds every word before those found through other fields, and an exact word above a prefix.
   * An empty or blank input returns no hits.
   */
  search: SearchConnection;
  /**
   * The records of one pipeline whose `name` matches every word of `searchInput` as a prefix
   * (the same matching and ranking as `search`). `nameSingular` is required: without it, or
   * when no pipeline has that name, the answer is a BAD_USER_INPUT error.
   */
  searchPipeline: SearchConnection;
  /** Members of the workspace (same records as GET /rest/workspaceMembers). */
  workspaceMembers: Array<WorkspaceMember>;
};


export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  excludedObjectNameSingulars?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  includedObjectNameSingulars?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  searchInput: Scalars['String']['input'];
};


export type QuerySearchPipelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nameSingular?: InputMaybe<Scalars['String']['input']>;
  searchInput: Scalars['String']['input'];
};


export type QueryWorkspaceMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type SearchConnection = {
  __typename?: 'SearchConnection';
  edges: Array<SearchEdge>;
  pageInfo: SearchPageInfo;
};

export type SearchEdge = {
  __typename?: 'SearchEdge';
  /** Pass as `after` to read the hits after this one. */
  cursor: Scalars['String']['output'];
  node: SearchRecord;
};

export type SearchPageInfo = {
  __typename?: 'SearchPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type SearchRecord = {
  __typename?: 'SearchRecord';
  /** A picture of the record (a person's avatarUrl), when it has one. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** What a person reads as the record's name: a person's full name, a company's or opportunity's name, a note's or task's title. */
  label: Scalars['String']['output'];
  /** The object of the record: person, company, opportunity, note, task or a pipeline's nameSingular. */
  objectNameSingular: Scalars['String']['output'];
  recordId: Scalars['UUID']['output'];
  /** PostgreSQL ts_rank of the record's text against the input's words as prefixes. */
  tsRank: Scalars['Float']['output'];
  /** PostgreSQL ts_rank_cd (cover density) of the same. */
  tsRankCD: Scalars['Float']['output'];
};

export type Workspace = {
  __typename?: 'Workspace';
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
};

export type WorkspaceMember = {
  __typename?: 'WorkspaceMember';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  locale?: Maybe<Scalars['String']['output']>;
  name: FullName;
  timeZone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  userEmail?: Maybe<Scalars['String']['output']>;
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
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FullName: ResolverTypeWrapper<FullName>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SearchConnection: ResolverTypeWrapper<SearchConnection>;
  SearchEdge: ResolverTypeWrapper<SearchEdge>;
  SearchPageInfo: ResolverTypeWrapper<SearchPageInfo>;
  SearchRecord: ResolverTypeWrapper<SearchRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  Workspace: ResolverTypeWrapper<Workspace>;
  WorkspaceMember: ResolverTypeWrapper<WorkspaceMember>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  FullName: FullName;
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  SearchConnection: SearchConnection;
  SearchEdge: SearchEdge;
  SearchPageInfo: SearchPageInfo;
  SearchRecord: SearchRecord;
  String: Scalars['String']['output'];
  UUID: Scalars['UUID']['output'];
  Workspace: Workspace;
  WorkspaceMember: WorkspaceMember;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FullNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FullName'] = ResolversParentTypes['FullName']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'searchInput'>>;
  searchPipeline?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchPipelineArgs, 'searchInput'>>;
  workspaceMembers?: Resolver<Array<ResolversTypes['WorkspaceMember']>, ParentType, ContextType, RequireFields<QueryWorkspaceMembersArgs, 'limit'>>;
};

export type SearchConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchConnection'] = ResolversParentTypes['SearchConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SearchEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['SearchPageInfo'], ParentType, ContextType>;
};

export type SearchEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchEdge'] = ResolversParentTypes['SearchEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SearchRecord'], ParentType, ContextType>;
};

export type SearchPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchPageInfo'] = ResolversParentTypes['SearchPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchRecord'] = ResolversParentTypes['SearchRecord']> = {
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectNameSingular?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  tsRank?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tsRankCD?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type WorkspaceMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceMember'] = ResolversParentTypes['WorkspaceMember']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['FullName'], ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  DateTime?: GraphQLScalarType;
  FullName?: FullNameResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchConnection?: SearchConnectionResolvers<ContextType>;
  SearchEdge?: SearchEdgeResolvers<ContextType>;
  SearchPageInfo?: SearchPageInfoResolvers<ContextType>;
  SearchRecord?: SearchRecordResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceMember?: WorkspaceMemberResolvers<ContextType>;
};

