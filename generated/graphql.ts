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
  /** Any JSON value: written inline (objects, lists, strings, numbers, booleans, null) or passed as a variable. */
  JSON: { input: unknown; output: unknown; }
  /** A UUID. */
  UUID: { input: string; output: string; }
};

export type CreateDraftFromWorkflowVersionInput = {
  workflowId: Scalars['UUID']['input'];
  workflowVersionIdToCopy: Scalars['UUID']['input'];
};

export type CreateWorkflowFromTemplateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  templateType: WorkflowTemplateType;
};

export type CreateWorkflowFromTemplateResult = {
  __typename?: 'CreateWorkflowFromTemplateResult';
  stepsCreated: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
  workflowId: Scalars['UUID']['output'];
  workflowVersionId: Scalars['UUID']['output'];
};

export type CreateWorkflowVersionStepInput = {
  nextStepId?: InputMaybe<Scalars['String']['input']>;
  parentStepId?: InputMaybe<Scalars['String']['input']>;
  /** {x, y}: where an editor draws it. */
  position?: InputMaybe<Scalars['JSON']['input']>;
  /** CREATE_RECORD, UPDATE_RECORD, DELETE_RECORD, FIND_RECORDS, FILTER, IF_ELSE, DELAY, SEND_EMAIL, HTTP_REQUEST or EMPTY. */
  stepType: Scalars['String']['input'];
  workflowVersionId: Scalars['UUID']['input'];
};

export type DeleteWorkflowVersionStepInput = {
  stepId: Scalars['String']['input'];
  workflowVersionId: Scalars['UUID']['input'];
};

export type FullName = {
  __typename?: 'FullName';
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Makes a DRAFT version the workflow's ACTIVE one, in one transaction: checks it (a trigger that
   * can fire, every step valid, no next step id naming no step, no cycle: every fault is named in
   * the error, and the version stays DRAFT), deactivates the version that was ACTIVE, registers
   * the trigger and sets the workflow's lastPublishedVersionId. True when done.
   */
  activateWorkflowVersion: Scalars['Boolean']['output'];
  /** A new DRAFT version of the workflow with the trigger and steps of another version (which is unchanged). */
  createDraftFromWorkflowVersion: WorkflowVersion;
  /**
   * A workflow made from a template, with one DRAFT version ready to activate (`name` defaults to
   * the template's): DEAL_FROM_PERSON, DEAL_FROM_COMPANY (run on a record: a deal linked to it),
   * CUSTOMER_SUCCESS_HANDOFF (a deal updated to CLOSED_WON: a task), INBOUND_LEAD_TRIAGE (a person
   * created: a task when the company and email are known, else a note).
   */
  createWorkflowFromTemplate: CreateWorkflowFromTemplateResult;
  /**
   * Adds a step of `stepType` to a DRAFT version, with an empty input (valid: false until it is
   * filled in). After `parentStepId` (the trigger when absent), taking over its next step ids,
   * or before `nextStepId` when given. Answers what changed in the steps.
   */
  createWorkflowVersionStep: WorkflowStepsChange;
  /** Makes an ACTIVE version DEACTIVATED: its trigger stops starting runs; runs in flight go on. True when done. */
  deactivateWorkflowVersion: Scalars['Boolean']['output'];
  /** Removes one step of a DRAFT version; the steps and trigger that led to it lead to its next steps instead. Answers what changed. */
  deleteWorkflowVersionStep: WorkflowStepsChange;
  /**
   * Starts a run of the workflow's ACTIVE version (a DRAFT or DEACTIVATED version is an error and
   * no run is created). The trigger's output, read by `{{trigger.*}}`, is the record
   * `objectNameSingular` + `recordId` names, else `payload`. The run goes on in the background:
   * read it at GET /rest/workflowRuns/{workflowRunId}.
   */
  runWorkflowVersion: RunWorkflowVersionResult;
  /** Replaces one step of a DRAFT version (matched by step.id) as sent; `valid` is computed. Answers the step stored. */
  updateWorkflowVersionStep: Scalars['JSON']['output'];
  /** Sets the trigger of a DRAFT version: {type, settings, nextStepIds}. */
  updateWorkflowVersionTrigger: WorkflowVersion;
};


export type MutationActivateWorkflowVersionArgs = {
  workflowVersionId: Scalars['UUID']['input'];
};


export type MutationCreateDraftFromWorkflowVersionArgs = {
  input: CreateDraftFromWorkflowVersionInput;
};


export type MutationCreateWorkflowFromTemplateArgs = {
  input: CreateWorkflowFromTemplateInput;
};


export type MutationCreateWorkflowVersionStepArgs = {
  input: CreateWorkflowVersionStepInput;
};


export type MutationDeactivateWorkflowVersionArgs = {
  workflowVersionId: Scalars['UUID']['input'];
};


export type MutationDeleteWorkflowVersionStepArgs = {
  input: DeleteWorkflowVersionStepInput;
};


export type MutationRunWorkflowVersionArgs = {
  input: RunWorkflowVersionInput;
};


export type MutationUpdateWorkflowVersionStepArgs = {
  input: UpdateWorkflowVersionStepInput;
};


export type MutationUpdateWorkflowVersionTriggerArgs = {
  input: UpdateWorkflowVersionTriggerInput;
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

export type RunWorkflowVersionInput = {
  /** An object's nameSingular (person), with recordId: the record is the trigger's output. */
  objectNameSingular?: InputMaybe<Scalars['String']['input']>;
  payload?: InputMaybe<Scalars['JSON']['input']>;
  recordId?: InputMaybe<Scalars['UUID']['input']>;
  workflowVersionId: Scalars['UUID']['input'];
};

export type RunWorkflowVersionResult = {
  __typename?: 'RunWorkflowVersionResult';
  workflowRunId: Scalars['UUID']['output'];
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

/** One change, as a JSON diff: `path` into the steps list ([2, "settings", "input"]), the new `value` and the `oldValue`. */
export type StepsDiffEntry = {
  __typename?: 'StepsDiffEntry';
  oldValue?: Maybe<Scalars['JSON']['output']>;
  path: Array<Scalars['JSON']['output']>;
  type: StepsDiffType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type StepsDiffType =
  | 'CHANGE'
  | 'CREATE'
  | 'REMOVE';

export type UpdateWorkflowVersionStepInput = {
  /** The whole step: {id, name, type, nextStepIds, settings}. */
  step: Scalars['JSON']['input'];
  workflowVersionId: Scalars['UUID']['input'];
};

export type UpdateWorkflowVersionTriggerInput = {
  trigger: Scalars['JSON']['input'];
  workflowVersionId: Scalars['UUID']['input'];
};

/** What an edit changed in a version's steps. */
export type WorkflowStepsChange = {
  __typename?: 'WorkflowStepsChange';
  stepsDiff: Array<StepsDiffEntry>;
};

export type WorkflowTemplateType =
  | 'CUSTOMER_SUCCESS_HANDOFF'
  | 'DEAL_FROM_COMPANY'
  | 'DEAL_FROM_PERSON'
  | 'INBOUND_LEAD_TRIAGE';

export type WorkflowVersion = {
  __typename?: 'WorkflowVersion';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  status: WorkflowVersionStatus;
  /** The steps: [{id, name, type, valid, nextStepIds, settings}]. */
  steps: Scalars['JSON']['output'];
  /** {type, settings, nextStepIds}, or null. */
  trigger?: Maybe<Scalars['JSON']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  workflowId: Scalars['UUID']['output'];
};

export type WorkflowVersionStatus =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'DRAFT';

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
  CreateDraftFromWorkflowVersionInput: CreateDraftFromWorkflowVersionInput;
  CreateWorkflowFromTemplateInput: CreateWorkflowFromTemplateInput;
  CreateWorkflowFromTemplateResult: ResolverTypeWrapper<CreateWorkflowFromTemplateResult>;
  CreateWorkflowVersionStepInput: CreateWorkflowVersionStepInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteWorkflowVersionStepInput: DeleteWorkflowVersionStepInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FullName: ResolverTypeWrapper<FullName>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RunWorkflowVersionInput: RunWorkflowVersionInput;
  RunWorkflowVersionResult: ResolverTypeWrapper<RunWorkflowVersionResult>;
  SearchConnection: ResolverTypeWrapper<SearchConnection>;
  SearchEdge: ResolverTypeWrapper<SearchEdge>;
  SearchPageInfo: ResolverTypeWrapper<SearchPageInfo>;
  SearchRecord: ResolverTypeWrapper<SearchRecord>;
  StepsDiffEntry: ResolverTypeWrapper<StepsDiffEntry>;
  StepsDiffType: StepsDiffType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UpdateWorkflowVersionStepInput: UpdateWorkflowVersionStepInput;
  UpdateWorkflowVersionTriggerInput: UpdateWorkflowVersionTriggerInput;
  WorkflowStepsChange: ResolverTypeWrapper<WorkflowStepsChange>;
  WorkflowTemplateType: WorkflowTemplateType;
  WorkflowVersion: ResolverTypeWrapper<WorkflowVersion>;
  WorkflowVersionStatus: WorkflowVersionStatus;
  Workspace: ResolverTypeWrapper<Workspace>;
  WorkspaceMember: ResolverTypeWrapper<WorkspaceMember>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CreateDraftFromWorkflowVersionInput: CreateDraftFromWorkflowVersionInput;
  CreateWorkflowFromTemplateInput: CreateWorkflowFromTemplateInput;
  CreateWorkflowFromTemplateResult: CreateWorkflowFromTemplateResult;
  CreateWorkflowVersionStepInput: CreateWorkflowVersionStepInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteWorkflowVersionStepInput: DeleteWorkflowVersionStepInput;
  Float: Scalars['Float']['output'];
  FullName: FullName;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RunWorkflowVersionInput: RunWorkflowVersionInput;
  RunWorkflowVersionResult: RunWorkflowVersionResult;
  SearchConnection: SearchConnection;
  SearchEdge: SearchEdge;
  SearchPageInfo: SearchPageInfo;
  SearchRecord: SearchRecord;
  StepsDiffEntry: StepsDiffEntry;
  String: Scalars['String']['output'];
  UUID: Scalars['UUID']['output'];
  UpdateWorkflowVersionStepInput: UpdateWorkflowVersionStepInput;
  UpdateWorkflowVersionTriggerInput: UpdateWorkflowVersionTriggerInput;
  WorkflowStepsChange: WorkflowStepsChange;
  WorkflowVersion: WorkflowVersion;
  Workspace: Workspace;
  WorkspaceMember: WorkspaceMember;
};

export type CreateWorkflowFromTemplateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWorkflowFromTemplateResult'] = ResolversParentTypes['CreateWorkflowFromTemplateResult']> = {
  stepsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  workflowVersionId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FullNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FullName'] = ResolversParentTypes['FullName']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateWorkflowVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateWorkflowVersionArgs, 'workflowVersionId'>>;
  createDraftFromWorkflowVersion?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationCreateDraftFromWorkflowVersionArgs, 'input'>>;
  createWorkflowFromTemplate?: Resolver<ResolversTypes['CreateWorkflowFromTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateWorkflowFromTemplateArgs, 'input'>>;
  createWorkflowVersionStep?: Resolver<ResolversTypes['WorkflowStepsChange'], ParentType, ContextType, RequireFields<MutationCreateWorkflowVersionStepArgs, 'input'>>;
  deactivateWorkflowVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeactivateWorkflowVersionArgs, 'workflowVersionId'>>;
  deleteWorkflowVersionStep?: Resolver<ResolversTypes['WorkflowStepsChange'], ParentType, ContextType, RequireFields<MutationDeleteWorkflowVersionStepArgs, 'input'>>;
  runWorkflowVersion?: Resolver<ResolversTypes['RunWorkflowVersionResult'], ParentType, ContextType, RequireFields<MutationRunWorkflowVersionArgs, 'input'>>;
  updateWorkflowVersionStep?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionStepArgs, 'input'>>;
  updateWorkflowVersionTrigger?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionTriggerArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'searchInput'>>;
  searchPipeline?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchPipelineArgs, 'searchInput'>>;
  workspaceMembers?: Resolver<Array<ResolversTypes['WorkspaceMember']>, ParentType, ContextType, RequireFields<QueryWorkspaceMembersArgs, 'limit'>>;
};

export type RunWorkflowVersionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunWorkflowVersionResult'] = ResolversParentTypes['RunWorkflowVersionResult']> = {
  workflowRunId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
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

export type StepsDiffEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StepsDiffEntry'] = ResolversParentTypes['StepsDiffEntry']> = {
  oldValue?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StepsDiffType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type WorkflowStepsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowStepsChange'] = ResolversParentTypes['WorkflowStepsChange']> = {
  stepsDiff?: Resolver<Array<ResolversTypes['StepsDiffEntry']>, ParentType, ContextType>;
};

export type WorkflowVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowVersion'] = ResolversParentTypes['WorkflowVersion']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WorkflowVersionStatus'], ParentType, ContextType>;
  steps?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  trigger?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

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
  CreateWorkflowFromTemplateResult?: CreateWorkflowFromTemplateResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FullName?: FullNameResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RunWorkflowVersionResult?: RunWorkflowVersionResultResolvers<ContextType>;
  SearchConnection?: SearchConnectionResolvers<ContextType>;
  SearchEdge?: SearchEdgeResolvers<ContextType>;
  SearchPageInfo?: SearchPageInfoResolvers<ContextType>;
  SearchRecord?: SearchRecordResolvers<ContextType>;
  StepsDiffEntry?: StepsDiffEntryResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  WorkflowStepsChange?: WorkflowStepsChangeResolvers<ContextType>;
  WorkflowVersion?: WorkflowVersionResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceMember?: WorkspaceMemberResolvers<ContextType>;
};

