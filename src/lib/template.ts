// Variables in engine inputs: `{{trigger.properties.after.name.firstName}}`,
// `{{<stepId>.first.id}}` (workflows), `{{person.company.name}}` (sequences). Pure: the caller
// gives the values the names resolve against (DESIGN.md, "Workflows" and "Sequences").
//
// - Any string anywhere in the input (nested objects and arrays included) may hold variables.
// - A string that is exactly one variable keeps the value's type (a number stays a number, an
//   object an object), so `{"objectRecordId": "{{trigger.recordId}}"}` and
//   `{"amount": "{{find.first.amount}}"}` pass real values on.
// - Inside longer text a value is written as text: strings as they are, numbers and booleans
//   by String(), objects and arrays as JSON, null as nothing.
// - A name that resolves to nothing is an error naming it (the step fails, the run says which);
//   with `nullIsMissing` (sequences) a null value is one too.
// - With `escape` (an email's HTML body: email/html.ts), every value is written as text through
//   it, a whole-variable string too: a value is data, never markup. There is no raw form.
export class UnresolvedVariableError extends Error {
  constructor(readonly variable: string) {
    super(`variable {{${variable}}} does not resolve to a value`);
    this.name = 'UnresolvedVariableError';
  }
}

export interface RenderOptions {
  /** A variable whose value is null is unresolved too (sequences: nothing is sent with a hole). */
  nullIsMissing?: boolean;
  /** Writes each value's text into the result (HTML-escaping for an HTML body); the template's own text is kept as written. */
  escape?: (text: string) => string;
}

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;
const WHOLE_VARIABLE = /^\{\{\s*([^{}]*?)\s*\}\}$/;

/** The value at a dotted path (`a.b.0.c`); undefined when any step of it is missing. */
function lookUp(values: Record<string, unknown>, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (key === '' || current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function resolve(values: Record<string, unknown>, path: string, options: RenderOptions): unknown {
  const value = lookUp(values, path);
  if (value === undefined || (value === null && options.nullIsMissing)) throw new UnresolvedVariableError(path);
  return value;
}

function asText(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `input` with every variable replaced (a new value; `input` is not changed). */
export function renderTemplate(input: unknown, values: Record<string, unknown>, options: RenderOptions = {}): unknown {
  if (typeof input === 'string') {
    const { escape } = options;
    const whole = WHOLE_VARIABLE.exec(input);
    if (whole && !escape) return resolve(values, whole[1], options);
    return input.replace(VARIABLE, (_match, path: string) => {
      const text = asText(resolve(values, path, options));
      return escape ? escape(text) : text;
    });
  }
  if (Array.isArray(input)) return input.map((item) => renderTemplate(item, values, options));
  if (input !== null && typeof input === 'object') {
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, renderTemplate(value, values, options)]));
  }
  return input;
}

/** Every variable name `input` mentions, in order of appearance (for validity checks before a run). */
export function variablesIn(input: unknown): string[] {
  if (typeof input === 'string') return [...input.matchAll(VARIABLE)].map((match) => match[1]);
  if (Array.isArray(input)) return input.flatMap(variablesIn);
  if (input !== null && typeof input === 'object') return Object.values(input).flatMap(variablesIn);
  return [];
}

/**
 * `input` rendered as far as it can be: every variable that resolves is replaced as
 * renderTemplate does; one that does not (null included with `nullIsMissing`) is left as written
 * and its name listed once (a preview of what would fail: sequences' resolvedSequencePeople).
 */
export function renderPartially(input: unknown, values: Record<string, unknown>, options: RenderOptions = {}): { rendered: unknown; unresolved: string[] } {
  const unresolved = new Set<string>();
  const attempt = (path: string): { value: unknown } | undefined => {
    const value = lookUp(values, path);
    if (value === undefined || (value === null && options.nullIsMissing)) {
      unresolved.add(path);
      return undefined;
    }
    return { value };
  };
  const render = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const whole = WHOLE_VARIABLE.exec(node);
      if (whole) {
        const found = attempt(whole[1]);
        return found ? found.value : node;
      }
      return node.replace(VARIABLE, (match, path: string) => {
        const found = attempt(path);
        return found ? asText(found.value) : match;
      });
    }
    if (Array.isArray(node)) return node.map(render);
    if (node !== null && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, render(value)]));
    return node;
  };
  const rendered = render(input);
  return { rendered, unresolved: [...unresolved] };
}
