// Values the e2e tests share.

/** ISO 8601 in UTC with milliseconds, as the service writes every timestamp. */
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id that is a well-formed UUID and (almost surely) no record's. */
export const UNKNOWN_ID = '3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21';
