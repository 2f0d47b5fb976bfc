// The values a step's variables resolve against (DESIGN.md, "Engine"): `{{person.*}}` and
// `{{person.company.*}}` from the person read at depth 1 through the record layer (custom fields
// included, the company embedded), `{{sequencePerson.*}}` from the enrollment. The engine renders
// with renderTemplate(..., {nullIsMissing: true}); resolvedSequencePeople previews the same.
import { renderPartially } from '../lib/template.ts';

export interface TemplateValues {
  person: Record<string, unknown>;
  values: Record<string, unknown>;
}

/** The values of one enrollment whose person is already read (at depth 1). */
export const valuesOf = (person: Record<string, unknown>, sequencePerson: Record<string, unknown>): TemplateValues => ({
  person,
  values: { person, sequencePerson },
});

/**
 * The input with every variable that resolves replaced; those that resolve to nothing or null
 * (the engine would fail the step on them) are left as written and listed, each once.
 */
export function resolveStepInput(input: unknown, values: Record<string, unknown>): { resolvedInput: unknown; invalidVariables: string[] } {
  const { rendered, unresolved } = renderPartially(input, values, { nullIsMissing: true });
  return { resolvedInput: rendered, invalidVariables: unresolved };
}
