// The values a step's variables resolve against (DESIGN.md, "Engine"): `{{person.*}}` and
// `{{person.company.*}}` from the person read through the record layer with its company embedded
// (custom fields included; its other relations are not variables, and not read), and
// `{{sequencePerson.*}}` from the enrollment. The engine renders with
// renderTemplate(..., {nullIsMissing: true}); resolvedSequencePeople previews the same.
import { renderPartially } from '../lib/template.ts';

export interface TemplateValues {
  person: Record<string, unknown>;
  values: Record<string, unknown>;
}

/** The relations of the person a variable can reach (read at depth 1, only these embedded). */
export const VARIABLE_RELATIONS = ['company'] as const;

/** The values of one enrollment whose person is already read (with VARIABLE_RELATIONS). */
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
