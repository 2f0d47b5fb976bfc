// Guards for values read from JSON a client sent (workflow and sequence definitions).

/** A JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A string with something besides white space. */
export const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
