// What a record object's operations say about its relations, worded from the relation metadata
// (record-paths.ts puts them in the get, list and delete descriptions): which relations `depth`
// embeds, and what a delete does to the records that point at the deleted one. Derived, not
// written per object, so a pipeline's paths say as much as a person's, and the text cannot
// drift from the delete rules the record layer applies (src/records/write/delete-records.ts).
import { isRelation, type ObjectMetadata, type OneToManyRelation, type RelationField } from '../metadata/types.ts';
import { capitalize } from './operation-types.ts';
import { inSentence, listed } from '../lib/sentences.ts';

/** An object by nameSingular (a relation's target), for its labels. */
export type ObjectNamed = (nameSingular: string) => ObjectMetadata | undefined;

const relationsOf = (object: ObjectMetadata) => object.fields.filter(isRelation);

/**
 * "With `depth=1` the relations `company`, `owner` and `notes` are embedded." (or "Default depth
 * is 1: ..." for note and task relations). A junction's targets come with it at the same depth
 * (ObjectMetadata.isJunction), which the sentence says. Empty without relations.
 */
export function embeddedRelationsText(object: ObjectMetadata, objectNamed: ObjectNamed): string {
  const relations = relationsOf(object);
  if (relations.length === 0) return '';
  const code = (field: RelationField) => `\`${field.name}\``;
  let what = relations.length === 1 ? `the relation ${code(relations[0])} is embedded` : `the relations ${listed(relations.map(code))} are embedded`;
  const junctions = relations.filter((field) => field.relation.kind !== 'MANY_TO_ONE' && objectNamed(field.relation.target)?.isJunction);
  if (junctions.length > 0) what += `, ${listed(junctions.map(code))} with their target records`;
  return object.defaultDepth === 1 ? `Default depth is 1: ${what}.` : `With \`depth=1\` ${what}.`;
}

/**
 * "Permanent." followed by what the delete rules of the records pointing here do: CASCADE
 * deletes them too, SET_NULL keeps them with the join field cleared, RESTRICT refuses the delete
 * (a 400 naming them) while any exist.
 */
export function deleteEffectsText(object: ObjectMetadata, objectNamed: ObjectNamed): string {
  const relations = relationsOf(object);
  const dependents = relations.filter((field): field is RelationField & { relation: OneToManyRelation } => field.relation.kind === 'ONE_TO_MANY');
  const plural = (name: string) => inSentence(objectNamed(name)?.labelPlural ?? name);
  const withRule = (rule: OneToManyRelation['onDelete']) => dependents.filter((field) => field.relation.onDelete === rule);
  const sentences = ['Permanent.'];

  const cascaded = withRule('CASCADE');
  if (cascaded.length > 0) {
    let text = `Its ${listed(cascaded.map((field) => `${plural(field.relation.target)} (\`${field.name}\`)`))} are deleted with it`;
    // person.notes runs through the noteTargets deleted above: the notes themselves stay.
    const cascadedTargets = new Set(cascaded.map((field) => field.relation.target));
    const linked = relations.flatMap((field) => (field.relation.kind === 'THROUGH' && cascadedTargets.has(field.relation.through) ? [plural(field.relation.target)] : []));
    if (linked.length > 0) text += `; the ${listed(linked)} they link remain`;
    sentences.push(`${text}.`);
  }
  const cleared = withRule('SET_NULL');
  if (cleared.length > 0)
    sentences.push(
      `${capitalize(listed(cleared.map((field) => `${plural(field.relation.target)} (\`${field.relation.inverseJoinField}\`)`)))} that reference it are kept, with that field set to null.`,
    );
  const restricting = withRule('RESTRICT');
  if (restricting.length > 0)
    sentences.push(
      `Refused with a 400 while ${listed(restricting.map((field) => `${plural(field.relation.target)} (\`${field.relation.inverseJoinField}\`)`), 'or')} still reference it; reassign or delete them first.`,
    );
  if (dependents.length === 0 && relations.some((field) => field.relation.kind === 'MANY_TO_ONE')) sentences.push('The records it references stay.');
  return sentences.join(' ');
}
