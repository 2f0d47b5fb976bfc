// Twenty's timeline activities, favorites and attachments (docs/internal/decisions.md, "Twenty objects
// for its clients"): record objects with Twenty's field names and types, so its clients (the MCP
// server twenty-crm-mcp-server among them) find them over REST and GraphQL. Each links to the
// records it is about through many-to-one relations whose ON DELETE is Twenty's; the inverse
// one-to-many lists live on the target objects (see `twentySystemRelations`). Not webhook events
// (src/events/event-names.ts): Twenty builds timeline activities from events, favorites are one
// member's menu, and an attachment records a file stored elsewhere.
// Workflows, their versions and runs get no inverse lists: a workflow's delete already cascades
// to its versions and on to their runs, and one statement cannot reach timeline_activity from
// all three (delete-records.ts). The database's foreign keys (ON DELETE CASCADE, as Twenty)
// remove a deleted workflow's activities, favorites and attachments; none of them is an event.
// Twenty's dashboards and favorite folders are not objects of this service: `dashboardId`
// (and a favorite's `viewId`) are plain UUID fields, stored as given and never checked.
import { actorFields, manyToOne, oneToMany, options, scalar, systemFields } from '../field-builders.ts';
import type { FieldMetadata, ObjectMetadata, RelationField, ScalarField } from '../types.ts';

const WRITABLE = { create: true, update: true, delete: true };

const dashboardId = (what: string): ScalarField =>
  scalar('dashboardId', 'UUID', {
    label: 'Dashboard id',
    openApiDescription: `Id of the Twenty dashboard the ${what} is about. This service has no dashboards: kept as given, not checked.`,
  });

/** How a description names a target object whose name is not already words. */
const TARGET_LABELS: Record<string, string> = { workflowVersion: 'workflow version', workflowRun: 'workflow run' };

/** The many-to-one links (`person`, `personId`, ...) from a `what` to each record kind it can be about, in that order. */
const links = (what: string, targets: string[]) =>
  targets.flatMap((target) => manyToOne(target, target, { openApiDescription: `Id of the ${TARGET_LABELS[target] ?? target} the ${what} is about (see \`${target}\`).` }));

/** What a timeline activity and a favorite can be about. */
const EVENT_TARGETS = ['person', 'company', 'opportunity', 'note', 'task', 'workflow', 'workflowVersion', 'workflowRun'];

export const timelineActivity: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a40',
  standardId: '20202020-6736-4337-b5c4-8b39fae325a5',
  nameSingular: 'timelineActivity',
  namePlural: 'timelineActivities',
  labelSingular: 'Timeline activity',
  labelPlural: 'Timeline activities',
  description: 'An event shown on the timeline of a person, company, opportunity, note, task or workflow.',
  table: 'timeline_activity',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: WRITABLE,
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('happensAt', 'DATE_TIME', {
      label: 'Happens at',
      nullable: false,
      openApiDescription: 'When the event happened (ISO 8601); the time of the create when left out.',
    }),
    scalar('name', 'TEXT', { label: 'Event name', openApiDescription: 'Event name, e.g. `person.created` or `linked-note.created`.' }),
    scalar('properties', 'RAW_JSON', { label: 'Event details', openApiDescription: 'Event details: any JSON value (Twenty writes `{ diff }` and the like).' }),
    scalar('linkedRecordCachedName', 'TEXT', { label: 'Linked record cached name', openApiDescription: 'Name of the linked record when the event was written.' }),
    scalar('linkedRecordId', 'UUID', { label: 'Linked record id', openApiDescription: 'Id of the linked record (a note of a person, say); not checked.' }),
    scalar('linkedObjectMetadataId', 'UUID', { label: 'Linked object metadata id', openApiDescription: 'Metadata id of the linked record\'s object; not checked.' }),
    ...manyToOne('workspaceMember', 'workspaceMember', { openApiDescription: 'Id of the workspace member who made the change.' }),
    ...links('event', EVENT_TARGETS),
    dashboardId('event'),
  ],
};

export const favorite: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a41',
  standardId: '20202020-ab56-4e05-92a3-e2414a499860',
  nameSingular: 'favorite',
  namePlural: 'favorites',
  labelSingular: 'Favorite',
  labelPlural: 'Favorites',
  description: 'A record a workspace member keeps at hand (the favorites of the left menu in Twenty).',
  table: 'favorite',
  labelIdentifierField: 'id',
  defaultDepth: 0,
  operations: WRITABLE,
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('position', 'NUMBER', {
      nullable: false,
      defaultValue: 0,
      openApiDescription: 'Place of the favorite in its member\'s list (any number; lower first).',
    }),
    ...manyToOne('forWorkspaceMember', 'workspaceMember', { label: 'Workspace member id', openApiDescription: 'Id of the workspace member whose favorite it is.' }),
    ...links('favorite', EVENT_TARGETS),
    dashboardId('favorite'),
    scalar('viewId', 'UUID', { label: 'View id', openApiDescription: 'Id of the Twenty view the favorite opens. This service has no views: kept as given, not checked.' }),
  ],
};

export const ATTACHMENT_FILE_CATEGORIES = ['ARCHIVE', 'AUDIO', 'IMAGE', 'PRESENTATION', 'SPREADSHEET', 'TEXT_DOCUMENT', 'VIDEO', 'OTHER'];

export const attachment: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a42',
  standardId: '20202020-bd3d-4c60-8dca-571c71d4447a',
  nameSingular: 'attachment',
  namePlural: 'attachments',
  labelSingular: 'Attachment',
  labelPlural: 'Attachments',
  description: 'A file attached to a person, company, opportunity, note, task or workflow: its name and where it is stored (the file itself is not kept here).',
  table: 'attachment',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: WRITABLE,
  softDelete: true,
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('name', 'TEXT', { openApiDescription: 'File name.' }),
    scalar('fullPath', 'TEXT', { label: 'Full path', openApiDescription: 'Where the file is stored (a path or URL); the service does not fetch it.' }),
    scalar('type', 'TEXT', { openApiDescription: 'File type (Twenty\'s deprecated field; see `fileCategory`).' }),
    scalar('fileCategory', 'SELECT', {
      label: 'File category',
      nullable: false,
      defaultValue: 'OTHER',
      options: options(...ATTACHMENT_FILE_CATEGORIES),
      openApiDescription: 'Kind of file (UPPER_SNAKE_CASE); `OTHER` when left out.',
    }),
    ...manyToOne('author', 'workspaceMember', { openApiDescription: 'Id of the workspace member who attached the file (Twenty\'s deprecated field; see `createdBy`).' }),
    ...links('attachment', ['task', 'note', 'person', 'company', 'opportunity', 'workflow']),
    dashboardId('attachment'),
  ],
};

export const TWENTY_SYSTEM_OBJECTS = [timelineActivity, favorite, attachment];

type OnDelete = 'CASCADE' | 'SET_NULL';

/**
 * What deleting a record does to its timeline activities, favorites and attachments, as Twenty:
 * `[timelineActivities, favorites, attachments]`.
 */
const ON_DELETE: Record<'person' | 'company' | 'opportunity' | 'note' | 'task', [OnDelete, OnDelete, OnDelete]> = {
  person: ['CASCADE', 'CASCADE', 'CASCADE'],
  company: ['CASCADE', 'CASCADE', 'CASCADE'],
  opportunity: ['SET_NULL', 'CASCADE', 'CASCADE'],
  note: ['SET_NULL', 'CASCADE', 'SET_NULL'],
  task: ['SET_NULL', 'CASCADE', 'SET_NULL'],
};

/** The inverse lists of a target object (`person`): its timeline activities, favorites and attachments. */
export function twentySystemRelations(target: keyof typeof ON_DELETE): RelationField[] {
  const [activities, favorites, attachments] = ON_DELETE[target];
  const joinField = `${target}Id`;
  return [
    oneToMany('timelineActivities', 'timelineActivity', joinField, activities),
    oneToMany('favorites', 'favorite', joinField, favorites),
    oneToMany('attachments', 'attachment', joinField, attachments),
  ];
}

/** A workspace member's: the events they made, their favorites, the files they attached. */
export const workspaceMemberSystemRelations = (): FieldMetadata[] => [
  oneToMany('timelineActivities', 'timelineActivity', 'workspaceMemberId', 'CASCADE'),
  oneToMany('favorites', 'favorite', 'forWorkspaceMemberId', 'CASCADE'),
  oneToMany('authoredAttachments', 'attachment', 'authorId', 'SET_NULL'),
];
