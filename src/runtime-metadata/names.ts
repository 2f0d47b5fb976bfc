// Rules for the names users give pipelines and fields. A pipeline's names become a REST path
// (/rest/<namePlural>), GraphQL and event names (deal.created) and schema names (Deal,
// DealForCreate), so they must not collide with anything the service already serves.
import { BUILT_IN_OBJECTS } from '../metadata/registry.ts';

export const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
export const MAX_OBJECT_NAME_LENGTH = 30;
export const MAX_FIELD_NAME_LENGTH = 40;

/** Route segments and component names the service uses (besides the built-in objects' names). */
const RESERVED_OBJECT_NAMES = new Set([
  'rest',
  'metadata',
  'batch',
  // Path words after /rest/<plural>/ (DESIGN "Twenty REST extras").
  'groupBy',
  'graphql',
  'docs',
  'openApi',
  'webhook',
  'webhooks',
  'webhookDelivery',
  'webhookDeliveries',
  'apiKey',
  'apiKeys',
  'health',
  'healthz',
  'object',
  'objects',
  'field',
  'fields',
  'pipeline',
  'pipelines',
  'search',
  'searchPipeline',
  'inbox',
  'workspace',
  'workspaces',
  'error',
  'pageInfo',
  'deletedRecord',
  'actor',
  'currency',
  'links',
  'emails',
  'phones',
  'fullName',
  'address',
  'richTextV2',
  // Path words of record operations (PATCH /rest/<plural>/merge).
  'merge',
  // PATCH /rest/<plural>/restore and /rest/<plural>/{id}/restore (soft delete).
  'restore',
  // Objects later capabilities serve (DESIGN.md): reserved now so no pipeline takes their path.
  'workflow',
  'workflows',
  'workflowVersion',
  'workflowVersions',
  'workflowRun',
  'workflowRuns',
  'sequence',
  'sequences',
  'sequenceSender',
  'sequenceSenders',
  'sequencePerson',
  'sequencePeople',
  'sequenceRun',
  'sequenceRuns',
  'messageThread',
  'messageThreads',
  'message',
  'messages',
  'messageParticipant',
  'messageParticipants',
  'messageChannel',
  'messageChannels',
  'messageChannelMessageAssociation',
  'messageChannelMessageAssociations',
  // Path words of Twenty's record extras (DESIGN.md "Twenty REST extras": /rest/<plural>/duplicates).
  'duplicates',
]);

const builtInNames = new Set(BUILT_IN_OBJECTS.flatMap((o) => [o.nameSingular, o.namePlural]));

/** Why `name` cannot name an object, or undefined. `taken` holds the names in use. */
export function objectNameProblem(path: string, name: unknown, taken: Set<string>): string | undefined {
  if (typeof name !== 'string' || name === '') return `${path}: is required (a camelCase identifier such as deal / deals)`;
  if (name.length > MAX_OBJECT_NAME_LENGTH) return `${path}: must be at most ${MAX_OBJECT_NAME_LENGTH} characters`;
  if (!CAMEL_CASE.test(name)) return `${path}: '${name}' is not a camelCase identifier (letters and digits, starting with a lower-case letter)`;
  const lower = name.toLowerCase();
  if (builtInNames.has(name) || [...builtInNames].some((n) => n.toLowerCase() === lower))
    return `${path}: '${name}' is the name of a built-in object`;
  if ([...RESERVED_OBJECT_NAMES].some((n) => n.toLowerCase() === lower)) return `${path}: '${name}' is reserved by the service`;
  if ([...taken].some((n) => n.toLowerCase() === lower)) return `${path}: '${name}' is already used by another pipeline`;
  return undefined;
}

/** Why `name` cannot name a field of an object whose field names are `taken`, or undefined. */
export function fieldNameProblem(path: string, name: unknown, taken: Set<string>): string | undefined {
  if (typeof name !== 'string' || name === '') return `${path}: is required (a camelCase identifier such as closeDate)`;
  if (name.length > MAX_FIELD_NAME_LENGTH) return `${path}: must be at most ${MAX_FIELD_NAME_LENGTH} characters`;
  if (!CAMEL_CASE.test(name)) return `${path}: '${name}' is not a camelCase identifier (letters and digits, starting with a lower-case letter)`;
  if (taken.has(name)) return `${path}: the object already has a field named '${name}'`;
  return undefined;
}
