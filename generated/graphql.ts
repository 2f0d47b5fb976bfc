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

export type ActivateSequenceSendersInput = {
  senderActions: Array<SenderActionInput>;
};

export type CreateDraftFromWorkflowVersionInput = {
  workflowId: Scalars['UUID']['input'];
  workflowVersionIdToCopy: Scalars['UUID']['input'];
};

export type CreateSequenceFromTemplateInput = {
  name: Scalars['String']['input'];
  templateType: SequenceTemplateType;
};

export type CreateSequenceFromTemplateResult = {
  __typename?: 'CreateSequenceFromTemplateResult';
  sequenceId: Scalars['UUID']['output'];
  stepsCreated: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
};

export type CreateSequenceStepInput = {
  isFirstStep?: InputMaybe<Scalars['Boolean']['input']>;
  nextStepId?: InputMaybe<Scalars['String']['input']>;
  parentStepId?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<SequencePositionInput>;
  sequenceId: Scalars['UUID']['input'];
  stepType: Scalars['String']['input'];
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

export type DuplicateSequenceInput = {
  duplicateType: SequenceDuplicateType;
  /** The copy's name; default: the source's name with ' (copy)'. */
  name?: InputMaybe<Scalars['String']['input']>;
  sequenceId: Scalars['UUID']['input'];
};

export type DuplicateSequenceResult = {
  __typename?: 'DuplicateSequenceResult';
  duplicatedPeopleCount: Scalars['Int']['output'];
  duplicatedSendersCount: Scalars['Int']['output'];
  newSequenceId: Scalars['UUID']['output'];
  success: Scalars['Boolean']['output'];
  warnings: Array<Scalars['String']['output']>;
};

export type FullName = {
  __typename?: 'FullName';
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets senders' messageStatus: actionType `message` makes one ACTIVE (it sends and is assigned to enrollments), `pause` makes it PAUSED. True when done. */
  activateSequenceSenders: Scalars['Boolean']['output'];
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
   * A DRAFT sequence made from a template: LINKEDIN_OUTREACH, MULTI_CHANNEL_OUTREACH,
   * LINKEDIN_CONNECTION, PHONE_CONDITIONAL. Its sending steps need senders (and texts) before it
   * can be activated.
   */
  createSequenceFromTemplate: CreateSequenceFromTemplateResult;
  /**
   * Adds a step of `stepType` (SEND_EMAIL, SEND_LINKEDIN, SEND_LINKEDIN_CONNECTION, SEND_WHATSAPP,
   * DELAY, CREATE_TASK, CREATE_NOTE, HAS_EMAIL_ADDRESS, HAS_LINKEDIN_URL, HAS_PHONE_NUMBER,
   * REPLIED_TO_EMAIL) with an empty input (valid: false until filled in). After `parentStepId`,
   * taking over its next step ids (before `nextStepId` only, when given); `isFirstStep` makes it
   * the entry, leading to the previous entry. Answers what changed, not the step: read the
   * sequence to learn its id. An unknown type is the error `SequenceActionType '<x>' unknown`.
   */
  createSequenceStep: SequenceStepsChange;
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
  /** Removes one step; the steps that led to it lead to its next steps instead. Answers what changed. */
  deleteSequenceStep: SequenceStepsChange;
  /** Removes one step of a DRAFT version; the steps and trigger that led to it lead to its next steps instead. Answers what changed. */
  deleteWorkflowVersionStep: WorkflowStepsChange;
  /**
   * A new DRAFT sequence copied from another: SEQUENCE_ONLY copies its steps and settings;
   * ALL_SEQUENCE also its senders and every enrollment (each starting again from the entry);
   * SEQUENCE_INCOMPLETE_RUNS also its senders and the enrollments whose run has not COMPLETED.
   */
  duplicateSequence: DuplicateSequenceResult;
  /** A copy of one step (new id, not the entry), after it: the step leads to the copy, which leads where the step led. Answers what changed. */
  duplicateSequenceStep: SequenceStepsChange;
  /**
   * Deletes a sender. The ACTIVE enrollments it was assigned to get another ACTIVE sender of its
   * platform when `reassign` is true and one exists; else they are STOPPED (and their runs).
   */
  removeSender: RemoveSenderResult;
  /** Starts the enrollment's run again from the entry step (the enrollment ACTIVE again, replies kept). True when done. */
  resetSequencePersonRun: Scalars['Boolean']['output'];
  /** Runs the failed step of each FAILED run again (the enrollment ACTIVE again). True when done. */
  retrySequenceSteps: Scalars['Boolean']['output'];
  /**
   * Starts a run of the workflow's ACTIVE version (a DRAFT or DEACTIVATED version is an error and
   * no run is created). The trigger's output, read by `{{trigger.*}}`, is the record
   * `objectNameSingular` + `recordId` names, else `payload`. The run goes on in the background:
   * read it at GET /rest/workflowRuns/{workflowRunId}.
   */
  runWorkflowVersion: RunWorkflowVersionResult;
  /**
   * Replaces one step (matched by step.id). `settings` is replaced whole: a delay, conditions or
   * outputSchema left out of it go back to their defaults (SPEC's rule 1). Incomplete steps are
   * stored with `valid: false`; malformed ones (unknown type, a window not HH:MM or ending before it
   * starts, days outside 1-7) are refused and nothing changes. Answers the step stored.
   */
  updateSequenceStep: SequenceStep;
  /** Replaces one step of a DRAFT version (matched by step.id) as sent; `valid` is computed. Answers the step stored. */
  updateWorkflowVersionStep: Scalars['JSON']['output'];
  /** Sets the trigger of a DRAFT version: {type, settings, nextStepIds}. */
  updateWorkflowVersionTrigger: WorkflowVersion;
};


export type MutationActivateSequenceSendersArgs = {
  input: ActivateSequenceSendersInput;
};


export type MutationActivateWorkflowVersionArgs = {
  workflowVersionId: Scalars['UUID']['input'];
};


export type MutationCreateDraftFromWorkflowVersionArgs = {
  input: CreateDraftFromWorkflowVersionInput;
};


export type MutationCreateSequenceFromTemplateArgs = {
  input: CreateSequenceFromTemplateInput;
};


export type MutationCreateSequenceStepArgs = {
  input: CreateSequenceStepInput;
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


export type MutationDeleteSequenceStepArgs = {
  input: SequenceStepRefInput;
};


export type MutationDeleteWorkflowVersionStepArgs = {
  input: DeleteWorkflowVersionStepInput;
};


export type MutationDuplicateSequenceArgs = {
  input: DuplicateSequenceInput;
};


export type MutationDuplicateSequenceStepArgs = {
  input: SequenceStepRefInput;
};


export type MutationRemoveSenderArgs = {
  input: RemoveSenderInput;
};


export type MutationResetSequencePersonRunArgs = {
  input: ResetSequencePersonRunInput;
};


export type MutationRetrySequenceStepsArgs = {
  input: Array<RetrySequenceStepInput>;
};


export type MutationRunWorkflowVersionArgs = {
  input: RunWorkflowVersionInput;
};


export type MutationUpdateSequenceStepArgs = {
  input: UpdateSequenceStepInput;
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
   * Each enrollment of a sequence with its steps' inputs rendered for that person
   * ({{person.*}}, {{person.company.*}}, {{sequencePerson.*}}), and the variables that resolve to
   * nothing (the step would fail for that person).
   */
  resolvedSequencePeople: ResolvedSequencePeopleConnection;
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
  /** What went wrong in a sequence: failed steps by enrollment, senders that cannot send, enrollments that ended without a message. */
  sequenceErrors: SequenceErrors;
  /** Members of the workspace (same records as GET /rest/workspaceMembers). */
  workspaceMembers: Array<WorkspaceMember>;
};


export type QueryResolvedSequencePeopleArgs = {
  filter: SequencePeopleFilterInput;
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


export type QuerySequenceErrorsArgs = {
  filter: SequenceErrorsFilterInput;
};


export type QueryWorkspaceMembersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveSenderInput = {
  /** Move its ACTIVE enrollments to another ACTIVE sender of its platform (default true); false: stop them. */
  reassign?: InputMaybe<Scalars['Boolean']['input']>;
  sequenceSenderId: Scalars['UUID']['input'];
};

export type RemoveSenderResult = {
  __typename?: 'RemoveSenderResult';
  deletedSenderId: Scalars['UUID']['output'];
  reassignedCount: Scalars['Int']['output'];
  stoppedCount: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
  totalAffectedPeople: Scalars['Int']['output'];
  warnings: Array<Scalars['String']['output']>;
};

export type ResetSequencePersonRunInput = {
  sequencePersonId: Scalars['UUID']['input'];
};

export type ResolvedSequencePeopleConnection = {
  __typename?: 'ResolvedSequencePeopleConnection';
  edges: Array<ResolvedSequencePersonEdge>;
  pageInfo: ResolvedSequencePeoplePageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ResolvedSequencePeoplePageInfo = {
  __typename?: 'ResolvedSequencePeoplePageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type ResolvedSequencePerson = {
  __typename?: 'ResolvedSequencePerson';
  personId: Scalars['UUID']['output'];
  sequencePersonId: Scalars['UUID']['output'];
  status: Scalars['String']['output'];
  steps: Array<ResolvedSequenceStep>;
};

export type ResolvedSequencePersonEdge = {
  __typename?: 'ResolvedSequencePersonEdge';
  cursor: Scalars['String']['output'];
  node: ResolvedSequencePerson;
};

export type ResolvedSequenceStep = {
  __typename?: 'ResolvedSequenceStep';
  id: Scalars['String']['output'];
  /** The variables of the input that resolve to nothing or null for this person, as written (person.company.name). */
  invalidVariables: Array<Scalars['String']['output']>;
  /** The step's input with every variable replaced (a variable that resolves to nothing left as written). */
  resolvedInput: Scalars['JSON']['output'];
  type: Scalars['String']['output'];
};

export type RetrySequenceStepInput = {
  sequenceId: Scalars['UUID']['input'];
  sequenceRunId: Scalars['UUID']['input'];
  /** The failed step (default: the run's failed step). */
  stepId?: InputMaybe<Scalars['String']['input']>;
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

export type SenderActionInput = {
  /** `message` (ACTIVE) or `pause` (PAUSED). */
  actionType: Scalars['String']['input'];
  sequenceSenderId: Scalars['UUID']['input'];
};

export type SequenceCompletedNoMessage = {
  __typename?: 'SequenceCompletedNoMessage';
  reason: Scalars['String']['output'];
  sequencePersonId: Scalars['UUID']['output'];
};

export type SequenceDuplicateType =
  | 'ALL_SEQUENCE'
  | 'SEQUENCE_INCOMPLETE_RUNS'
  | 'SEQUENCE_ONLY';

export type SequenceErrors = {
  __typename?: 'SequenceErrors';
  completedNoMessage: Array<SequenceCompletedNoMessage>;
  peopleErrors: Array<SequencePersonError>;
  senderErrors: Array<SequenceSenderError>;
};

export type SequenceErrorsFilterInput = {
  sequenceId: Scalars['UUID']['input'];
};

export type SequencePeopleFilterInput = {
  /** The endCursor of the previous page. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** Page size, 1 to 100 (default 20). */
  first?: InputMaybe<Scalars['Int']['input']>;
  sequenceId: Scalars['UUID']['input'];
};

export type SequencePersonError = {
  __typename?: 'SequencePersonError';
  failedStepError: Scalars['String']['output'];
  failedStepId?: Maybe<Scalars['String']['output']>;
  sequencePersonId: Scalars['UUID']['output'];
  sequenceRunId: Scalars['UUID']['output'];
};

export type SequencePositionInput = {
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type SequenceSenderError = {
  __typename?: 'SequenceSenderError';
  platformType: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  senderId: Scalars['UUID']['output'];
  /** null (never activated), PAUSED or FAILED. */
  status?: Maybe<Scalars['String']['output']>;
};

export type SequenceStep = {
  __typename?: 'SequenceStep';
  id: Scalars['String']['output'];
  isFirstStep: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  nextStepIds: Array<Scalars['String']['output']>;
  /** {x, y}: where an editor draws it, or null. */
  position?: Maybe<Scalars['JSON']['output']>;
  /** {input, delay: {unit, value} or null, conditions, outputSchema}. */
  settings: Scalars['JSON']['output'];
  /** The step type (a String, so an unknown one can be named in the error). */
  type: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

export type SequenceStepRefInput = {
  sequenceId: Scalars['UUID']['input'];
  stepId: Scalars['String']['input'];
};

/** What an edit changed in a sequence's steps (the same diff as workflow step edits). */
export type SequenceStepsChange = {
  __typename?: 'SequenceStepsChange';
  stepsDiff: Array<StepsDiffEntry>;
};

export type SequenceTemplateType =
  | 'LINKEDIN_CONNECTION'
  | 'LINKEDIN_OUTREACH'
  | 'MULTI_CHANNEL_OUTREACH'
  | 'PHONE_CONDITIONAL';

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

export type UpdateSequenceStepInput = {
  sequenceId: Scalars['UUID']['input'];
  /** The whole step: {id, name, type, nextStepIds, settings, position}. */
  step: Scalars['JSON']['input'];
};

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
  ActivateSequenceSendersInput: ActivateSequenceSendersInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateDraftFromWorkflowVersionInput: CreateDraftFromWorkflowVersionInput;
  CreateSequenceFromTemplateInput: CreateSequenceFromTemplateInput;
  CreateSequenceFromTemplateResult: ResolverTypeWrapper<CreateSequenceFromTemplateResult>;
  CreateSequenceStepInput: CreateSequenceStepInput;
  CreateWorkflowFromTemplateInput: CreateWorkflowFromTemplateInput;
  CreateWorkflowFromTemplateResult: ResolverTypeWrapper<CreateWorkflowFromTemplateResult>;
  CreateWorkflowVersionStepInput: CreateWorkflowVersionStepInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteWorkflowVersionStepInput: DeleteWorkflowVersionStepInput;
  DuplicateSequenceInput: DuplicateSequenceInput;
  DuplicateSequenceResult: ResolverTypeWrapper<DuplicateSequenceResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FullName: ResolverTypeWrapper<FullName>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveSenderInput: RemoveSenderInput;
  RemoveSenderResult: ResolverTypeWrapper<RemoveSenderResult>;
  ResetSequencePersonRunInput: ResetSequencePersonRunInput;
  ResolvedSequencePeopleConnection: ResolverTypeWrapper<ResolvedSequencePeopleConnection>;
  ResolvedSequencePeoplePageInfo: ResolverTypeWrapper<ResolvedSequencePeoplePageInfo>;
  ResolvedSequencePerson: ResolverTypeWrapper<ResolvedSequencePerson>;
  ResolvedSequencePersonEdge: ResolverTypeWrapper<ResolvedSequencePersonEdge>;
  ResolvedSequenceStep: ResolverTypeWrapper<ResolvedSequenceStep>;
  RetrySequenceStepInput: RetrySequenceStepInput;
  RunWorkflowVersionInput: RunWorkflowVersionInput;
  RunWorkflowVersionResult: ResolverTypeWrapper<RunWorkflowVersionResult>;
  SearchConnection: ResolverTypeWrapper<SearchConnection>;
  SearchEdge: ResolverTypeWrapper<SearchEdge>;
  SearchPageInfo: ResolverTypeWrapper<SearchPageInfo>;
  SearchRecord: ResolverTypeWrapper<SearchRecord>;
  SenderActionInput: SenderActionInput;
  SequenceCompletedNoMessage: ResolverTypeWrapper<SequenceCompletedNoMessage>;
  SequenceDuplicateType: SequenceDuplicateType;
  SequenceErrors: ResolverTypeWrapper<SequenceErrors>;
  SequenceErrorsFilterInput: SequenceErrorsFilterInput;
  SequencePeopleFilterInput: SequencePeopleFilterInput;
  SequencePersonError: ResolverTypeWrapper<SequencePersonError>;
  SequencePositionInput: SequencePositionInput;
  SequenceSenderError: ResolverTypeWrapper<SequenceSenderError>;
  SequenceStep: ResolverTypeWrapper<SequenceStep>;
  SequenceStepRefInput: SequenceStepRefInput;
  SequenceStepsChange: ResolverTypeWrapper<SequenceStepsChange>;
  SequenceTemplateType: SequenceTemplateType;
  StepsDiffEntry: ResolverTypeWrapper<StepsDiffEntry>;
  StepsDiffType: StepsDiffType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UpdateSequenceStepInput: UpdateSequenceStepInput;
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
  ActivateSequenceSendersInput: ActivateSequenceSendersInput;
  Boolean: Scalars['Boolean']['output'];
  CreateDraftFromWorkflowVersionInput: CreateDraftFromWorkflowVersionInput;
  CreateSequenceFromTemplateInput: CreateSequenceFromTemplateInput;
  CreateSequenceFromTemplateResult: CreateSequenceFromTemplateResult;
  CreateSequenceStepInput: CreateSequenceStepInput;
  CreateWorkflowFromTemplateInput: CreateWorkflowFromTemplateInput;
  CreateWorkflowFromTemplateResult: CreateWorkflowFromTemplateResult;
  CreateWorkflowVersionStepInput: CreateWorkflowVersionStepInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteWorkflowVersionStepInput: DeleteWorkflowVersionStepInput;
  DuplicateSequenceInput: DuplicateSequenceInput;
  DuplicateSequenceResult: DuplicateSequenceResult;
  Float: Scalars['Float']['output'];
  FullName: FullName;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RemoveSenderInput: RemoveSenderInput;
  RemoveSenderResult: RemoveSenderResult;
  ResetSequencePersonRunInput: ResetSequencePersonRunInput;
  ResolvedSequencePeopleConnection: ResolvedSequencePeopleConnection;
  ResolvedSequencePeoplePageInfo: ResolvedSequencePeoplePageInfo;
  ResolvedSequencePerson: ResolvedSequencePerson;
  ResolvedSequencePersonEdge: ResolvedSequencePersonEdge;
  ResolvedSequenceStep: ResolvedSequenceStep;
  RetrySequenceStepInput: RetrySequenceStepInput;
  RunWorkflowVersionInput: RunWorkflowVersionInput;
  RunWorkflowVersionResult: RunWorkflowVersionResult;
  SearchConnection: SearchConnection;
  SearchEdge: SearchEdge;
  SearchPageInfo: SearchPageInfo;
  SearchRecord: SearchRecord;
  SenderActionInput: SenderActionInput;
  SequenceCompletedNoMessage: SequenceCompletedNoMessage;
  SequenceErrors: SequenceErrors;
  SequenceErrorsFilterInput: SequenceErrorsFilterInput;
  SequencePeopleFilterInput: SequencePeopleFilterInput;
  SequencePersonError: SequencePersonError;
  SequencePositionInput: SequencePositionInput;
  SequenceSenderError: SequenceSenderError;
  SequenceStep: SequenceStep;
  SequenceStepRefInput: SequenceStepRefInput;
  SequenceStepsChange: SequenceStepsChange;
  StepsDiffEntry: StepsDiffEntry;
  String: Scalars['String']['output'];
  UUID: Scalars['UUID']['output'];
  UpdateSequenceStepInput: UpdateSequenceStepInput;
  UpdateWorkflowVersionStepInput: UpdateWorkflowVersionStepInput;
  UpdateWorkflowVersionTriggerInput: UpdateWorkflowVersionTriggerInput;
  WorkflowStepsChange: WorkflowStepsChange;
  WorkflowVersion: WorkflowVersion;
  Workspace: Workspace;
  WorkspaceMember: WorkspaceMember;
};

export type CreateSequenceFromTemplateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateSequenceFromTemplateResult'] = ResolversParentTypes['CreateSequenceFromTemplateResult']> = {
  sequenceId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  stepsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type DuplicateSequenceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuplicateSequenceResult'] = ResolversParentTypes['DuplicateSequenceResult']> = {
  duplicatedPeopleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicatedSendersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newSequenceId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FullNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FullName'] = ResolversParentTypes['FullName']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateSequenceSenders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateSequenceSendersArgs, 'input'>>;
  activateWorkflowVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateWorkflowVersionArgs, 'workflowVersionId'>>;
  createDraftFromWorkflowVersion?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationCreateDraftFromWorkflowVersionArgs, 'input'>>;
  createSequenceFromTemplate?: Resolver<ResolversTypes['CreateSequenceFromTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateSequenceFromTemplateArgs, 'input'>>;
  createSequenceStep?: Resolver<ResolversTypes['SequenceStepsChange'], ParentType, ContextType, RequireFields<MutationCreateSequenceStepArgs, 'input'>>;
  createWorkflowFromTemplate?: Resolver<ResolversTypes['CreateWorkflowFromTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateWorkflowFromTemplateArgs, 'input'>>;
  createWorkflowVersionStep?: Resolver<ResolversTypes['WorkflowStepsChange'], ParentType, ContextType, RequireFields<MutationCreateWorkflowVersionStepArgs, 'input'>>;
  deactivateWorkflowVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeactivateWorkflowVersionArgs, 'workflowVersionId'>>;
  deleteSequenceStep?: Resolver<ResolversTypes['SequenceStepsChange'], ParentType, ContextType, RequireFields<MutationDeleteSequenceStepArgs, 'input'>>;
  deleteWorkflowVersionStep?: Resolver<ResolversTypes['WorkflowStepsChange'], ParentType, ContextType, RequireFields<MutationDeleteWorkflowVersionStepArgs, 'input'>>;
  duplicateSequence?: Resolver<ResolversTypes['DuplicateSequenceResult'], ParentType, ContextType, RequireFields<MutationDuplicateSequenceArgs, 'input'>>;
  duplicateSequenceStep?: Resolver<ResolversTypes['SequenceStepsChange'], ParentType, ContextType, RequireFields<MutationDuplicateSequenceStepArgs, 'input'>>;
  removeSender?: Resolver<ResolversTypes['RemoveSenderResult'], ParentType, ContextType, RequireFields<MutationRemoveSenderArgs, 'input'>>;
  resetSequencePersonRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetSequencePersonRunArgs, 'input'>>;
  retrySequenceSteps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRetrySequenceStepsArgs, 'input'>>;
  runWorkflowVersion?: Resolver<ResolversTypes['RunWorkflowVersionResult'], ParentType, ContextType, RequireFields<MutationRunWorkflowVersionArgs, 'input'>>;
  updateSequenceStep?: Resolver<ResolversTypes['SequenceStep'], ParentType, ContextType, RequireFields<MutationUpdateSequenceStepArgs, 'input'>>;
  updateWorkflowVersionStep?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionStepArgs, 'input'>>;
  updateWorkflowVersionTrigger?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionTriggerArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  resolvedSequencePeople?: Resolver<ResolversTypes['ResolvedSequencePeopleConnection'], ParentType, ContextType, RequireFields<QueryResolvedSequencePeopleArgs, 'filter'>>;
  search?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'searchInput'>>;
  searchPipeline?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchPipelineArgs, 'searchInput'>>;
  sequenceErrors?: Resolver<ResolversTypes['SequenceErrors'], ParentType, ContextType, RequireFields<QuerySequenceErrorsArgs, 'filter'>>;
  workspaceMembers?: Resolver<Array<ResolversTypes['WorkspaceMember']>, ParentType, ContextType, RequireFields<QueryWorkspaceMembersArgs, 'limit'>>;
};

export type RemoveSenderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveSenderResult'] = ResolversParentTypes['RemoveSenderResult']> = {
  deletedSenderId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  reassignedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stoppedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalAffectedPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ResolvedSequencePeopleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolvedSequencePeopleConnection'] = ResolversParentTypes['ResolvedSequencePeopleConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ResolvedSequencePersonEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['ResolvedSequencePeoplePageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResolvedSequencePeoplePageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolvedSequencePeoplePageInfo'] = ResolversParentTypes['ResolvedSequencePeoplePageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResolvedSequencePersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolvedSequencePerson'] = ResolversParentTypes['ResolvedSequencePerson']> = {
  personId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sequencePersonId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['ResolvedSequenceStep']>, ParentType, ContextType>;
};

export type ResolvedSequencePersonEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolvedSequencePersonEdge'] = ResolversParentTypes['ResolvedSequencePersonEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ResolvedSequencePerson'], ParentType, ContextType>;
};

export type ResolvedSequenceStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolvedSequenceStep'] = ResolversParentTypes['ResolvedSequenceStep']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invalidVariables?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedInput?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type SequenceCompletedNoMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceCompletedNoMessage'] = ResolversParentTypes['SequenceCompletedNoMessage']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequencePersonId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type SequenceErrorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceErrors'] = ResolversParentTypes['SequenceErrors']> = {
  completedNoMessage?: Resolver<Array<ResolversTypes['SequenceCompletedNoMessage']>, ParentType, ContextType>;
  peopleErrors?: Resolver<Array<ResolversTypes['SequencePersonError']>, ParentType, ContextType>;
  senderErrors?: Resolver<Array<ResolversTypes['SequenceSenderError']>, ParentType, ContextType>;
};

export type SequencePersonErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequencePersonError'] = ResolversParentTypes['SequencePersonError']> = {
  failedStepError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failedStepId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequencePersonId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sequenceRunId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type SequenceSenderErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceSenderError'] = ResolversParentTypes['SequenceSenderError']> = {
  platformType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SequenceStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceStep'] = ResolversParentTypes['SequenceStep']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFirstStep?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStepIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SequenceStepsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceStepsChange'] = ResolversParentTypes['SequenceStepsChange']> = {
  stepsDiff?: Resolver<Array<ResolversTypes['StepsDiffEntry']>, ParentType, ContextType>;
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
  CreateSequenceFromTemplateResult?: CreateSequenceFromTemplateResultResolvers<ContextType>;
  CreateWorkflowFromTemplateResult?: CreateWorkflowFromTemplateResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DuplicateSequenceResult?: DuplicateSequenceResultResolvers<ContextType>;
  FullName?: FullNameResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveSenderResult?: RemoveSenderResultResolvers<ContextType>;
  ResolvedSequencePeopleConnection?: ResolvedSequencePeopleConnectionResolvers<ContextType>;
  ResolvedSequencePeoplePageInfo?: ResolvedSequencePeoplePageInfoResolvers<ContextType>;
  ResolvedSequencePerson?: ResolvedSequencePersonResolvers<ContextType>;
  ResolvedSequencePersonEdge?: ResolvedSequencePersonEdgeResolvers<ContextType>;
  ResolvedSequenceStep?: ResolvedSequenceStepResolvers<ContextType>;
  RunWorkflowVersionResult?: RunWorkflowVersionResultResolvers<ContextType>;
  SearchConnection?: SearchConnectionResolvers<ContextType>;
  SearchEdge?: SearchEdgeResolvers<ContextType>;
  SearchPageInfo?: SearchPageInfoResolvers<ContextType>;
  SearchRecord?: SearchRecordResolvers<ContextType>;
  SequenceCompletedNoMessage?: SequenceCompletedNoMessageResolvers<ContextType>;
  SequenceErrors?: SequenceErrorsResolvers<ContextType>;
  SequencePersonError?: SequencePersonErrorResolvers<ContextType>;
  SequenceSenderError?: SequenceSenderErrorResolvers<ContextType>;
  SequenceStep?: SequenceStepResolvers<ContextType>;
  SequenceStepsChange?: SequenceStepsChangeResolvers<ContextType>;
  StepsDiffEntry?: StepsDiffEntryResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  WorkflowStepsChange?: WorkflowStepsChangeResolvers<ContextType>;
  WorkflowVersion?: WorkflowVersionResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceMember?: WorkspaceMemberResolvers<ContextType>;
};

