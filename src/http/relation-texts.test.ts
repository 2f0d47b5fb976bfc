import { describe, expect, it } from 'vitest';
import { manyToOne, scalar, systemFields } from '../metadata/field-builders.ts';
import { BUILT_IN_OBJECTS } from '../metadata/registry.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { deleteEffectsText, embeddedRelationsText } from './relation-texts.ts';

const objectNamed = (name: string) => BUILT_IN_OBJECTS.find((object) => object.nameSingular === name);
const builtIn = (name: string) => objectNamed(name)!;

/** A pipeline as the metadata API makes one, with `fields` after the system fields. */
const pipeline = (fields: ObjectMetadata['fields']): ObjectMetadata => ({
  id: '0b9e3c52-5a43-4f0e-9c55-7b1f0d6a1e09',
  standardId: null,
  isCustom: true,
  nameSingular: 'deal',
  namePlural: 'deals',
  labelSingular: 'Deal',
  labelPlural: 'Deals',
  table: 'pipeline_deal',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  fields: [...systemFields(), scalar('name', 'TEXT'), ...fields],
});

describe('embeddedRelationsText', () => {
  it('lists the relations depth=1 embeds, and says which junctions bring their targets', () => {
    expect(embeddedRelationsText(builtIn('task'), objectNamed)).toBe(
      'With `depth=1` the relations `assignee`, `taskTargets`, `timelineActivities`, `favorites` and `attachments` are embedded, `taskTargets` with their target records.',
    );
    expect(embeddedRelationsText(builtIn('note'), objectNamed)).toBe(
      'With `depth=1` the relations `noteTargets`, `timelineActivities`, `favorites` and `attachments` are embedded, `noteTargets` with their target records.',
    );
  });

  it('says when the default depth is already 1', () => {
    expect(embeddedRelationsText(builtIn('noteTarget'), objectNamed)).toBe(
      'Default depth is 1: the relations `note`, `person`, `company` and `opportunity` are embedded.',
    );
  });

  it('is empty for an object without relations', () => {
    expect(embeddedRelationsText(pipeline([]), objectNamed)).toBe('');
  });
});

describe('deleteEffectsText', () => {
  it('CASCADE, the records linked through the deleted junctions, and SET_NULL', () => {
    expect(deleteEffectsText(builtIn('company'), objectNamed)).toBe(
      'Permanent. Its note relations (`noteTargets`), task relations (`taskTargets`), timeline activities (`timelineActivities`), favorites (`favorites`) and attachments (`attachments`) are deleted with it; the notes and tasks they link remain. ' +
        'People (`companyId`) and opportunities (`companyId`) that reference it are kept, with that field set to null.',
    );
  });

  it('RESTRICT: the 400 the record layer answers while dependents exist', () => {
    expect(deleteEffectsText(builtIn('workspaceMember'), objectNamed)).toBe(
      'Permanent. Its timeline activities (`timelineActivities`) and favorites (`favorites`) are deleted with it. Attachments (`authorId`) that reference it are kept, with that field set to null. ' +
        'Refused with a 400 while people (`ownerId`), companies (`accountOwnerId`), opportunities (`ownerId`) or tasks (`assigneeId`) still reference it; reassign or delete them first.',
    );
  });

  it('only many-to-one relations: the referenced records stay; no relations: just permanent', () => {
    expect(deleteEffectsText(pipeline(manyToOne('company', 'company')), objectNamed)).toBe('Permanent. The records it references stay.');
    expect(deleteEffectsText(pipeline([]), objectNamed)).toBe('Permanent.');
  });
});
