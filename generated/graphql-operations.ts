import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type RemoveSenderInput = {
  /** Move its ACTIVE enrollments to another ACTIVE sender of its platform (default true); false: stop them. */
  reassign?: InputMaybe<Scalars['Boolean']['input']>;
  sequenceSenderId: Scalars['UUID']['input'];
};

export type ResetSequencePersonRunInput = {
  sequencePersonId: Scalars['UUID']['input'];
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

export type SenderActionInput = {
  /** `message` (ACTIVE) or `pause` (PAUSED). */
  actionType: Scalars['String']['input'];
  sequenceSenderId: Scalars['UUID']['input'];
};

export type SequenceDuplicateType =
  | 'ALL_SEQUENCE'
  | 'SEQUENCE_INCOMPLETE_RUNS'
  | 'SEQUENCE_ONLY';

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

export type SequencePositionInput = {
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type SequenceStepRefInput = {
  sequenceId: Scalars['UUID']['input'];
  stepId: Scalars['String']['input'];
};

export type SequenceTemplateType =
  | 'LINKEDIN_CONNECTION'
  | 'LINKEDIN_OUTREACH'
  | 'MULTI_CHANNEL_OUTREACH'
  | 'PHONE_CONDITIONAL';

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

export type WorkflowTemplateType =
  | 'CUSTOMER_SUCCESS_HANDOFF'
  | 'DEAL_FROM_COMPANY'
  | 'DEAL_FROM_PERSON'
  | 'INBOUND_LEAD_TRIAGE';

export type WorkflowVersionStatus =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'DRAFT';

export type SdkSearchQueryVariables = Exact<{
  searchInput: Scalars['String']['input'];
  includedObjectNameSingulars?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  excludedObjectNameSingulars?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SdkSearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchConnection', edges: Array<{ __typename?: 'SearchEdge', cursor: string, node: { __typename?: 'SearchRecord', recordId: string, objectNameSingular: string, label: string, imageUrl?: string | null, tsRank: number, tsRankCD: number } }>, pageInfo: { __typename?: 'SearchPageInfo', hasNextPage: boolean, endCursor?: string | null } } };


export const SdkSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdkSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includedObjectNameSingulars"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludedObjectNameSingulars"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"includedObjectNameSingulars"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includedObjectNameSingulars"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludedObjectNameSingulars"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludedObjectNameSingulars"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"objectNameSingular"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tsRank"}},{"kind":"Field","name":{"kind":"Name","value":"tsRankCD"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SdkSearchQuery, SdkSearchQueryVariables>;