// Sub-fields of each composite field type. A composite field stores each sub-field in its own
// column (see CompositeField.columns); the API shows it as a nested object.
import type { CompositeFieldType } from './types.ts';

export type SubFieldType = 'TEXT' | 'NUMBER' | 'RAW_JSON';

export interface SubFieldDefinition {
  name: string;
  type: SubFieldType;
  /** NUMBER sub-fields that hold integers (amountMicros). */
  integer?: boolean;
  /** Used when the composite must be ordered or labelled as a whole. */
  isPrimary?: boolean;
}

export const COMPOSITE_TYPES: Record<CompositeFieldType, SubFieldDefinition[]> = {
  FULL_NAME: [
    { name: 'firstName', type: 'TEXT', isPrimary: true },
    { name: 'lastName', type: 'TEXT' },
  ],
  EMAILS: [
    { name: 'primaryEmail', type: 'TEXT', isPrimary: true },
    { name: 'additionalEmails', type: 'RAW_JSON' },
  ],
  PHONES: [
    { name: 'primaryPhoneNumber', type: 'TEXT', isPrimary: true },
    { name: 'primaryPhoneCountryCode', type: 'TEXT' },
    { name: 'primaryPhoneCallingCode', type: 'TEXT' },
    { name: 'additionalPhones', type: 'RAW_JSON' },
  ],
  LINKS: [
    { name: 'primaryLinkUrl', type: 'TEXT', isPrimary: true },
    { name: 'primaryLinkLabel', type: 'TEXT' },
    { name: 'secondaryLinks', type: 'RAW_JSON' },
  ],
  CURRENCY: [
    { name: 'amountMicros', type: 'NUMBER', integer: true, isPrimary: true },
    { name: 'currencyCode', type: 'TEXT' },
  ],
  ADDRESS: [
    { name: 'addressStreet1', type: 'TEXT' },
    { name: 'addressStreet2', type: 'TEXT' },
    { name: 'addressCity', type: 'TEXT', isPrimary: true },
    { name: 'addressState', type: 'TEXT' },
    { name: 'addressPostcode', type: 'TEXT' },
    { name: 'addressCountry', type: 'TEXT' },
    { name: 'addressLat', type: 'NUMBER' },
    { name: 'addressLng', type: 'NUMBER' },
  ],
  RICH_TEXT_V2: [
    { name: 'markdown', type: 'TEXT', isPrimary: true },
    { name: 'blocknote', type: 'TEXT' },
  ],
  ACTOR: [
    { name: 'source', type: 'TEXT', isPrimary: true },
    { name: 'workspaceMemberId', type: 'TEXT' },
    { name: 'name', type: 'TEXT' },
  ],
};

/**
 * Where a write came from (an ACTOR's `source`), as Twenty names them. The record layer sets API
 * for API keys and SYSTEM for the service itself; the engines set WORKFLOW, SEQUENCE and IMPORT;
 * a client may state any of them as `createdBy.source` on create (importers send IMPORT, EMAIL).
 */
export const ACTOR_SOURCES = ['API', 'IMPORT', 'EMAIL', 'CALENDAR', 'MANUAL', 'WORKFLOW', 'SEQUENCE', 'WEBHOOK', 'SYSTEM'] as const;
export type ActorSource = (typeof ACTOR_SOURCES)[number];
