// Record event names and the patterns that select them (SPEC.md, "Events"; DESIGN.md, "Webhook
// events"): webhooks subscribe with them, workflow DATABASE_EVENT triggers name one.
// An event is `<object>.<action>` with the object's nameSingular (`person.created`); a pattern is
// `<entity>.<action>`, `<entity>.*`, `*.<action>` or `*`, where `people` is accepted for
// `person` and stored as `person` (canonicalPattern). Matching happens in SQL, inside the write's own statement: a hook binds, per written
// part, every pattern string that accepts its event (patternsMatching) and joins the rows whose
// patterns overlap that set (the webhook outbox: webhooks whose `operations` do).
import type { ObjectMetadata } from '../metadata/types.ts';
import type { RecordAction } from './record-event.ts';

/** Built-in objects whose writes are webhook events; every pipeline's are too. */
export const EVENT_OBJECTS: ReadonlySet<string> = new Set(['company', 'person', 'opportunity', 'task', 'note']);

export const isEventObject = (object: ObjectMetadata) => object.isCustom === true || EVENT_OBJECTS.has(object.nameSingular);

/** `restored` and `destroyed`: soft delete's (record-event.ts). */
const ACTIONS: ReadonlySet<string> = new Set(['created', 'updated', 'deleted', 'restored', 'destroyed']);
const ACTION_LIST = [...ACTIONS].join(', ');

/** Other names a pattern may use for an object (SPEC writes `people`). */
const ALIASES: Record<string, string[]> = { person: ['people'] };

const entityNames = [...EVENT_OBJECTS].flatMap((object) => [object, ...(ALIASES[object] ?? [])]);

/** The object an entity name stands for: `people` -> `person`; any other name as given. */
const objectOf = (entity: string | undefined) => Object.entries(ALIASES).find(([, aliases]) => aliases.includes(entity ?? ''))?.[0] ?? entity;

/**
 * A pattern or event name as it is stored (DESIGN.md: the plural is accepted and stored
 * singular): its entity an object's nameSingular (`people.*` -> `person.*`); anything else,
 * wildcards and invalid names included, as given.
 */
export function canonicalPattern(pattern: string): string {
  const [entity, ...rest] = pattern.split('.');
  return rest.length === 0 ? pattern : [objectOf(entity), ...rest].join('.');
}

export const eventName = (objectName: string, action: RecordAction) => `${objectName}.${action}`;

/**
 * Why `pattern` is not an operation pattern, or undefined when it is one. `pipelines`: the
 * nameSingular of every pipeline that exists now (`deal.created`, `deal.*`).
 */
export function patternProblem(pattern: string, pipelines: readonly string[] = []): string | undefined {
  if (pattern === '*') return undefined;
  const [entity, action, ...rest] = pattern.split('.');
  const valid =
    rest.length === 0 &&
    action !== undefined &&
    (entity === '*' || entityNames.includes(entity) || pipelines.includes(entity)) &&
    (action === '*' || ACTIONS.has(action)) &&
    !(entity === '*' && action === '*');
  if (valid) return undefined;
  return (
    `operations: "${pattern}" is not an operation pattern; use <entity>.<action>, <entity>.*, *.<action> or *, ` +
    `with entity one of ${entityNames.join(', ')} and action one of ${ACTION_LIST}`
  );
}

/**
 * One event name (no wildcard), as a workflow's DATABASE_EVENT trigger names it: its canonical
 * form (`people.created` -> `person.created`), or the problem with it, naming `field`.
 */
export function canonicalEventName(name: unknown, pipelines: readonly string[], field = 'eventName'): { name: string } | { problem: string } {
  const [entity, action, ...rest] = typeof name === 'string' ? name.split('.') : [];
  const object = objectOf(entity);
  const known = object !== undefined && (EVENT_OBJECTS.has(object) || pipelines.includes(object));
  if (rest.length === 0 && known && action !== undefined && ACTIONS.has(action)) return { name: eventName(object, action as RecordAction) };
  const objects = [...EVENT_OBJECTS, ...pipelines].join(', ');
  return { problem: `${field}: ${JSON.stringify(name ?? null)} is not an event name; use <object>.<action> with object one of ${objects} and action one of ${ACTION_LIST}` };
}

const matching = new Map<string, string[]>();

/** Every pattern string that matches the event `<objectName>.<action>` (the same array each time: do not change it). */
export function patternsMatching(objectName: string, action: RecordAction): string[] {
  const key = eventName(objectName, action);
  let patterns = matching.get(key);
  if (!patterns) {
    const names = [objectName, ...(ALIASES[objectName] ?? [])];
    matching.set(key, (patterns = ['*', `*.${action}`, ...names.flatMap((name) => [`${name}.*`, `${name}.${action}`])]));
  }
  return patterns;
}
