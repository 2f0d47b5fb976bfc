// The registry of objects the service serves. Built-in objects are listed here; pipelines and
// custom fields (src/runtime-metadata) replace its contents when metadata changes, so the record
// layer, the query language and the REST routes never need to know which kind an object is.
// Each object is an immutable value: a request keeps the objects it looked up, whole.
import { noteTarget, taskTarget } from './objects/activity-targets.ts';
import { company } from './objects/company.ts';
import { note } from './objects/note.ts';
import { opportunity } from './objects/opportunity.ts';
import { person } from './objects/person.ts';
import { task } from './objects/task.ts';
import { TWENTY_SYSTEM_OBJECTS } from './objects/twenty-system-objects.ts';
import { workflow, workflowRun, workflowVersion } from './objects/workflows.ts';
import { INBOX_OBJECTS } from './objects/inbox.ts';
import { SEQUENCE_OBJECTS } from './objects/sequences.ts';
import { workspaceMember } from './objects/workspace-member.ts';
import { isScalar, type FieldMetadata, type ObjectMetadata } from './types.ts';

export class MetadataRegistry {
  private bySingular = new Map<string, ObjectMetadata>();
  private byPlural = new Map<string, ObjectMetadata>();
  /** The metadata version (table metadata_version) these objects were built from. */
  private currentVersion = 0;
  private readonly listeners: Array<(version: number) => void> = [];

  constructor(objects: ObjectMetadata[]) {
    this.replace(objects, 0);
  }

  get version(): number {
    return this.currentVersion;
  }

  /** Swaps in a whole new set of objects at once (runtime metadata was reloaded). */
  replace(objects: ObjectMetadata[], version: number): void {
    const bySingular = new Map<string, ObjectMetadata>();
    const byPlural = new Map<string, ObjectMetadata>();
    for (const object of objects) {
      bySingular.set(object.nameSingular, object);
      byPlural.set(object.namePlural, object);
    }
    this.bySingular = bySingular;
    this.byPlural = byPlural;
    const changed = version !== this.currentVersion;
    this.currentVersion = version;
    if (changed) for (const listener of this.listeners) listener(version);
  }

  /** Called after every replace() that changed the version. */
  onChange(listener: (version: number) => void): void {
    this.listeners.push(listener);
  }

  all(): ObjectMetadata[] {
    return [...this.bySingular.values()];
  }

  bySingularName(name: string): ObjectMetadata | undefined {
    return this.bySingular.get(name);
  }

  byPluralName(name: string): ObjectMetadata | undefined {
    return this.byPlural.get(name);
  }

  /** Lookup that must succeed: metadata refers to objects by name. */
  get(nameSingular: string): ObjectMetadata {
    const object = this.bySingular.get(nameSingular);
    if (!object) throw new Error(`unknown object ${nameSingular}`);
    return object;
  }

  byStandardId(standardId: string): ObjectMetadata | undefined {
    return this.all().find((o) => o.standardId === standardId);
  }

  byId(id: string): ObjectMetadata | undefined {
    return this.all().find((o) => o.id === id);
  }
}

export const BUILT_IN_OBJECTS: ObjectMetadata[] = [
  person,
  company,
  opportunity,
  note,
  task,
  noteTarget,
  taskTarget,
  ...TWENTY_SYSTEM_OBJECTS,
  workspaceMember,
  workflow,
  workflowVersion,
  workflowRun,
  ...INBOX_OBJECTS,
  ...SEQUENCE_OBJECTS,
];

export function fieldByName(object: ObjectMetadata, name: string): FieldMetadata | undefined {
  return object.fields.find((f) => f.name === name);
}

/** Column of a scalar field that metadata itself refers to (join fields, id): must exist. */
export function columnOf(object: ObjectMetadata, fieldName: string): string {
  const field = fieldByName(object, fieldName);
  if (!field || !isScalar(field)) throw new Error(`${object.nameSingular}.${fieldName} is not a column field`);
  return field.column;
}

export const createRegistry = () => new MetadataRegistry(BUILT_IN_OBJECTS);
