import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApiRecord } from '../src/records/codec/row-to-record.ts';
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

export type Actor = {
  __typename?: 'Actor';
  name?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  workspaceMemberId?: Maybe<Scalars['String']['output']>;
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

export type Address = {
  __typename?: 'Address';
  addressCity?: Maybe<Scalars['String']['output']>;
  addressCountry?: Maybe<Scalars['String']['output']>;
  addressLat?: Maybe<Scalars['Float']['output']>;
  addressLng?: Maybe<Scalars['Float']['output']>;
  addressPostcode?: Maybe<Scalars['String']['output']>;
  addressState?: Maybe<Scalars['String']['output']>;
  addressStreet1?: Maybe<Scalars['String']['output']>;
  addressStreet2?: Maybe<Scalars['String']['output']>;
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

/** A file attached to a person, company, opportunity, note, task or workflow: its name and where it is stored (the file itself is not kept here). */
export type Attachment = {
  __typename?: 'Attachment';
  author?: Maybe<WorkspaceMember>;
  authorId?: Maybe<Scalars['UUID']['output']>;
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  dashboardId?: Maybe<Scalars['UUID']['output']>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  fileCategory: AttachmentFileCategoryEnum;
  fullPath?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Note>;
  noteId?: Maybe<Scalars['UUID']['output']>;
  opportunity?: Maybe<Opportunity>;
  opportunityId?: Maybe<Scalars['UUID']['output']>;
  person?: Maybe<Person>;
  personId?: Maybe<Scalars['UUID']['output']>;
  task?: Maybe<Task>;
  taskId?: Maybe<Scalars['UUID']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workflow?: Maybe<Workflow>;
  workflowId?: Maybe<Scalars['UUID']['output']>;
};

export type AttachmentConnectInput = {
  where: AttachmentWhereUniqueInput;
};

export type AttachmentConnection = {
  __typename?: 'AttachmentConnection';
  edges: Array<AttachmentEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type AttachmentEdge = {
  __typename?: 'AttachmentEdge';
  cursor: Scalars['String']['output'];
  node: Attachment;
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

/** A company: an account, prospect or partner. */
export type Company = {
  __typename?: 'Company';
  accountOwner?: Maybe<WorkspaceMember>;
  accountOwnerId?: Maybe<Scalars['UUID']['output']>;
  address?: Maybe<Address>;
  annualRecurringRevenue?: Maybe<Currency>;
  attachments: AttachmentConnection;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  domainName?: Maybe<Links>;
  employees?: Maybe<Scalars['Float']['output']>;
  favorites: FavoriteConnection;
  id: Scalars['UUID']['output'];
  idealCustomerProfile: Scalars['Boolean']['output'];
  industry?: Maybe<Scalars['String']['output']>;
  linkedinLink?: Maybe<Links>;
  name?: Maybe<Scalars['String']['output']>;
  noteTargets: NoteTargetConnection;
  opportunities: OpportunityConnection;
  people: PersonConnection;
  position?: Maybe<Scalars['Float']['output']>;
  tagline?: Maybe<Scalars['String']['output']>;
  taskTargets: TaskTargetConnection;
  timelineActivities: TimelineActivityConnection;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workPolicy: Array<CompanyWorkPolicyEnum>;
  xLink?: Maybe<Links>;
};


/** A company: an account, prospect or partner. */
export type CompanyAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


/** A company: an account, prospect or partner. */
export type CompanyFavoritesArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


/** A company: an account, prospect or partner. */
export type CompanyNoteTargetsArgs = {
  filter?: InputMaybe<NoteTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NoteTargetOrderByInput>>;
};


/** A company: an account, prospect or partner. */
export type CompanyOpportunitiesArgs = {
  filter?: InputMaybe<OpportunityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OpportunityOrderByInput>>;
};


/** A company: an account, prospect or partner. */
export type CompanyPeopleArgs = {
  filter?: InputMaybe<PersonFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<PersonOrderByInput>>;
};


/** A company: an account, prospect or partner. */
export type CompanyTaskTargetsArgs = {
  filter?: InputMaybe<TaskTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskTargetOrderByInput>>;
};


/** A company: an account, prospect or partner. */
export type CompanyTimelineActivitiesArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};

export type CompanyConnectInput = {
  where: CompanyWhereUniqueInput;
};

export type CompanyConnection = {
  __typename?: 'CompanyConnection';
  edges: Array<CompanyEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type CompanyEdge = {
  __typename?: 'CompanyEdge';
  cursor: Scalars['String']['output'];
  node: Company;
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

export type Currency = {
  __typename?: 'Currency';
  amountMicros?: Maybe<Scalars['Float']['output']>;
  currencyCode?: Maybe<Scalars['String']['output']>;
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

export type DuplicateSequenceResult = {
  __typename?: 'DuplicateSequenceResult';
  duplicatedPeopleCount: Scalars['Int']['output'];
  duplicatedSendersCount: Scalars['Int']['output'];
  newSequenceId: Scalars['UUID']['output'];
  success: Scalars['Boolean']['output'];
  warnings: Array<Scalars['String']['output']>;
};

export type Emails = {
  __typename?: 'Emails';
  additionalEmails?: Maybe<Scalars['JSON']['output']>;
  primaryEmail?: Maybe<Scalars['String']['output']>;
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

/** A record a workspace member keeps at hand (the favorites of the left menu in Twenty). */
export type Favorite = {
  __typename?: 'Favorite';
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  dashboardId?: Maybe<Scalars['UUID']['output']>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  forWorkspaceMember?: Maybe<WorkspaceMember>;
  forWorkspaceMemberId?: Maybe<Scalars['UUID']['output']>;
  id: Scalars['UUID']['output'];
  note?: Maybe<Note>;
  noteId?: Maybe<Scalars['UUID']['output']>;
  opportunity?: Maybe<Opportunity>;
  opportunityId?: Maybe<Scalars['UUID']['output']>;
  person?: Maybe<Person>;
  personId?: Maybe<Scalars['UUID']['output']>;
  position: Scalars['Float']['output'];
  task?: Maybe<Task>;
  taskId?: Maybe<Scalars['UUID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  viewId?: Maybe<Scalars['UUID']['output']>;
  workflow?: Maybe<Workflow>;
  workflowId?: Maybe<Scalars['UUID']['output']>;
  workflowRun?: Maybe<WorkflowRun>;
  workflowRunId?: Maybe<Scalars['UUID']['output']>;
  workflowVersion?: Maybe<WorkflowVersion>;
  workflowVersionId?: Maybe<Scalars['UUID']['output']>;
};

export type FavoriteConnectInput = {
  where: FavoriteWhereUniqueInput;
};

export type FavoriteConnection = {
  __typename?: 'FavoriteConnection';
  edges: Array<FavoriteEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type FavoriteEdge = {
  __typename?: 'FavoriteEdge';
  cursor: Scalars['String']['output'];
  node: Favorite;
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

export type FullName = {
  __typename?: 'FullName';
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
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

export type Links = {
  __typename?: 'Links';
  primaryLinkLabel?: Maybe<Scalars['String']['output']>;
  primaryLinkUrl?: Maybe<Scalars['String']['output']>;
  secondaryLinks?: Maybe<Scalars['JSON']['output']>;
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

/** One message of a thread. Listing messages needs a thread: `?messageThreadId=` or a `messageThreadId[eq]:` filter. */
export type Message = {
  __typename?: 'Message';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The Message-ID header (email), by which replies find their thread. */
  headerMessageId?: Maybe<Scalars['String']['output']>;
  /** The Message-IDs it replies to (In-Reply-To and References): a message that arrives after its reply finds the thread by them. */
  headerReferences?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['UUID']['output'];
  messageChannelMessageAssociations: MessageChannelMessageAssociationConnection;
  messageParticipants: MessageParticipantConnection;
  messageThread?: Maybe<MessageThread>;
  messageThreadId: Scalars['UUID']['output'];
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** One message of a thread. Listing messages needs a thread: `?messageThreadId=` or a `messageThreadId[eq]:` filter. */
export type MessageMessageChannelMessageAssociationsArgs = {
  filter?: InputMaybe<MessageChannelMessageAssociationFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageChannelMessageAssociationOrderByInput>>;
};


/** One message of a thread. Listing messages needs a thread: `?messageThreadId=` or a `messageThreadId[eq]:` filter. */
export type MessageMessageParticipantsArgs = {
  filter?: InputMaybe<MessageParticipantFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageParticipantOrderByInput>>;
};

/** Where messages come from and go: an email address, a LinkedIn profile, a phone number. */
export type MessageChannel = {
  __typename?: 'MessageChannel';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  handle: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  /** An email channel synced over IMAP: written as {host, port, secure, username, password}, whole (the password is required: it is stored encrypted under CRM_SECRET_KEY and never answered); answered as {host, port, secure, username, hasPassword}. null stops the sync. */
  imapSettings?: Maybe<Scalars['JSON']['output']>;
  lastSyncedAt?: Maybe<Scalars['DateTime']['output']>;
  messageChannelMessageAssociations: MessageChannelMessageAssociationConnection;
  /** Where the IMAP sync is in each mailbox: {"INBOX": {"uidValidity": "...", "lastUid": n}, "Sent": {...}}. */
  syncCursor?: Maybe<Scalars['JSON']['output']>;
  syncError?: Maybe<Scalars['String']['output']>;
  syncStatus?: Maybe<MessageChannelSyncStatusEnum>;
  type: MessageChannelTypeEnum;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** Where messages come from and go: an email address, a LinkedIn profile, a phone number. */
export type MessageChannelMessageChannelMessageAssociationsArgs = {
  filter?: InputMaybe<MessageChannelMessageAssociationFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageChannelMessageAssociationOrderByInput>>;
};

export type MessageChannelConnectInput = {
  where: MessageChannelWhereUniqueInput;
};

export type MessageChannelConnection = {
  __typename?: 'MessageChannelConnection';
  edges: Array<MessageChannelEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type MessageChannelCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  imapSettings?: InputMaybe<Scalars['JSON']['input']>;
  type?: InputMaybe<MessageChannelTypeEnum>;
};

export type MessageChannelEdge = {
  __typename?: 'MessageChannelEdge';
  cursor: Scalars['String']['output'];
  node: MessageChannel;
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

/** A message as one channel holds it: its direction and its id there. */
export type MessageChannelMessageAssociation = {
  __typename?: 'MessageChannelMessageAssociation';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  direction?: Maybe<MessageChannelMessageAssociationDirectionEnum>;
  id: Scalars['UUID']['output'];
  message?: Maybe<Message>;
  messageChannel?: Maybe<MessageChannel>;
  messageChannelId: Scalars['UUID']['output'];
  /** The message's id on its channel (an IMAP UID, a provider id). */
  messageExternalId?: Maybe<Scalars['String']['output']>;
  messageId: Scalars['UUID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};

export type MessageChannelMessageAssociationConnectInput = {
  where: MessageChannelMessageAssociationWhereUniqueInput;
};

export type MessageChannelMessageAssociationConnection = {
  __typename?: 'MessageChannelMessageAssociationConnection';
  edges: Array<MessageChannelMessageAssociationEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type MessageChannelMessageAssociationEdge = {
  __typename?: 'MessageChannelMessageAssociationEdge';
  cursor: Scalars['String']['output'];
  node: MessageChannelMessageAssociation;
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

export type MessageConnection = {
  __typename?: 'MessageConnection';
  edges: Array<MessageEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type MessageEdge = {
  __typename?: 'MessageEdge';
  cursor: Scalars['String']['output'];
  node: Message;
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

/** Who sent or received a message (role from, to, cc or bcc), matched to a person or workspace member by handle. */
export type MessageParticipant = {
  __typename?: 'MessageParticipant';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  /** The address, phone number or profile URL, as the message gave it. */
  handle?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  message?: Maybe<Message>;
  messageId: Scalars['UUID']['output'];
  person?: Maybe<Person>;
  personId?: Maybe<Scalars['UUID']['output']>;
  role?: Maybe<MessageParticipantRoleEnum>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workspaceMember?: Maybe<WorkspaceMember>;
  workspaceMemberId?: Maybe<Scalars['UUID']['output']>;
};

export type MessageParticipantConnectInput = {
  where: MessageParticipantWhereUniqueInput;
};

export type MessageParticipantConnection = {
  __typename?: 'MessageParticipantConnection';
  edges: Array<MessageParticipantEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type MessageParticipantEdge = {
  __typename?: 'MessageParticipantEdge';
  cursor: Scalars['String']['output'];
  node: MessageParticipant;
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

/** A conversation: the messages that reply to one another, on any channel. */
export type MessageThread = {
  __typename?: 'MessageThread';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  /** When its latest message was received. */
  lastMessageAt?: Maybe<Scalars['DateTime']['output']>;
  messages: MessageConnection;
  /** The subject of its first message. */
  subject?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** A conversation: the messages that reply to one another, on any channel. */
export type MessageThreadMessagesArgs = {
  filter?: InputMaybe<MessageFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageOrderByInput>>;
};

export type MessageThreadConnectInput = {
  where: MessageThreadWhereUniqueInput;
};

export type MessageThreadConnection = {
  __typename?: 'MessageThreadConnection';
  edges: Array<MessageThreadEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type MessageThreadEdge = {
  __typename?: 'MessageThreadEdge';
  cursor: Scalars['String']['output'];
  node: MessageThread;
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets senders' messageStatus: actionType `message` makes one ACTIVE (it sends and is assigned to enrollments), `pause` makes it PAUSED. True when done. */
  activateSequenceSenders: Scalars['Boolean']['output'];
  /**
   * Makes a DRAFT version (or the workflow's last published version, DEACTIVATED) the workflow's
   * ACTIVE one, in one transaction: checks it (a trigger that can fire, every step valid, no next
   * step id naming no step, every step reached from the trigger, no cycle, no step writing an
   * object this key may not write: every fault is named in the error, each step's with its id,
   * and the version stays as it was), keeps this key's role for its runs' writes, deactivates the
   * last published version if ACTIVE and makes it ARCHIVED, registers the trigger and sets the
   * workflow's lastPublishedVersionId. Any other version ("Cannot activate non-draft or
   * non-last-published version") is an error. True when done.
   */
  activateWorkflowVersion: Scalars['Boolean']['output'];
  createAttachment?: Maybe<Attachment>;
  createAttachments?: Maybe<Array<Attachment>>;
  createCompanies?: Maybe<Array<Company>>;
  createCompany?: Maybe<Company>;
  /** A new DRAFT version of the workflow with the trigger and steps of another version (which is unchanged). */
  createDraftFromWorkflowVersion: WorkflowVersion;
  createFavorite?: Maybe<Favorite>;
  createFavorites?: Maybe<Array<Favorite>>;
  createMessageChannel?: Maybe<MessageChannel>;
  createMessageChannels?: Maybe<Array<MessageChannel>>;
  createNote?: Maybe<Note>;
  createNoteTarget?: Maybe<NoteTarget>;
  createNoteTargets?: Maybe<Array<NoteTarget>>;
  createNotes?: Maybe<Array<Note>>;
  createOpportunities?: Maybe<Array<Opportunity>>;
  createOpportunity?: Maybe<Opportunity>;
  createPeople?: Maybe<Array<Person>>;
  createPerson?: Maybe<Person>;
  createSequence?: Maybe<Sequence>;
  /**
   * A DRAFT sequence made from a template: LINKEDIN_OUTREACH, MULTI_CHANNEL_OUTREACH,
   * LINKEDIN_CONNECTION, PHONE_CONDITIONAL. Its sending steps need senders (and texts) before it
   * can be activated.
   */
  createSequenceFromTemplate: CreateSequenceFromTemplateResult;
  createSequencePeople?: Maybe<Array<SequencePerson>>;
  createSequencePerson?: Maybe<SequencePerson>;
  createSequenceSender?: Maybe<SequenceSender>;
  createSequenceSenders?: Maybe<Array<SequenceSender>>;
  /**
   * Adds a step of `stepType` (SEND_EMAIL, SEND_LINKEDIN, SEND_LINKEDIN_CONNECTION, SEND_WHATSAPP,
   * DELAY, CREATE_TASK, CREATE_NOTE, HAS_EMAIL_ADDRESS, HAS_LINKEDIN_URL, HAS_PHONE_NUMBER,
   * REPLIED_TO_EMAIL) with an empty input (valid: false until filled in). After `parentStepId`,
   * taking over its next step ids (before `nextStepId` only, when given); `isFirstStep` makes it
   * the entry, leading to the previous entry. Answers what changed, not the step: read the
   * sequence to learn its id. An unknown type is the error `SequenceActionType '<x>' unknown`.
   */
  createSequenceStep: SequenceStepsChange;
  createSequences?: Maybe<Array<Sequence>>;
  createTask?: Maybe<Task>;
  createTaskTarget?: Maybe<TaskTarget>;
  createTaskTargets?: Maybe<Array<TaskTarget>>;
  createTasks?: Maybe<Array<Task>>;
  createTimelineActivities?: Maybe<Array<TimelineActivity>>;
  createTimelineActivity?: Maybe<TimelineActivity>;
  createWorkflow?: Maybe<Workflow>;
  /**
   * A workflow made from a template, with one DRAFT version ready to activate (`name` defaults to
   * the template's): DEAL_FROM_PERSON, DEAL_FROM_COMPANY (run on a record: a deal linked to it),
   * CUSTOMER_SUCCESS_HANDOFF (a deal updated to CLOSED_WON: a task), INBOUND_LEAD_TRIAGE (a person
   * created: a task when the company and email are known, else a note).
   */
  createWorkflowFromTemplate: CreateWorkflowFromTemplateResult;
  createWorkflowVersion?: Maybe<WorkflowVersion>;
  /**
   * Adds a step of `stepType` to a DRAFT version, with an empty input (valid: false until it is
   * filled in). After `parentStepId` (the trigger when absent), taking over its next step ids,
   * or before `nextStepId` when given. Answers what changed in the steps.
   */
  createWorkflowVersionStep: WorkflowStepsChange;
  createWorkflowVersions?: Maybe<Array<WorkflowVersion>>;
  createWorkflows?: Maybe<Array<Workflow>>;
  /** Makes an ACTIVE version DEACTIVATED: its trigger stops starting runs; runs in flight go on. True when done. */
  deactivateWorkflowVersion: Scalars['Boolean']['output'];
  /** Soft delete: sets deletedAt; restoreAttachment undoes it. */
  deleteAttachment?: Maybe<Attachment>;
  deleteAttachments?: Maybe<Array<Attachment>>;
  deleteCompanies?: Maybe<Array<Company>>;
  /** Soft delete: sets deletedAt; restoreCompany undoes it. */
  deleteCompany?: Maybe<Company>;
  /** Soft delete: sets deletedAt; restoreFavorite undoes it. */
  deleteFavorite?: Maybe<Favorite>;
  deleteFavorites?: Maybe<Array<Favorite>>;
  /** Soft delete: sets deletedAt; restoreNote undoes it. */
  deleteNote?: Maybe<Note>;
  /** Soft delete: sets deletedAt; restoreNoteTarget undoes it. */
  deleteNoteTarget?: Maybe<NoteTarget>;
  deleteNoteTargets?: Maybe<Array<NoteTarget>>;
  deleteNotes?: Maybe<Array<Note>>;
  deleteOpportunities?: Maybe<Array<Opportunity>>;
  /** Soft delete: sets deletedAt; restoreOpportunity undoes it. */
  deleteOpportunity?: Maybe<Opportunity>;
  deletePeople?: Maybe<Array<Person>>;
  /** Soft delete: sets deletedAt; restorePerson undoes it. */
  deletePerson?: Maybe<Person>;
  /** Removes one step; the steps that led to it lead to its next steps instead. Answers what changed. */
  deleteSequenceStep: SequenceStepsChange;
  /** Soft delete: sets deletedAt; restoreTask undoes it. */
  deleteTask?: Maybe<Task>;
  /** Soft delete: sets deletedAt; restoreTaskTarget undoes it. */
  deleteTaskTarget?: Maybe<TaskTarget>;
  deleteTaskTargets?: Maybe<Array<TaskTarget>>;
  deleteTasks?: Maybe<Array<Task>>;
  deleteTimelineActivities?: Maybe<Array<TimelineActivity>>;
  /** Soft delete: sets deletedAt; restoreTimelineActivity undoes it. */
  deleteTimelineActivity?: Maybe<TimelineActivity>;
  /** Removes one step of a DRAFT version; the steps and trigger that led to it lead to its next steps instead. Answers what changed. */
  deleteWorkflowVersionStep: WorkflowStepsChange;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyAttachment?: Maybe<Attachment>;
  destroyAttachments?: Maybe<Array<Attachment>>;
  destroyCompanies?: Maybe<Array<Company>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyCompany?: Maybe<Company>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyFavorite?: Maybe<Favorite>;
  destroyFavorites?: Maybe<Array<Favorite>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyMessageChannel?: Maybe<MessageChannel>;
  destroyMessageChannels?: Maybe<Array<MessageChannel>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyNote?: Maybe<Note>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyNoteTarget?: Maybe<NoteTarget>;
  destroyNoteTargets?: Maybe<Array<NoteTarget>>;
  destroyNotes?: Maybe<Array<Note>>;
  destroyOpportunities?: Maybe<Array<Opportunity>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyOpportunity?: Maybe<Opportunity>;
  destroyPeople?: Maybe<Array<Person>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyPerson?: Maybe<Person>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroySequence?: Maybe<Sequence>;
  destroySequencePeople?: Maybe<Array<SequencePerson>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroySequencePerson?: Maybe<SequencePerson>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroySequenceSender?: Maybe<SequenceSender>;
  destroySequenceSenders?: Maybe<Array<SequenceSender>>;
  destroySequences?: Maybe<Array<Sequence>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyTask?: Maybe<Task>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyTaskTarget?: Maybe<TaskTarget>;
  destroyTaskTargets?: Maybe<Array<TaskTarget>>;
  destroyTasks?: Maybe<Array<Task>>;
  destroyTimelineActivities?: Maybe<Array<TimelineActivity>>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyTimelineActivity?: Maybe<TimelineActivity>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyWorkflow?: Maybe<Workflow>;
  /** Permanent delete, through the delete rules (as REST DELETE). */
  destroyWorkflowVersion?: Maybe<WorkflowVersion>;
  destroyWorkflowVersions?: Maybe<Array<WorkflowVersion>>;
  destroyWorkflows?: Maybe<Array<Workflow>>;
  /**
   * A new DRAFT sequence copied from another: SEQUENCE_ONLY copies its steps and settings;
   * ALL_SEQUENCE also its senders and every enrollment (each starting again from the entry);
   * SEQUENCE_INCOMPLETE_RUNS also its senders and the enrollments whose run has not COMPLETED.
   */
  duplicateSequence: DuplicateSequenceResult;
  /** A copy of one step (new id, not the entry), after it: the step leads to the copy, which leads where the step led. Answers what changed. */
  duplicateSequenceStep: SequenceStepsChange;
  /** 2 to 9 records merged into ids[conflictPriorityIndex], their relations re-pointed and the others deleted (REST PATCH /rest/companies/merge); dryRun answers the merged record without writing. */
  mergeCompanies?: Maybe<Company>;
  /** 2 to 9 records merged into ids[conflictPriorityIndex], their relations re-pointed and the others deleted (REST PATCH /rest/people/merge); dryRun answers the merged record without writing. */
  mergePeople?: Maybe<Person>;
  /**
   * Deletes a sender. The ACTIVE enrollments it was assigned to get another ACTIVE sender of its
   * platform when `reassign` is true and one exists; else they are STOPPED (and their runs).
   */
  removeSender: RemoveSenderResult;
  /** Starts the enrollment's run again from the entry step (the enrollment ACTIVE again, replies kept). True when done. */
  resetSequencePersonRun: Scalars['Boolean']['output'];
  restoreAttachment?: Maybe<Attachment>;
  restoreAttachments?: Maybe<Array<Attachment>>;
  restoreCompanies?: Maybe<Array<Company>>;
  restoreCompany?: Maybe<Company>;
  restoreFavorite?: Maybe<Favorite>;
  restoreFavorites?: Maybe<Array<Favorite>>;
  restoreNote?: Maybe<Note>;
  restoreNoteTarget?: Maybe<NoteTarget>;
  restoreNoteTargets?: Maybe<Array<NoteTarget>>;
  restoreNotes?: Maybe<Array<Note>>;
  restoreOpportunities?: Maybe<Array<Opportunity>>;
  restoreOpportunity?: Maybe<Opportunity>;
  restorePeople?: Maybe<Array<Person>>;
  restorePerson?: Maybe<Person>;
  restoreTask?: Maybe<Task>;
  restoreTaskTarget?: Maybe<TaskTarget>;
  restoreTaskTargets?: Maybe<Array<TaskTarget>>;
  restoreTasks?: Maybe<Array<Task>>;
  restoreTimelineActivities?: Maybe<Array<TimelineActivity>>;
  restoreTimelineActivity?: Maybe<TimelineActivity>;
  /** Runs the failed step of each FAILED run again (the enrollment ACTIVE again). True when done. */
  retrySequenceSteps: Scalars['Boolean']['output'];
  /**
   * Starts a run of the workflow's ACTIVE version (a DRAFT, DEACTIVATED or ARCHIVED version is an
   * error and no run is created). The trigger's output, read by `{{trigger.*}}`, is the record
   * `objectNameSingular` + `recordId` names, else `payload`. The run goes on in the background:
   * read it at GET /rest/workflowRuns/{workflowRunId}.
   */
  runWorkflowVersion: RunWorkflowVersionResult;
  updateAttachment?: Maybe<Attachment>;
  updateAttachments?: Maybe<Array<Attachment>>;
  updateCompanies?: Maybe<Array<Company>>;
  updateCompany?: Maybe<Company>;
  updateFavorite?: Maybe<Favorite>;
  updateFavorites?: Maybe<Array<Favorite>>;
  updateMessageChannel?: Maybe<MessageChannel>;
  updateMessageChannels?: Maybe<Array<MessageChannel>>;
  updateNote?: Maybe<Note>;
  updateNoteTarget?: Maybe<NoteTarget>;
  updateNoteTargets?: Maybe<Array<NoteTarget>>;
  updateNotes?: Maybe<Array<Note>>;
  updateOpportunities?: Maybe<Array<Opportunity>>;
  updateOpportunity?: Maybe<Opportunity>;
  updatePeople?: Maybe<Array<Person>>;
  updatePerson?: Maybe<Person>;
  updateSequence?: Maybe<Sequence>;
  updateSequencePeople?: Maybe<Array<SequencePerson>>;
  updateSequencePerson?: Maybe<SequencePerson>;
  updateSequenceSender?: Maybe<SequenceSender>;
  updateSequenceSenders?: Maybe<Array<SequenceSender>>;
  /**
   * Replaces one step (matched by step.id). `settings` is replaced whole: a delay, conditions or
   * outputSchema left out of it go back to their defaults, as in the original API. Incomplete steps are
   * stored with `valid: false`; malformed ones (unknown type, a window not HH:MM or ending before it
   * starts, days outside 1-7) are refused and nothing changes. Answers the step stored.
   */
  updateSequenceStep: SequenceStep;
  updateSequences?: Maybe<Array<Sequence>>;
  updateTask?: Maybe<Task>;
  updateTaskTarget?: Maybe<TaskTarget>;
  updateTaskTargets?: Maybe<Array<TaskTarget>>;
  updateTasks?: Maybe<Array<Task>>;
  updateTimelineActivities?: Maybe<Array<TimelineActivity>>;
  updateTimelineActivity?: Maybe<TimelineActivity>;
  updateWorkflow?: Maybe<Workflow>;
  updateWorkflowVersion?: Maybe<WorkflowVersion>;
  /** Replaces one step of a DRAFT version (matched by step.id) as sent; `valid` is computed. Answers the step stored. */
  updateWorkflowVersionStep: Scalars['JSON']['output'];
  /** Sets the trigger of a DRAFT version: {type, settings, nextStepIds}. */
  updateWorkflowVersionTrigger: WorkflowVersion;
  updateWorkflowVersions?: Maybe<Array<WorkflowVersion>>;
  updateWorkflows?: Maybe<Array<Workflow>>;
};


export type MutationActivateSequenceSendersArgs = {
  input: ActivateSequenceSendersInput;
};


export type MutationActivateWorkflowVersionArgs = {
  workflowVersionId: Scalars['UUID']['input'];
};


export type MutationCreateAttachmentArgs = {
  data: AttachmentCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateAttachmentsArgs = {
  data: Array<AttachmentCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateCompaniesArgs = {
  data: Array<CompanyCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateCompanyArgs = {
  data: CompanyCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateDraftFromWorkflowVersionArgs = {
  input: CreateDraftFromWorkflowVersionInput;
};


export type MutationCreateFavoriteArgs = {
  data: FavoriteCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateFavoritesArgs = {
  data: Array<FavoriteCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateMessageChannelArgs = {
  data: MessageChannelCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateMessageChannelsArgs = {
  data: Array<MessageChannelCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateNoteArgs = {
  data: NoteCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateNoteTargetArgs = {
  data: NoteTargetCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateNoteTargetsArgs = {
  data: Array<NoteTargetCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateNotesArgs = {
  data: Array<NoteCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateOpportunitiesArgs = {
  data: Array<OpportunityCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateOpportunityArgs = {
  data: OpportunityCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreatePeopleArgs = {
  data: Array<PersonCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreatePersonArgs = {
  data: PersonCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateSequenceArgs = {
  data: SequenceCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateSequenceFromTemplateArgs = {
  input: CreateSequenceFromTemplateInput;
};


export type MutationCreateSequencePeopleArgs = {
  data: Array<SequencePersonCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateSequencePersonArgs = {
  data: SequencePersonCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateSequenceSenderArgs = {
  data: SequenceSenderCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateSequenceSendersArgs = {
  data: Array<SequenceSenderCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateSequenceStepArgs = {
  input: CreateSequenceStepInput;
};


export type MutationCreateSequencesArgs = {
  data: Array<SequenceCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTaskArgs = {
  data: TaskCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTaskTargetArgs = {
  data: TaskTargetCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTaskTargetsArgs = {
  data: Array<TaskTargetCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTasksArgs = {
  data: Array<TaskCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTimelineActivitiesArgs = {
  data: Array<TimelineActivityCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTimelineActivityArgs = {
  data: TimelineActivityCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateWorkflowArgs = {
  data: WorkflowCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateWorkflowFromTemplateArgs = {
  input: CreateWorkflowFromTemplateInput;
};


export type MutationCreateWorkflowVersionArgs = {
  data: WorkflowVersionCreateInput;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateWorkflowVersionStepArgs = {
  input: CreateWorkflowVersionStepInput;
};


export type MutationCreateWorkflowVersionsArgs = {
  data: Array<WorkflowVersionCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateWorkflowsArgs = {
  data: Array<WorkflowCreateInput>;
  upsert?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeactivateWorkflowVersionArgs = {
  workflowVersionId: Scalars['UUID']['input'];
};


export type MutationDeleteAttachmentArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteAttachmentsArgs = {
  filter: AttachmentFilterInput;
};


export type MutationDeleteCompaniesArgs = {
  filter: CompanyFilterInput;
};


export type MutationDeleteCompanyArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteFavoriteArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteFavoritesArgs = {
  filter: FavoriteFilterInput;
};


export type MutationDeleteNoteArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteNoteTargetArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteNoteTargetsArgs = {
  filter: NoteTargetFilterInput;
};


export type MutationDeleteNotesArgs = {
  filter: NoteFilterInput;
};


export type MutationDeleteOpportunitiesArgs = {
  filter: OpportunityFilterInput;
};


export type MutationDeleteOpportunityArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeletePeopleArgs = {
  filter: PersonFilterInput;
};


export type MutationDeletePersonArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteSequenceStepArgs = {
  input: SequenceStepRefInput;
};


export type MutationDeleteTaskArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteTaskTargetArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteTaskTargetsArgs = {
  filter: TaskTargetFilterInput;
};


export type MutationDeleteTasksArgs = {
  filter: TaskFilterInput;
};


export type MutationDeleteTimelineActivitiesArgs = {
  filter: TimelineActivityFilterInput;
};


export type MutationDeleteTimelineActivityArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDeleteWorkflowVersionStepArgs = {
  input: DeleteWorkflowVersionStepInput;
};


export type MutationDestroyAttachmentArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyAttachmentsArgs = {
  filter: AttachmentFilterInput;
};


export type MutationDestroyCompaniesArgs = {
  filter: CompanyFilterInput;
};


export type MutationDestroyCompanyArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyFavoriteArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyFavoritesArgs = {
  filter: FavoriteFilterInput;
};


export type MutationDestroyMessageChannelArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyMessageChannelsArgs = {
  filter: MessageChannelFilterInput;
};


export type MutationDestroyNoteArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyNoteTargetArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyNoteTargetsArgs = {
  filter: NoteTargetFilterInput;
};


export type MutationDestroyNotesArgs = {
  filter: NoteFilterInput;
};


export type MutationDestroyOpportunitiesArgs = {
  filter: OpportunityFilterInput;
};


export type MutationDestroyOpportunityArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyPeopleArgs = {
  filter: PersonFilterInput;
};


export type MutationDestroyPersonArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroySequenceArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroySequencePeopleArgs = {
  filter: SequencePersonFilterInput;
};


export type MutationDestroySequencePersonArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroySequenceSenderArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroySequenceSendersArgs = {
  filter: SequenceSenderFilterInput;
};


export type MutationDestroySequencesArgs = {
  filter: SequenceFilterInput;
};


export type MutationDestroyTaskArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyTaskTargetArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyTaskTargetsArgs = {
  filter: TaskTargetFilterInput;
};


export type MutationDestroyTasksArgs = {
  filter: TaskFilterInput;
};


export type MutationDestroyTimelineActivitiesArgs = {
  filter: TimelineActivityFilterInput;
};


export type MutationDestroyTimelineActivityArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyWorkflowArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyWorkflowVersionArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationDestroyWorkflowVersionsArgs = {
  filter: WorkflowVersionFilterInput;
};


export type MutationDestroyWorkflowsArgs = {
  filter: WorkflowFilterInput;
};


export type MutationDuplicateSequenceArgs = {
  input: DuplicateSequenceInput;
};


export type MutationDuplicateSequenceStepArgs = {
  input: SequenceStepRefInput;
};


export type MutationMergeCompaniesArgs = {
  conflictPriorityIndex: Scalars['Int']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  ids: Array<Scalars['UUID']['input']>;
};


export type MutationMergePeopleArgs = {
  conflictPriorityIndex: Scalars['Int']['input'];
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  ids: Array<Scalars['UUID']['input']>;
};


export type MutationRemoveSenderArgs = {
  input: RemoveSenderInput;
};


export type MutationResetSequencePersonRunArgs = {
  input: ResetSequencePersonRunInput;
};


export type MutationRestoreAttachmentArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreAttachmentsArgs = {
  filter: AttachmentFilterInput;
};


export type MutationRestoreCompaniesArgs = {
  filter: CompanyFilterInput;
};


export type MutationRestoreCompanyArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreFavoriteArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreFavoritesArgs = {
  filter: FavoriteFilterInput;
};


export type MutationRestoreNoteArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreNoteTargetArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreNoteTargetsArgs = {
  filter: NoteTargetFilterInput;
};


export type MutationRestoreNotesArgs = {
  filter: NoteFilterInput;
};


export type MutationRestoreOpportunitiesArgs = {
  filter: OpportunityFilterInput;
};


export type MutationRestoreOpportunityArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestorePeopleArgs = {
  filter: PersonFilterInput;
};


export type MutationRestorePersonArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreTaskArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreTaskTargetArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRestoreTaskTargetsArgs = {
  filter: TaskTargetFilterInput;
};


export type MutationRestoreTasksArgs = {
  filter: TaskFilterInput;
};


export type MutationRestoreTimelineActivitiesArgs = {
  filter: TimelineActivityFilterInput;
};


export type MutationRestoreTimelineActivityArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationRetrySequenceStepsArgs = {
  input: Array<RetrySequenceStepInput>;
};


export type MutationRunWorkflowVersionArgs = {
  input: RunWorkflowVersionInput;
};


export type MutationUpdateAttachmentArgs = {
  data: AttachmentUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateAttachmentsArgs = {
  data: AttachmentUpdateInput;
  filter: AttachmentFilterInput;
};


export type MutationUpdateCompaniesArgs = {
  data: CompanyUpdateInput;
  filter: CompanyFilterInput;
};


export type MutationUpdateCompanyArgs = {
  data: CompanyUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateFavoriteArgs = {
  data: FavoriteUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateFavoritesArgs = {
  data: FavoriteUpdateInput;
  filter: FavoriteFilterInput;
};


export type MutationUpdateMessageChannelArgs = {
  data: MessageChannelUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateMessageChannelsArgs = {
  data: MessageChannelUpdateInput;
  filter: MessageChannelFilterInput;
};


export type MutationUpdateNoteArgs = {
  data: NoteUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateNoteTargetArgs = {
  data: NoteTargetUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateNoteTargetsArgs = {
  data: NoteTargetUpdateInput;
  filter: NoteTargetFilterInput;
};


export type MutationUpdateNotesArgs = {
  data: NoteUpdateInput;
  filter: NoteFilterInput;
};


export type MutationUpdateOpportunitiesArgs = {
  data: OpportunityUpdateInput;
  filter: OpportunityFilterInput;
};


export type MutationUpdateOpportunityArgs = {
  data: OpportunityUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdatePeopleArgs = {
  data: PersonUpdateInput;
  filter: PersonFilterInput;
};


export type MutationUpdatePersonArgs = {
  data: PersonUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateSequenceArgs = {
  data: SequenceUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateSequencePeopleArgs = {
  data: SequencePersonUpdateInput;
  filter: SequencePersonFilterInput;
};


export type MutationUpdateSequencePersonArgs = {
  data: SequencePersonUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateSequenceSenderArgs = {
  data: SequenceSenderUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateSequenceSendersArgs = {
  data: SequenceSenderUpdateInput;
  filter: SequenceSenderFilterInput;
};


export type MutationUpdateSequenceStepArgs = {
  input: UpdateSequenceStepInput;
};


export type MutationUpdateSequencesArgs = {
  data: SequenceUpdateInput;
  filter: SequenceFilterInput;
};


export type MutationUpdateTaskArgs = {
  data: TaskUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateTaskTargetArgs = {
  data: TaskTargetUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateTaskTargetsArgs = {
  data: TaskTargetUpdateInput;
  filter: TaskTargetFilterInput;
};


export type MutationUpdateTasksArgs = {
  data: TaskUpdateInput;
  filter: TaskFilterInput;
};


export type MutationUpdateTimelineActivitiesArgs = {
  data: TimelineActivityUpdateInput;
  filter: TimelineActivityFilterInput;
};


export type MutationUpdateTimelineActivityArgs = {
  data: TimelineActivityUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateWorkflowArgs = {
  data: WorkflowUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateWorkflowVersionArgs = {
  data: WorkflowVersionUpdateInput;
  id: Scalars['UUID']['input'];
};


export type MutationUpdateWorkflowVersionStepArgs = {
  input: UpdateWorkflowVersionStepInput;
};


export type MutationUpdateWorkflowVersionTriggerArgs = {
  input: UpdateWorkflowVersionTriggerInput;
};


export type MutationUpdateWorkflowVersionsArgs = {
  data: WorkflowVersionUpdateInput;
  filter: WorkflowVersionFilterInput;
};


export type MutationUpdateWorkflowsArgs = {
  data: WorkflowUpdateInput;
  filter: WorkflowFilterInput;
};

/** A note, linked to people, companies and opportunities through note relations. */
export type Note = {
  __typename?: 'Note';
  attachments: AttachmentConnection;
  /** Plain text; converted to bodyV2 on write. */
  body?: Maybe<Scalars['String']['output']>;
  bodyV2?: Maybe<RichTextV2>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  favorites: FavoriteConnection;
  id: Scalars['UUID']['output'];
  noteTargets: NoteTargetConnection;
  position?: Maybe<Scalars['Float']['output']>;
  timelineActivities: TimelineActivityConnection;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** A note, linked to people, companies and opportunities through note relations. */
export type NoteAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


/** A note, linked to people, companies and opportunities through note relations. */
export type NoteFavoritesArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


/** A note, linked to people, companies and opportunities through note relations. */
export type NoteNoteTargetsArgs = {
  filter?: InputMaybe<NoteTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NoteTargetOrderByInput>>;
};


/** A note, linked to people, companies and opportunities through note relations. */
export type NoteTimelineActivitiesArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};

export type NoteConnectInput = {
  where: NoteWhereUniqueInput;
};

export type NoteConnection = {
  __typename?: 'NoteConnection';
  edges: Array<NoteEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type NoteCreateInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  bodyV2?: InputMaybe<RichTextV2CreateInput>;
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  position?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type NoteEdge = {
  __typename?: 'NoteEdge';
  cursor: Scalars['String']['output'];
  node: Note;
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

/** Links one note to one person, company or opportunity. */
export type NoteTarget = {
  __typename?: 'NoteTarget';
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  note?: Maybe<Note>;
  noteId: Scalars['UUID']['output'];
  opportunity?: Maybe<Opportunity>;
  opportunityId?: Maybe<Scalars['UUID']['output']>;
  person?: Maybe<Person>;
  personId?: Maybe<Scalars['UUID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};

export type NoteTargetConnectInput = {
  where: NoteTargetWhereUniqueInput;
};

export type NoteTargetConnection = {
  __typename?: 'NoteTargetConnection';
  edges: Array<NoteTargetEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type NoteTargetEdge = {
  __typename?: 'NoteTargetEdge';
  cursor: Scalars['String']['output'];
  node: NoteTarget;
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

/** A deal in progress with a company. */
export type Opportunity = {
  __typename?: 'Opportunity';
  amount?: Maybe<Currency>;
  attachments: AttachmentConnection;
  closeDate?: Maybe<Scalars['DateTime']['output']>;
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  favorites: FavoriteConnection;
  id: Scalars['UUID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  noteTargets: NoteTargetConnection;
  owner?: Maybe<WorkspaceMember>;
  ownerId?: Maybe<Scalars['UUID']['output']>;
  pointOfContact?: Maybe<Person>;
  pointOfContactId?: Maybe<Scalars['UUID']['output']>;
  position?: Maybe<Scalars['Float']['output']>;
  stage?: Maybe<OpportunityStageEnum>;
  taskTargets: TaskTargetConnection;
  timelineActivities: TimelineActivityConnection;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** A deal in progress with a company. */
export type OpportunityAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


/** A deal in progress with a company. */
export type OpportunityFavoritesArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


/** A deal in progress with a company. */
export type OpportunityNoteTargetsArgs = {
  filter?: InputMaybe<NoteTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NoteTargetOrderByInput>>;
};


/** A deal in progress with a company. */
export type OpportunityTaskTargetsArgs = {
  filter?: InputMaybe<TaskTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskTargetOrderByInput>>;
};


/** A deal in progress with a company. */
export type OpportunityTimelineActivitiesArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};

export type OpportunityConnectInput = {
  where: OpportunityWhereUniqueInput;
};

export type OpportunityConnection = {
  __typename?: 'OpportunityConnection';
  edges: Array<OpportunityEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type OpportunityEdge = {
  __typename?: 'OpportunityEdge';
  cursor: Scalars['String']['output'];
  node: Opportunity;
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

export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge (null for an empty page): pass it as `after`. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge (null for an empty page): pass it as `before`. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A person: a contact, lead or customer. */
export type Person = {
  __typename?: 'Person';
  attachments: AttachmentConnection;
  avatarUrl?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  emails?: Maybe<Emails>;
  favorites: FavoriteConnection;
  id: Scalars['UUID']['output'];
  jobTitle?: Maybe<Scalars['String']['output']>;
  linkedinLink?: Maybe<Links>;
  name?: Maybe<FullName>;
  noteTargets: NoteTargetConnection;
  owner?: Maybe<WorkspaceMember>;
  ownerId?: Maybe<Scalars['UUID']['output']>;
  phones?: Maybe<Phones>;
  pointOfContactForOpportunities: OpportunityConnection;
  position?: Maybe<Scalars['Float']['output']>;
  taskTargets: TaskTargetConnection;
  timelineActivities: TimelineActivityConnection;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  xLink?: Maybe<Links>;
};


/** A person: a contact, lead or customer. */
export type PersonAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


/** A person: a contact, lead or customer. */
export type PersonFavoritesArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


/** A person: a contact, lead or customer. */
export type PersonNoteTargetsArgs = {
  filter?: InputMaybe<NoteTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NoteTargetOrderByInput>>;
};


/** A person: a contact, lead or customer. */
export type PersonPointOfContactForOpportunitiesArgs = {
  filter?: InputMaybe<OpportunityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OpportunityOrderByInput>>;
};


/** A person: a contact, lead or customer. */
export type PersonTaskTargetsArgs = {
  filter?: InputMaybe<TaskTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskTargetOrderByInput>>;
};


/** A person: a contact, lead or customer. */
export type PersonTimelineActivitiesArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};

export type PersonConnectInput = {
  where: PersonWhereUniqueInput;
};

export type PersonConnection = {
  __typename?: 'PersonConnection';
  edges: Array<PersonEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type PersonEdge = {
  __typename?: 'PersonEdge';
  cursor: Scalars['String']['output'];
  node: Person;
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

export type Phones = {
  __typename?: 'Phones';
  additionalPhones?: Maybe<Scalars['JSON']['output']>;
  primaryPhoneCallingCode?: Maybe<Scalars['String']['output']>;
  primaryPhoneCountryCode?: Maybe<Scalars['String']['output']>;
  primaryPhoneNumber?: Maybe<Scalars['String']['output']>;
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

export type Query = {
  __typename?: 'Query';
  /** The first attachment the filter matches; NOT_FOUND when none does. */
  attachment?: Maybe<Attachment>;
  /** Attachments: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  attachments: AttachmentConnection;
  /** Companies: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  companies: CompanyConnection;
  /** The first company the filter matches; NOT_FOUND when none does. */
  company?: Maybe<Company>;
  /** The stored companies each input duplicates on the object's criteria (REST POST /rest/companies/duplicates): one connection per input, in input order; exactly one of ids and data. */
  companyDuplicates: Array<CompanyConnection>;
  /** The workspace the API key belongs to. */
  currentWorkspace: Workspace;
  /** The first favorite the filter matches; NOT_FOUND when none does. */
  favorite?: Maybe<Favorite>;
  /** Favorites: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  favorites: FavoriteConnection;
  /** The first message the filter matches; NOT_FOUND when none does. */
  message?: Maybe<Message>;
  /** The first message channel the filter matches; NOT_FOUND when none does. */
  messageChannel?: Maybe<MessageChannel>;
  /** The first message channel association the filter matches; NOT_FOUND when none does. */
  messageChannelMessageAssociation?: Maybe<MessageChannelMessageAssociation>;
  /** Message channel associations: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  messageChannelMessageAssociations: MessageChannelMessageAssociationConnection;
  /** Message channels: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  messageChannels: MessageChannelConnection;
  /** The first message participant the filter matches; NOT_FOUND when none does. */
  messageParticipant?: Maybe<MessageParticipant>;
  /** Message participants: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  messageParticipants: MessageParticipantConnection;
  /** The first message thread the filter matches; NOT_FOUND when none does. */
  messageThread?: Maybe<MessageThread>;
  /** Message threads: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  messageThreads: MessageThreadConnection;
  /** Messages: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  messages: MessageConnection;
  /** The first note the filter matches; NOT_FOUND when none does. */
  note?: Maybe<Note>;
  /** The first note relation the filter matches; NOT_FOUND when none does. */
  noteTarget?: Maybe<NoteTarget>;
  /** Note relations: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  noteTargets: NoteTargetConnection;
  /** Notes: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  notes: NoteConnection;
  /** Opportunities: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  opportunities: OpportunityConnection;
  /** The first opportunity the filter matches; NOT_FOUND when none does. */
  opportunity?: Maybe<Opportunity>;
  /** People: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  people: PersonConnection;
  /** The first person the filter matches; NOT_FOUND when none does. */
  person?: Maybe<Person>;
  /** The stored people each input duplicates on the object's criteria (REST POST /rest/people/duplicates): one connection per input, in input order; exactly one of ids and data. */
  personDuplicates: Array<PersonConnection>;
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
  /** The first sequence the filter matches; NOT_FOUND when none does. */
  sequence?: Maybe<Sequence>;
  /** What went wrong in a sequence: failed steps by enrollment, senders that cannot send, enrollments that ended without a message. */
  sequenceErrors: SequenceErrors;
  /** Sequence people: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  sequencePeople: SequencePersonConnection;
  /** The first sequence person the filter matches; NOT_FOUND when none does. */
  sequencePerson?: Maybe<SequencePerson>;
  /** The first sequence run the filter matches; NOT_FOUND when none does. */
  sequenceRun?: Maybe<SequenceRun>;
  /** Sequence runs: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  sequenceRuns: SequenceRunConnection;
  /** The first sequence sender the filter matches; NOT_FOUND when none does. */
  sequenceSender?: Maybe<SequenceSender>;
  /** Sequence senders: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  sequenceSenders: SequenceSenderConnection;
  /** Sequences: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  sequences: SequenceConnection;
  /** The first task the filter matches; NOT_FOUND when none does. */
  task?: Maybe<Task>;
  /** The first task relation the filter matches; NOT_FOUND when none does. */
  taskTarget?: Maybe<TaskTarget>;
  /** Task relations: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  taskTargets: TaskTargetConnection;
  /** Tasks: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  tasks: TaskConnection;
  /** Timeline activities: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  timelineActivities: TimelineActivityConnection;
  /** The first timeline activity the filter matches; NOT_FOUND when none does. */
  timelineActivity?: Maybe<TimelineActivity>;
  /** The first workflow the filter matches; NOT_FOUND when none does. */
  workflow?: Maybe<Workflow>;
  /** The first workflow run the filter matches; NOT_FOUND when none does. */
  workflowRun?: Maybe<WorkflowRun>;
  /** Workflow runs: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  workflowRuns: WorkflowRunConnection;
  /** The first workflow version the filter matches; NOT_FOUND when none does. */
  workflowVersion?: Maybe<WorkflowVersion>;
  /** Workflow versions: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  workflowVersions: WorkflowVersionConnection;
  /** Workflows: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  workflows: WorkflowConnection;
  /** The first workspace member the filter matches; NOT_FOUND when none does. */
  workspaceMember?: Maybe<WorkspaceMember>;
  /** Workspace members: a page of the records the filter matches, in orderBy's order (default: oldest first). */
  workspaceMembers: WorkspaceMemberConnection;
};


export type QueryAttachmentArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
};


export type QueryAttachmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


export type QueryCompaniesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CompanyFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<CompanyOrderByInput>>;
};


export type QueryCompanyArgs = {
  filter?: InputMaybe<CompanyFilterInput>;
};


export type QueryCompanyDuplicatesArgs = {
  data?: InputMaybe<Array<CompanyCreateInput>>;
  ids?: InputMaybe<Array<Scalars['UUID']['input']>>;
};


export type QueryFavoriteArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
};


export type QueryFavoritesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


export type QueryMessageArgs = {
  filter?: InputMaybe<MessageFilterInput>;
};


export type QueryMessageChannelArgs = {
  filter?: InputMaybe<MessageChannelFilterInput>;
};


export type QueryMessageChannelMessageAssociationArgs = {
  filter?: InputMaybe<MessageChannelMessageAssociationFilterInput>;
};


export type QueryMessageChannelMessageAssociationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MessageChannelMessageAssociationFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageChannelMessageAssociationOrderByInput>>;
};


export type QueryMessageChannelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MessageChannelFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageChannelOrderByInput>>;
};


export type QueryMessageParticipantArgs = {
  filter?: InputMaybe<MessageParticipantFilterInput>;
};


export type QueryMessageParticipantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MessageParticipantFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageParticipantOrderByInput>>;
};


export type QueryMessageThreadArgs = {
  filter?: InputMaybe<MessageThreadFilterInput>;
};


export type QueryMessageThreadsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MessageThreadFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageThreadOrderByInput>>;
};


export type QueryMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MessageFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<MessageOrderByInput>>;
};


export type QueryNoteArgs = {
  filter?: InputMaybe<NoteFilterInput>;
};


export type QueryNoteTargetArgs = {
  filter?: InputMaybe<NoteTargetFilterInput>;
};


export type QueryNoteTargetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<NoteTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NoteTargetOrderByInput>>;
};


export type QueryNotesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<NoteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<NoteOrderByInput>>;
};


export type QueryOpportunitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OpportunityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OpportunityOrderByInput>>;
};


export type QueryOpportunityArgs = {
  filter?: InputMaybe<OpportunityFilterInput>;
};


export type QueryPeopleArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PersonFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<PersonOrderByInput>>;
};


export type QueryPersonArgs = {
  filter?: InputMaybe<PersonFilterInput>;
};


export type QueryPersonDuplicatesArgs = {
  data?: InputMaybe<Array<PersonCreateInput>>;
  ids?: InputMaybe<Array<Scalars['UUID']['input']>>;
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


export type QuerySequenceArgs = {
  filter?: InputMaybe<SequenceFilterInput>;
};


export type QuerySequenceErrorsArgs = {
  filter: SequenceErrorsFilterInput;
};


export type QuerySequencePeopleArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SequencePersonFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequencePersonOrderByInput>>;
};


export type QuerySequencePersonArgs = {
  filter?: InputMaybe<SequencePersonFilterInput>;
};


export type QuerySequenceRunArgs = {
  filter?: InputMaybe<SequenceRunFilterInput>;
};


export type QuerySequenceRunsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SequenceRunFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequenceRunOrderByInput>>;
};


export type QuerySequenceSenderArgs = {
  filter?: InputMaybe<SequenceSenderFilterInput>;
};


export type QuerySequenceSendersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SequenceSenderFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequenceSenderOrderByInput>>;
};


export type QuerySequencesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SequenceFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequenceOrderByInput>>;
};


export type QueryTaskArgs = {
  filter?: InputMaybe<TaskFilterInput>;
};


export type QueryTaskTargetArgs = {
  filter?: InputMaybe<TaskTargetFilterInput>;
};


export type QueryTaskTargetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaskTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskTargetOrderByInput>>;
};


export type QueryTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaskFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskOrderByInput>>;
};


export type QueryTimelineActivitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};


export type QueryTimelineActivityArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
};


export type QueryWorkflowArgs = {
  filter?: InputMaybe<WorkflowFilterInput>;
};


export type QueryWorkflowRunArgs = {
  filter?: InputMaybe<WorkflowRunFilterInput>;
};


export type QueryWorkflowRunsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkflowRunFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WorkflowRunOrderByInput>>;
};


export type QueryWorkflowVersionArgs = {
  filter?: InputMaybe<WorkflowVersionFilterInput>;
};


export type QueryWorkflowVersionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkflowVersionFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WorkflowVersionOrderByInput>>;
};


export type QueryWorkflowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkflowFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WorkflowOrderByInput>>;
};


export type QueryWorkspaceMemberArgs = {
  filter?: InputMaybe<WorkspaceMemberFilterInput>;
};


export type QueryWorkspaceMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WorkspaceMemberFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WorkspaceMemberOrderByInput>>;
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

export type RichTextV2 = {
  __typename?: 'RichTextV2';
  blocknote?: Maybe<Scalars['String']['output']>;
  markdown?: Maybe<Scalars['String']['output']>;
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

/** A multi-channel outreach flow: a graph of steps that each enrolled person goes through. */
export type Sequence = {
  __typename?: 'Sequence';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  sequencePeople: SequencePersonConnection;
  sequenceSenders: SequenceSenderConnection;
  /** {timezone (IANA, default UTC), pauseOnReply (default true)}. */
  settings?: Maybe<Scalars['JSON']['output']>;
  status?: Maybe<SequenceStatusEnum>;
  /** The step graph: [{id, name, type, valid, isFirstStep, nextStepIds, position, settings: {input, delay, conditions, outputSchema}}]. */
  steps?: Maybe<Scalars['JSON']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** A multi-channel outreach flow: a graph of steps that each enrolled person goes through. */
export type SequenceSequencePeopleArgs = {
  filter?: InputMaybe<SequencePersonFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequencePersonOrderByInput>>;
};


/** A multi-channel outreach flow: a graph of steps that each enrolled person goes through. */
export type SequenceSequenceSendersArgs = {
  filter?: InputMaybe<SequenceSenderFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequenceSenderOrderByInput>>;
};

export type SequenceCompletedNoMessage = {
  __typename?: 'SequenceCompletedNoMessage';
  reason: Scalars['String']['output'];
  sequencePersonId: Scalars['UUID']['output'];
};

export type SequenceConnectInput = {
  where: SequenceWhereUniqueInput;
};

export type SequenceConnection = {
  __typename?: 'SequenceConnection';
  edges: Array<SequenceEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type SequenceEdge = {
  __typename?: 'SequenceEdge';
  cursor: Scalars['String']['output'];
  node: Sequence;
};

export type SequenceErrors = {
  __typename?: 'SequenceErrors';
  completedNoMessage: Array<SequenceCompletedNoMessage>;
  peopleErrors: Array<SequencePersonError>;
  senderErrors: Array<SequenceSenderError>;
};

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

/** An enrollment: one person going through one sequence (at most one per sequence and person). Its run is created with it. */
export type SequencePerson = {
  __typename?: 'SequencePerson';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  hasClickedLink: Scalars['Boolean']['output'];
  /** The person answered a message (an INCOMING inbox message from them). */
  hasReplied: Scalars['Boolean']['output'];
  hasUnsubscribed: Scalars['Boolean']['output'];
  id: Scalars['UUID']['output'];
  person?: Maybe<Person>;
  personId: Scalars['UUID']['output'];
  /** The senders assigned to it: one ACTIVE sender per platform its steps use (round robin), by sender id. */
  senderIds?: Maybe<Scalars['JSON']['output']>;
  sequence?: Maybe<Sequence>;
  sequenceId: Scalars['UUID']['output'];
  sequenceRuns: SequenceRunConnection;
  /** ACTIVE enrollments advance while the sequence is ACTIVE; PAUSED ones wait; COMPLETED and STOPPED ones are over (resetSequencePersonRun starts one again). */
  status?: Maybe<SequencePersonStatusEnum>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** An enrollment: one person going through one sequence (at most one per sequence and person). Its run is created with it. */
export type SequencePersonSequenceRunsArgs = {
  filter?: InputMaybe<SequenceRunFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SequenceRunOrderByInput>>;
};

export type SequencePersonConnectInput = {
  where: SequencePersonWhereUniqueInput;
};

export type SequencePersonConnection = {
  __typename?: 'SequencePersonConnection';
  edges: Array<SequencePersonEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type SequencePersonEdge = {
  __typename?: 'SequencePersonEdge';
  cursor: Scalars['String']['output'];
  node: SequencePerson;
};

export type SequencePersonError = {
  __typename?: 'SequencePersonError';
  failedStepError: Scalars['String']['output'];
  failedStepId?: Maybe<Scalars['String']['output']>;
  sequencePersonId: Scalars['UUID']['output'];
  sequenceRunId: Scalars['UUID']['output'];
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

/** Where an enrollment is in its sequence (one run per enrollment, read-only). */
export type SequenceRun = {
  __typename?: 'SequenceRun';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  person?: Maybe<Person>;
  personId: Scalars['UUID']['output'];
  sequence?: Maybe<Sequence>;
  sequenceId: Scalars['UUID']['output'];
  sequencePerson?: Maybe<SequencePerson>;
  sequencePersonId: Scalars['UUID']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** {flow: {steps}, currentStepId, generation, stepInfos: {<stepId>: {status, at, error?, messageId?, result?}}, sequenceRunError: {failedStepId, error} | null}. */
  state?: Maybe<Scalars['JSON']['output']>;
  status?: Maybe<SequenceRunStatusEnum>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};

export type SequenceRunConnectInput = {
  where: SequenceRunWhereUniqueInput;
};

export type SequenceRunConnection = {
  __typename?: 'SequenceRunConnection';
  edges: Array<SequenceRunEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type SequenceRunEdge = {
  __typename?: 'SequenceRunEdge';
  cursor: Scalars['String']['output'];
  node: SequenceRun;
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

/** A channel a sequence sends from: an email address, a WhatsApp number or a LinkedIn account. */
export type SequenceSender = {
  __typename?: 'SequenceSender';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  /** At most this many messages per day in the sequence's time zone (at least 1); null: no limit. */
  dailyLimit?: Maybe<Scalars['Float']['output']>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  /** The address (EMAIL: the From of its emails), number (WHATSAPP) or profile URL (LINKEDIN) it sends from. */
  identifier: Scalars['String']['output'];
  /** ACTIVE senders are assigned to enrollments and send (activateSequenceSenders sets it); PAUSED and FAILED ones do not; null until activated. */
  messageStatus?: Maybe<SequenceSenderMessageStatusEnum>;
  platformType: SequenceSenderPlatformTypeEnum;
  sequence?: Maybe<Sequence>;
  sequenceId: Scalars['UUID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workspaceMember?: Maybe<WorkspaceMember>;
  /** The workspace member the channel belongs to. */
  workspaceMemberId?: Maybe<Scalars['UUID']['output']>;
};

export type SequenceSenderConnectInput = {
  where: SequenceSenderWhereUniqueInput;
};

export type SequenceSenderConnection = {
  __typename?: 'SequenceSenderConnection';
  edges: Array<SequenceSenderEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type SequenceSenderEdge = {
  __typename?: 'SequenceSenderEdge';
  cursor: Scalars['String']['output'];
  node: SequenceSender;
};

export type SequenceSenderError = {
  __typename?: 'SequenceSenderError';
  platformType: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  senderId: Scalars['UUID']['output'];
  /** null (never activated), PAUSED or FAILED. */
  status?: Maybe<Scalars['String']['output']>;
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

export type SequenceUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  settings?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<SequenceStatusEnum>;
};

export type SequenceWhereUniqueInput = {
  id?: InputMaybe<Scalars['UUID']['input']>;
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

/** A to-do, linked to people, companies and opportunities through task relations. */
export type Task = {
  __typename?: 'Task';
  assignee?: Maybe<WorkspaceMember>;
  assigneeId?: Maybe<Scalars['UUID']['output']>;
  attachments: AttachmentConnection;
  /** Plain text; converted to bodyV2 on write. */
  body?: Maybe<Scalars['String']['output']>;
  bodyV2?: Maybe<RichTextV2>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  dueAt?: Maybe<Scalars['DateTime']['output']>;
  favorites: FavoriteConnection;
  id: Scalars['UUID']['output'];
  position?: Maybe<Scalars['Float']['output']>;
  status?: Maybe<TaskStatusEnum>;
  taskTargets: TaskTargetConnection;
  timelineActivities: TimelineActivityConnection;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};


/** A to-do, linked to people, companies and opportunities through task relations. */
export type TaskAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


/** A to-do, linked to people, companies and opportunities through task relations. */
export type TaskFavoritesArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


/** A to-do, linked to people, companies and opportunities through task relations. */
export type TaskTaskTargetsArgs = {
  filter?: InputMaybe<TaskTargetFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskTargetOrderByInput>>;
};


/** A to-do, linked to people, companies and opportunities through task relations. */
export type TaskTimelineActivitiesArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};

export type TaskConnectInput = {
  where: TaskWhereUniqueInput;
};

export type TaskConnection = {
  __typename?: 'TaskConnection';
  edges: Array<TaskEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type TaskEdge = {
  __typename?: 'TaskEdge';
  cursor: Scalars['String']['output'];
  node: Task;
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

/** Links one task to one person, company or opportunity. */
export type TaskTarget = {
  __typename?: 'TaskTarget';
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  opportunity?: Maybe<Opportunity>;
  opportunityId?: Maybe<Scalars['UUID']['output']>;
  person?: Maybe<Person>;
  personId?: Maybe<Scalars['UUID']['output']>;
  task?: Maybe<Task>;
  taskId: Scalars['UUID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
};

export type TaskTargetConnectInput = {
  where: TaskTargetWhereUniqueInput;
};

export type TaskTargetConnection = {
  __typename?: 'TaskTargetConnection';
  edges: Array<TaskTargetEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type TaskTargetEdge = {
  __typename?: 'TaskTargetEdge';
  cursor: Scalars['String']['output'];
  node: TaskTarget;
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

/** An event shown on the timeline of a person, company, opportunity, note, task or workflow. */
export type TimelineActivity = {
  __typename?: 'TimelineActivity';
  company?: Maybe<Company>;
  companyId?: Maybe<Scalars['UUID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  dashboardId?: Maybe<Scalars['UUID']['output']>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  happensAt: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  linkedObjectMetadataId?: Maybe<Scalars['UUID']['output']>;
  linkedRecordCachedName?: Maybe<Scalars['String']['output']>;
  linkedRecordId?: Maybe<Scalars['UUID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Note>;
  noteId?: Maybe<Scalars['UUID']['output']>;
  opportunity?: Maybe<Opportunity>;
  opportunityId?: Maybe<Scalars['UUID']['output']>;
  person?: Maybe<Person>;
  personId?: Maybe<Scalars['UUID']['output']>;
  properties?: Maybe<Scalars['JSON']['output']>;
  task?: Maybe<Task>;
  taskId?: Maybe<Scalars['UUID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workflow?: Maybe<Workflow>;
  workflowId?: Maybe<Scalars['UUID']['output']>;
  workflowRun?: Maybe<WorkflowRun>;
  workflowRunId?: Maybe<Scalars['UUID']['output']>;
  workflowVersion?: Maybe<WorkflowVersion>;
  workflowVersionId?: Maybe<Scalars['UUID']['output']>;
  workspaceMember?: Maybe<WorkspaceMember>;
  workspaceMemberId?: Maybe<Scalars['UUID']['output']>;
};

export type TimelineActivityConnectInput = {
  where: TimelineActivityWhereUniqueInput;
};

export type TimelineActivityConnection = {
  __typename?: 'TimelineActivityConnection';
  edges: Array<TimelineActivityEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type TimelineActivityEdge = {
  __typename?: 'TimelineActivityEdge';
  cursor: Scalars['String']['output'];
  node: TimelineActivity;
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

/** An automation: its versions (one ACTIVE at most) and its runs. */
export type Workflow = {
  __typename?: 'Workflow';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  /** The version activated last. */
  lastPublishedVersionId?: Maybe<Scalars['UUID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The statuses its versions have now, ARCHIVED left out (kept by the workflow engine). */
  statuses?: Maybe<Array<WorkflowStatusesEnum>>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  versions: WorkflowVersionConnection;
};


/** An automation: its versions (one ACTIVE at most) and its runs. */
export type WorkflowVersionsArgs = {
  filter?: InputMaybe<WorkflowVersionFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WorkflowVersionOrderByInput>>;
};

export type WorkflowConnectInput = {
  where: WorkflowWhereUniqueInput;
};

export type WorkflowConnection = {
  __typename?: 'WorkflowConnection';
  edges: Array<WorkflowEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type WorkflowCreateInput = {
  createdBy?: InputMaybe<ActorCreateInput>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  webhookSecret?: InputMaybe<Scalars['String']['input']>;
};

export type WorkflowEdge = {
  __typename?: 'WorkflowEdge';
  cursor: Scalars['String']['output'];
  node: Workflow;
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

/** One run of a workflow version: its status and state (read-only). */
export type WorkflowRun = {
  __typename?: 'WorkflowRun';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  enqueuedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** {flow: {trigger, steps}, stepInfos: {<stepId>: {status, output, error?}}, workflowRunError, triggerUserName}. */
  state?: Maybe<Scalars['JSON']['output']>;
  status?: Maybe<WorkflowRunStatusEnum>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workflow?: Maybe<Workflow>;
  workflowId: Scalars['UUID']['output'];
  workflowVersion?: Maybe<WorkflowVersion>;
  workflowVersionId: Scalars['UUID']['output'];
};

export type WorkflowRunConnectInput = {
  where: WorkflowRunWhereUniqueInput;
};

export type WorkflowRunConnection = {
  __typename?: 'WorkflowRunConnection';
  edges: Array<WorkflowRunEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type WorkflowRunEdge = {
  __typename?: 'WorkflowRunEdge';
  cursor: Scalars['String']['output'];
  node: WorkflowRun;
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

export type WorkflowUpdateInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  webhookSecret?: InputMaybe<Scalars['String']['input']>;
};

/** A trigger and the steps it starts. Edited while DRAFT; immutable once activated. */
export type WorkflowVersion = {
  __typename?: 'WorkflowVersion';
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['UUID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  runs: WorkflowRunConnection;
  /** DRAFT while edited; ACTIVE or DEACTIVATED once activated; ARCHIVED when the activation of another version replaced it. */
  status?: Maybe<WorkflowVersionStatusEnum>;
  /** The steps: {id, name, type, valid, nextStepIds, settings}. */
  steps?: Maybe<Scalars['JSON']['output']>;
  /** {type, settings, nextStepIds}: MANUAL, DATABASE_EVENT, CRON or WEBHOOK. */
  trigger?: Maybe<Scalars['JSON']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  workflow?: Maybe<Workflow>;
  workflowId: Scalars['UUID']['output'];
};


/** A trigger and the steps it starts. Edited while DRAFT; immutable once activated. */
export type WorkflowVersionRunsArgs = {
  filter?: InputMaybe<WorkflowRunFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<WorkflowRunOrderByInput>>;
};

export type WorkflowVersionConnectInput = {
  where: WorkflowVersionWhereUniqueInput;
};

export type WorkflowVersionConnection = {
  __typename?: 'WorkflowVersionConnection';
  edges: Array<WorkflowVersionEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
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

export type WorkflowVersionEdge = {
  __typename?: 'WorkflowVersionEdge';
  cursor: Scalars['String']['output'];
  node: WorkflowVersion;
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

export type Workspace = {
  __typename?: 'Workspace';
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
};

/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMember = {
  __typename?: 'WorkspaceMember';
  accountOwnerForCompanies: CompanyConnection;
  assignedTasks: TaskConnection;
  authoredAttachments: AttachmentConnection;
  colorScheme?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<Actor>;
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  favorites: FavoriteConnection;
  id: Scalars['UUID']['output'];
  locale?: Maybe<Scalars['String']['output']>;
  name?: Maybe<FullName>;
  ownedOpportunities: OpportunityConnection;
  ownedPeople: PersonConnection;
  timeZone?: Maybe<Scalars['String']['output']>;
  timelineActivities: TimelineActivityConnection;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<Actor>;
  userEmail?: Maybe<Scalars['String']['output']>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberAccountOwnerForCompaniesArgs = {
  filter?: InputMaybe<CompanyFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<CompanyOrderByInput>>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberAssignedTasksArgs = {
  filter?: InputMaybe<TaskFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskOrderByInput>>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberAuthoredAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<AttachmentOrderByInput>>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberFavoritesArgs = {
  filter?: InputMaybe<FavoriteFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<FavoriteOrderByInput>>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberOwnedOpportunitiesArgs = {
  filter?: InputMaybe<OpportunityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<OpportunityOrderByInput>>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberOwnedPeopleArgs = {
  filter?: InputMaybe<PersonFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<PersonOrderByInput>>;
};


/** A member of the workspace; owns records and is assigned tasks. */
export type WorkspaceMemberTimelineActivitiesArgs = {
  filter?: InputMaybe<TimelineActivityFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TimelineActivityOrderByInput>>;
};

export type WorkspaceMemberConnectInput = {
  where: WorkspaceMemberWhereUniqueInput;
};

export type WorkspaceMemberConnection = {
  __typename?: 'WorkspaceMemberConnection';
  edges: Array<WorkspaceMemberEdge>;
  pageInfo: PageInfo;
  /** The records the filter matches, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type WorkspaceMemberEdge = {
  __typename?: 'WorkspaceMemberEdge';
  cursor: Scalars['String']['output'];
  node: WorkspaceMember;
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
  Actor: ResolverTypeWrapper<Actor>;
  ActorCreateInput: ActorCreateInput;
  ActorFilter: ActorFilter;
  ActorOrderByInput: ActorOrderByInput;
  ActorUpdateInput: ActorUpdateInput;
  Address: ResolverTypeWrapper<Address>;
  AddressCreateInput: AddressCreateInput;
  AddressFilter: AddressFilter;
  AddressOrderByInput: AddressOrderByInput;
  AddressUpdateInput: AddressUpdateInput;
  Attachment: ResolverTypeWrapper<Omit<Attachment, 'author' | 'company' | 'note' | 'opportunity' | 'person' | 'task' | 'workflow'> & { author?: Maybe<ResolversTypes['WorkspaceMember']>, company?: Maybe<ResolversTypes['Company']>, note?: Maybe<ResolversTypes['Note']>, opportunity?: Maybe<ResolversTypes['Opportunity']>, person?: Maybe<ResolversTypes['Person']>, task?: Maybe<ResolversTypes['Task']>, workflow?: Maybe<ResolversTypes['Workflow']> }>;
  AttachmentConnectInput: AttachmentConnectInput;
  AttachmentConnection: ResolverTypeWrapper<Omit<AttachmentConnection, 'edges'> & { edges: Array<ResolversTypes['AttachmentEdge']> }>;
  AttachmentCreateInput: AttachmentCreateInput;
  AttachmentEdge: ResolverTypeWrapper<Omit<AttachmentEdge, 'node'> & { node: ResolversTypes['Attachment'] }>;
  AttachmentFileCategoryEnum: AttachmentFileCategoryEnum;
  AttachmentFileCategoryEnumFilter: AttachmentFileCategoryEnumFilter;
  AttachmentFilterInput: AttachmentFilterInput;
  AttachmentOrderByInput: AttachmentOrderByInput;
  AttachmentRelationInput: AttachmentRelationInput;
  AttachmentUpdateInput: AttachmentUpdateInput;
  AttachmentWhereUniqueInput: AttachmentWhereUniqueInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanFilter: BooleanFilter;
  Company: ResolverTypeWrapper<Omit<Company, 'accountOwner' | 'attachments' | 'favorites' | 'noteTargets' | 'opportunities' | 'people' | 'taskTargets' | 'timelineActivities'> & { accountOwner?: Maybe<ResolversTypes['WorkspaceMember']>, attachments: ResolversTypes['AttachmentConnection'], favorites: ResolversTypes['FavoriteConnection'], noteTargets: ResolversTypes['NoteTargetConnection'], opportunities: ResolversTypes['OpportunityConnection'], people: ResolversTypes['PersonConnection'], taskTargets: ResolversTypes['TaskTargetConnection'], timelineActivities: ResolversTypes['TimelineActivityConnection'] }>;
  CompanyConnectInput: CompanyConnectInput;
  CompanyConnection: ResolverTypeWrapper<Omit<CompanyConnection, 'edges'> & { edges: Array<ResolversTypes['CompanyEdge']> }>;
  CompanyCreateInput: CompanyCreateInput;
  CompanyDomainNameWhereInput: CompanyDomainNameWhereInput;
  CompanyEdge: ResolverTypeWrapper<Omit<CompanyEdge, 'node'> & { node: ResolversTypes['Company'] }>;
  CompanyFilterInput: CompanyFilterInput;
  CompanyOrderByInput: CompanyOrderByInput;
  CompanyRelationInput: CompanyRelationInput;
  CompanyUpdateInput: CompanyUpdateInput;
  CompanyWhereUniqueInput: CompanyWhereUniqueInput;
  CompanyWorkPolicyEnum: CompanyWorkPolicyEnum;
  CompanyWorkPolicyEnumListFilter: CompanyWorkPolicyEnumListFilter;
  CreateDraftFromWorkflowVersionInput: CreateDraftFromWorkflowVersionInput;
  CreateSequenceFromTemplateInput: CreateSequenceFromTemplateInput;
  CreateSequenceFromTemplateResult: ResolverTypeWrapper<CreateSequenceFromTemplateResult>;
  CreateSequenceStepInput: CreateSequenceStepInput;
  CreateWorkflowFromTemplateInput: CreateWorkflowFromTemplateInput;
  CreateWorkflowFromTemplateResult: ResolverTypeWrapper<CreateWorkflowFromTemplateResult>;
  CreateWorkflowVersionStepInput: CreateWorkflowVersionStepInput;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyCreateInput: CurrencyCreateInput;
  CurrencyFilter: CurrencyFilter;
  CurrencyOrderByInput: CurrencyOrderByInput;
  CurrencyUpdateInput: CurrencyUpdateInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateFilter: DateFilter;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeFilter: DateTimeFilter;
  DeleteWorkflowVersionStepInput: DeleteWorkflowVersionStepInput;
  DuplicateSequenceInput: DuplicateSequenceInput;
  DuplicateSequenceResult: ResolverTypeWrapper<DuplicateSequenceResult>;
  Emails: ResolverTypeWrapper<Emails>;
  EmailsCreateInput: EmailsCreateInput;
  EmailsFilter: EmailsFilter;
  EmailsOrderByInput: EmailsOrderByInput;
  EmailsUpdateInput: EmailsUpdateInput;
  Favorite: ResolverTypeWrapper<Omit<Favorite, 'company' | 'forWorkspaceMember' | 'note' | 'opportunity' | 'person' | 'task' | 'workflow' | 'workflowRun' | 'workflowVersion'> & { company?: Maybe<ResolversTypes['Company']>, forWorkspaceMember?: Maybe<ResolversTypes['WorkspaceMember']>, note?: Maybe<ResolversTypes['Note']>, opportunity?: Maybe<ResolversTypes['Opportunity']>, person?: Maybe<ResolversTypes['Person']>, task?: Maybe<ResolversTypes['Task']>, workflow?: Maybe<ResolversTypes['Workflow']>, workflowRun?: Maybe<ResolversTypes['WorkflowRun']>, workflowVersion?: Maybe<ResolversTypes['WorkflowVersion']> }>;
  FavoriteConnectInput: FavoriteConnectInput;
  FavoriteConnection: ResolverTypeWrapper<Omit<FavoriteConnection, 'edges'> & { edges: Array<ResolversTypes['FavoriteEdge']> }>;
  FavoriteCreateInput: FavoriteCreateInput;
  FavoriteEdge: ResolverTypeWrapper<Omit<FavoriteEdge, 'node'> & { node: ResolversTypes['Favorite'] }>;
  FavoriteFilterInput: FavoriteFilterInput;
  FavoriteOrderByInput: FavoriteOrderByInput;
  FavoriteRelationInput: FavoriteRelationInput;
  FavoriteUpdateInput: FavoriteUpdateInput;
  FavoriteWhereUniqueInput: FavoriteWhereUniqueInput;
  FilterIs: FilterIs;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FloatFilter: FloatFilter;
  FullName: ResolverTypeWrapper<FullName>;
  FullNameCreateInput: FullNameCreateInput;
  FullNameFilter: FullNameFilter;
  FullNameOrderByInput: FullNameOrderByInput;
  FullNameUpdateInput: FullNameUpdateInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Links: ResolverTypeWrapper<Links>;
  LinksCreateInput: LinksCreateInput;
  LinksFilter: LinksFilter;
  LinksOrderByInput: LinksOrderByInput;
  LinksUpdateInput: LinksUpdateInput;
  Message: ResolverTypeWrapper<Omit<Message, 'messageChannelMessageAssociations' | 'messageParticipants' | 'messageThread'> & { messageChannelMessageAssociations: ResolversTypes['MessageChannelMessageAssociationConnection'], messageParticipants: ResolversTypes['MessageParticipantConnection'], messageThread?: Maybe<ResolversTypes['MessageThread']> }>;
  MessageChannel: ResolverTypeWrapper<Omit<MessageChannel, 'messageChannelMessageAssociations'> & { messageChannelMessageAssociations: ResolversTypes['MessageChannelMessageAssociationConnection'] }>;
  MessageChannelConnectInput: MessageChannelConnectInput;
  MessageChannelConnection: ResolverTypeWrapper<Omit<MessageChannelConnection, 'edges'> & { edges: Array<ResolversTypes['MessageChannelEdge']> }>;
  MessageChannelCreateInput: MessageChannelCreateInput;
  MessageChannelEdge: ResolverTypeWrapper<Omit<MessageChannelEdge, 'node'> & { node: ResolversTypes['MessageChannel'] }>;
  MessageChannelFilterInput: MessageChannelFilterInput;
  MessageChannelMessageAssociation: ResolverTypeWrapper<Omit<MessageChannelMessageAssociation, 'message' | 'messageChannel'> & { message?: Maybe<ResolversTypes['Message']>, messageChannel?: Maybe<ResolversTypes['MessageChannel']> }>;
  MessageChannelMessageAssociationConnectInput: MessageChannelMessageAssociationConnectInput;
  MessageChannelMessageAssociationConnection: ResolverTypeWrapper<Omit<MessageChannelMessageAssociationConnection, 'edges'> & { edges: Array<ResolversTypes['MessageChannelMessageAssociationEdge']> }>;
  MessageChannelMessageAssociationDirectionEnum: MessageChannelMessageAssociationDirectionEnum;
  MessageChannelMessageAssociationDirectionEnumFilter: MessageChannelMessageAssociationDirectionEnumFilter;
  MessageChannelMessageAssociationEdge: ResolverTypeWrapper<Omit<MessageChannelMessageAssociationEdge, 'node'> & { node: ResolversTypes['MessageChannelMessageAssociation'] }>;
  MessageChannelMessageAssociationFilterInput: MessageChannelMessageAssociationFilterInput;
  MessageChannelMessageAssociationOrderByInput: MessageChannelMessageAssociationOrderByInput;
  MessageChannelMessageAssociationRelationInput: MessageChannelMessageAssociationRelationInput;
  MessageChannelMessageAssociationWhereUniqueInput: MessageChannelMessageAssociationWhereUniqueInput;
  MessageChannelOrderByInput: MessageChannelOrderByInput;
  MessageChannelRelationInput: MessageChannelRelationInput;
  MessageChannelSyncStatusEnum: MessageChannelSyncStatusEnum;
  MessageChannelSyncStatusEnumFilter: MessageChannelSyncStatusEnumFilter;
  MessageChannelTypeEnum: MessageChannelTypeEnum;
  MessageChannelTypeEnumFilter: MessageChannelTypeEnumFilter;
  MessageChannelUpdateInput: MessageChannelUpdateInput;
  MessageChannelWhereUniqueInput: MessageChannelWhereUniqueInput;
  MessageConnectInput: MessageConnectInput;
  MessageConnection: ResolverTypeWrapper<Omit<MessageConnection, 'edges'> & { edges: Array<ResolversTypes['MessageEdge']> }>;
  MessageEdge: ResolverTypeWrapper<Omit<MessageEdge, 'node'> & { node: ResolversTypes['Message'] }>;
  MessageFilterInput: MessageFilterInput;
  MessageOrderByInput: MessageOrderByInput;
  MessageParticipant: ResolverTypeWrapper<Omit<MessageParticipant, 'message' | 'person' | 'workspaceMember'> & { message?: Maybe<ResolversTypes['Message']>, person?: Maybe<ResolversTypes['Person']>, workspaceMember?: Maybe<ResolversTypes['WorkspaceMember']> }>;
  MessageParticipantConnectInput: MessageParticipantConnectInput;
  MessageParticipantConnection: ResolverTypeWrapper<Omit<MessageParticipantConnection, 'edges'> & { edges: Array<ResolversTypes['MessageParticipantEdge']> }>;
  MessageParticipantEdge: ResolverTypeWrapper<Omit<MessageParticipantEdge, 'node'> & { node: ResolversTypes['MessageParticipant'] }>;
  MessageParticipantFilterInput: MessageParticipantFilterInput;
  MessageParticipantOrderByInput: MessageParticipantOrderByInput;
  MessageParticipantRelationInput: MessageParticipantRelationInput;
  MessageParticipantRoleEnum: MessageParticipantRoleEnum;
  MessageParticipantRoleEnumFilter: MessageParticipantRoleEnumFilter;
  MessageParticipantWhereUniqueInput: MessageParticipantWhereUniqueInput;
  MessageRelationInput: MessageRelationInput;
  MessageThread: ResolverTypeWrapper<Omit<MessageThread, 'messages'> & { messages: ResolversTypes['MessageConnection'] }>;
  MessageThreadConnectInput: MessageThreadConnectInput;
  MessageThreadConnection: ResolverTypeWrapper<Omit<MessageThreadConnection, 'edges'> & { edges: Array<ResolversTypes['MessageThreadEdge']> }>;
  MessageThreadEdge: ResolverTypeWrapper<Omit<MessageThreadEdge, 'node'> & { node: ResolversTypes['MessageThread'] }>;
  MessageThreadFilterInput: MessageThreadFilterInput;
  MessageThreadOrderByInput: MessageThreadOrderByInput;
  MessageThreadRelationInput: MessageThreadRelationInput;
  MessageThreadWhereUniqueInput: MessageThreadWhereUniqueInput;
  MessageWhereUniqueInput: MessageWhereUniqueInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Note: ResolverTypeWrapper<Omit<Note, 'attachments' | 'favorites' | 'noteTargets' | 'timelineActivities'> & { attachments: ResolversTypes['AttachmentConnection'], favorites: ResolversTypes['FavoriteConnection'], noteTargets: ResolversTypes['NoteTargetConnection'], timelineActivities: ResolversTypes['TimelineActivityConnection'] }>;
  NoteConnectInput: NoteConnectInput;
  NoteConnection: ResolverTypeWrapper<Omit<NoteConnection, 'edges'> & { edges: Array<ResolversTypes['NoteEdge']> }>;
  NoteCreateInput: NoteCreateInput;
  NoteEdge: ResolverTypeWrapper<Omit<NoteEdge, 'node'> & { node: ResolversTypes['Note'] }>;
  NoteFilterInput: NoteFilterInput;
  NoteOrderByInput: NoteOrderByInput;
  NoteRelationInput: NoteRelationInput;
  NoteTarget: ResolverTypeWrapper<Omit<NoteTarget, 'company' | 'note' | 'opportunity' | 'person'> & { company?: Maybe<ResolversTypes['Company']>, note?: Maybe<ResolversTypes['Note']>, opportunity?: Maybe<ResolversTypes['Opportunity']>, person?: Maybe<ResolversTypes['Person']> }>;
  NoteTargetConnectInput: NoteTargetConnectInput;
  NoteTargetConnection: ResolverTypeWrapper<Omit<NoteTargetConnection, 'edges'> & { edges: Array<ResolversTypes['NoteTargetEdge']> }>;
  NoteTargetCreateInput: NoteTargetCreateInput;
  NoteTargetEdge: ResolverTypeWrapper<Omit<NoteTargetEdge, 'node'> & { node: ResolversTypes['NoteTarget'] }>;
  NoteTargetFilterInput: NoteTargetFilterInput;
  NoteTargetOrderByInput: NoteTargetOrderByInput;
  NoteTargetRelationInput: NoteTargetRelationInput;
  NoteTargetUpdateInput: NoteTargetUpdateInput;
  NoteTargetWhereUniqueInput: NoteTargetWhereUniqueInput;
  NoteUpdateInput: NoteUpdateInput;
  NoteWhereUniqueInput: NoteWhereUniqueInput;
  Opportunity: ResolverTypeWrapper<Omit<Opportunity, 'attachments' | 'company' | 'favorites' | 'noteTargets' | 'owner' | 'pointOfContact' | 'taskTargets' | 'timelineActivities'> & { attachments: ResolversTypes['AttachmentConnection'], company?: Maybe<ResolversTypes['Company']>, favorites: ResolversTypes['FavoriteConnection'], noteTargets: ResolversTypes['NoteTargetConnection'], owner?: Maybe<ResolversTypes['WorkspaceMember']>, pointOfContact?: Maybe<ResolversTypes['Person']>, taskTargets: ResolversTypes['TaskTargetConnection'], timelineActivities: ResolversTypes['TimelineActivityConnection'] }>;
  OpportunityConnectInput: OpportunityConnectInput;
  OpportunityConnection: ResolverTypeWrapper<Omit<OpportunityConnection, 'edges'> & { edges: Array<ResolversTypes['OpportunityEdge']> }>;
  OpportunityCreateInput: OpportunityCreateInput;
  OpportunityEdge: ResolverTypeWrapper<Omit<OpportunityEdge, 'node'> & { node: ResolversTypes['Opportunity'] }>;
  OpportunityFilterInput: OpportunityFilterInput;
  OpportunityOrderByInput: OpportunityOrderByInput;
  OpportunityRelationInput: OpportunityRelationInput;
  OpportunityStageEnum: OpportunityStageEnum;
  OpportunityStageEnumFilter: OpportunityStageEnumFilter;
  OpportunityUpdateInput: OpportunityUpdateInput;
  OpportunityWhereUniqueInput: OpportunityWhereUniqueInput;
  OrderByDirection: OrderByDirection;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Person: ResolverTypeWrapper<Omit<Person, 'attachments' | 'company' | 'favorites' | 'noteTargets' | 'owner' | 'pointOfContactForOpportunities' | 'taskTargets' | 'timelineActivities'> & { attachments: ResolversTypes['AttachmentConnection'], company?: Maybe<ResolversTypes['Company']>, favorites: ResolversTypes['FavoriteConnection'], noteTargets: ResolversTypes['NoteTargetConnection'], owner?: Maybe<ResolversTypes['WorkspaceMember']>, pointOfContactForOpportunities: ResolversTypes['OpportunityConnection'], taskTargets: ResolversTypes['TaskTargetConnection'], timelineActivities: ResolversTypes['TimelineActivityConnection'] }>;
  PersonConnectInput: PersonConnectInput;
  PersonConnection: ResolverTypeWrapper<Omit<PersonConnection, 'edges'> & { edges: Array<ResolversTypes['PersonEdge']> }>;
  PersonCreateInput: PersonCreateInput;
  PersonEdge: ResolverTypeWrapper<Omit<PersonEdge, 'node'> & { node: ResolversTypes['Person'] }>;
  PersonEmailsWhereInput: PersonEmailsWhereInput;
  PersonFilterInput: PersonFilterInput;
  PersonOrderByInput: PersonOrderByInput;
  PersonRelationInput: PersonRelationInput;
  PersonUpdateInput: PersonUpdateInput;
  PersonWhereUniqueInput: PersonWhereUniqueInput;
  Phones: ResolverTypeWrapper<Phones>;
  PhonesCreateInput: PhonesCreateInput;
  PhonesFilter: PhonesFilter;
  PhonesOrderByInput: PhonesOrderByInput;
  PhonesUpdateInput: PhonesUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RawJsonFilter: RawJsonFilter;
  RemoveSenderInput: RemoveSenderInput;
  RemoveSenderResult: ResolverTypeWrapper<RemoveSenderResult>;
  ResetSequencePersonRunInput: ResetSequencePersonRunInput;
  ResolvedSequencePeopleConnection: ResolverTypeWrapper<ResolvedSequencePeopleConnection>;
  ResolvedSequencePeoplePageInfo: ResolverTypeWrapper<ResolvedSequencePeoplePageInfo>;
  ResolvedSequencePerson: ResolverTypeWrapper<ResolvedSequencePerson>;
  ResolvedSequencePersonEdge: ResolverTypeWrapper<ResolvedSequencePersonEdge>;
  ResolvedSequenceStep: ResolverTypeWrapper<ResolvedSequenceStep>;
  RetrySequenceStepInput: RetrySequenceStepInput;
  RichTextV2: ResolverTypeWrapper<RichTextV2>;
  RichTextV2CreateInput: RichTextV2CreateInput;
  RichTextV2Filter: RichTextV2Filter;
  RichTextV2OrderByInput: RichTextV2OrderByInput;
  RichTextV2UpdateInput: RichTextV2UpdateInput;
  RunWorkflowVersionInput: RunWorkflowVersionInput;
  RunWorkflowVersionResult: ResolverTypeWrapper<RunWorkflowVersionResult>;
  SearchConnection: ResolverTypeWrapper<SearchConnection>;
  SearchEdge: ResolverTypeWrapper<SearchEdge>;
  SearchPageInfo: ResolverTypeWrapper<SearchPageInfo>;
  SearchRecord: ResolverTypeWrapper<SearchRecord>;
  SenderActionInput: SenderActionInput;
  Sequence: ResolverTypeWrapper<Omit<Sequence, 'sequencePeople' | 'sequenceSenders'> & { sequencePeople: ResolversTypes['SequencePersonConnection'], sequenceSenders: ResolversTypes['SequenceSenderConnection'] }>;
  SequenceCompletedNoMessage: ResolverTypeWrapper<SequenceCompletedNoMessage>;
  SequenceConnectInput: SequenceConnectInput;
  SequenceConnection: ResolverTypeWrapper<Omit<SequenceConnection, 'edges'> & { edges: Array<ResolversTypes['SequenceEdge']> }>;
  SequenceCreateInput: SequenceCreateInput;
  SequenceDuplicateType: SequenceDuplicateType;
  SequenceEdge: ResolverTypeWrapper<Omit<SequenceEdge, 'node'> & { node: ResolversTypes['Sequence'] }>;
  SequenceErrors: ResolverTypeWrapper<SequenceErrors>;
  SequenceErrorsFilterInput: SequenceErrorsFilterInput;
  SequenceFilterInput: SequenceFilterInput;
  SequenceOrderByInput: SequenceOrderByInput;
  SequencePeopleFilterInput: SequencePeopleFilterInput;
  SequencePerson: ResolverTypeWrapper<Omit<SequencePerson, 'person' | 'sequence' | 'sequenceRuns'> & { person?: Maybe<ResolversTypes['Person']>, sequence?: Maybe<ResolversTypes['Sequence']>, sequenceRuns: ResolversTypes['SequenceRunConnection'] }>;
  SequencePersonConnectInput: SequencePersonConnectInput;
  SequencePersonConnection: ResolverTypeWrapper<Omit<SequencePersonConnection, 'edges'> & { edges: Array<ResolversTypes['SequencePersonEdge']> }>;
  SequencePersonCreateInput: SequencePersonCreateInput;
  SequencePersonEdge: ResolverTypeWrapper<Omit<SequencePersonEdge, 'node'> & { node: ResolversTypes['SequencePerson'] }>;
  SequencePersonError: ResolverTypeWrapper<SequencePersonError>;
  SequencePersonFilterInput: SequencePersonFilterInput;
  SequencePersonOrderByInput: SequencePersonOrderByInput;
  SequencePersonRelationInput: SequencePersonRelationInput;
  SequencePersonStatusEnum: SequencePersonStatusEnum;
  SequencePersonStatusEnumFilter: SequencePersonStatusEnumFilter;
  SequencePersonUpdateInput: SequencePersonUpdateInput;
  SequencePersonWhereUniqueInput: SequencePersonWhereUniqueInput;
  SequencePositionInput: SequencePositionInput;
  SequenceRelationInput: SequenceRelationInput;
  SequenceRun: ResolverTypeWrapper<Omit<SequenceRun, 'person' | 'sequence' | 'sequencePerson'> & { person?: Maybe<ResolversTypes['Person']>, sequence?: Maybe<ResolversTypes['Sequence']>, sequencePerson?: Maybe<ResolversTypes['SequencePerson']> }>;
  SequenceRunConnectInput: SequenceRunConnectInput;
  SequenceRunConnection: ResolverTypeWrapper<Omit<SequenceRunConnection, 'edges'> & { edges: Array<ResolversTypes['SequenceRunEdge']> }>;
  SequenceRunEdge: ResolverTypeWrapper<Omit<SequenceRunEdge, 'node'> & { node: ResolversTypes['SequenceRun'] }>;
  SequenceRunFilterInput: SequenceRunFilterInput;
  SequenceRunOrderByInput: SequenceRunOrderByInput;
  SequenceRunRelationInput: SequenceRunRelationInput;
  SequenceRunStatusEnum: SequenceRunStatusEnum;
  SequenceRunStatusEnumFilter: SequenceRunStatusEnumFilter;
  SequenceRunWhereUniqueInput: SequenceRunWhereUniqueInput;
  SequenceSender: ResolverTypeWrapper<Omit<SequenceSender, 'sequence' | 'workspaceMember'> & { sequence?: Maybe<ResolversTypes['Sequence']>, workspaceMember?: Maybe<ResolversTypes['WorkspaceMember']> }>;
  SequenceSenderConnectInput: SequenceSenderConnectInput;
  SequenceSenderConnection: ResolverTypeWrapper<Omit<SequenceSenderConnection, 'edges'> & { edges: Array<ResolversTypes['SequenceSenderEdge']> }>;
  SequenceSenderCreateInput: SequenceSenderCreateInput;
  SequenceSenderEdge: ResolverTypeWrapper<Omit<SequenceSenderEdge, 'node'> & { node: ResolversTypes['SequenceSender'] }>;
  SequenceSenderError: ResolverTypeWrapper<SequenceSenderError>;
  SequenceSenderFilterInput: SequenceSenderFilterInput;
  SequenceSenderMessageStatusEnum: SequenceSenderMessageStatusEnum;
  SequenceSenderMessageStatusEnumFilter: SequenceSenderMessageStatusEnumFilter;
  SequenceSenderOrderByInput: SequenceSenderOrderByInput;
  SequenceSenderPlatformTypeEnum: SequenceSenderPlatformTypeEnum;
  SequenceSenderPlatformTypeEnumFilter: SequenceSenderPlatformTypeEnumFilter;
  SequenceSenderRelationInput: SequenceSenderRelationInput;
  SequenceSenderUpdateInput: SequenceSenderUpdateInput;
  SequenceSenderWhereUniqueInput: SequenceSenderWhereUniqueInput;
  SequenceStatusEnum: SequenceStatusEnum;
  SequenceStatusEnumFilter: SequenceStatusEnumFilter;
  SequenceStep: ResolverTypeWrapper<SequenceStep>;
  SequenceStepRefInput: SequenceStepRefInput;
  SequenceStepsChange: ResolverTypeWrapper<SequenceStepsChange>;
  SequenceTemplateType: SequenceTemplateType;
  SequenceUpdateInput: SequenceUpdateInput;
  SequenceWhereUniqueInput: SequenceWhereUniqueInput;
  StepsDiffEntry: ResolverTypeWrapper<StepsDiffEntry>;
  StepsDiffType: StepsDiffType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StringFilter: StringFilter;
  Task: ResolverTypeWrapper<Omit<Task, 'assignee' | 'attachments' | 'favorites' | 'taskTargets' | 'timelineActivities'> & { assignee?: Maybe<ResolversTypes['WorkspaceMember']>, attachments: ResolversTypes['AttachmentConnection'], favorites: ResolversTypes['FavoriteConnection'], taskTargets: ResolversTypes['TaskTargetConnection'], timelineActivities: ResolversTypes['TimelineActivityConnection'] }>;
  TaskConnectInput: TaskConnectInput;
  TaskConnection: ResolverTypeWrapper<Omit<TaskConnection, 'edges'> & { edges: Array<ResolversTypes['TaskEdge']> }>;
  TaskCreateInput: TaskCreateInput;
  TaskEdge: ResolverTypeWrapper<Omit<TaskEdge, 'node'> & { node: ResolversTypes['Task'] }>;
  TaskFilterInput: TaskFilterInput;
  TaskOrderByInput: TaskOrderByInput;
  TaskRelationInput: TaskRelationInput;
  TaskStatusEnum: TaskStatusEnum;
  TaskStatusEnumFilter: TaskStatusEnumFilter;
  TaskTarget: ResolverTypeWrapper<Omit<TaskTarget, 'company' | 'opportunity' | 'person' | 'task'> & { company?: Maybe<ResolversTypes['Company']>, opportunity?: Maybe<ResolversTypes['Opportunity']>, person?: Maybe<ResolversTypes['Person']>, task?: Maybe<ResolversTypes['Task']> }>;
  TaskTargetConnectInput: TaskTargetConnectInput;
  TaskTargetConnection: ResolverTypeWrapper<Omit<TaskTargetConnection, 'edges'> & { edges: Array<ResolversTypes['TaskTargetEdge']> }>;
  TaskTargetCreateInput: TaskTargetCreateInput;
  TaskTargetEdge: ResolverTypeWrapper<Omit<TaskTargetEdge, 'node'> & { node: ResolversTypes['TaskTarget'] }>;
  TaskTargetFilterInput: TaskTargetFilterInput;
  TaskTargetOrderByInput: TaskTargetOrderByInput;
  TaskTargetRelationInput: TaskTargetRelationInput;
  TaskTargetUpdateInput: TaskTargetUpdateInput;
  TaskTargetWhereUniqueInput: TaskTargetWhereUniqueInput;
  TaskUpdateInput: TaskUpdateInput;
  TaskWhereUniqueInput: TaskWhereUniqueInput;
  TimelineActivity: ResolverTypeWrapper<Omit<TimelineActivity, 'company' | 'note' | 'opportunity' | 'person' | 'task' | 'workflow' | 'workflowRun' | 'workflowVersion' | 'workspaceMember'> & { company?: Maybe<ResolversTypes['Company']>, note?: Maybe<ResolversTypes['Note']>, opportunity?: Maybe<ResolversTypes['Opportunity']>, person?: Maybe<ResolversTypes['Person']>, task?: Maybe<ResolversTypes['Task']>, workflow?: Maybe<ResolversTypes['Workflow']>, workflowRun?: Maybe<ResolversTypes['WorkflowRun']>, workflowVersion?: Maybe<ResolversTypes['WorkflowVersion']>, workspaceMember?: Maybe<ResolversTypes['WorkspaceMember']> }>;
  TimelineActivityConnectInput: TimelineActivityConnectInput;
  TimelineActivityConnection: ResolverTypeWrapper<Omit<TimelineActivityConnection, 'edges'> & { edges: Array<ResolversTypes['TimelineActivityEdge']> }>;
  TimelineActivityCreateInput: TimelineActivityCreateInput;
  TimelineActivityEdge: ResolverTypeWrapper<Omit<TimelineActivityEdge, 'node'> & { node: ResolversTypes['TimelineActivity'] }>;
  TimelineActivityFilterInput: TimelineActivityFilterInput;
  TimelineActivityOrderByInput: TimelineActivityOrderByInput;
  TimelineActivityRelationInput: TimelineActivityRelationInput;
  TimelineActivityUpdateInput: TimelineActivityUpdateInput;
  TimelineActivityWhereUniqueInput: TimelineActivityWhereUniqueInput;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UUIDFilter: UuidFilter;
  UpdateSequenceStepInput: UpdateSequenceStepInput;
  UpdateWorkflowVersionStepInput: UpdateWorkflowVersionStepInput;
  UpdateWorkflowVersionTriggerInput: UpdateWorkflowVersionTriggerInput;
  Workflow: ResolverTypeWrapper<Omit<Workflow, 'versions'> & { versions: ResolversTypes['WorkflowVersionConnection'] }>;
  WorkflowConnectInput: WorkflowConnectInput;
  WorkflowConnection: ResolverTypeWrapper<Omit<WorkflowConnection, 'edges'> & { edges: Array<ResolversTypes['WorkflowEdge']> }>;
  WorkflowCreateInput: WorkflowCreateInput;
  WorkflowEdge: ResolverTypeWrapper<Omit<WorkflowEdge, 'node'> & { node: ResolversTypes['Workflow'] }>;
  WorkflowFilterInput: WorkflowFilterInput;
  WorkflowOrderByInput: WorkflowOrderByInput;
  WorkflowRelationInput: WorkflowRelationInput;
  WorkflowRun: ResolverTypeWrapper<Omit<WorkflowRun, 'workflow' | 'workflowVersion'> & { workflow?: Maybe<ResolversTypes['Workflow']>, workflowVersion?: Maybe<ResolversTypes['WorkflowVersion']> }>;
  WorkflowRunConnectInput: WorkflowRunConnectInput;
  WorkflowRunConnection: ResolverTypeWrapper<Omit<WorkflowRunConnection, 'edges'> & { edges: Array<ResolversTypes['WorkflowRunEdge']> }>;
  WorkflowRunEdge: ResolverTypeWrapper<Omit<WorkflowRunEdge, 'node'> & { node: ResolversTypes['WorkflowRun'] }>;
  WorkflowRunFilterInput: WorkflowRunFilterInput;
  WorkflowRunOrderByInput: WorkflowRunOrderByInput;
  WorkflowRunRelationInput: WorkflowRunRelationInput;
  WorkflowRunStatusEnum: WorkflowRunStatusEnum;
  WorkflowRunStatusEnumFilter: WorkflowRunStatusEnumFilter;
  WorkflowRunWhereUniqueInput: WorkflowRunWhereUniqueInput;
  WorkflowStatusesEnum: WorkflowStatusesEnum;
  WorkflowStatusesEnumListFilter: WorkflowStatusesEnumListFilter;
  WorkflowStepsChange: ResolverTypeWrapper<WorkflowStepsChange>;
  WorkflowTemplateType: WorkflowTemplateType;
  WorkflowUpdateInput: WorkflowUpdateInput;
  WorkflowVersion: ResolverTypeWrapper<ApiRecord>;
  WorkflowVersionConnectInput: WorkflowVersionConnectInput;
  WorkflowVersionConnection: ResolverTypeWrapper<Omit<WorkflowVersionConnection, 'edges'> & { edges: Array<ResolversTypes['WorkflowVersionEdge']> }>;
  WorkflowVersionCreateInput: WorkflowVersionCreateInput;
  WorkflowVersionEdge: ResolverTypeWrapper<Omit<WorkflowVersionEdge, 'node'> & { node: ResolversTypes['WorkflowVersion'] }>;
  WorkflowVersionFilterInput: WorkflowVersionFilterInput;
  WorkflowVersionOrderByInput: WorkflowVersionOrderByInput;
  WorkflowVersionRelationInput: WorkflowVersionRelationInput;
  WorkflowVersionStatusEnum: WorkflowVersionStatusEnum;
  WorkflowVersionStatusEnumFilter: WorkflowVersionStatusEnumFilter;
  WorkflowVersionUpdateInput: WorkflowVersionUpdateInput;
  WorkflowVersionWhereUniqueInput: WorkflowVersionWhereUniqueInput;
  WorkflowWhereUniqueInput: WorkflowWhereUniqueInput;
  Workspace: ResolverTypeWrapper<Workspace>;
  WorkspaceMember: ResolverTypeWrapper<Omit<WorkspaceMember, 'accountOwnerForCompanies' | 'assignedTasks' | 'authoredAttachments' | 'favorites' | 'ownedOpportunities' | 'ownedPeople' | 'timelineActivities'> & { accountOwnerForCompanies: ResolversTypes['CompanyConnection'], assignedTasks: ResolversTypes['TaskConnection'], authoredAttachments: ResolversTypes['AttachmentConnection'], favorites: ResolversTypes['FavoriteConnection'], ownedOpportunities: ResolversTypes['OpportunityConnection'], ownedPeople: ResolversTypes['PersonConnection'], timelineActivities: ResolversTypes['TimelineActivityConnection'] }>;
  WorkspaceMemberConnectInput: WorkspaceMemberConnectInput;
  WorkspaceMemberConnection: ResolverTypeWrapper<Omit<WorkspaceMemberConnection, 'edges'> & { edges: Array<ResolversTypes['WorkspaceMemberEdge']> }>;
  WorkspaceMemberEdge: ResolverTypeWrapper<Omit<WorkspaceMemberEdge, 'node'> & { node: ResolversTypes['WorkspaceMember'] }>;
  WorkspaceMemberFilterInput: WorkspaceMemberFilterInput;
  WorkspaceMemberOrderByInput: WorkspaceMemberOrderByInput;
  WorkspaceMemberRelationInput: WorkspaceMemberRelationInput;
  WorkspaceMemberWhereUniqueInput: WorkspaceMemberWhereUniqueInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivateSequenceSendersInput: ActivateSequenceSendersInput;
  Actor: Actor;
  ActorCreateInput: ActorCreateInput;
  ActorFilter: ActorFilter;
  ActorOrderByInput: ActorOrderByInput;
  ActorUpdateInput: ActorUpdateInput;
  Address: Address;
  AddressCreateInput: AddressCreateInput;
  AddressFilter: AddressFilter;
  AddressOrderByInput: AddressOrderByInput;
  AddressUpdateInput: AddressUpdateInput;
  Attachment: Omit<Attachment, 'author' | 'company' | 'note' | 'opportunity' | 'person' | 'task' | 'workflow'> & { author?: Maybe<ResolversParentTypes['WorkspaceMember']>, company?: Maybe<ResolversParentTypes['Company']>, note?: Maybe<ResolversParentTypes['Note']>, opportunity?: Maybe<ResolversParentTypes['Opportunity']>, person?: Maybe<ResolversParentTypes['Person']>, task?: Maybe<ResolversParentTypes['Task']>, workflow?: Maybe<ResolversParentTypes['Workflow']> };
  AttachmentConnectInput: AttachmentConnectInput;
  AttachmentConnection: Omit<AttachmentConnection, 'edges'> & { edges: Array<ResolversParentTypes['AttachmentEdge']> };
  AttachmentCreateInput: AttachmentCreateInput;
  AttachmentEdge: Omit<AttachmentEdge, 'node'> & { node: ResolversParentTypes['Attachment'] };
  AttachmentFileCategoryEnumFilter: AttachmentFileCategoryEnumFilter;
  AttachmentFilterInput: AttachmentFilterInput;
  AttachmentOrderByInput: AttachmentOrderByInput;
  AttachmentRelationInput: AttachmentRelationInput;
  AttachmentUpdateInput: AttachmentUpdateInput;
  AttachmentWhereUniqueInput: AttachmentWhereUniqueInput;
  Boolean: Scalars['Boolean']['output'];
  BooleanFilter: BooleanFilter;
  Company: Omit<Company, 'accountOwner' | 'attachments' | 'favorites' | 'noteTargets' | 'opportunities' | 'people' | 'taskTargets' | 'timelineActivities'> & { accountOwner?: Maybe<ResolversParentTypes['WorkspaceMember']>, attachments: ResolversParentTypes['AttachmentConnection'], favorites: ResolversParentTypes['FavoriteConnection'], noteTargets: ResolversParentTypes['NoteTargetConnection'], opportunities: ResolversParentTypes['OpportunityConnection'], people: ResolversParentTypes['PersonConnection'], taskTargets: ResolversParentTypes['TaskTargetConnection'], timelineActivities: ResolversParentTypes['TimelineActivityConnection'] };
  CompanyConnectInput: CompanyConnectInput;
  CompanyConnection: Omit<CompanyConnection, 'edges'> & { edges: Array<ResolversParentTypes['CompanyEdge']> };
  CompanyCreateInput: CompanyCreateInput;
  CompanyDomainNameWhereInput: CompanyDomainNameWhereInput;
  CompanyEdge: Omit<CompanyEdge, 'node'> & { node: ResolversParentTypes['Company'] };
  CompanyFilterInput: CompanyFilterInput;
  CompanyOrderByInput: CompanyOrderByInput;
  CompanyRelationInput: CompanyRelationInput;
  CompanyUpdateInput: CompanyUpdateInput;
  CompanyWhereUniqueInput: CompanyWhereUniqueInput;
  CompanyWorkPolicyEnumListFilter: CompanyWorkPolicyEnumListFilter;
  CreateDraftFromWorkflowVersionInput: CreateDraftFromWorkflowVersionInput;
  CreateSequenceFromTemplateInput: CreateSequenceFromTemplateInput;
  CreateSequenceFromTemplateResult: CreateSequenceFromTemplateResult;
  CreateSequenceStepInput: CreateSequenceStepInput;
  CreateWorkflowFromTemplateInput: CreateWorkflowFromTemplateInput;
  CreateWorkflowFromTemplateResult: CreateWorkflowFromTemplateResult;
  CreateWorkflowVersionStepInput: CreateWorkflowVersionStepInput;
  Currency: Currency;
  CurrencyCreateInput: CurrencyCreateInput;
  CurrencyFilter: CurrencyFilter;
  CurrencyOrderByInput: CurrencyOrderByInput;
  CurrencyUpdateInput: CurrencyUpdateInput;
  Date: Scalars['Date']['output'];
  DateFilter: DateFilter;
  DateTime: Scalars['DateTime']['output'];
  DateTimeFilter: DateTimeFilter;
  DeleteWorkflowVersionStepInput: DeleteWorkflowVersionStepInput;
  DuplicateSequenceInput: DuplicateSequenceInput;
  DuplicateSequenceResult: DuplicateSequenceResult;
  Emails: Emails;
  EmailsCreateInput: EmailsCreateInput;
  EmailsFilter: EmailsFilter;
  EmailsOrderByInput: EmailsOrderByInput;
  EmailsUpdateInput: EmailsUpdateInput;
  Favorite: Omit<Favorite, 'company' | 'forWorkspaceMember' | 'note' | 'opportunity' | 'person' | 'task' | 'workflow' | 'workflowRun' | 'workflowVersion'> & { company?: Maybe<ResolversParentTypes['Company']>, forWorkspaceMember?: Maybe<ResolversParentTypes['WorkspaceMember']>, note?: Maybe<ResolversParentTypes['Note']>, opportunity?: Maybe<ResolversParentTypes['Opportunity']>, person?: Maybe<ResolversParentTypes['Person']>, task?: Maybe<ResolversParentTypes['Task']>, workflow?: Maybe<ResolversParentTypes['Workflow']>, workflowRun?: Maybe<ResolversParentTypes['WorkflowRun']>, workflowVersion?: Maybe<ResolversParentTypes['WorkflowVersion']> };
  FavoriteConnectInput: FavoriteConnectInput;
  FavoriteConnection: Omit<FavoriteConnection, 'edges'> & { edges: Array<ResolversParentTypes['FavoriteEdge']> };
  FavoriteCreateInput: FavoriteCreateInput;
  FavoriteEdge: Omit<FavoriteEdge, 'node'> & { node: ResolversParentTypes['Favorite'] };
  FavoriteFilterInput: FavoriteFilterInput;
  FavoriteOrderByInput: FavoriteOrderByInput;
  FavoriteRelationInput: FavoriteRelationInput;
  FavoriteUpdateInput: FavoriteUpdateInput;
  FavoriteWhereUniqueInput: FavoriteWhereUniqueInput;
  Float: Scalars['Float']['output'];
  FloatFilter: FloatFilter;
  FullName: FullName;
  FullNameCreateInput: FullNameCreateInput;
  FullNameFilter: FullNameFilter;
  FullNameOrderByInput: FullNameOrderByInput;
  FullNameUpdateInput: FullNameUpdateInput;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Links: Links;
  LinksCreateInput: LinksCreateInput;
  LinksFilter: LinksFilter;
  LinksOrderByInput: LinksOrderByInput;
  LinksUpdateInput: LinksUpdateInput;
  Message: Omit<Message, 'messageChannelMessageAssociations' | 'messageParticipants' | 'messageThread'> & { messageChannelMessageAssociations: ResolversParentTypes['MessageChannelMessageAssociationConnection'], messageParticipants: ResolversParentTypes['MessageParticipantConnection'], messageThread?: Maybe<ResolversParentTypes['MessageThread']> };
  MessageChannel: Omit<MessageChannel, 'messageChannelMessageAssociations'> & { messageChannelMessageAssociations: ResolversParentTypes['MessageChannelMessageAssociationConnection'] };
  MessageChannelConnectInput: MessageChannelConnectInput;
  MessageChannelConnection: Omit<MessageChannelConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageChannelEdge']> };
  MessageChannelCreateInput: MessageChannelCreateInput;
  MessageChannelEdge: Omit<MessageChannelEdge, 'node'> & { node: ResolversParentTypes['MessageChannel'] };
  MessageChannelFilterInput: MessageChannelFilterInput;
  MessageChannelMessageAssociation: Omit<MessageChannelMessageAssociation, 'message' | 'messageChannel'> & { message?: Maybe<ResolversParentTypes['Message']>, messageChannel?: Maybe<ResolversParentTypes['MessageChannel']> };
  MessageChannelMessageAssociationConnectInput: MessageChannelMessageAssociationConnectInput;
  MessageChannelMessageAssociationConnection: Omit<MessageChannelMessageAssociationConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageChannelMessageAssociationEdge']> };
  MessageChannelMessageAssociationDirectionEnumFilter: MessageChannelMessageAssociationDirectionEnumFilter;
  MessageChannelMessageAssociationEdge: Omit<MessageChannelMessageAssociationEdge, 'node'> & { node: ResolversParentTypes['MessageChannelMessageAssociation'] };
  MessageChannelMessageAssociationFilterInput: MessageChannelMessageAssociationFilterInput;
  MessageChannelMessageAssociationOrderByInput: MessageChannelMessageAssociationOrderByInput;
  MessageChannelMessageAssociationRelationInput: MessageChannelMessageAssociationRelationInput;
  MessageChannelMessageAssociationWhereUniqueInput: MessageChannelMessageAssociationWhereUniqueInput;
  MessageChannelOrderByInput: MessageChannelOrderByInput;
  MessageChannelRelationInput: MessageChannelRelationInput;
  MessageChannelSyncStatusEnumFilter: MessageChannelSyncStatusEnumFilter;
  MessageChannelTypeEnumFilter: MessageChannelTypeEnumFilter;
  MessageChannelUpdateInput: MessageChannelUpdateInput;
  MessageChannelWhereUniqueInput: MessageChannelWhereUniqueInput;
  MessageConnectInput: MessageConnectInput;
  MessageConnection: Omit<MessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageEdge']> };
  MessageEdge: Omit<MessageEdge, 'node'> & { node: ResolversParentTypes['Message'] };
  MessageFilterInput: MessageFilterInput;
  MessageOrderByInput: MessageOrderByInput;
  MessageParticipant: Omit<MessageParticipant, 'message' | 'person' | 'workspaceMember'> & { message?: Maybe<ResolversParentTypes['Message']>, person?: Maybe<ResolversParentTypes['Person']>, workspaceMember?: Maybe<ResolversParentTypes['WorkspaceMember']> };
  MessageParticipantConnectInput: MessageParticipantConnectInput;
  MessageParticipantConnection: Omit<MessageParticipantConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageParticipantEdge']> };
  MessageParticipantEdge: Omit<MessageParticipantEdge, 'node'> & { node: ResolversParentTypes['MessageParticipant'] };
  MessageParticipantFilterInput: MessageParticipantFilterInput;
  MessageParticipantOrderByInput: MessageParticipantOrderByInput;
  MessageParticipantRelationInput: MessageParticipantRelationInput;
  MessageParticipantRoleEnumFilter: MessageParticipantRoleEnumFilter;
  MessageParticipantWhereUniqueInput: MessageParticipantWhereUniqueInput;
  MessageRelationInput: MessageRelationInput;
  MessageThread: Omit<MessageThread, 'messages'> & { messages: ResolversParentTypes['MessageConnection'] };
  MessageThreadConnectInput: MessageThreadConnectInput;
  MessageThreadConnection: Omit<MessageThreadConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageThreadEdge']> };
  MessageThreadEdge: Omit<MessageThreadEdge, 'node'> & { node: ResolversParentTypes['MessageThread'] };
  MessageThreadFilterInput: MessageThreadFilterInput;
  MessageThreadOrderByInput: MessageThreadOrderByInput;
  MessageThreadRelationInput: MessageThreadRelationInput;
  MessageThreadWhereUniqueInput: MessageThreadWhereUniqueInput;
  MessageWhereUniqueInput: MessageWhereUniqueInput;
  Mutation: Record<PropertyKey, never>;
  Note: Omit<Note, 'attachments' | 'favorites' | 'noteTargets' | 'timelineActivities'> & { attachments: ResolversParentTypes['AttachmentConnection'], favorites: ResolversParentTypes['FavoriteConnection'], noteTargets: ResolversParentTypes['NoteTargetConnection'], timelineActivities: ResolversParentTypes['TimelineActivityConnection'] };
  NoteConnectInput: NoteConnectInput;
  NoteConnection: Omit<NoteConnection, 'edges'> & { edges: Array<ResolversParentTypes['NoteEdge']> };
  NoteCreateInput: NoteCreateInput;
  NoteEdge: Omit<NoteEdge, 'node'> & { node: ResolversParentTypes['Note'] };
  NoteFilterInput: NoteFilterInput;
  NoteOrderByInput: NoteOrderByInput;
  NoteRelationInput: NoteRelationInput;
  NoteTarget: Omit<NoteTarget, 'company' | 'note' | 'opportunity' | 'person'> & { company?: Maybe<ResolversParentTypes['Company']>, note?: Maybe<ResolversParentTypes['Note']>, opportunity?: Maybe<ResolversParentTypes['Opportunity']>, person?: Maybe<ResolversParentTypes['Person']> };
  NoteTargetConnectInput: NoteTargetConnectInput;
  NoteTargetConnection: Omit<NoteTargetConnection, 'edges'> & { edges: Array<ResolversParentTypes['NoteTargetEdge']> };
  NoteTargetCreateInput: NoteTargetCreateInput;
  NoteTargetEdge: Omit<NoteTargetEdge, 'node'> & { node: ResolversParentTypes['NoteTarget'] };
  NoteTargetFilterInput: NoteTargetFilterInput;
  NoteTargetOrderByInput: NoteTargetOrderByInput;
  NoteTargetRelationInput: NoteTargetRelationInput;
  NoteTargetUpdateInput: NoteTargetUpdateInput;
  NoteTargetWhereUniqueInput: NoteTargetWhereUniqueInput;
  NoteUpdateInput: NoteUpdateInput;
  NoteWhereUniqueInput: NoteWhereUniqueInput;
  Opportunity: Omit<Opportunity, 'attachments' | 'company' | 'favorites' | 'noteTargets' | 'owner' | 'pointOfContact' | 'taskTargets' | 'timelineActivities'> & { attachments: ResolversParentTypes['AttachmentConnection'], company?: Maybe<ResolversParentTypes['Company']>, favorites: ResolversParentTypes['FavoriteConnection'], noteTargets: ResolversParentTypes['NoteTargetConnection'], owner?: Maybe<ResolversParentTypes['WorkspaceMember']>, pointOfContact?: Maybe<ResolversParentTypes['Person']>, taskTargets: ResolversParentTypes['TaskTargetConnection'], timelineActivities: ResolversParentTypes['TimelineActivityConnection'] };
  OpportunityConnectInput: OpportunityConnectInput;
  OpportunityConnection: Omit<OpportunityConnection, 'edges'> & { edges: Array<ResolversParentTypes['OpportunityEdge']> };
  OpportunityCreateInput: OpportunityCreateInput;
  OpportunityEdge: Omit<OpportunityEdge, 'node'> & { node: ResolversParentTypes['Opportunity'] };
  OpportunityFilterInput: OpportunityFilterInput;
  OpportunityOrderByInput: OpportunityOrderByInput;
  OpportunityRelationInput: OpportunityRelationInput;
  OpportunityStageEnumFilter: OpportunityStageEnumFilter;
  OpportunityUpdateInput: OpportunityUpdateInput;
  OpportunityWhereUniqueInput: OpportunityWhereUniqueInput;
  PageInfo: PageInfo;
  Person: Omit<Person, 'attachments' | 'company' | 'favorites' | 'noteTargets' | 'owner' | 'pointOfContactForOpportunities' | 'taskTargets' | 'timelineActivities'> & { attachments: ResolversParentTypes['AttachmentConnection'], company?: Maybe<ResolversParentTypes['Company']>, favorites: ResolversParentTypes['FavoriteConnection'], noteTargets: ResolversParentTypes['NoteTargetConnection'], owner?: Maybe<ResolversParentTypes['WorkspaceMember']>, pointOfContactForOpportunities: ResolversParentTypes['OpportunityConnection'], taskTargets: ResolversParentTypes['TaskTargetConnection'], timelineActivities: ResolversParentTypes['TimelineActivityConnection'] };
  PersonConnectInput: PersonConnectInput;
  PersonConnection: Omit<PersonConnection, 'edges'> & { edges: Array<ResolversParentTypes['PersonEdge']> };
  PersonCreateInput: PersonCreateInput;
  PersonEdge: Omit<PersonEdge, 'node'> & { node: ResolversParentTypes['Person'] };
  PersonEmailsWhereInput: PersonEmailsWhereInput;
  PersonFilterInput: PersonFilterInput;
  PersonOrderByInput: PersonOrderByInput;
  PersonRelationInput: PersonRelationInput;
  PersonUpdateInput: PersonUpdateInput;
  PersonWhereUniqueInput: PersonWhereUniqueInput;
  Phones: Phones;
  PhonesCreateInput: PhonesCreateInput;
  PhonesFilter: PhonesFilter;
  PhonesOrderByInput: PhonesOrderByInput;
  PhonesUpdateInput: PhonesUpdateInput;
  Query: Record<PropertyKey, never>;
  RawJsonFilter: RawJsonFilter;
  RemoveSenderInput: RemoveSenderInput;
  RemoveSenderResult: RemoveSenderResult;
  ResetSequencePersonRunInput: ResetSequencePersonRunInput;
  ResolvedSequencePeopleConnection: ResolvedSequencePeopleConnection;
  ResolvedSequencePeoplePageInfo: ResolvedSequencePeoplePageInfo;
  ResolvedSequencePerson: ResolvedSequencePerson;
  ResolvedSequencePersonEdge: ResolvedSequencePersonEdge;
  ResolvedSequenceStep: ResolvedSequenceStep;
  RetrySequenceStepInput: RetrySequenceStepInput;
  RichTextV2: RichTextV2;
  RichTextV2CreateInput: RichTextV2CreateInput;
  RichTextV2Filter: RichTextV2Filter;
  RichTextV2OrderByInput: RichTextV2OrderByInput;
  RichTextV2UpdateInput: RichTextV2UpdateInput;
  RunWorkflowVersionInput: RunWorkflowVersionInput;
  RunWorkflowVersionResult: RunWorkflowVersionResult;
  SearchConnection: SearchConnection;
  SearchEdge: SearchEdge;
  SearchPageInfo: SearchPageInfo;
  SearchRecord: SearchRecord;
  SenderActionInput: SenderActionInput;
  Sequence: Omit<Sequence, 'sequencePeople' | 'sequenceSenders'> & { sequencePeople: ResolversParentTypes['SequencePersonConnection'], sequenceSenders: ResolversParentTypes['SequenceSenderConnection'] };
  SequenceCompletedNoMessage: SequenceCompletedNoMessage;
  SequenceConnectInput: SequenceConnectInput;
  SequenceConnection: Omit<SequenceConnection, 'edges'> & { edges: Array<ResolversParentTypes['SequenceEdge']> };
  SequenceCreateInput: SequenceCreateInput;
  SequenceEdge: Omit<SequenceEdge, 'node'> & { node: ResolversParentTypes['Sequence'] };
  SequenceErrors: SequenceErrors;
  SequenceErrorsFilterInput: SequenceErrorsFilterInput;
  SequenceFilterInput: SequenceFilterInput;
  SequenceOrderByInput: SequenceOrderByInput;
  SequencePeopleFilterInput: SequencePeopleFilterInput;
  SequencePerson: Omit<SequencePerson, 'person' | 'sequence' | 'sequenceRuns'> & { person?: Maybe<ResolversParentTypes['Person']>, sequence?: Maybe<ResolversParentTypes['Sequence']>, sequenceRuns: ResolversParentTypes['SequenceRunConnection'] };
  SequencePersonConnectInput: SequencePersonConnectInput;
  SequencePersonConnection: Omit<SequencePersonConnection, 'edges'> & { edges: Array<ResolversParentTypes['SequencePersonEdge']> };
  SequencePersonCreateInput: SequencePersonCreateInput;
  SequencePersonEdge: Omit<SequencePersonEdge, 'node'> & { node: ResolversParentTypes['SequencePerson'] };
  SequencePersonError: SequencePersonError;
  SequencePersonFilterInput: SequencePersonFilterInput;
  SequencePersonOrderByInput: SequencePersonOrderByInput;
  SequencePersonRelationInput: SequencePersonRelationInput;
  SequencePersonStatusEnumFilter: SequencePersonStatusEnumFilter;
  SequencePersonUpdateInput: SequencePersonUpdateInput;
  SequencePersonWhereUniqueInput: SequencePersonWhereUniqueInput;
  SequencePositionInput: SequencePositionInput;
  SequenceRelationInput: SequenceRelationInput;
  SequenceRun: Omit<SequenceRun, 'person' | 'sequence' | 'sequencePerson'> & { person?: Maybe<ResolversParentTypes['Person']>, sequence?: Maybe<ResolversParentTypes['Sequence']>, sequencePerson?: Maybe<ResolversParentTypes['SequencePerson']> };
  SequenceRunConnectInput: SequenceRunConnectInput;
  SequenceRunConnection: Omit<SequenceRunConnection, 'edges'> & { edges: Array<ResolversParentTypes['SequenceRunEdge']> };
  SequenceRunEdge: Omit<SequenceRunEdge, 'node'> & { node: ResolversParentTypes['SequenceRun'] };
  SequenceRunFilterInput: SequenceRunFilterInput;
  SequenceRunOrderByInput: SequenceRunOrderByInput;
  SequenceRunRelationInput: SequenceRunRelationInput;
  SequenceRunStatusEnumFilter: SequenceRunStatusEnumFilter;
  SequenceRunWhereUniqueInput: SequenceRunWhereUniqueInput;
  SequenceSender: Omit<SequenceSender, 'sequence' | 'workspaceMember'> & { sequence?: Maybe<ResolversParentTypes['Sequence']>, workspaceMember?: Maybe<ResolversParentTypes['WorkspaceMember']> };
  SequenceSenderConnectInput: SequenceSenderConnectInput;
  SequenceSenderConnection: Omit<SequenceSenderConnection, 'edges'> & { edges: Array<ResolversParentTypes['SequenceSenderEdge']> };
  SequenceSenderCreateInput: SequenceSenderCreateInput;
  SequenceSenderEdge: Omit<SequenceSenderEdge, 'node'> & { node: ResolversParentTypes['SequenceSender'] };
  SequenceSenderError: SequenceSenderError;
  SequenceSenderFilterInput: SequenceSenderFilterInput;
  SequenceSenderMessageStatusEnumFilter: SequenceSenderMessageStatusEnumFilter;
  SequenceSenderOrderByInput: SequenceSenderOrderByInput;
  SequenceSenderPlatformTypeEnumFilter: SequenceSenderPlatformTypeEnumFilter;
  SequenceSenderRelationInput: SequenceSenderRelationInput;
  SequenceSenderUpdateInput: SequenceSenderUpdateInput;
  SequenceSenderWhereUniqueInput: SequenceSenderWhereUniqueInput;
  SequenceStatusEnumFilter: SequenceStatusEnumFilter;
  SequenceStep: SequenceStep;
  SequenceStepRefInput: SequenceStepRefInput;
  SequenceStepsChange: SequenceStepsChange;
  SequenceUpdateInput: SequenceUpdateInput;
  SequenceWhereUniqueInput: SequenceWhereUniqueInput;
  StepsDiffEntry: StepsDiffEntry;
  String: Scalars['String']['output'];
  StringFilter: StringFilter;
  Task: Omit<Task, 'assignee' | 'attachments' | 'favorites' | 'taskTargets' | 'timelineActivities'> & { assignee?: Maybe<ResolversParentTypes['WorkspaceMember']>, attachments: ResolversParentTypes['AttachmentConnection'], favorites: ResolversParentTypes['FavoriteConnection'], taskTargets: ResolversParentTypes['TaskTargetConnection'], timelineActivities: ResolversParentTypes['TimelineActivityConnection'] };
  TaskConnectInput: TaskConnectInput;
  TaskConnection: Omit<TaskConnection, 'edges'> & { edges: Array<ResolversParentTypes['TaskEdge']> };
  TaskCreateInput: TaskCreateInput;
  TaskEdge: Omit<TaskEdge, 'node'> & { node: ResolversParentTypes['Task'] };
  TaskFilterInput: TaskFilterInput;
  TaskOrderByInput: TaskOrderByInput;
  TaskRelationInput: TaskRelationInput;
  TaskStatusEnumFilter: TaskStatusEnumFilter;
  TaskTarget: Omit<TaskTarget, 'company' | 'opportunity' | 'person' | 'task'> & { company?: Maybe<ResolversParentTypes['Company']>, opportunity?: Maybe<ResolversParentTypes['Opportunity']>, person?: Maybe<ResolversParentTypes['Person']>, task?: Maybe<ResolversParentTypes['Task']> };
  TaskTargetConnectInput: TaskTargetConnectInput;
  TaskTargetConnection: Omit<TaskTargetConnection, 'edges'> & { edges: Array<ResolversParentTypes['TaskTargetEdge']> };
  TaskTargetCreateInput: TaskTargetCreateInput;
  TaskTargetEdge: Omit<TaskTargetEdge, 'node'> & { node: ResolversParentTypes['TaskTarget'] };
  TaskTargetFilterInput: TaskTargetFilterInput;
  TaskTargetOrderByInput: TaskTargetOrderByInput;
  TaskTargetRelationInput: TaskTargetRelationInput;
  TaskTargetUpdateInput: TaskTargetUpdateInput;
  TaskTargetWhereUniqueInput: TaskTargetWhereUniqueInput;
  TaskUpdateInput: TaskUpdateInput;
  TaskWhereUniqueInput: TaskWhereUniqueInput;
  TimelineActivity: Omit<TimelineActivity, 'company' | 'note' | 'opportunity' | 'person' | 'task' | 'workflow' | 'workflowRun' | 'workflowVersion' | 'workspaceMember'> & { company?: Maybe<ResolversParentTypes['Company']>, note?: Maybe<ResolversParentTypes['Note']>, opportunity?: Maybe<ResolversParentTypes['Opportunity']>, person?: Maybe<ResolversParentTypes['Person']>, task?: Maybe<ResolversParentTypes['Task']>, workflow?: Maybe<ResolversParentTypes['Workflow']>, workflowRun?: Maybe<ResolversParentTypes['WorkflowRun']>, workflowVersion?: Maybe<ResolversParentTypes['WorkflowVersion']>, workspaceMember?: Maybe<ResolversParentTypes['WorkspaceMember']> };
  TimelineActivityConnectInput: TimelineActivityConnectInput;
  TimelineActivityConnection: Omit<TimelineActivityConnection, 'edges'> & { edges: Array<ResolversParentTypes['TimelineActivityEdge']> };
  TimelineActivityCreateInput: TimelineActivityCreateInput;
  TimelineActivityEdge: Omit<TimelineActivityEdge, 'node'> & { node: ResolversParentTypes['TimelineActivity'] };
  TimelineActivityFilterInput: TimelineActivityFilterInput;
  TimelineActivityOrderByInput: TimelineActivityOrderByInput;
  TimelineActivityRelationInput: TimelineActivityRelationInput;
  TimelineActivityUpdateInput: TimelineActivityUpdateInput;
  TimelineActivityWhereUniqueInput: TimelineActivityWhereUniqueInput;
  UUID: Scalars['UUID']['output'];
  UUIDFilter: UuidFilter;
  UpdateSequenceStepInput: UpdateSequenceStepInput;
  UpdateWorkflowVersionStepInput: UpdateWorkflowVersionStepInput;
  UpdateWorkflowVersionTriggerInput: UpdateWorkflowVersionTriggerInput;
  Workflow: Omit<Workflow, 'versions'> & { versions: ResolversParentTypes['WorkflowVersionConnection'] };
  WorkflowConnectInput: WorkflowConnectInput;
  WorkflowConnection: Omit<WorkflowConnection, 'edges'> & { edges: Array<ResolversParentTypes['WorkflowEdge']> };
  WorkflowCreateInput: WorkflowCreateInput;
  WorkflowEdge: Omit<WorkflowEdge, 'node'> & { node: ResolversParentTypes['Workflow'] };
  WorkflowFilterInput: WorkflowFilterInput;
  WorkflowOrderByInput: WorkflowOrderByInput;
  WorkflowRelationInput: WorkflowRelationInput;
  WorkflowRun: Omit<WorkflowRun, 'workflow' | 'workflowVersion'> & { workflow?: Maybe<ResolversParentTypes['Workflow']>, workflowVersion?: Maybe<ResolversParentTypes['WorkflowVersion']> };
  WorkflowRunConnectInput: WorkflowRunConnectInput;
  WorkflowRunConnection: Omit<WorkflowRunConnection, 'edges'> & { edges: Array<ResolversParentTypes['WorkflowRunEdge']> };
  WorkflowRunEdge: Omit<WorkflowRunEdge, 'node'> & { node: ResolversParentTypes['WorkflowRun'] };
  WorkflowRunFilterInput: WorkflowRunFilterInput;
  WorkflowRunOrderByInput: WorkflowRunOrderByInput;
  WorkflowRunRelationInput: WorkflowRunRelationInput;
  WorkflowRunStatusEnumFilter: WorkflowRunStatusEnumFilter;
  WorkflowRunWhereUniqueInput: WorkflowRunWhereUniqueInput;
  WorkflowStatusesEnumListFilter: WorkflowStatusesEnumListFilter;
  WorkflowStepsChange: WorkflowStepsChange;
  WorkflowUpdateInput: WorkflowUpdateInput;
  WorkflowVersion: ApiRecord;
  WorkflowVersionConnectInput: WorkflowVersionConnectInput;
  WorkflowVersionConnection: Omit<WorkflowVersionConnection, 'edges'> & { edges: Array<ResolversParentTypes['WorkflowVersionEdge']> };
  WorkflowVersionCreateInput: WorkflowVersionCreateInput;
  WorkflowVersionEdge: Omit<WorkflowVersionEdge, 'node'> & { node: ResolversParentTypes['WorkflowVersion'] };
  WorkflowVersionFilterInput: WorkflowVersionFilterInput;
  WorkflowVersionOrderByInput: WorkflowVersionOrderByInput;
  WorkflowVersionRelationInput: WorkflowVersionRelationInput;
  WorkflowVersionStatusEnumFilter: WorkflowVersionStatusEnumFilter;
  WorkflowVersionUpdateInput: WorkflowVersionUpdateInput;
  WorkflowVersionWhereUniqueInput: WorkflowVersionWhereUniqueInput;
  WorkflowWhereUniqueInput: WorkflowWhereUniqueInput;
  Workspace: Workspace;
  WorkspaceMember: Omit<WorkspaceMember, 'accountOwnerForCompanies' | 'assignedTasks' | 'authoredAttachments' | 'favorites' | 'ownedOpportunities' | 'ownedPeople' | 'timelineActivities'> & { accountOwnerForCompanies: ResolversParentTypes['CompanyConnection'], assignedTasks: ResolversParentTypes['TaskConnection'], authoredAttachments: ResolversParentTypes['AttachmentConnection'], favorites: ResolversParentTypes['FavoriteConnection'], ownedOpportunities: ResolversParentTypes['OpportunityConnection'], ownedPeople: ResolversParentTypes['PersonConnection'], timelineActivities: ResolversParentTypes['TimelineActivityConnection'] };
  WorkspaceMemberConnectInput: WorkspaceMemberConnectInput;
  WorkspaceMemberConnection: Omit<WorkspaceMemberConnection, 'edges'> & { edges: Array<ResolversParentTypes['WorkspaceMemberEdge']> };
  WorkspaceMemberEdge: Omit<WorkspaceMemberEdge, 'node'> & { node: ResolversParentTypes['WorkspaceMember'] };
  WorkspaceMemberFilterInput: WorkspaceMemberFilterInput;
  WorkspaceMemberOrderByInput: WorkspaceMemberOrderByInput;
  WorkspaceMemberRelationInput: WorkspaceMemberRelationInput;
  WorkspaceMemberWhereUniqueInput: WorkspaceMemberWhereUniqueInput;
};

export type ActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Actor'] = ResolversParentTypes['Actor']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspaceMemberId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  addressLng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  addressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressStreet1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressStreet2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  author?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  dashboardId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileCategory?: Resolver<ResolversTypes['AttachmentFileCategoryEnum'], ParentType, ContextType>;
  fullPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  noteId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType>;
  workflowId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
};

export type AttachmentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttachmentConnection'] = ResolversParentTypes['AttachmentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AttachmentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttachmentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttachmentEdge'] = ResolversParentTypes['AttachmentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Attachment'], ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  accountOwner?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  accountOwnerId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  annualRecurringRevenue?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<CompanyAttachmentsArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  domainName?: Resolver<Maybe<ResolversTypes['Links']>, ParentType, ContextType>;
  employees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<CompanyFavoritesArgs>>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  idealCustomerProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinLink?: Resolver<Maybe<ResolversTypes['Links']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noteTargets?: Resolver<ResolversTypes['NoteTargetConnection'], ParentType, ContextType, Partial<CompanyNoteTargetsArgs>>;
  opportunities?: Resolver<ResolversTypes['OpportunityConnection'], ParentType, ContextType, Partial<CompanyOpportunitiesArgs>>;
  people?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<CompanyPeopleArgs>>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tagline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taskTargets?: Resolver<ResolversTypes['TaskTargetConnection'], ParentType, ContextType, Partial<CompanyTaskTargetsArgs>>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<CompanyTimelineActivitiesArgs>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workPolicy?: Resolver<Array<ResolversTypes['CompanyWorkPolicyEnum']>, ParentType, ContextType>;
  xLink?: Resolver<Maybe<ResolversTypes['Links']>, ParentType, ContextType>;
};

export type CompanyConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyConnection'] = ResolversParentTypes['CompanyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CompanyEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompanyEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyEdge'] = ResolversParentTypes['CompanyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
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

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  amountMicros?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

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

export type EmailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Emails'] = ResolversParentTypes['Emails']> = {
  additionalEmails?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  primaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FavoriteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  dashboardId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  forWorkspaceMember?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  forWorkspaceMemberId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  noteId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  viewId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType>;
  workflowId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  workflowRun?: Resolver<Maybe<ResolversTypes['WorkflowRun']>, ParentType, ContextType>;
  workflowRunId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  workflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType>;
  workflowVersionId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
};

export type FavoriteConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoriteConnection'] = ResolversParentTypes['FavoriteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FavoriteEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FavoriteEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoriteEdge'] = ResolversParentTypes['FavoriteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Favorite'], ParentType, ContextType>;
};

export type FullNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FullName'] = ResolversParentTypes['FullName']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Links'] = ResolversParentTypes['Links']> = {
  primaryLinkLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryLinkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryLinks?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  headerMessageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerReferences?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  messageChannelMessageAssociations?: Resolver<ResolversTypes['MessageChannelMessageAssociationConnection'], ParentType, ContextType, Partial<MessageMessageChannelMessageAssociationsArgs>>;
  messageParticipants?: Resolver<ResolversTypes['MessageParticipantConnection'], ParentType, ContextType, Partial<MessageMessageParticipantsArgs>>;
  messageThread?: Resolver<Maybe<ResolversTypes['MessageThread']>, ParentType, ContextType>;
  messageThreadId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type MessageChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageChannel'] = ResolversParentTypes['MessageChannel']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  handle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  imapSettings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messageChannelMessageAssociations?: Resolver<ResolversTypes['MessageChannelMessageAssociationConnection'], ParentType, ContextType, Partial<MessageChannelMessageChannelMessageAssociationsArgs>>;
  syncCursor?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  syncError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  syncStatus?: Resolver<Maybe<ResolversTypes['MessageChannelSyncStatusEnum']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MessageChannelTypeEnum'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type MessageChannelConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageChannelConnection'] = ResolversParentTypes['MessageChannelConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageChannelEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageChannelEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageChannelEdge'] = ResolversParentTypes['MessageChannelEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MessageChannel'], ParentType, ContextType>;
};

export type MessageChannelMessageAssociationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageChannelMessageAssociation'] = ResolversParentTypes['MessageChannelMessageAssociation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  direction?: Resolver<Maybe<ResolversTypes['MessageChannelMessageAssociationDirectionEnum']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  messageChannel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType>;
  messageChannelId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  messageExternalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type MessageChannelMessageAssociationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageChannelMessageAssociationConnection'] = ResolversParentTypes['MessageChannelMessageAssociationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageChannelMessageAssociationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageChannelMessageAssociationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageChannelMessageAssociationEdge'] = ResolversParentTypes['MessageChannelMessageAssociationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MessageChannelMessageAssociation'], ParentType, ContextType>;
};

export type MessageConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageConnection'] = ResolversParentTypes['MessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageEdge'] = ResolversParentTypes['MessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
};

export type MessageParticipantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageParticipant'] = ResolversParentTypes['MessageParticipant']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['MessageParticipantRoleEnum']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workspaceMember?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  workspaceMemberId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
};

export type MessageParticipantConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageParticipantConnection'] = ResolversParentTypes['MessageParticipantConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageParticipantEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageParticipantEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageParticipantEdge'] = ResolversParentTypes['MessageParticipantEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MessageParticipant'], ParentType, ContextType>;
};

export type MessageThreadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageThread'] = ResolversParentTypes['MessageThread']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, Partial<MessageThreadMessagesArgs>>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type MessageThreadConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageThreadConnection'] = ResolversParentTypes['MessageThreadConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageThreadEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageThreadEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageThreadEdge'] = ResolversParentTypes['MessageThreadEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MessageThread'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateSequenceSenders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateSequenceSendersArgs, 'input'>>;
  activateWorkflowVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateWorkflowVersionArgs, 'workflowVersionId'>>;
  createAttachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<MutationCreateAttachmentArgs, 'data'>>;
  createAttachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType, RequireFields<MutationCreateAttachmentsArgs, 'data'>>;
  createCompanies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<MutationCreateCompaniesArgs, 'data'>>;
  createCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationCreateCompanyArgs, 'data'>>;
  createDraftFromWorkflowVersion?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationCreateDraftFromWorkflowVersionArgs, 'input'>>;
  createFavorite?: Resolver<Maybe<ResolversTypes['Favorite']>, ParentType, ContextType, RequireFields<MutationCreateFavoriteArgs, 'data'>>;
  createFavorites?: Resolver<Maybe<Array<ResolversTypes['Favorite']>>, ParentType, ContextType, RequireFields<MutationCreateFavoritesArgs, 'data'>>;
  createMessageChannel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType, RequireFields<MutationCreateMessageChannelArgs, 'data'>>;
  createMessageChannels?: Resolver<Maybe<Array<ResolversTypes['MessageChannel']>>, ParentType, ContextType, RequireFields<MutationCreateMessageChannelsArgs, 'data'>>;
  createNote?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<MutationCreateNoteArgs, 'data'>>;
  createNoteTarget?: Resolver<Maybe<ResolversTypes['NoteTarget']>, ParentType, ContextType, RequireFields<MutationCreateNoteTargetArgs, 'data'>>;
  createNoteTargets?: Resolver<Maybe<Array<ResolversTypes['NoteTarget']>>, ParentType, ContextType, RequireFields<MutationCreateNoteTargetsArgs, 'data'>>;
  createNotes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType, RequireFields<MutationCreateNotesArgs, 'data'>>;
  createOpportunities?: Resolver<Maybe<Array<ResolversTypes['Opportunity']>>, ParentType, ContextType, RequireFields<MutationCreateOpportunitiesArgs, 'data'>>;
  createOpportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, RequireFields<MutationCreateOpportunityArgs, 'data'>>;
  createPeople?: Resolver<Maybe<Array<ResolversTypes['Person']>>, ParentType, ContextType, RequireFields<MutationCreatePeopleArgs, 'data'>>;
  createPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<MutationCreatePersonArgs, 'data'>>;
  createSequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType, RequireFields<MutationCreateSequenceArgs, 'data'>>;
  createSequenceFromTemplate?: Resolver<ResolversTypes['CreateSequenceFromTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateSequenceFromTemplateArgs, 'input'>>;
  createSequencePeople?: Resolver<Maybe<Array<ResolversTypes['SequencePerson']>>, ParentType, ContextType, RequireFields<MutationCreateSequencePeopleArgs, 'data'>>;
  createSequencePerson?: Resolver<Maybe<ResolversTypes['SequencePerson']>, ParentType, ContextType, RequireFields<MutationCreateSequencePersonArgs, 'data'>>;
  createSequenceSender?: Resolver<Maybe<ResolversTypes['SequenceSender']>, ParentType, ContextType, RequireFields<MutationCreateSequenceSenderArgs, 'data'>>;
  createSequenceSenders?: Resolver<Maybe<Array<ResolversTypes['SequenceSender']>>, ParentType, ContextType, RequireFields<MutationCreateSequenceSendersArgs, 'data'>>;
  createSequenceStep?: Resolver<ResolversTypes['SequenceStepsChange'], ParentType, ContextType, RequireFields<MutationCreateSequenceStepArgs, 'input'>>;
  createSequences?: Resolver<Maybe<Array<ResolversTypes['Sequence']>>, ParentType, ContextType, RequireFields<MutationCreateSequencesArgs, 'data'>>;
  createTask?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'data'>>;
  createTaskTarget?: Resolver<Maybe<ResolversTypes['TaskTarget']>, ParentType, ContextType, RequireFields<MutationCreateTaskTargetArgs, 'data'>>;
  createTaskTargets?: Resolver<Maybe<Array<ResolversTypes['TaskTarget']>>, ParentType, ContextType, RequireFields<MutationCreateTaskTargetsArgs, 'data'>>;
  createTasks?: Resolver<Maybe<Array<ResolversTypes['Task']>>, ParentType, ContextType, RequireFields<MutationCreateTasksArgs, 'data'>>;
  createTimelineActivities?: Resolver<Maybe<Array<ResolversTypes['TimelineActivity']>>, ParentType, ContextType, RequireFields<MutationCreateTimelineActivitiesArgs, 'data'>>;
  createTimelineActivity?: Resolver<Maybe<ResolversTypes['TimelineActivity']>, ParentType, ContextType, RequireFields<MutationCreateTimelineActivityArgs, 'data'>>;
  createWorkflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType, RequireFields<MutationCreateWorkflowArgs, 'data'>>;
  createWorkflowFromTemplate?: Resolver<ResolversTypes['CreateWorkflowFromTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateWorkflowFromTemplateArgs, 'input'>>;
  createWorkflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType, RequireFields<MutationCreateWorkflowVersionArgs, 'data'>>;
  createWorkflowVersionStep?: Resolver<ResolversTypes['WorkflowStepsChange'], ParentType, ContextType, RequireFields<MutationCreateWorkflowVersionStepArgs, 'input'>>;
  createWorkflowVersions?: Resolver<Maybe<Array<ResolversTypes['WorkflowVersion']>>, ParentType, ContextType, RequireFields<MutationCreateWorkflowVersionsArgs, 'data'>>;
  createWorkflows?: Resolver<Maybe<Array<ResolversTypes['Workflow']>>, ParentType, ContextType, RequireFields<MutationCreateWorkflowsArgs, 'data'>>;
  deactivateWorkflowVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeactivateWorkflowVersionArgs, 'workflowVersionId'>>;
  deleteAttachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<MutationDeleteAttachmentArgs, 'id'>>;
  deleteAttachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType, RequireFields<MutationDeleteAttachmentsArgs, 'filter'>>;
  deleteCompanies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<MutationDeleteCompaniesArgs, 'filter'>>;
  deleteCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationDeleteCompanyArgs, 'id'>>;
  deleteFavorite?: Resolver<Maybe<ResolversTypes['Favorite']>, ParentType, ContextType, RequireFields<MutationDeleteFavoriteArgs, 'id'>>;
  deleteFavorites?: Resolver<Maybe<Array<ResolversTypes['Favorite']>>, ParentType, ContextType, RequireFields<MutationDeleteFavoritesArgs, 'filter'>>;
  deleteNote?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<MutationDeleteNoteArgs, 'id'>>;
  deleteNoteTarget?: Resolver<Maybe<ResolversTypes['NoteTarget']>, ParentType, ContextType, RequireFields<MutationDeleteNoteTargetArgs, 'id'>>;
  deleteNoteTargets?: Resolver<Maybe<Array<ResolversTypes['NoteTarget']>>, ParentType, ContextType, RequireFields<MutationDeleteNoteTargetsArgs, 'filter'>>;
  deleteNotes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType, RequireFields<MutationDeleteNotesArgs, 'filter'>>;
  deleteOpportunities?: Resolver<Maybe<Array<ResolversTypes['Opportunity']>>, ParentType, ContextType, RequireFields<MutationDeleteOpportunitiesArgs, 'filter'>>;
  deleteOpportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, RequireFields<MutationDeleteOpportunityArgs, 'id'>>;
  deletePeople?: Resolver<Maybe<Array<ResolversTypes['Person']>>, ParentType, ContextType, RequireFields<MutationDeletePeopleArgs, 'filter'>>;
  deletePerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<MutationDeletePersonArgs, 'id'>>;
  deleteSequenceStep?: Resolver<ResolversTypes['SequenceStepsChange'], ParentType, ContextType, RequireFields<MutationDeleteSequenceStepArgs, 'input'>>;
  deleteTask?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  deleteTaskTarget?: Resolver<Maybe<ResolversTypes['TaskTarget']>, ParentType, ContextType, RequireFields<MutationDeleteTaskTargetArgs, 'id'>>;
  deleteTaskTargets?: Resolver<Maybe<Array<ResolversTypes['TaskTarget']>>, ParentType, ContextType, RequireFields<MutationDeleteTaskTargetsArgs, 'filter'>>;
  deleteTasks?: Resolver<Maybe<Array<ResolversTypes['Task']>>, ParentType, ContextType, RequireFields<MutationDeleteTasksArgs, 'filter'>>;
  deleteTimelineActivities?: Resolver<Maybe<Array<ResolversTypes['TimelineActivity']>>, ParentType, ContextType, RequireFields<MutationDeleteTimelineActivitiesArgs, 'filter'>>;
  deleteTimelineActivity?: Resolver<Maybe<ResolversTypes['TimelineActivity']>, ParentType, ContextType, RequireFields<MutationDeleteTimelineActivityArgs, 'id'>>;
  deleteWorkflowVersionStep?: Resolver<ResolversTypes['WorkflowStepsChange'], ParentType, ContextType, RequireFields<MutationDeleteWorkflowVersionStepArgs, 'input'>>;
  destroyAttachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<MutationDestroyAttachmentArgs, 'id'>>;
  destroyAttachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType, RequireFields<MutationDestroyAttachmentsArgs, 'filter'>>;
  destroyCompanies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<MutationDestroyCompaniesArgs, 'filter'>>;
  destroyCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationDestroyCompanyArgs, 'id'>>;
  destroyFavorite?: Resolver<Maybe<ResolversTypes['Favorite']>, ParentType, ContextType, RequireFields<MutationDestroyFavoriteArgs, 'id'>>;
  destroyFavorites?: Resolver<Maybe<Array<ResolversTypes['Favorite']>>, ParentType, ContextType, RequireFields<MutationDestroyFavoritesArgs, 'filter'>>;
  destroyMessageChannel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType, RequireFields<MutationDestroyMessageChannelArgs, 'id'>>;
  destroyMessageChannels?: Resolver<Maybe<Array<ResolversTypes['MessageChannel']>>, ParentType, ContextType, RequireFields<MutationDestroyMessageChannelsArgs, 'filter'>>;
  destroyNote?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<MutationDestroyNoteArgs, 'id'>>;
  destroyNoteTarget?: Resolver<Maybe<ResolversTypes['NoteTarget']>, ParentType, ContextType, RequireFields<MutationDestroyNoteTargetArgs, 'id'>>;
  destroyNoteTargets?: Resolver<Maybe<Array<ResolversTypes['NoteTarget']>>, ParentType, ContextType, RequireFields<MutationDestroyNoteTargetsArgs, 'filter'>>;
  destroyNotes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType, RequireFields<MutationDestroyNotesArgs, 'filter'>>;
  destroyOpportunities?: Resolver<Maybe<Array<ResolversTypes['Opportunity']>>, ParentType, ContextType, RequireFields<MutationDestroyOpportunitiesArgs, 'filter'>>;
  destroyOpportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, RequireFields<MutationDestroyOpportunityArgs, 'id'>>;
  destroyPeople?: Resolver<Maybe<Array<ResolversTypes['Person']>>, ParentType, ContextType, RequireFields<MutationDestroyPeopleArgs, 'filter'>>;
  destroyPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<MutationDestroyPersonArgs, 'id'>>;
  destroySequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType, RequireFields<MutationDestroySequenceArgs, 'id'>>;
  destroySequencePeople?: Resolver<Maybe<Array<ResolversTypes['SequencePerson']>>, ParentType, ContextType, RequireFields<MutationDestroySequencePeopleArgs, 'filter'>>;
  destroySequencePerson?: Resolver<Maybe<ResolversTypes['SequencePerson']>, ParentType, ContextType, RequireFields<MutationDestroySequencePersonArgs, 'id'>>;
  destroySequenceSender?: Resolver<Maybe<ResolversTypes['SequenceSender']>, ParentType, ContextType, RequireFields<MutationDestroySequenceSenderArgs, 'id'>>;
  destroySequenceSenders?: Resolver<Maybe<Array<ResolversTypes['SequenceSender']>>, ParentType, ContextType, RequireFields<MutationDestroySequenceSendersArgs, 'filter'>>;
  destroySequences?: Resolver<Maybe<Array<ResolversTypes['Sequence']>>, ParentType, ContextType, RequireFields<MutationDestroySequencesArgs, 'filter'>>;
  destroyTask?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationDestroyTaskArgs, 'id'>>;
  destroyTaskTarget?: Resolver<Maybe<ResolversTypes['TaskTarget']>, ParentType, ContextType, RequireFields<MutationDestroyTaskTargetArgs, 'id'>>;
  destroyTaskTargets?: Resolver<Maybe<Array<ResolversTypes['TaskTarget']>>, ParentType, ContextType, RequireFields<MutationDestroyTaskTargetsArgs, 'filter'>>;
  destroyTasks?: Resolver<Maybe<Array<ResolversTypes['Task']>>, ParentType, ContextType, RequireFields<MutationDestroyTasksArgs, 'filter'>>;
  destroyTimelineActivities?: Resolver<Maybe<Array<ResolversTypes['TimelineActivity']>>, ParentType, ContextType, RequireFields<MutationDestroyTimelineActivitiesArgs, 'filter'>>;
  destroyTimelineActivity?: Resolver<Maybe<ResolversTypes['TimelineActivity']>, ParentType, ContextType, RequireFields<MutationDestroyTimelineActivityArgs, 'id'>>;
  destroyWorkflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType, RequireFields<MutationDestroyWorkflowArgs, 'id'>>;
  destroyWorkflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType, RequireFields<MutationDestroyWorkflowVersionArgs, 'id'>>;
  destroyWorkflowVersions?: Resolver<Maybe<Array<ResolversTypes['WorkflowVersion']>>, ParentType, ContextType, RequireFields<MutationDestroyWorkflowVersionsArgs, 'filter'>>;
  destroyWorkflows?: Resolver<Maybe<Array<ResolversTypes['Workflow']>>, ParentType, ContextType, RequireFields<MutationDestroyWorkflowsArgs, 'filter'>>;
  duplicateSequence?: Resolver<ResolversTypes['DuplicateSequenceResult'], ParentType, ContextType, RequireFields<MutationDuplicateSequenceArgs, 'input'>>;
  duplicateSequenceStep?: Resolver<ResolversTypes['SequenceStepsChange'], ParentType, ContextType, RequireFields<MutationDuplicateSequenceStepArgs, 'input'>>;
  mergeCompanies?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationMergeCompaniesArgs, 'conflictPriorityIndex' | 'ids'>>;
  mergePeople?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<MutationMergePeopleArgs, 'conflictPriorityIndex' | 'ids'>>;
  removeSender?: Resolver<ResolversTypes['RemoveSenderResult'], ParentType, ContextType, RequireFields<MutationRemoveSenderArgs, 'input'>>;
  resetSequencePersonRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetSequencePersonRunArgs, 'input'>>;
  restoreAttachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<MutationRestoreAttachmentArgs, 'id'>>;
  restoreAttachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType, RequireFields<MutationRestoreAttachmentsArgs, 'filter'>>;
  restoreCompanies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<MutationRestoreCompaniesArgs, 'filter'>>;
  restoreCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationRestoreCompanyArgs, 'id'>>;
  restoreFavorite?: Resolver<Maybe<ResolversTypes['Favorite']>, ParentType, ContextType, RequireFields<MutationRestoreFavoriteArgs, 'id'>>;
  restoreFavorites?: Resolver<Maybe<Array<ResolversTypes['Favorite']>>, ParentType, ContextType, RequireFields<MutationRestoreFavoritesArgs, 'filter'>>;
  restoreNote?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<MutationRestoreNoteArgs, 'id'>>;
  restoreNoteTarget?: Resolver<Maybe<ResolversTypes['NoteTarget']>, ParentType, ContextType, RequireFields<MutationRestoreNoteTargetArgs, 'id'>>;
  restoreNoteTargets?: Resolver<Maybe<Array<ResolversTypes['NoteTarget']>>, ParentType, ContextType, RequireFields<MutationRestoreNoteTargetsArgs, 'filter'>>;
  restoreNotes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType, RequireFields<MutationRestoreNotesArgs, 'filter'>>;
  restoreOpportunities?: Resolver<Maybe<Array<ResolversTypes['Opportunity']>>, ParentType, ContextType, RequireFields<MutationRestoreOpportunitiesArgs, 'filter'>>;
  restoreOpportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, RequireFields<MutationRestoreOpportunityArgs, 'id'>>;
  restorePeople?: Resolver<Maybe<Array<ResolversTypes['Person']>>, ParentType, ContextType, RequireFields<MutationRestorePeopleArgs, 'filter'>>;
  restorePerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<MutationRestorePersonArgs, 'id'>>;
  restoreTask?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationRestoreTaskArgs, 'id'>>;
  restoreTaskTarget?: Resolver<Maybe<ResolversTypes['TaskTarget']>, ParentType, ContextType, RequireFields<MutationRestoreTaskTargetArgs, 'id'>>;
  restoreTaskTargets?: Resolver<Maybe<Array<ResolversTypes['TaskTarget']>>, ParentType, ContextType, RequireFields<MutationRestoreTaskTargetsArgs, 'filter'>>;
  restoreTasks?: Resolver<Maybe<Array<ResolversTypes['Task']>>, ParentType, ContextType, RequireFields<MutationRestoreTasksArgs, 'filter'>>;
  restoreTimelineActivities?: Resolver<Maybe<Array<ResolversTypes['TimelineActivity']>>, ParentType, ContextType, RequireFields<MutationRestoreTimelineActivitiesArgs, 'filter'>>;
  restoreTimelineActivity?: Resolver<Maybe<ResolversTypes['TimelineActivity']>, ParentType, ContextType, RequireFields<MutationRestoreTimelineActivityArgs, 'id'>>;
  retrySequenceSteps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRetrySequenceStepsArgs, 'input'>>;
  runWorkflowVersion?: Resolver<ResolversTypes['RunWorkflowVersionResult'], ParentType, ContextType, RequireFields<MutationRunWorkflowVersionArgs, 'input'>>;
  updateAttachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<MutationUpdateAttachmentArgs, 'data' | 'id'>>;
  updateAttachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType, RequireFields<MutationUpdateAttachmentsArgs, 'data' | 'filter'>>;
  updateCompanies?: Resolver<Maybe<Array<ResolversTypes['Company']>>, ParentType, ContextType, RequireFields<MutationUpdateCompaniesArgs, 'data' | 'filter'>>;
  updateCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'data' | 'id'>>;
  updateFavorite?: Resolver<Maybe<ResolversTypes['Favorite']>, ParentType, ContextType, RequireFields<MutationUpdateFavoriteArgs, 'data' | 'id'>>;
  updateFavorites?: Resolver<Maybe<Array<ResolversTypes['Favorite']>>, ParentType, ContextType, RequireFields<MutationUpdateFavoritesArgs, 'data' | 'filter'>>;
  updateMessageChannel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType, RequireFields<MutationUpdateMessageChannelArgs, 'data' | 'id'>>;
  updateMessageChannels?: Resolver<Maybe<Array<ResolversTypes['MessageChannel']>>, ParentType, ContextType, RequireFields<MutationUpdateMessageChannelsArgs, 'data' | 'filter'>>;
  updateNote?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<MutationUpdateNoteArgs, 'data' | 'id'>>;
  updateNoteTarget?: Resolver<Maybe<ResolversTypes['NoteTarget']>, ParentType, ContextType, RequireFields<MutationUpdateNoteTargetArgs, 'data' | 'id'>>;
  updateNoteTargets?: Resolver<Maybe<Array<ResolversTypes['NoteTarget']>>, ParentType, ContextType, RequireFields<MutationUpdateNoteTargetsArgs, 'data' | 'filter'>>;
  updateNotes?: Resolver<Maybe<Array<ResolversTypes['Note']>>, ParentType, ContextType, RequireFields<MutationUpdateNotesArgs, 'data' | 'filter'>>;
  updateOpportunities?: Resolver<Maybe<Array<ResolversTypes['Opportunity']>>, ParentType, ContextType, RequireFields<MutationUpdateOpportunitiesArgs, 'data' | 'filter'>>;
  updateOpportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, RequireFields<MutationUpdateOpportunityArgs, 'data' | 'id'>>;
  updatePeople?: Resolver<Maybe<Array<ResolversTypes['Person']>>, ParentType, ContextType, RequireFields<MutationUpdatePeopleArgs, 'data' | 'filter'>>;
  updatePerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<MutationUpdatePersonArgs, 'data' | 'id'>>;
  updateSequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType, RequireFields<MutationUpdateSequenceArgs, 'data' | 'id'>>;
  updateSequencePeople?: Resolver<Maybe<Array<ResolversTypes['SequencePerson']>>, ParentType, ContextType, RequireFields<MutationUpdateSequencePeopleArgs, 'data' | 'filter'>>;
  updateSequencePerson?: Resolver<Maybe<ResolversTypes['SequencePerson']>, ParentType, ContextType, RequireFields<MutationUpdateSequencePersonArgs, 'data' | 'id'>>;
  updateSequenceSender?: Resolver<Maybe<ResolversTypes['SequenceSender']>, ParentType, ContextType, RequireFields<MutationUpdateSequenceSenderArgs, 'data' | 'id'>>;
  updateSequenceSenders?: Resolver<Maybe<Array<ResolversTypes['SequenceSender']>>, ParentType, ContextType, RequireFields<MutationUpdateSequenceSendersArgs, 'data' | 'filter'>>;
  updateSequenceStep?: Resolver<ResolversTypes['SequenceStep'], ParentType, ContextType, RequireFields<MutationUpdateSequenceStepArgs, 'input'>>;
  updateSequences?: Resolver<Maybe<Array<ResolversTypes['Sequence']>>, ParentType, ContextType, RequireFields<MutationUpdateSequencesArgs, 'data' | 'filter'>>;
  updateTask?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'data' | 'id'>>;
  updateTaskTarget?: Resolver<Maybe<ResolversTypes['TaskTarget']>, ParentType, ContextType, RequireFields<MutationUpdateTaskTargetArgs, 'data' | 'id'>>;
  updateTaskTargets?: Resolver<Maybe<Array<ResolversTypes['TaskTarget']>>, ParentType, ContextType, RequireFields<MutationUpdateTaskTargetsArgs, 'data' | 'filter'>>;
  updateTasks?: Resolver<Maybe<Array<ResolversTypes['Task']>>, ParentType, ContextType, RequireFields<MutationUpdateTasksArgs, 'data' | 'filter'>>;
  updateTimelineActivities?: Resolver<Maybe<Array<ResolversTypes['TimelineActivity']>>, ParentType, ContextType, RequireFields<MutationUpdateTimelineActivitiesArgs, 'data' | 'filter'>>;
  updateTimelineActivity?: Resolver<Maybe<ResolversTypes['TimelineActivity']>, ParentType, ContextType, RequireFields<MutationUpdateTimelineActivityArgs, 'data' | 'id'>>;
  updateWorkflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType, RequireFields<MutationUpdateWorkflowArgs, 'data' | 'id'>>;
  updateWorkflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionArgs, 'data' | 'id'>>;
  updateWorkflowVersionStep?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionStepArgs, 'input'>>;
  updateWorkflowVersionTrigger?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionTriggerArgs, 'input'>>;
  updateWorkflowVersions?: Resolver<Maybe<Array<ResolversTypes['WorkflowVersion']>>, ParentType, ContextType, RequireFields<MutationUpdateWorkflowVersionsArgs, 'data' | 'filter'>>;
  updateWorkflows?: Resolver<Maybe<Array<ResolversTypes['Workflow']>>, ParentType, ContextType, RequireFields<MutationUpdateWorkflowsArgs, 'data' | 'filter'>>;
};

export type NoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note']> = {
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<NoteAttachmentsArgs>>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyV2?: Resolver<Maybe<ResolversTypes['RichTextV2']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<NoteFavoritesArgs>>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  noteTargets?: Resolver<ResolversTypes['NoteTargetConnection'], ParentType, ContextType, Partial<NoteNoteTargetsArgs>>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<NoteTimelineActivitiesArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type NoteConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteConnection'] = ResolversParentTypes['NoteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NoteEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoteEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteEdge'] = ResolversParentTypes['NoteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Note'], ParentType, ContextType>;
};

export type NoteTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteTarget'] = ResolversParentTypes['NoteTarget']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type NoteTargetConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteTargetConnection'] = ResolversParentTypes['NoteTargetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NoteTargetEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoteTargetEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteTargetEdge'] = ResolversParentTypes['NoteTargetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NoteTarget'], ParentType, ContextType>;
};

export type OpportunityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Opportunity'] = ResolversParentTypes['Opportunity']> = {
  amount?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<OpportunityAttachmentsArgs>>;
  closeDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<OpportunityFavoritesArgs>>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noteTargets?: Resolver<ResolversTypes['NoteTargetConnection'], ParentType, ContextType, Partial<OpportunityNoteTargetsArgs>>;
  owner?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  pointOfContact?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  pointOfContactId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['OpportunityStageEnum']>, ParentType, ContextType>;
  taskTargets?: Resolver<ResolversTypes['TaskTargetConnection'], ParentType, ContextType, Partial<OpportunityTaskTargetsArgs>>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<OpportunityTimelineActivitiesArgs>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type OpportunityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityConnection'] = ResolversParentTypes['OpportunityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OpportunityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpportunityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpportunityEdge'] = ResolversParentTypes['OpportunityEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Opportunity'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<PersonAttachmentsArgs>>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  emails?: Resolver<Maybe<ResolversTypes['Emails']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<PersonFavoritesArgs>>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedinLink?: Resolver<Maybe<ResolversTypes['Links']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['FullName']>, ParentType, ContextType>;
  noteTargets?: Resolver<ResolversTypes['NoteTargetConnection'], ParentType, ContextType, Partial<PersonNoteTargetsArgs>>;
  owner?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  phones?: Resolver<Maybe<ResolversTypes['Phones']>, ParentType, ContextType>;
  pointOfContactForOpportunities?: Resolver<ResolversTypes['OpportunityConnection'], ParentType, ContextType, Partial<PersonPointOfContactForOpportunitiesArgs>>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  taskTargets?: Resolver<ResolversTypes['TaskTargetConnection'], ParentType, ContextType, Partial<PersonTaskTargetsArgs>>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<PersonTimelineActivitiesArgs>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  xLink?: Resolver<Maybe<ResolversTypes['Links']>, ParentType, ContextType>;
};

export type PersonConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonConnection'] = ResolversParentTypes['PersonConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PersonEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonEdge'] = ResolversParentTypes['PersonEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
};

export type PhonesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Phones'] = ResolversParentTypes['Phones']> = {
  additionalPhones?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  primaryPhoneCallingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhoneCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  attachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, Partial<QueryAttachmentArgs>>;
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<QueryAttachmentsArgs>>;
  companies?: Resolver<ResolversTypes['CompanyConnection'], ParentType, ContextType, Partial<QueryCompaniesArgs>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, Partial<QueryCompanyArgs>>;
  companyDuplicates?: Resolver<Array<ResolversTypes['CompanyConnection']>, ParentType, ContextType, Partial<QueryCompanyDuplicatesArgs>>;
  currentWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  favorite?: Resolver<Maybe<ResolversTypes['Favorite']>, ParentType, ContextType, Partial<QueryFavoriteArgs>>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<QueryFavoritesArgs>>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType, Partial<QueryMessageArgs>>;
  messageChannel?: Resolver<Maybe<ResolversTypes['MessageChannel']>, ParentType, ContextType, Partial<QueryMessageChannelArgs>>;
  messageChannelMessageAssociation?: Resolver<Maybe<ResolversTypes['MessageChannelMessageAssociation']>, ParentType, ContextType, Partial<QueryMessageChannelMessageAssociationArgs>>;
  messageChannelMessageAssociations?: Resolver<ResolversTypes['MessageChannelMessageAssociationConnection'], ParentType, ContextType, Partial<QueryMessageChannelMessageAssociationsArgs>>;
  messageChannels?: Resolver<ResolversTypes['MessageChannelConnection'], ParentType, ContextType, Partial<QueryMessageChannelsArgs>>;
  messageParticipant?: Resolver<Maybe<ResolversTypes['MessageParticipant']>, ParentType, ContextType, Partial<QueryMessageParticipantArgs>>;
  messageParticipants?: Resolver<ResolversTypes['MessageParticipantConnection'], ParentType, ContextType, Partial<QueryMessageParticipantsArgs>>;
  messageThread?: Resolver<Maybe<ResolversTypes['MessageThread']>, ParentType, ContextType, Partial<QueryMessageThreadArgs>>;
  messageThreads?: Resolver<ResolversTypes['MessageThreadConnection'], ParentType, ContextType, Partial<QueryMessageThreadsArgs>>;
  messages?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, Partial<QueryMessagesArgs>>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, Partial<QueryNoteArgs>>;
  noteTarget?: Resolver<Maybe<ResolversTypes['NoteTarget']>, ParentType, ContextType, Partial<QueryNoteTargetArgs>>;
  noteTargets?: Resolver<ResolversTypes['NoteTargetConnection'], ParentType, ContextType, Partial<QueryNoteTargetsArgs>>;
  notes?: Resolver<ResolversTypes['NoteConnection'], ParentType, ContextType, Partial<QueryNotesArgs>>;
  opportunities?: Resolver<ResolversTypes['OpportunityConnection'], ParentType, ContextType, Partial<QueryOpportunitiesArgs>>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType, Partial<QueryOpportunityArgs>>;
  people?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<QueryPeopleArgs>>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, Partial<QueryPersonArgs>>;
  personDuplicates?: Resolver<Array<ResolversTypes['PersonConnection']>, ParentType, ContextType, Partial<QueryPersonDuplicatesArgs>>;
  resolvedSequencePeople?: Resolver<ResolversTypes['ResolvedSequencePeopleConnection'], ParentType, ContextType, RequireFields<QueryResolvedSequencePeopleArgs, 'filter'>>;
  search?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'searchInput'>>;
  searchPipeline?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchPipelineArgs, 'searchInput'>>;
  sequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType, Partial<QuerySequenceArgs>>;
  sequenceErrors?: Resolver<ResolversTypes['SequenceErrors'], ParentType, ContextType, RequireFields<QuerySequenceErrorsArgs, 'filter'>>;
  sequencePeople?: Resolver<ResolversTypes['SequencePersonConnection'], ParentType, ContextType, Partial<QuerySequencePeopleArgs>>;
  sequencePerson?: Resolver<Maybe<ResolversTypes['SequencePerson']>, ParentType, ContextType, Partial<QuerySequencePersonArgs>>;
  sequenceRun?: Resolver<Maybe<ResolversTypes['SequenceRun']>, ParentType, ContextType, Partial<QuerySequenceRunArgs>>;
  sequenceRuns?: Resolver<ResolversTypes['SequenceRunConnection'], ParentType, ContextType, Partial<QuerySequenceRunsArgs>>;
  sequenceSender?: Resolver<Maybe<ResolversTypes['SequenceSender']>, ParentType, ContextType, Partial<QuerySequenceSenderArgs>>;
  sequenceSenders?: Resolver<ResolversTypes['SequenceSenderConnection'], ParentType, ContextType, Partial<QuerySequenceSendersArgs>>;
  sequences?: Resolver<ResolversTypes['SequenceConnection'], ParentType, ContextType, Partial<QuerySequencesArgs>>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, Partial<QueryTaskArgs>>;
  taskTarget?: Resolver<Maybe<ResolversTypes['TaskTarget']>, ParentType, ContextType, Partial<QueryTaskTargetArgs>>;
  taskTargets?: Resolver<ResolversTypes['TaskTargetConnection'], ParentType, ContextType, Partial<QueryTaskTargetsArgs>>;
  tasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, Partial<QueryTasksArgs>>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<QueryTimelineActivitiesArgs>>;
  timelineActivity?: Resolver<Maybe<ResolversTypes['TimelineActivity']>, ParentType, ContextType, Partial<QueryTimelineActivityArgs>>;
  workflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType, Partial<QueryWorkflowArgs>>;
  workflowRun?: Resolver<Maybe<ResolversTypes['WorkflowRun']>, ParentType, ContextType, Partial<QueryWorkflowRunArgs>>;
  workflowRuns?: Resolver<ResolversTypes['WorkflowRunConnection'], ParentType, ContextType, Partial<QueryWorkflowRunsArgs>>;
  workflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType, Partial<QueryWorkflowVersionArgs>>;
  workflowVersions?: Resolver<ResolversTypes['WorkflowVersionConnection'], ParentType, ContextType, Partial<QueryWorkflowVersionsArgs>>;
  workflows?: Resolver<ResolversTypes['WorkflowConnection'], ParentType, ContextType, Partial<QueryWorkflowsArgs>>;
  workspaceMember?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType, Partial<QueryWorkspaceMemberArgs>>;
  workspaceMembers?: Resolver<ResolversTypes['WorkspaceMemberConnection'], ParentType, ContextType, Partial<QueryWorkspaceMembersArgs>>;
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

export type RichTextV2Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RichTextV2'] = ResolversParentTypes['RichTextV2']> = {
  blocknote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markdown?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type SequenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sequence'] = ResolversParentTypes['Sequence']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequencePeople?: Resolver<ResolversTypes['SequencePersonConnection'], ParentType, ContextType, Partial<SequenceSequencePeopleArgs>>;
  sequenceSenders?: Resolver<ResolversTypes['SequenceSenderConnection'], ParentType, ContextType, Partial<SequenceSequenceSendersArgs>>;
  settings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SequenceStatusEnum']>, ParentType, ContextType>;
  steps?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type SequenceCompletedNoMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceCompletedNoMessage'] = ResolversParentTypes['SequenceCompletedNoMessage']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequencePersonId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type SequenceConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceConnection'] = ResolversParentTypes['SequenceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SequenceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequenceEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceEdge'] = ResolversParentTypes['SequenceEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Sequence'], ParentType, ContextType>;
};

export type SequenceErrorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceErrors'] = ResolversParentTypes['SequenceErrors']> = {
  completedNoMessage?: Resolver<Array<ResolversTypes['SequenceCompletedNoMessage']>, ParentType, ContextType>;
  peopleErrors?: Resolver<Array<ResolversTypes['SequencePersonError']>, ParentType, ContextType>;
  senderErrors?: Resolver<Array<ResolversTypes['SequenceSenderError']>, ParentType, ContextType>;
};

export type SequencePersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequencePerson'] = ResolversParentTypes['SequencePerson']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasClickedLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasReplied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasUnsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  senderIds?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sequenceRuns?: Resolver<ResolversTypes['SequenceRunConnection'], ParentType, ContextType, Partial<SequencePersonSequenceRunsArgs>>;
  status?: Resolver<Maybe<ResolversTypes['SequencePersonStatusEnum']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type SequencePersonConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequencePersonConnection'] = ResolversParentTypes['SequencePersonConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SequencePersonEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequencePersonEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequencePersonEdge'] = ResolversParentTypes['SequencePersonEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SequencePerson'], ParentType, ContextType>;
};

export type SequencePersonErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequencePersonError'] = ResolversParentTypes['SequencePersonError']> = {
  failedStepError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failedStepId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequencePersonId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sequenceRunId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type SequenceRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceRun'] = ResolversParentTypes['SequenceRun']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  sequencePerson?: Resolver<Maybe<ResolversTypes['SequencePerson']>, ParentType, ContextType>;
  sequencePersonId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SequenceRunStatusEnum']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type SequenceRunConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceRunConnection'] = ResolversParentTypes['SequenceRunConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SequenceRunEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequenceRunEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceRunEdge'] = ResolversParentTypes['SequenceRunEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SequenceRun'], ParentType, ContextType>;
};

export type SequenceSenderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceSender'] = ResolversParentTypes['SequenceSender']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  dailyLimit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageStatus?: Resolver<Maybe<ResolversTypes['SequenceSenderMessageStatusEnum']>, ParentType, ContextType>;
  platformType?: Resolver<ResolversTypes['SequenceSenderPlatformTypeEnum'], ParentType, ContextType>;
  sequence?: Resolver<Maybe<ResolversTypes['Sequence']>, ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workspaceMember?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  workspaceMemberId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
};

export type SequenceSenderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceSenderConnection'] = ResolversParentTypes['SequenceSenderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SequenceSenderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SequenceSenderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SequenceSenderEdge'] = ResolversParentTypes['SequenceSenderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SequenceSender'], ParentType, ContextType>;
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

export type TaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignee?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<TaskAttachmentsArgs>>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyV2?: Resolver<Maybe<ResolversTypes['RichTextV2']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<TaskFavoritesArgs>>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['TaskStatusEnum']>, ParentType, ContextType>;
  taskTargets?: Resolver<ResolversTypes['TaskTargetConnection'], ParentType, ContextType, Partial<TaskTaskTargetsArgs>>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<TaskTimelineActivitiesArgs>>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type TaskConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskConnection'] = ResolversParentTypes['TaskConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TaskEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskEdge'] = ResolversParentTypes['TaskEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Task'], ParentType, ContextType>;
};

export type TaskTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskTarget'] = ResolversParentTypes['TaskTarget']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
};

export type TaskTargetConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskTargetConnection'] = ResolversParentTypes['TaskTargetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TaskTargetEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskTargetEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskTargetEdge'] = ResolversParentTypes['TaskTargetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TaskTarget'], ParentType, ContextType>;
};

export type TimelineActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineActivity'] = ResolversParentTypes['TimelineActivity']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  dashboardId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  happensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  linkedObjectMetadataId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  linkedRecordCachedName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedRecordId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  noteId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  opportunity?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  personId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  properties?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType>;
  workflowId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  workflowRun?: Resolver<Maybe<ResolversTypes['WorkflowRun']>, ParentType, ContextType>;
  workflowRunId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  workflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType>;
  workflowVersionId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  workspaceMember?: Resolver<Maybe<ResolversTypes['WorkspaceMember']>, ParentType, ContextType>;
  workspaceMemberId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
};

export type TimelineActivityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineActivityConnection'] = ResolversParentTypes['TimelineActivityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TimelineActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimelineActivityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineActivityEdge'] = ResolversParentTypes['TimelineActivityEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TimelineActivity'], ParentType, ContextType>;
};

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type WorkflowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workflow'] = ResolversParentTypes['Workflow']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  lastPublishedVersionId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statuses?: Resolver<Maybe<Array<ResolversTypes['WorkflowStatusesEnum']>>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  versions?: Resolver<ResolversTypes['WorkflowVersionConnection'], ParentType, ContextType, Partial<WorkflowVersionsArgs>>;
};

export type WorkflowConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowConnection'] = ResolversParentTypes['WorkflowConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WorkflowEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkflowEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowEdge'] = ResolversParentTypes['WorkflowEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Workflow'], ParentType, ContextType>;
};

export type WorkflowRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowRun'] = ResolversParentTypes['WorkflowRun']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  enqueuedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['WorkflowRunStatusEnum']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  workflowVersion?: Resolver<Maybe<ResolversTypes['WorkflowVersion']>, ParentType, ContextType>;
  workflowVersionId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type WorkflowRunConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowRunConnection'] = ResolversParentTypes['WorkflowRunConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WorkflowRunEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkflowRunEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowRunEdge'] = ResolversParentTypes['WorkflowRunEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WorkflowRun'], ParentType, ContextType>;
};

export type WorkflowStepsChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowStepsChange'] = ResolversParentTypes['WorkflowStepsChange']> = {
  stepsDiff?: Resolver<Array<ResolversTypes['StepsDiffEntry']>, ParentType, ContextType>;
};

export type WorkflowVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowVersion'] = ResolversParentTypes['WorkflowVersion']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runs?: Resolver<ResolversTypes['WorkflowRunConnection'], ParentType, ContextType, Partial<WorkflowVersionRunsArgs>>;
  status?: Resolver<Maybe<ResolversTypes['WorkflowVersionStatusEnum']>, ParentType, ContextType>;
  steps?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  trigger?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['Workflow']>, ParentType, ContextType>;
  workflowId?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type WorkflowVersionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowVersionConnection'] = ResolversParentTypes['WorkflowVersionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WorkflowVersionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkflowVersionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkflowVersionEdge'] = ResolversParentTypes['WorkflowVersionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WorkflowVersion'], ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type WorkspaceMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceMember'] = ResolversParentTypes['WorkspaceMember']> = {
  accountOwnerForCompanies?: Resolver<ResolversTypes['CompanyConnection'], ParentType, ContextType, Partial<WorkspaceMemberAccountOwnerForCompaniesArgs>>;
  assignedTasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, Partial<WorkspaceMemberAssignedTasksArgs>>;
  authoredAttachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, Partial<WorkspaceMemberAuthoredAttachmentsArgs>>;
  colorScheme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoriteConnection'], ParentType, ContextType, Partial<WorkspaceMemberFavoritesArgs>>;
  id?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['FullName']>, ParentType, ContextType>;
  ownedOpportunities?: Resolver<ResolversTypes['OpportunityConnection'], ParentType, ContextType, Partial<WorkspaceMemberOwnedOpportunitiesArgs>>;
  ownedPeople?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<WorkspaceMemberOwnedPeopleArgs>>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timelineActivities?: Resolver<ResolversTypes['TimelineActivityConnection'], ParentType, ContextType, Partial<WorkspaceMemberTimelineActivitiesArgs>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['Actor']>, ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkspaceMemberConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceMemberConnection'] = ResolversParentTypes['WorkspaceMemberConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WorkspaceMemberEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkspaceMemberEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkspaceMemberEdge'] = ResolversParentTypes['WorkspaceMemberEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WorkspaceMember'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Actor?: ActorResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AttachmentConnection?: AttachmentConnectionResolvers<ContextType>;
  AttachmentEdge?: AttachmentEdgeResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyConnection?: CompanyConnectionResolvers<ContextType>;
  CompanyEdge?: CompanyEdgeResolvers<ContextType>;
  CreateSequenceFromTemplateResult?: CreateSequenceFromTemplateResultResolvers<ContextType>;
  CreateWorkflowFromTemplateResult?: CreateWorkflowFromTemplateResultResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DuplicateSequenceResult?: DuplicateSequenceResultResolvers<ContextType>;
  Emails?: EmailsResolvers<ContextType>;
  Favorite?: FavoriteResolvers<ContextType>;
  FavoriteConnection?: FavoriteConnectionResolvers<ContextType>;
  FavoriteEdge?: FavoriteEdgeResolvers<ContextType>;
  FullName?: FullNameResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Links?: LinksResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageChannel?: MessageChannelResolvers<ContextType>;
  MessageChannelConnection?: MessageChannelConnectionResolvers<ContextType>;
  MessageChannelEdge?: MessageChannelEdgeResolvers<ContextType>;
  MessageChannelMessageAssociation?: MessageChannelMessageAssociationResolvers<ContextType>;
  MessageChannelMessageAssociationConnection?: MessageChannelMessageAssociationConnectionResolvers<ContextType>;
  MessageChannelMessageAssociationEdge?: MessageChannelMessageAssociationEdgeResolvers<ContextType>;
  MessageConnection?: MessageConnectionResolvers<ContextType>;
  MessageEdge?: MessageEdgeResolvers<ContextType>;
  MessageParticipant?: MessageParticipantResolvers<ContextType>;
  MessageParticipantConnection?: MessageParticipantConnectionResolvers<ContextType>;
  MessageParticipantEdge?: MessageParticipantEdgeResolvers<ContextType>;
  MessageThread?: MessageThreadResolvers<ContextType>;
  MessageThreadConnection?: MessageThreadConnectionResolvers<ContextType>;
  MessageThreadEdge?: MessageThreadEdgeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NoteConnection?: NoteConnectionResolvers<ContextType>;
  NoteEdge?: NoteEdgeResolvers<ContextType>;
  NoteTarget?: NoteTargetResolvers<ContextType>;
  NoteTargetConnection?: NoteTargetConnectionResolvers<ContextType>;
  NoteTargetEdge?: NoteTargetEdgeResolvers<ContextType>;
  Opportunity?: OpportunityResolvers<ContextType>;
  OpportunityConnection?: OpportunityConnectionResolvers<ContextType>;
  OpportunityEdge?: OpportunityEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonConnection?: PersonConnectionResolvers<ContextType>;
  PersonEdge?: PersonEdgeResolvers<ContextType>;
  Phones?: PhonesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveSenderResult?: RemoveSenderResultResolvers<ContextType>;
  ResolvedSequencePeopleConnection?: ResolvedSequencePeopleConnectionResolvers<ContextType>;
  ResolvedSequencePeoplePageInfo?: ResolvedSequencePeoplePageInfoResolvers<ContextType>;
  ResolvedSequencePerson?: ResolvedSequencePersonResolvers<ContextType>;
  ResolvedSequencePersonEdge?: ResolvedSequencePersonEdgeResolvers<ContextType>;
  ResolvedSequenceStep?: ResolvedSequenceStepResolvers<ContextType>;
  RichTextV2?: RichTextV2Resolvers<ContextType>;
  RunWorkflowVersionResult?: RunWorkflowVersionResultResolvers<ContextType>;
  SearchConnection?: SearchConnectionResolvers<ContextType>;
  SearchEdge?: SearchEdgeResolvers<ContextType>;
  SearchPageInfo?: SearchPageInfoResolvers<ContextType>;
  SearchRecord?: SearchRecordResolvers<ContextType>;
  Sequence?: SequenceResolvers<ContextType>;
  SequenceCompletedNoMessage?: SequenceCompletedNoMessageResolvers<ContextType>;
  SequenceConnection?: SequenceConnectionResolvers<ContextType>;
  SequenceEdge?: SequenceEdgeResolvers<ContextType>;
  SequenceErrors?: SequenceErrorsResolvers<ContextType>;
  SequencePerson?: SequencePersonResolvers<ContextType>;
  SequencePersonConnection?: SequencePersonConnectionResolvers<ContextType>;
  SequencePersonEdge?: SequencePersonEdgeResolvers<ContextType>;
  SequencePersonError?: SequencePersonErrorResolvers<ContextType>;
  SequenceRun?: SequenceRunResolvers<ContextType>;
  SequenceRunConnection?: SequenceRunConnectionResolvers<ContextType>;
  SequenceRunEdge?: SequenceRunEdgeResolvers<ContextType>;
  SequenceSender?: SequenceSenderResolvers<ContextType>;
  SequenceSenderConnection?: SequenceSenderConnectionResolvers<ContextType>;
  SequenceSenderEdge?: SequenceSenderEdgeResolvers<ContextType>;
  SequenceSenderError?: SequenceSenderErrorResolvers<ContextType>;
  SequenceStep?: SequenceStepResolvers<ContextType>;
  SequenceStepsChange?: SequenceStepsChangeResolvers<ContextType>;
  StepsDiffEntry?: StepsDiffEntryResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskConnection?: TaskConnectionResolvers<ContextType>;
  TaskEdge?: TaskEdgeResolvers<ContextType>;
  TaskTarget?: TaskTargetResolvers<ContextType>;
  TaskTargetConnection?: TaskTargetConnectionResolvers<ContextType>;
  TaskTargetEdge?: TaskTargetEdgeResolvers<ContextType>;
  TimelineActivity?: TimelineActivityResolvers<ContextType>;
  TimelineActivityConnection?: TimelineActivityConnectionResolvers<ContextType>;
  TimelineActivityEdge?: TimelineActivityEdgeResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  Workflow?: WorkflowResolvers<ContextType>;
  WorkflowConnection?: WorkflowConnectionResolvers<ContextType>;
  WorkflowEdge?: WorkflowEdgeResolvers<ContextType>;
  WorkflowRun?: WorkflowRunResolvers<ContextType>;
  WorkflowRunConnection?: WorkflowRunConnectionResolvers<ContextType>;
  WorkflowRunEdge?: WorkflowRunEdgeResolvers<ContextType>;
  WorkflowStepsChange?: WorkflowStepsChangeResolvers<ContextType>;
  WorkflowVersion?: WorkflowVersionResolvers<ContextType>;
  WorkflowVersionConnection?: WorkflowVersionConnectionResolvers<ContextType>;
  WorkflowVersionEdge?: WorkflowVersionEdgeResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceMember?: WorkspaceMemberResolvers<ContextType>;
  WorkspaceMemberConnection?: WorkspaceMemberConnectionResolvers<ContextType>;
  WorkspaceMemberEdge?: WorkspaceMemberEdgeResolvers<ContextType>;
};

