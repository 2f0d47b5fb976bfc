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
  /** A calendar day, YYYY-MM-DD. */
  Date: { input: unknown; output: unknown; }
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

export type ActorCreateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  workspaceMemberId?: InputMaybe<Scalars['String']['input']>;
};

export type ActorFilter = {
  name?: InputMaybe<StringFilter>;
  source?: InputMaybe<StringFilter>;
  workspaceMemberId?: InputMaybe<StringFilter>;
};

export type ActorOrderByInput = {
  name?: InputMaybe<OrderByDirection>;
  source?: InputMaybe<OrderByDirection>;
  workspaceMemberId?: InputMaybe<OrderByDirection>;
};

export type ActorUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  workspaceMemberId?: InputMaybe<Scalars['String']['input']>;
};

export type AddressCreateInput = {
  addressCity?: InputMaybe<Scalars['String']['input']>;
  addressCountry?: InputMaybe<Scalars['String']['input']>;
  addressLat?: InputMaybe<Scalars['Float']['input']>;
  addressLng?: InputMaybe<Scalars['Float']['input']>;
  addressPostcode?: InputMaybe<Scalars['String']['input']>;
  addressState?: InputMaybe<Scalars['String']['input']>;
  addressStreet1?: InputMaybe<Scalars['String']['input']>;
  addressStreet2?: InputMaybe<Scalars['String']['input']>;
};

export type AddressFilter = {
  addressCity?: InputMaybe<StringFilter>;
  addressCountry?: InputMaybe<StringFilter>;
  addressLat?: InputMaybe<FloatFilter>;
  addressLng?: InputMaybe<FloatFilter>;
  addressPostcode?: InputMaybe<StringFilter>;
  addressState?: InputMaybe<StringFilter>;
  addressStreet1?: InputMaybe<StringFilter>;
  addressStreet2?: InputMaybe<StringFilter>;
};

export type AddressOrderByInput = {
  addressCity?: InputMaybe<OrderByDirection>;
  addressCountry?: InputMaybe<OrderByDirection>;
  addressLat?: InputMaybe<OrderByDirection>;
  addressLng?: InputMaybe<OrderByDirection>;
  addressPostcode?: InputMaybe<OrderByDirection>;
  addressState?: InputMaybe<OrderByDirection>;
  addressStreet1?: InputMaybe<OrderByDirection>;
  addressStreet2?: InputMaybe<OrderByDirection>;
};

export type AddressUpdateInput = {
  addressCity?: InputMaybe<Scalars['String']['input']>;
  addressCountry?: InputMaybe<Scalars['String']['input']>;
  addressLat?: InputMaybe<Scalars['Float']['input']>;
  addressLng?: InputMaybe<Scalars['Float']['input']>;
  addressPostcode?: InputMaybe<Scalars['String']['input']>;
  addressState?: InputMaybe<Scalars['String']['input']>;
  addressStreet1?: InputMaybe<Scalars['String']['input']>;
  addressStreet2?: InputMaybe<Scalars['String']['input']>;
};

export type AttachmentConnectInput = {
  where: AttachmentWhereUniqueInput;
};

export type AttachmentCreateInput = {
  author?: InputMaybe<WorkspaceMemberRelationInput>;
  authorId?: InputMaybe<Scalars['UUID']['input']>;
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  dashboardId?: InputMaybe<Scalars['UUID']['input']>;
  fileCategory?: InputMaybe<AttachmentFileCategoryEnum>;
  fullPath?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
};

export type AttachmentFileCategoryEnum =
  | 'ARCHIVE'
  | 'AUDIO'
  | 'IMAGE'
  | 'OTHER'
  | 'PRESENTATION'
  | 'SPREADSHEET'
  | 'TEXT_DOCUMENT'
  | 'VIDEO';

export type AttachmentFileCategoryEnumFilter = {
  eq?: InputMaybe<AttachmentFileCategoryEnum>;
  in?: InputMaybe<Array<AttachmentFileCategoryEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<AttachmentFileCategoryEnum>;
};

export type AttachmentFilterInput = {
  and?: InputMaybe<Array<AttachmentFilterInput>>;
  authorId?: InputMaybe<UuidFilter>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  dashboardId?: InputMaybe<UuidFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  fileCategory?: InputMaybe<AttachmentFileCategoryEnumFilter>;
  fullPath?: InputMaybe<StringFilter>;
  id?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<AttachmentFilterInput>;
  noteId?: InputMaybe<UuidFilter>;
  opportunityId?: InputMaybe<UuidFilter>;
  or?: InputMaybe<Array<AttachmentFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  taskId?: InputMaybe<UuidFilter>;
  type?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workflowId?: InputMaybe<UuidFilter>;
};

export type AttachmentOrderByInput = {
  authorId?: InputMaybe<OrderByDirection>;
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  dashboardId?: InputMaybe<OrderByDirection>;
  deletedAt?: InputMaybe<OrderByDirection>;
  fileCategory?: InputMaybe<OrderByDirection>;
  fullPath?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  noteId?: InputMaybe<OrderByDirection>;
  opportunityId?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  taskId?: InputMaybe<OrderByDirection>;
  type?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workflowId?: InputMaybe<OrderByDirection>;
};

export type AttachmentRelationInput = {
  connect?: InputMaybe<AttachmentConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AttachmentUpdateInput = {
  author?: InputMaybe<WorkspaceMemberRelationInput>;
  authorId?: InputMaybe<Scalars['UUID']['input']>;
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  dashboardId?: InputMaybe<Scalars['UUID']['input']>;
  fileCategory?: InputMaybe<AttachmentFileCategoryEnum>;
  fullPath?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
};

export type AttachmentWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type BooleanFilter = {
  eq?: InputMaybe<Scalars['Boolean']['input']>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CompanyConnectInput = {
  where: CompanyWhereUniqueInput;
};

export type CompanyCreateInput = {
  accountOwner?: InputMaybe<WorkspaceMemberRelationInput>;
  accountOwnerId?: InputMaybe<Scalars['UUID']['input']>;
  address?: InputMaybe<AddressCreateInput>;
  annualRecurringRevenue?: InputMaybe<CurrencyCreateInput>;
  createdBy?: InputMaybe<ActorCreateInput>;
  domainName?: InputMaybe<LinksCreateInput>;
  employees?: InputMaybe<Scalars['Float']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  idealCustomerProfile?: InputMaybe<Scalars['Boolean']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  linkedinLink?: InputMaybe<LinksCreateInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  tagline?: InputMaybe<Scalars['String']['input']>;
  workPolicy?: InputMaybe<Array<CompanyWorkPolicyEnum>>;
  xLink?: InputMaybe<LinksCreateInput>;
};

export type CompanyDomainNameWhereInput = {
  primaryLinkUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyFilterInput = {
  accountOwnerId?: InputMaybe<UuidFilter>;
  address?: InputMaybe<AddressFilter>;
  and?: InputMaybe<Array<CompanyFilterInput>>;
  annualRecurringRevenue?: InputMaybe<CurrencyFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  domainName?: InputMaybe<LinksFilter>;
  employees?: InputMaybe<FloatFilter>;
  id?: InputMaybe<UuidFilter>;
  idealCustomerProfile?: InputMaybe<BooleanFilter>;
  industry?: InputMaybe<StringFilter>;
  linkedinLink?: InputMaybe<LinksFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<CompanyFilterInput>;
  or?: InputMaybe<Array<CompanyFilterInput>>;
  position?: InputMaybe<FloatFilter>;
  tagline?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workPolicy?: InputMaybe<CompanyWorkPolicyEnumListFilter>;
  xLink?: InputMaybe<LinksFilter>;
};

export type CompanyOrderByInput = {
  accountOwnerId?: InputMaybe<OrderByDirection>;
  address?: InputMaybe<AddressOrderByInput>;
  annualRecurringRevenue?: InputMaybe<CurrencyOrderByInput>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  domainName?: InputMaybe<LinksOrderByInput>;
  employees?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  idealCustomerProfile?: InputMaybe<OrderByDirection>;
  industry?: InputMaybe<OrderByDirection>;
  linkedinLink?: InputMaybe<LinksOrderByInput>;
  name?: InputMaybe<OrderByDirection>;
  position?: InputMaybe<OrderByDirection>;
  tagline?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workPolicy?: InputMaybe<OrderByDirection>;
  xLink?: InputMaybe<LinksOrderByInput>;
};

export type CompanyRelationInput = {
  connect?: InputMaybe<CompanyConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CompanyUpdateInput = {
  accountOwner?: InputMaybe<WorkspaceMemberRelationInput>;
  accountOwnerId?: InputMaybe<Scalars['UUID']['input']>;
  address?: InputMaybe<AddressUpdateInput>;
  annualRecurringRevenue?: InputMaybe<CurrencyUpdateInput>;
  domainName?: InputMaybe<LinksUpdateInput>;
  employees?: InputMaybe<Scalars['Float']['input']>;
  idealCustomerProfile?: InputMaybe<Scalars['Boolean']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  linkedinLink?: InputMaybe<LinksUpdateInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  tagline?: InputMaybe<Scalars['String']['input']>;
  workPolicy?: InputMaybe<Array<CompanyWorkPolicyEnum>>;
  xLink?: InputMaybe<LinksUpdateInput>;
};

export type CompanyWhereUniqueInput = {
  domainName?: InputMaybe<CompanyDomainNameWhereInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type CompanyWorkPolicyEnum =
  | 'HYBRID'
  | 'ON_SITE'
  | 'REMOTE_WORK';

export type CompanyWorkPolicyEnumListFilter = {
  /** Holds at least one of the values. */
  containsAny?: InputMaybe<Array<CompanyWorkPolicyEnum>>;
  /** Holds exactly these values (any order). */
  eq?: InputMaybe<Array<CompanyWorkPolicyEnum>>;
  is?: InputMaybe<FilterIs>;
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

export type CurrencyCreateInput = {
  amountMicros?: InputMaybe<Scalars['Float']['input']>;
  currencyCode?: InputMaybe<Scalars['String']['input']>;
};

export type CurrencyFilter = {
  amountMicros?: InputMaybe<FloatFilter>;
  currencyCode?: InputMaybe<StringFilter>;
};

export type CurrencyOrderByInput = {
  amountMicros?: InputMaybe<OrderByDirection>;
  currencyCode?: InputMaybe<OrderByDirection>;
};

export type CurrencyUpdateInput = {
  amountMicros?: InputMaybe<Scalars['Float']['input']>;
  currencyCode?: InputMaybe<Scalars['String']['input']>;
};

export type DateFilter = {
  eq?: InputMaybe<Scalars['Date']['input']>;
  gt?: InputMaybe<Scalars['Date']['input']>;
  gte?: InputMaybe<Scalars['Date']['input']>;
  in?: InputMaybe<Array<Scalars['Date']['input']>>;
  is?: InputMaybe<FilterIs>;
  lt?: InputMaybe<Scalars['Date']['input']>;
  lte?: InputMaybe<Scalars['Date']['input']>;
  neq?: InputMaybe<Scalars['Date']['input']>;
};

export type DateTimeFilter = {
  eq?: InputMaybe<Scalars['DateTime']['input']>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  in?: InputMaybe<Array<Scalars['DateTime']['input']>>;
  is?: InputMaybe<FilterIs>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  lte?: InputMaybe<Scalars['DateTime']['input']>;
  neq?: InputMaybe<Scalars['DateTime']['input']>;
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

export type EmailsCreateInput = {
  additionalEmails?: InputMaybe<Scalars['JSON']['input']>;
  primaryEmail?: InputMaybe<Scalars['String']['input']>;
};

export type EmailsFilter = {
  additionalEmails?: InputMaybe<RawJsonFilter>;
  primaryEmail?: InputMaybe<StringFilter>;
};

export type EmailsOrderByInput = {
  primaryEmail?: InputMaybe<OrderByDirection>;
};

export type EmailsUpdateInput = {
  additionalEmails?: InputMaybe<Scalars['JSON']['input']>;
  primaryEmail?: InputMaybe<Scalars['String']['input']>;
};

export type FavoriteConnectInput = {
  where: FavoriteWhereUniqueInput;
};

export type FavoriteCreateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  dashboardId?: InputMaybe<Scalars['UUID']['input']>;
  forWorkspaceMember?: InputMaybe<WorkspaceMemberRelationInput>;
  forWorkspaceMemberId?: InputMaybe<Scalars['UUID']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
  viewId?: InputMaybe<Scalars['UUID']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
  workflowRun?: InputMaybe<WorkflowRunRelationInput>;
  workflowRunId?: InputMaybe<Scalars['UUID']['input']>;
  workflowVersion?: InputMaybe<WorkflowVersionRelationInput>;
  workflowVersionId?: InputMaybe<Scalars['UUID']['input']>;
};

export type FavoriteFilterInput = {
  and?: InputMaybe<Array<FavoriteFilterInput>>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  dashboardId?: InputMaybe<UuidFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  forWorkspaceMemberId?: InputMaybe<UuidFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<FavoriteFilterInput>;
  noteId?: InputMaybe<UuidFilter>;
  opportunityId?: InputMaybe<UuidFilter>;
  or?: InputMaybe<Array<FavoriteFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  position?: InputMaybe<FloatFilter>;
  taskId?: InputMaybe<UuidFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  viewId?: InputMaybe<UuidFilter>;
  workflowId?: InputMaybe<UuidFilter>;
  workflowRunId?: InputMaybe<UuidFilter>;
  workflowVersionId?: InputMaybe<UuidFilter>;
};

export type FavoriteOrderByInput = {
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  dashboardId?: InputMaybe<OrderByDirection>;
  deletedAt?: InputMaybe<OrderByDirection>;
  forWorkspaceMemberId?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  noteId?: InputMaybe<OrderByDirection>;
  opportunityId?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  position?: InputMaybe<OrderByDirection>;
  taskId?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  viewId?: InputMaybe<OrderByDirection>;
  workflowId?: InputMaybe<OrderByDirection>;
  workflowRunId?: InputMaybe<OrderByDirection>;
  workflowVersionId?: InputMaybe<OrderByDirection>;
};

export type FavoriteRelationInput = {
  connect?: InputMaybe<FavoriteConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FavoriteUpdateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  dashboardId?: InputMaybe<Scalars['UUID']['input']>;
  forWorkspaceMember?: InputMaybe<WorkspaceMemberRelationInput>;
  forWorkspaceMemberId?: InputMaybe<Scalars['UUID']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
  viewId?: InputMaybe<Scalars['UUID']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
  workflowRun?: InputMaybe<WorkflowRunRelationInput>;
  workflowRunId?: InputMaybe<Scalars['UUID']['input']>;
  workflowVersion?: InputMaybe<WorkflowVersionRelationInput>;
  workflowVersionId?: InputMaybe<Scalars['UUID']['input']>;
};

export type FavoriteWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** Nullness test of a filter: `is: NULL` or `is: NOT_NULL`. */
export type FilterIs =
  | 'NOT_NULL'
  | 'NULL';

export type FloatFilter = {
  eq?: InputMaybe<Scalars['Float']['input']>;
  gt?: InputMaybe<Scalars['Float']['input']>;
  gte?: InputMaybe<Scalars['Float']['input']>;
  in?: InputMaybe<Array<Scalars['Float']['input']>>;
  is?: InputMaybe<FilterIs>;
  lt?: InputMaybe<Scalars['Float']['input']>;
  lte?: InputMaybe<Scalars['Float']['input']>;
  neq?: InputMaybe<Scalars['Float']['input']>;
};

export type FullNameCreateInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type FullNameFilter = {
  firstName?: InputMaybe<StringFilter>;
  lastName?: InputMaybe<StringFilter>;
};

export type FullNameOrderByInput = {
  firstName?: InputMaybe<OrderByDirection>;
  lastName?: InputMaybe<OrderByDirection>;
};

export type FullNameUpdateInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type LinksCreateInput = {
  primaryLinkLabel?: InputMaybe<Scalars['String']['input']>;
  primaryLinkUrl?: InputMaybe<Scalars['String']['input']>;
  secondaryLinks?: InputMaybe<Scalars['JSON']['input']>;
};

export type LinksFilter = {
  primaryLinkLabel?: InputMaybe<StringFilter>;
  primaryLinkUrl?: InputMaybe<StringFilter>;
  secondaryLinks?: InputMaybe<RawJsonFilter>;
};

export type LinksOrderByInput = {
  primaryLinkLabel?: InputMaybe<OrderByDirection>;
  primaryLinkUrl?: InputMaybe<OrderByDirection>;
};

export type LinksUpdateInput = {
  primaryLinkLabel?: InputMaybe<Scalars['String']['input']>;
  primaryLinkUrl?: InputMaybe<Scalars['String']['input']>;
  secondaryLinks?: InputMaybe<Scalars['JSON']['input']>;
};

export type MessageChannelConnectInput = {
  where: MessageChannelWhereUniqueInput;
};

export type MessageChannelCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  imapSettings?: InputMaybe<Scalars['JSON']['input']>;
  type?: InputMaybe<MessageChannelTypeEnum>;
};

export type MessageChannelFilterInput = {
  and?: InputMaybe<Array<MessageChannelFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  handle?: InputMaybe<StringFilter>;
  id?: InputMaybe<UuidFilter>;
  imapSettings?: InputMaybe<RawJsonFilter>;
  lastSyncedAt?: InputMaybe<DateTimeFilter>;
  not?: InputMaybe<MessageChannelFilterInput>;
  or?: InputMaybe<Array<MessageChannelFilterInput>>;
  syncCursor?: InputMaybe<RawJsonFilter>;
  syncError?: InputMaybe<StringFilter>;
  syncStatus?: InputMaybe<MessageChannelSyncStatusEnumFilter>;
  type?: InputMaybe<MessageChannelTypeEnumFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type MessageChannelMessageAssociationConnectInput = {
  where: MessageChannelMessageAssociationWhereUniqueInput;
};

export type MessageChannelMessageAssociationDirectionEnum =
  | 'INCOMING'
  | 'OUTGOING';

export type MessageChannelMessageAssociationDirectionEnumFilter = {
  eq?: InputMaybe<MessageChannelMessageAssociationDirectionEnum>;
  in?: InputMaybe<Array<MessageChannelMessageAssociationDirectionEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<MessageChannelMessageAssociationDirectionEnum>;
};

export type MessageChannelMessageAssociationFilterInput = {
  and?: InputMaybe<Array<MessageChannelMessageAssociationFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  direction?: InputMaybe<MessageChannelMessageAssociationDirectionEnumFilter>;
  id?: InputMaybe<UuidFilter>;
  messageChannelId?: InputMaybe<UuidFilter>;
  messageExternalId?: InputMaybe<StringFilter>;
  messageId?: InputMaybe<UuidFilter>;
  not?: InputMaybe<MessageChannelMessageAssociationFilterInput>;
  or?: InputMaybe<Array<MessageChannelMessageAssociationFilterInput>>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type MessageChannelMessageAssociationOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  direction?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  messageChannelId?: InputMaybe<OrderByDirection>;
  messageExternalId?: InputMaybe<OrderByDirection>;
  messageId?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type MessageChannelMessageAssociationRelationInput = {
  connect?: InputMaybe<MessageChannelMessageAssociationConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageChannelMessageAssociationWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type MessageChannelOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  handle?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  lastSyncedAt?: InputMaybe<OrderByDirection>;
  syncError?: InputMaybe<OrderByDirection>;
  syncStatus?: InputMaybe<OrderByDirection>;
  type?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type MessageChannelRelationInput = {
  connect?: InputMaybe<MessageChannelConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageChannelSyncStatusEnum =
  | 'ACTIVE'
  | 'FAILED'
  | 'NOT_SYNCED'
  | 'ONGOING';

export type MessageChannelSyncStatusEnumFilter = {
  eq?: InputMaybe<MessageChannelSyncStatusEnum>;
  in?: InputMaybe<Array<MessageChannelSyncStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<MessageChannelSyncStatusEnum>;
};

export type MessageChannelTypeEnum =
  | 'email'
  | 'linkedin'
  | 'sms'
  | 'whatsapp';

export type MessageChannelTypeEnumFilter = {
  eq?: InputMaybe<MessageChannelTypeEnum>;
  in?: InputMaybe<Array<MessageChannelTypeEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<MessageChannelTypeEnum>;
};

export type MessageChannelUpdateInput = {
  handle?: InputMaybe<Scalars['String']['input']>;
  imapSettings?: InputMaybe<Scalars['JSON']['input']>;
  type?: InputMaybe<MessageChannelTypeEnum>;
};

export type MessageChannelWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type MessageConnectInput = {
  where: MessageWhereUniqueInput;
};

export type MessageFilterInput = {
  and?: InputMaybe<Array<MessageFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  headerMessageId?: InputMaybe<StringFilter>;
  headerReferences?: InputMaybe<RawJsonFilter>;
  id?: InputMaybe<UuidFilter>;
  messageThreadId?: InputMaybe<UuidFilter>;
  not?: InputMaybe<MessageFilterInput>;
  or?: InputMaybe<Array<MessageFilterInput>>;
  receivedAt?: InputMaybe<DateTimeFilter>;
  subject?: InputMaybe<StringFilter>;
  text?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type MessageOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  headerMessageId?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  messageThreadId?: InputMaybe<OrderByDirection>;
  receivedAt?: InputMaybe<OrderByDirection>;
  subject?: InputMaybe<OrderByDirection>;
  text?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type MessageParticipantConnectInput = {
  where: MessageParticipantWhereUniqueInput;
};

export type MessageParticipantFilterInput = {
  and?: InputMaybe<Array<MessageParticipantFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  displayName?: InputMaybe<StringFilter>;
  handle?: InputMaybe<StringFilter>;
  id?: InputMaybe<UuidFilter>;
  messageId?: InputMaybe<UuidFilter>;
  not?: InputMaybe<MessageParticipantFilterInput>;
  or?: InputMaybe<Array<MessageParticipantFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  role?: InputMaybe<MessageParticipantRoleEnumFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workspaceMemberId?: InputMaybe<UuidFilter>;
};

export type MessageParticipantOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  displayName?: InputMaybe<OrderByDirection>;
  handle?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  messageId?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  role?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workspaceMemberId?: InputMaybe<OrderByDirection>;
};

export type MessageParticipantRelationInput = {
  connect?: InputMaybe<MessageParticipantConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageParticipantRoleEnum =
  | 'bcc'
  | 'cc'
  | 'from'
  | 'to';

export type MessageParticipantRoleEnumFilter = {
  eq?: InputMaybe<MessageParticipantRoleEnum>;
  in?: InputMaybe<Array<MessageParticipantRoleEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<MessageParticipantRoleEnum>;
};

export type MessageParticipantWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type MessageRelationInput = {
  connect?: InputMaybe<MessageConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageThreadConnectInput = {
  where: MessageThreadWhereUniqueInput;
};

export type MessageThreadFilterInput = {
  and?: InputMaybe<Array<MessageThreadFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  lastMessageAt?: InputMaybe<DateTimeFilter>;
  not?: InputMaybe<MessageThreadFilterInput>;
  or?: InputMaybe<Array<MessageThreadFilterInput>>;
  subject?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type MessageThreadOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  lastMessageAt?: InputMaybe<OrderByDirection>;
  subject?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type MessageThreadRelationInput = {
  connect?: InputMaybe<MessageThreadConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageThreadWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type MessageWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type NoteConnectInput = {
  where: NoteWhereUniqueInput;
};

export type NoteCreateInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  bodyV2?: InputMaybe<RichTextV2CreateInput>;
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type NoteFilterInput = {
  and?: InputMaybe<Array<NoteFilterInput>>;
  body?: InputMaybe<StringFilter>;
  bodyV2?: InputMaybe<RichTextV2Filter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<NoteFilterInput>;
  or?: InputMaybe<Array<NoteFilterInput>>;
  position?: InputMaybe<FloatFilter>;
  title?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type NoteOrderByInput = {
  body?: InputMaybe<OrderByDirection>;
  bodyV2?: InputMaybe<RichTextV2OrderByInput>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  position?: InputMaybe<OrderByDirection>;
  title?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type NoteRelationInput = {
  connect?: InputMaybe<NoteConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NoteTargetConnectInput = {
  where: NoteTargetWhereUniqueInput;
};

export type NoteTargetCreateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
};

export type NoteTargetFilterInput = {
  and?: InputMaybe<Array<NoteTargetFilterInput>>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<NoteTargetFilterInput>;
  noteId?: InputMaybe<UuidFilter>;
  opportunityId?: InputMaybe<UuidFilter>;
  or?: InputMaybe<Array<NoteTargetFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type NoteTargetOrderByInput = {
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  noteId?: InputMaybe<OrderByDirection>;
  opportunityId?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type NoteTargetRelationInput = {
  connect?: InputMaybe<NoteTargetConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NoteTargetUpdateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
};

export type NoteTargetWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type NoteUpdateInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  bodyV2?: InputMaybe<RichTextV2UpdateInput>;
  position?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type NoteWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type OpportunityConnectInput = {
  where: OpportunityWhereUniqueInput;
};

export type OpportunityCreateInput = {
  amount?: InputMaybe<CurrencyCreateInput>;
  closeDate?: InputMaybe<Scalars['DateTime']['input']>;
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<WorkspaceMemberRelationInput>;
  ownerId?: InputMaybe<Scalars['UUID']['input']>;
  pointOfContact?: InputMaybe<PersonRelationInput>;
  pointOfContactId?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  stage?: InputMaybe<OpportunityStageEnum>;
};

export type OpportunityFilterInput = {
  amount?: InputMaybe<CurrencyFilter>;
  and?: InputMaybe<Array<OpportunityFilterInput>>;
  closeDate?: InputMaybe<DateTimeFilter>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<OpportunityFilterInput>;
  or?: InputMaybe<Array<OpportunityFilterInput>>;
  ownerId?: InputMaybe<UuidFilter>;
  pointOfContactId?: InputMaybe<UuidFilter>;
  position?: InputMaybe<FloatFilter>;
  stage?: InputMaybe<OpportunityStageEnumFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type OpportunityOrderByInput = {
  amount?: InputMaybe<CurrencyOrderByInput>;
  closeDate?: InputMaybe<OrderByDirection>;
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  ownerId?: InputMaybe<OrderByDirection>;
  pointOfContactId?: InputMaybe<OrderByDirection>;
  position?: InputMaybe<OrderByDirection>;
  stage?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type OpportunityRelationInput = {
  connect?: InputMaybe<OpportunityConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OpportunityStageEnum =
  | 'CLOSED_LOST'
  | 'CLOSED_WON'
  | 'DISCOVERY'
  | 'NEGOTIATION'
  | 'PROPOSAL';

export type OpportunityStageEnumFilter = {
  eq?: InputMaybe<OpportunityStageEnum>;
  in?: InputMaybe<Array<OpportunityStageEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<OpportunityStageEnum>;
};

export type OpportunityUpdateInput = {
  amount?: InputMaybe<CurrencyUpdateInput>;
  closeDate?: InputMaybe<Scalars['DateTime']['input']>;
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<WorkspaceMemberRelationInput>;
  ownerId?: InputMaybe<Scalars['UUID']['input']>;
  pointOfContact?: InputMaybe<PersonRelationInput>;
  pointOfContactId?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  stage?: InputMaybe<OpportunityStageEnum>;
};

export type OpportunityWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** Order of one field: Twenty's directions, nulls placed as named. */
export type OrderByDirection =
  | 'AscNullsFirst'
  | 'AscNullsLast'
  | 'DescNullsFirst'
  | 'DescNullsLast';

export type PersonConnectInput = {
  where: PersonWhereUniqueInput;
};

export type PersonCreateInput = {
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  emails?: InputMaybe<EmailsCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  linkedinLink?: InputMaybe<LinksCreateInput>;
  name?: InputMaybe<FullNameCreateInput>;
  owner?: InputMaybe<WorkspaceMemberRelationInput>;
  ownerId?: InputMaybe<Scalars['UUID']['input']>;
  phones?: InputMaybe<PhonesCreateInput>;
  position?: InputMaybe<Scalars['Float']['input']>;
  xLink?: InputMaybe<LinksCreateInput>;
};

export type PersonEmailsWhereInput = {
  primaryEmail?: InputMaybe<Scalars['String']['input']>;
};

export type PersonFilterInput = {
  and?: InputMaybe<Array<PersonFilterInput>>;
  avatarUrl?: InputMaybe<StringFilter>;
  city?: InputMaybe<StringFilter>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  emails?: InputMaybe<EmailsFilter>;
  id?: InputMaybe<UuidFilter>;
  jobTitle?: InputMaybe<StringFilter>;
  linkedinLink?: InputMaybe<LinksFilter>;
  name?: InputMaybe<FullNameFilter>;
  not?: InputMaybe<PersonFilterInput>;
  or?: InputMaybe<Array<PersonFilterInput>>;
  ownerId?: InputMaybe<UuidFilter>;
  phones?: InputMaybe<PhonesFilter>;
  position?: InputMaybe<FloatFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  xLink?: InputMaybe<LinksFilter>;
};

export type PersonOrderByInput = {
  avatarUrl?: InputMaybe<OrderByDirection>;
  city?: InputMaybe<OrderByDirection>;
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  emails?: InputMaybe<EmailsOrderByInput>;
  id?: InputMaybe<OrderByDirection>;
  jobTitle?: InputMaybe<OrderByDirection>;
  linkedinLink?: InputMaybe<LinksOrderByInput>;
  name?: InputMaybe<FullNameOrderByInput>;
  ownerId?: InputMaybe<OrderByDirection>;
  phones?: InputMaybe<PhonesOrderByInput>;
  position?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  xLink?: InputMaybe<LinksOrderByInput>;
};

export type PersonRelationInput = {
  connect?: InputMaybe<PersonConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PersonUpdateInput = {
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  emails?: InputMaybe<EmailsUpdateInput>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  linkedinLink?: InputMaybe<LinksUpdateInput>;
  name?: InputMaybe<FullNameUpdateInput>;
  owner?: InputMaybe<WorkspaceMemberRelationInput>;
  ownerId?: InputMaybe<Scalars['UUID']['input']>;
  phones?: InputMaybe<PhonesUpdateInput>;
  position?: InputMaybe<Scalars['Float']['input']>;
  xLink?: InputMaybe<LinksUpdateInput>;
};

export type PersonWhereUniqueInput = {
  emails?: InputMaybe<PersonEmailsWhereInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type PhonesCreateInput = {
  additionalPhones?: InputMaybe<Scalars['JSON']['input']>;
  primaryPhoneCallingCode?: InputMaybe<Scalars['String']['input']>;
  primaryPhoneCountryCode?: InputMaybe<Scalars['String']['input']>;
  primaryPhoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type PhonesFilter = {
  additionalPhones?: InputMaybe<RawJsonFilter>;
  primaryPhoneCallingCode?: InputMaybe<StringFilter>;
  primaryPhoneCountryCode?: InputMaybe<StringFilter>;
  primaryPhoneNumber?: InputMaybe<StringFilter>;
};

export type PhonesOrderByInput = {
  primaryPhoneCallingCode?: InputMaybe<OrderByDirection>;
  primaryPhoneCountryCode?: InputMaybe<OrderByDirection>;
  primaryPhoneNumber?: InputMaybe<OrderByDirection>;
};

export type PhonesUpdateInput = {
  additionalPhones?: InputMaybe<Scalars['JSON']['input']>;
  primaryPhoneCallingCode?: InputMaybe<Scalars['String']['input']>;
  primaryPhoneCountryCode?: InputMaybe<Scalars['String']['input']>;
  primaryPhoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A JSON value: `containsAny` matches a list holding one of the strings (additionalEmails). */
export type RawJsonFilter = {
  containsAny?: InputMaybe<Array<Scalars['String']['input']>>;
  is?: InputMaybe<FilterIs>;
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

export type RichTextV2CreateInput = {
  blocknote?: InputMaybe<Scalars['String']['input']>;
  markdown?: InputMaybe<Scalars['String']['input']>;
};

export type RichTextV2Filter = {
  blocknote?: InputMaybe<StringFilter>;
  markdown?: InputMaybe<StringFilter>;
};

export type RichTextV2OrderByInput = {
  blocknote?: InputMaybe<OrderByDirection>;
  markdown?: InputMaybe<OrderByDirection>;
};

export type RichTextV2UpdateInput = {
  blocknote?: InputMaybe<Scalars['String']['input']>;
  markdown?: InputMaybe<Scalars['String']['input']>;
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

export type SequenceConnectInput = {
  where: SequenceWhereUniqueInput;
};

export type SequenceCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  settings?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<SequenceStatusEnum>;
};

export type SequenceDuplicateType =
  | 'ALL_SEQUENCE'
  | 'SEQUENCE_INCOMPLETE_RUNS'
  | 'SEQUENCE_ONLY';

export type SequenceErrorsFilterInput = {
  sequenceId: Scalars['UUID']['input'];
};

export type SequenceFilterInput = {
  and?: InputMaybe<Array<SequenceFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<SequenceFilterInput>;
  or?: InputMaybe<Array<SequenceFilterInput>>;
  settings?: InputMaybe<RawJsonFilter>;
  status?: InputMaybe<SequenceStatusEnumFilter>;
  steps?: InputMaybe<RawJsonFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type SequenceOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  status?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type SequencePeopleFilterInput = {
  /** The endCursor of the previous page. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** Page size, 1 to 100 (default 20). */
  first?: InputMaybe<Scalars['Int']['input']>;
  sequenceId: Scalars['UUID']['input'];
};

export type SequencePersonConnectInput = {
  where: SequencePersonWhereUniqueInput;
};

export type SequencePersonCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  hasClickedLink?: InputMaybe<Scalars['Boolean']['input']>;
  hasReplied?: InputMaybe<Scalars['Boolean']['input']>;
  hasUnsubscribed?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  sequence?: InputMaybe<SequenceRelationInput>;
  sequenceId?: InputMaybe<Scalars['UUID']['input']>;
  status?: InputMaybe<SequencePersonStatusEnum>;
};

export type SequencePersonFilterInput = {
  and?: InputMaybe<Array<SequencePersonFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  hasClickedLink?: InputMaybe<BooleanFilter>;
  hasReplied?: InputMaybe<BooleanFilter>;
  hasUnsubscribed?: InputMaybe<BooleanFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<SequencePersonFilterInput>;
  or?: InputMaybe<Array<SequencePersonFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  senderIds?: InputMaybe<RawJsonFilter>;
  sequenceId?: InputMaybe<UuidFilter>;
  status?: InputMaybe<SequencePersonStatusEnumFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type SequencePersonOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  hasClickedLink?: InputMaybe<OrderByDirection>;
  hasReplied?: InputMaybe<OrderByDirection>;
  hasUnsubscribed?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  sequenceId?: InputMaybe<OrderByDirection>;
  status?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type SequencePersonRelationInput = {
  connect?: InputMaybe<SequencePersonConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SequencePersonStatusEnum =
  | 'ACTIVE'
  | 'COMPLETED'
  | 'PAUSED'
  | 'STOPPED';

export type SequencePersonStatusEnumFilter = {
  eq?: InputMaybe<SequencePersonStatusEnum>;
  in?: InputMaybe<Array<SequencePersonStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<SequencePersonStatusEnum>;
};

export type SequencePersonUpdateInput = {
  hasClickedLink?: InputMaybe<Scalars['Boolean']['input']>;
  hasReplied?: InputMaybe<Scalars['Boolean']['input']>;
  hasUnsubscribed?: InputMaybe<Scalars['Boolean']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  sequence?: InputMaybe<SequenceRelationInput>;
  sequenceId?: InputMaybe<Scalars['UUID']['input']>;
  status?: InputMaybe<SequencePersonStatusEnum>;
};

export type SequencePersonWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type SequencePositionInput = {
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type SequenceRelationInput = {
  connect?: InputMaybe<SequenceConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SequenceRunConnectInput = {
  where: SequenceRunWhereUniqueInput;
};

export type SequenceRunFilterInput = {
  and?: InputMaybe<Array<SequenceRunFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  endedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<SequenceRunFilterInput>;
  or?: InputMaybe<Array<SequenceRunFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  sequenceId?: InputMaybe<UuidFilter>;
  sequencePersonId?: InputMaybe<UuidFilter>;
  startedAt?: InputMaybe<DateTimeFilter>;
  state?: InputMaybe<RawJsonFilter>;
  status?: InputMaybe<SequenceRunStatusEnumFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type SequenceRunOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  endedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  sequenceId?: InputMaybe<OrderByDirection>;
  sequencePersonId?: InputMaybe<OrderByDirection>;
  startedAt?: InputMaybe<OrderByDirection>;
  status?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type SequenceRunRelationInput = {
  connect?: InputMaybe<SequenceRunConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SequenceRunStatusEnum =
  | 'COMPLETED'
  | 'ENQUEUED'
  | 'FAILED'
  | 'NOT_STARTED'
  | 'RUNNING'
  | 'STOPPED';

export type SequenceRunStatusEnumFilter = {
  eq?: InputMaybe<SequenceRunStatusEnum>;
  in?: InputMaybe<Array<SequenceRunStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<SequenceRunStatusEnum>;
};

export type SequenceRunWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type SequenceSenderConnectInput = {
  where: SequenceSenderWhereUniqueInput;
};

export type SequenceSenderCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  dailyLimit?: InputMaybe<Scalars['Float']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  messageStatus?: InputMaybe<SequenceSenderMessageStatusEnum>;
  platformType?: InputMaybe<SequenceSenderPlatformTypeEnum>;
  sequence?: InputMaybe<SequenceRelationInput>;
  sequenceId?: InputMaybe<Scalars['UUID']['input']>;
  workspaceMember?: InputMaybe<WorkspaceMemberRelationInput>;
  workspaceMemberId?: InputMaybe<Scalars['UUID']['input']>;
};

export type SequenceSenderFilterInput = {
  and?: InputMaybe<Array<SequenceSenderFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  dailyLimit?: InputMaybe<FloatFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  identifier?: InputMaybe<StringFilter>;
  messageStatus?: InputMaybe<SequenceSenderMessageStatusEnumFilter>;
  not?: InputMaybe<SequenceSenderFilterInput>;
  or?: InputMaybe<Array<SequenceSenderFilterInput>>;
  platformType?: InputMaybe<SequenceSenderPlatformTypeEnumFilter>;
  sequenceId?: InputMaybe<UuidFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workspaceMemberId?: InputMaybe<UuidFilter>;
};

export type SequenceSenderMessageStatusEnum =
  | 'ACTIVE'
  | 'FAILED'
  | 'PAUSED';

export type SequenceSenderMessageStatusEnumFilter = {
  eq?: InputMaybe<SequenceSenderMessageStatusEnum>;
  in?: InputMaybe<Array<SequenceSenderMessageStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<SequenceSenderMessageStatusEnum>;
};

export type SequenceSenderOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  dailyLimit?: InputMaybe<OrderByDirection>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  identifier?: InputMaybe<OrderByDirection>;
  messageStatus?: InputMaybe<OrderByDirection>;
  platformType?: InputMaybe<OrderByDirection>;
  sequenceId?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workspaceMemberId?: InputMaybe<OrderByDirection>;
};

export type SequenceSenderPlatformTypeEnum =
  | 'EMAIL'
  | 'LINKEDIN'
  | 'WHATSAPP';

export type SequenceSenderPlatformTypeEnumFilter = {
  eq?: InputMaybe<SequenceSenderPlatformTypeEnum>;
  in?: InputMaybe<Array<SequenceSenderPlatformTypeEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<SequenceSenderPlatformTypeEnum>;
};

export type SequenceSenderRelationInput = {
  connect?: InputMaybe<SequenceSenderConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SequenceSenderUpdateInput = {
  dailyLimit?: InputMaybe<Scalars['Float']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  messageStatus?: InputMaybe<SequenceSenderMessageStatusEnum>;
  platformType?: InputMaybe<SequenceSenderPlatformTypeEnum>;
  sequence?: InputMaybe<SequenceRelationInput>;
  sequenceId?: InputMaybe<Scalars['UUID']['input']>;
  workspaceMember?: InputMaybe<WorkspaceMemberRelationInput>;
  workspaceMemberId?: InputMaybe<Scalars['UUID']['input']>;
};

export type SequenceSenderWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type SequenceStatusEnum =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'DRAFT';

export type SequenceStatusEnumFilter = {
  eq?: InputMaybe<SequenceStatusEnum>;
  in?: InputMaybe<Array<SequenceStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<SequenceStatusEnum>;
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

export type SequenceUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  settings?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<SequenceStatusEnum>;
};

export type SequenceWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type StepsDiffType =
  | 'CHANGE'
  | 'CREATE'
  | 'REMOVE';

/** like and ilike: a value without % or _ matches as 'contains'; with them it is the pattern itself. */
export type StringFilter = {
  endsWith?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
  gt?: InputMaybe<Scalars['String']['input']>;
  gte?: InputMaybe<Scalars['String']['input']>;
  ilike?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  is?: InputMaybe<FilterIs>;
  like?: InputMaybe<Scalars['String']['input']>;
  lt?: InputMaybe<Scalars['String']['input']>;
  lte?: InputMaybe<Scalars['String']['input']>;
  neq?: InputMaybe<Scalars['String']['input']>;
  startsWith?: InputMaybe<Scalars['String']['input']>;
};

export type TaskConnectInput = {
  where: TaskWhereUniqueInput;
};

export type TaskCreateInput = {
  assignee?: InputMaybe<WorkspaceMemberRelationInput>;
  assigneeId?: InputMaybe<Scalars['UUID']['input']>;
  body?: InputMaybe<Scalars['String']['input']>;
  bodyV2?: InputMaybe<RichTextV2CreateInput>;
  createdBy?: InputMaybe<ActorCreateInput>;
  dueAt?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<TaskStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type TaskFilterInput = {
  and?: InputMaybe<Array<TaskFilterInput>>;
  assigneeId?: InputMaybe<UuidFilter>;
  body?: InputMaybe<StringFilter>;
  bodyV2?: InputMaybe<RichTextV2Filter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  dueAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<TaskFilterInput>;
  or?: InputMaybe<Array<TaskFilterInput>>;
  position?: InputMaybe<FloatFilter>;
  status?: InputMaybe<TaskStatusEnumFilter>;
  title?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type TaskOrderByInput = {
  assigneeId?: InputMaybe<OrderByDirection>;
  body?: InputMaybe<OrderByDirection>;
  bodyV2?: InputMaybe<RichTextV2OrderByInput>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  dueAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  position?: InputMaybe<OrderByDirection>;
  status?: InputMaybe<OrderByDirection>;
  title?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type TaskRelationInput = {
  connect?: InputMaybe<TaskConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TaskStatusEnum =
  | 'DONE'
  | 'IN_PROGRESS'
  | 'TODO';

export type TaskStatusEnumFilter = {
  eq?: InputMaybe<TaskStatusEnum>;
  in?: InputMaybe<Array<TaskStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<TaskStatusEnum>;
};

export type TaskTargetConnectInput = {
  where: TaskTargetWhereUniqueInput;
};

export type TaskTargetCreateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
};

export type TaskTargetFilterInput = {
  and?: InputMaybe<Array<TaskTargetFilterInput>>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  not?: InputMaybe<TaskTargetFilterInput>;
  opportunityId?: InputMaybe<UuidFilter>;
  or?: InputMaybe<Array<TaskTargetFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  taskId?: InputMaybe<UuidFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type TaskTargetOrderByInput = {
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  opportunityId?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  taskId?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type TaskTargetRelationInput = {
  connect?: InputMaybe<TaskTargetConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TaskTargetUpdateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
};

export type TaskTargetWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type TaskUpdateInput = {
  assignee?: InputMaybe<WorkspaceMemberRelationInput>;
  assigneeId?: InputMaybe<Scalars['UUID']['input']>;
  body?: InputMaybe<Scalars['String']['input']>;
  bodyV2?: InputMaybe<RichTextV2UpdateInput>;
  dueAt?: InputMaybe<Scalars['DateTime']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<TaskStatusEnum>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type TaskWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type TimelineActivityConnectInput = {
  where: TimelineActivityWhereUniqueInput;
};

export type TimelineActivityCreateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  createdBy?: InputMaybe<ActorCreateInput>;
  dashboardId?: InputMaybe<Scalars['UUID']['input']>;
  happensAt?: InputMaybe<Scalars['DateTime']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  linkedObjectMetadataId?: InputMaybe<Scalars['UUID']['input']>;
  linkedRecordCachedName?: InputMaybe<Scalars['String']['input']>;
  linkedRecordId?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  properties?: InputMaybe<Scalars['JSON']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
  workflowRun?: InputMaybe<WorkflowRunRelationInput>;
  workflowRunId?: InputMaybe<Scalars['UUID']['input']>;
  workflowVersion?: InputMaybe<WorkflowVersionRelationInput>;
  workflowVersionId?: InputMaybe<Scalars['UUID']['input']>;
  workspaceMember?: InputMaybe<WorkspaceMemberRelationInput>;
  workspaceMemberId?: InputMaybe<Scalars['UUID']['input']>;
};

export type TimelineActivityFilterInput = {
  and?: InputMaybe<Array<TimelineActivityFilterInput>>;
  companyId?: InputMaybe<UuidFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  dashboardId?: InputMaybe<UuidFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  happensAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  linkedObjectMetadataId?: InputMaybe<UuidFilter>;
  linkedRecordCachedName?: InputMaybe<StringFilter>;
  linkedRecordId?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<TimelineActivityFilterInput>;
  noteId?: InputMaybe<UuidFilter>;
  opportunityId?: InputMaybe<UuidFilter>;
  or?: InputMaybe<Array<TimelineActivityFilterInput>>;
  personId?: InputMaybe<UuidFilter>;
  properties?: InputMaybe<RawJsonFilter>;
  taskId?: InputMaybe<UuidFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workflowId?: InputMaybe<UuidFilter>;
  workflowRunId?: InputMaybe<UuidFilter>;
  workflowVersionId?: InputMaybe<UuidFilter>;
  workspaceMemberId?: InputMaybe<UuidFilter>;
};

export type TimelineActivityOrderByInput = {
  companyId?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  dashboardId?: InputMaybe<OrderByDirection>;
  deletedAt?: InputMaybe<OrderByDirection>;
  happensAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  linkedObjectMetadataId?: InputMaybe<OrderByDirection>;
  linkedRecordCachedName?: InputMaybe<OrderByDirection>;
  linkedRecordId?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  noteId?: InputMaybe<OrderByDirection>;
  opportunityId?: InputMaybe<OrderByDirection>;
  personId?: InputMaybe<OrderByDirection>;
  taskId?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workflowId?: InputMaybe<OrderByDirection>;
  workflowRunId?: InputMaybe<OrderByDirection>;
  workflowVersionId?: InputMaybe<OrderByDirection>;
  workspaceMemberId?: InputMaybe<OrderByDirection>;
};

export type TimelineActivityRelationInput = {
  connect?: InputMaybe<TimelineActivityConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TimelineActivityUpdateInput = {
  company?: InputMaybe<CompanyRelationInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  dashboardId?: InputMaybe<Scalars['UUID']['input']>;
  happensAt?: InputMaybe<Scalars['DateTime']['input']>;
  linkedObjectMetadataId?: InputMaybe<Scalars['UUID']['input']>;
  linkedRecordCachedName?: InputMaybe<Scalars['String']['input']>;
  linkedRecordId?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<NoteRelationInput>;
  noteId?: InputMaybe<Scalars['UUID']['input']>;
  opportunity?: InputMaybe<OpportunityRelationInput>;
  opportunityId?: InputMaybe<Scalars['UUID']['input']>;
  person?: InputMaybe<PersonRelationInput>;
  personId?: InputMaybe<Scalars['UUID']['input']>;
  properties?: InputMaybe<Scalars['JSON']['input']>;
  task?: InputMaybe<TaskRelationInput>;
  taskId?: InputMaybe<Scalars['UUID']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
  workflowRun?: InputMaybe<WorkflowRunRelationInput>;
  workflowRunId?: InputMaybe<Scalars['UUID']['input']>;
  workflowVersion?: InputMaybe<WorkflowVersionRelationInput>;
  workflowVersionId?: InputMaybe<Scalars['UUID']['input']>;
  workspaceMember?: InputMaybe<WorkspaceMemberRelationInput>;
  workspaceMemberId?: InputMaybe<Scalars['UUID']['input']>;
};

export type TimelineActivityWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type UuidFilter = {
  eq?: InputMaybe<Scalars['UUID']['input']>;
  in?: InputMaybe<Array<Scalars['UUID']['input']>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<Scalars['UUID']['input']>;
};

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

export type WorkflowConnectInput = {
  where: WorkflowWhereUniqueInput;
};

export type WorkflowCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  webhookSecret?: InputMaybe<Scalars['String']['input']>;
};

export type WorkflowFilterInput = {
  and?: InputMaybe<Array<WorkflowFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  lastPublishedVersionId?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<WorkflowFilterInput>;
  or?: InputMaybe<Array<WorkflowFilterInput>>;
  statuses?: InputMaybe<WorkflowStatusesEnumListFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
};

export type WorkflowOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  lastPublishedVersionId?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  statuses?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
};

export type WorkflowRelationInput = {
  connect?: InputMaybe<WorkflowConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type WorkflowRunConnectInput = {
  where: WorkflowRunWhereUniqueInput;
};

export type WorkflowRunFilterInput = {
  and?: InputMaybe<Array<WorkflowRunFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  endedAt?: InputMaybe<DateTimeFilter>;
  enqueuedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<WorkflowRunFilterInput>;
  or?: InputMaybe<Array<WorkflowRunFilterInput>>;
  startedAt?: InputMaybe<DateTimeFilter>;
  state?: InputMaybe<RawJsonFilter>;
  status?: InputMaybe<WorkflowRunStatusEnumFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workflowId?: InputMaybe<UuidFilter>;
  workflowVersionId?: InputMaybe<UuidFilter>;
};

export type WorkflowRunOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  endedAt?: InputMaybe<OrderByDirection>;
  enqueuedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  startedAt?: InputMaybe<OrderByDirection>;
  status?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workflowId?: InputMaybe<OrderByDirection>;
  workflowVersionId?: InputMaybe<OrderByDirection>;
};

export type WorkflowRunRelationInput = {
  connect?: InputMaybe<WorkflowRunConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type WorkflowRunStatusEnum =
  | 'COMPLETED'
  | 'ENQUEUED'
  | 'FAILED'
  | 'NOT_STARTED'
  | 'RUNNING'
  | 'STOPPED';

export type WorkflowRunStatusEnumFilter = {
  eq?: InputMaybe<WorkflowRunStatusEnum>;
  in?: InputMaybe<Array<WorkflowRunStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<WorkflowRunStatusEnum>;
};

export type WorkflowRunWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type WorkflowStatusesEnum =
  | 'ACTIVE'
  | 'DEACTIVATED'
  | 'DRAFT';

export type WorkflowStatusesEnumListFilter = {
  /** Holds at least one of the values. */
  containsAny?: InputMaybe<Array<WorkflowStatusesEnum>>;
  /** Holds exactly these values (any order). */
  eq?: InputMaybe<Array<WorkflowStatusesEnum>>;
  is?: InputMaybe<FilterIs>;
};

export type WorkflowTemplateType =
  | 'CUSTOMER_SUCCESS_HANDOFF'
  | 'DEAL_FROM_COMPANY'
  | 'DEAL_FROM_PERSON'
  | 'INBOUND_LEAD_TRIAGE';

export type WorkflowUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  webhookSecret?: InputMaybe<Scalars['String']['input']>;
};

export type WorkflowVersionConnectInput = {
  where: WorkflowVersionWhereUniqueInput;
};

export type WorkflowVersionCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  steps?: InputMaybe<Scalars['JSON']['input']>;
  trigger?: InputMaybe<Scalars['JSON']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
};

export type WorkflowVersionFilterInput = {
  and?: InputMaybe<Array<WorkflowVersionFilterInput>>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  name?: InputMaybe<StringFilter>;
  not?: InputMaybe<WorkflowVersionFilterInput>;
  or?: InputMaybe<Array<WorkflowVersionFilterInput>>;
  status?: InputMaybe<WorkflowVersionStatusEnumFilter>;
  steps?: InputMaybe<RawJsonFilter>;
  trigger?: InputMaybe<RawJsonFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  workflowId?: InputMaybe<UuidFilter>;
};

export type WorkflowVersionOrderByInput = {
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<OrderByDirection>;
  status?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  workflowId?: InputMaybe<OrderByDirection>;
};

export type WorkflowVersionRelationInput = {
  connect?: InputMaybe<WorkflowVersionConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type WorkflowVersionStatusEnum =
  | 'ACTIVE'
  | 'ARCHIVED'
  | 'DEACTIVATED'
  | 'DRAFT';

export type WorkflowVersionStatusEnumFilter = {
  eq?: InputMaybe<WorkflowVersionStatusEnum>;
  in?: InputMaybe<Array<WorkflowVersionStatusEnum>>;
  is?: InputMaybe<FilterIs>;
  neq?: InputMaybe<WorkflowVersionStatusEnum>;
};

export type WorkflowVersionUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  workflow?: InputMaybe<WorkflowRelationInput>;
  workflowId?: InputMaybe<Scalars['UUID']['input']>;
};

export type WorkflowVersionWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type WorkflowWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type WorkspaceMemberConnectInput = {
  where: WorkspaceMemberWhereUniqueInput;
};

export type WorkspaceMemberFilterInput = {
  and?: InputMaybe<Array<WorkspaceMemberFilterInput>>;
  colorScheme?: InputMaybe<StringFilter>;
  createdAt?: InputMaybe<DateTimeFilter>;
  createdBy?: InputMaybe<ActorFilter>;
  deletedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<UuidFilter>;
  locale?: InputMaybe<StringFilter>;
  name?: InputMaybe<FullNameFilter>;
  not?: InputMaybe<WorkspaceMemberFilterInput>;
  or?: InputMaybe<Array<WorkspaceMemberFilterInput>>;
  timeZone?: InputMaybe<StringFilter>;
  updatedAt?: InputMaybe<DateTimeFilter>;
  updatedBy?: InputMaybe<ActorFilter>;
  userEmail?: InputMaybe<StringFilter>;
};

export type WorkspaceMemberOrderByInput = {
  colorScheme?: InputMaybe<OrderByDirection>;
  createdAt?: InputMaybe<OrderByDirection>;
  createdBy?: InputMaybe<ActorOrderByInput>;
  deletedAt?: InputMaybe<OrderByDirection>;
  id?: InputMaybe<OrderByDirection>;
  locale?: InputMaybe<OrderByDirection>;
  name?: InputMaybe<FullNameOrderByInput>;
  timeZone?: InputMaybe<OrderByDirection>;
  updatedAt?: InputMaybe<OrderByDirection>;
  updatedBy?: InputMaybe<ActorOrderByInput>;
  userEmail?: InputMaybe<OrderByDirection>;
};

export type WorkspaceMemberRelationInput = {
  connect?: InputMaybe<WorkspaceMemberConnectInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type WorkspaceMemberWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
};

export type SdkPersonFieldsFragment = { __typename?: 'Person', id: string, jobTitle?: string | null, city?: string | null, companyId?: string | null, createdAt: string, updatedAt: string, name?: { __typename?: 'FullName', firstName?: string | null, lastName?: string | null } | null, emails?: { __typename?: 'Emails', primaryEmail?: string | null } | null };

export type SdkPeopleQueryVariables = Exact<{
  filter?: InputMaybe<PersonFilterInput>;
  orderBy?: InputMaybe<Array<PersonOrderByInput> | PersonOrderByInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SdkPeopleQuery = { __typename?: 'Query', people: { __typename?: 'PersonConnection', totalCount: number, edges: Array<{ __typename?: 'PersonEdge', cursor: string, node: { __typename?: 'Person', id: string, jobTitle?: string | null, city?: string | null, companyId?: string | null, createdAt: string, updatedAt: string, name?: { __typename?: 'FullName', firstName?: string | null, lastName?: string | null } | null, emails?: { __typename?: 'Emails', primaryEmail?: string | null } | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SdkPersonQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type SdkPersonQuery = { __typename?: 'Query', person?: { __typename?: 'Person', id: string, jobTitle?: string | null, city?: string | null, companyId?: string | null, createdAt: string, updatedAt: string, name?: { __typename?: 'FullName', firstName?: string | null, lastName?: string | null } | null, emails?: { __typename?: 'Emails', primaryEmail?: string | null } | null } | null };

export type SdkCreatePersonMutationVariables = Exact<{
  data: PersonCreateInput;
}>;


export type SdkCreatePersonMutation = { __typename?: 'Mutation', createPerson?: { __typename?: 'Person', id: string, jobTitle?: string | null, city?: string | null, companyId?: string | null, createdAt: string, updatedAt: string, name?: { __typename?: 'FullName', firstName?: string | null, lastName?: string | null } | null, emails?: { __typename?: 'Emails', primaryEmail?: string | null } | null } | null };

export type SdkUpdatePersonMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  data: PersonUpdateInput;
}>;


export type SdkUpdatePersonMutation = { __typename?: 'Mutation', updatePerson?: { __typename?: 'Person', id: string, jobTitle?: string | null, city?: string | null, companyId?: string | null, createdAt: string, updatedAt: string, name?: { __typename?: 'FullName', firstName?: string | null, lastName?: string | null } | null, emails?: { __typename?: 'Emails', primaryEmail?: string | null } | null } | null };

export type SdkDeletePersonMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type SdkDeletePersonMutation = { __typename?: 'Mutation', deletePerson?: { __typename?: 'Person', id: string, deletedAt?: string | null } | null };

export type SdkSearchQueryVariables = Exact<{
  searchInput: Scalars['String']['input'];
  includedObjectNameSingulars?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  excludedObjectNameSingulars?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SdkSearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchConnection', edges: Array<{ __typename?: 'SearchEdge', cursor: string, node: { __typename?: 'SearchRecord', recordId: string, objectNameSingular: string, label: string, imageUrl?: string | null, tsRank: number, tsRankCD: number } }>, pageInfo: { __typename?: 'SearchPageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SdkEnrollInSequenceMutationVariables = Exact<{
  data: SequencePersonCreateInput;
}>;


export type SdkEnrollInSequenceMutation = { __typename?: 'Mutation', createSequencePerson?: { __typename?: 'SequencePerson', id: string, sequenceId: string, personId: string, status?: SequencePersonStatusEnum | null } | null };

export type SdkEnrollManyInSequenceMutationVariables = Exact<{
  data: Array<SequencePersonCreateInput> | SequencePersonCreateInput;
}>;


export type SdkEnrollManyInSequenceMutation = { __typename?: 'Mutation', createSequencePeople?: Array<{ __typename?: 'SequencePerson', id: string, sequenceId: string, personId: string, status?: SequencePersonStatusEnum | null }> | null };

export type SdkRunWorkflowVersionMutationVariables = Exact<{
  input: RunWorkflowVersionInput;
}>;


export type SdkRunWorkflowVersionMutation = { __typename?: 'Mutation', runWorkflowVersion: { __typename?: 'RunWorkflowVersionResult', workflowRunId: string } };

export const SdkPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdkPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SdkPersonFieldsFragment, unknown>;
export const SdkPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdkPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonOrderByInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdkPersonFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdkPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SdkPeopleQuery, SdkPeopleQueryVariables>;
export const SdkPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdkPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdkPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdkPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SdkPersonQuery, SdkPersonQueryVariables>;
export const SdkCreatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdkCreatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdkPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdkPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SdkCreatePersonMutation, SdkCreatePersonMutationVariables>;
export const SdkUpdatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdkUpdatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SdkPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SdkPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SdkUpdatePersonMutation, SdkUpdatePersonMutationVariables>;
export const SdkDeletePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdkDeletePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}}]}}]} as unknown as DocumentNode<SdkDeletePersonMutation, SdkDeletePersonMutationVariables>;
export const SdkSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdkSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includedObjectNameSingulars"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludedObjectNameSingulars"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"includedObjectNameSingulars"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includedObjectNameSingulars"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludedObjectNameSingulars"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludedObjectNameSingulars"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"objectNameSingular"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tsRank"}},{"kind":"Field","name":{"kind":"Name","value":"tsRankCD"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SdkSearchQuery, SdkSearchQueryVariables>;
export const SdkEnrollInSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdkEnrollInSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SequencePersonCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSequencePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SdkEnrollInSequenceMutation, SdkEnrollInSequenceMutationVariables>;
export const SdkEnrollManyInSequenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdkEnrollManyInSequence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SequencePersonCreateInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSequencePeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceId"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SdkEnrollManyInSequenceMutation, SdkEnrollManyInSequenceMutationVariables>;
export const SdkRunWorkflowVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdkRunWorkflowVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunWorkflowVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runWorkflowVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowRunId"}}]}}]}}]} as unknown as DocumentNode<SdkRunWorkflowVersionMutation, SdkRunWorkflowVersionMutationVariables>;