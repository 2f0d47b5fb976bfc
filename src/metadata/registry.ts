// The registry of objects the service serves. Built-in objects are listed here; runtime
// pipelines (a later capability) register into the same registry, so the record layer, the
// query language and the REST routes never need to know which kind an object is.
import { noteTarget, taskTarget } from './objects/activity-targets.ts';
import { company } from './objects/company.ts';
import { note } from './objects/note.ts';
import { opportunity } from './objects/opportunity.ts';
import { person } from './objects/person.ts';
import { task } from './objects/task.ts';
import { workspaceMember } from './objects/workspace-member.ts';
import { isScalar, type FieldMetadata, type ObjectMetadata } from './types.ts';

export class MetadataRegistry {
  private readonly bySingular = new Map<string, ObjectMetadata>();
  private readonly byPlural = new Map<string, ObjectMetadata>();

  constructor(objects: ObjectMetadata[]) {
    for (const object of objects) this.register(object);
  }

  register(object: ObjectMetadata): void {
    this.bySingular.set(object.nameSingular, object);
    this.byPlural.set(object.namePlural, object);
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
}

export const BUILT_IN_OBJECTS: ObjectMetadata[] = [
  person,
  company,
  opportunity,
  note,
  task,
  noteTarget,
  taskTarget,
  workspaceMember,
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
