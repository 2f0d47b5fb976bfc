/**
 * Query-string parameters that are absent, null or empty (`?limit=`) mean "not given": forms and
 * URL builders often send empty parameters, and a default is what such a client means.
 */
export const isBlank = (raw: unknown): raw is undefined | null | '' =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
