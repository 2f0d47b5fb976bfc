// The values of a merge (DESIGN.md "Twenty REST extras", Merge values): for every field a client
// may write in an update, the priority record's value unless it is empty, else the first
// non-empty value in `ids` order. EMAILS, PHONES and LINKS take their primary the same way and
// gather every other value of every record into additionalEmails / additionalPhones /
// secondaryLinks, without repeats; MULTI_SELECT values are unioned. Read-only, system and
// relation fields are left alone (a join field such as companyId is a plain UUID field and
// merges like any other). Pure: records in, update body out.
import { isComposite, isRelation, type FieldMetadata, type ObjectMetadata } from '../../metadata/types.ts';

type Rec = Record<string, unknown>;

/** Twenty's hasRecordFieldValue: null, blank text, an empty array or an object of empty values is empty. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value as Rec).some(hasValue);
  return true;
}

/**
 * Fields a merge writes: those an update body may carry (not read-only, not a relation, not
 * changed through another operation, readable), and not the plain-text twin of a rich text
 * field (derived from the rich text when it is written).
 */
export function mergeableFields(object: ObjectMetadata): FieldMetadata[] {
  const derived = new Set(object.fields.flatMap((field) => (isComposite(field) && field.plainTextField ? [field.plainTextField] : [])));
  return object.fields.filter((field) => !field.readOnly && !field.writeOnly && !field.changedThrough && !isRelation(field) && field.type !== 'ACTOR' && !derived.has(field.name));
}

/** The priority record first, then the others in ids order: the order every rule reads values in. */
function byPriority<T>(items: T[], priority: number): T[] {
  return [items[priority], ...items.filter((_, i) => i !== priority)];
}

/** The first non-empty value: the priority record's, else the first in ids order. */
function firstValue(records: Rec[], priority: number, read: (record: Rec) => unknown): { value: unknown; from?: Rec } {
  const from = [records[priority], ...records].find((record) => hasValue(read(record)));
  return { value: from ? read(from) : undefined, from };
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Values without repeats (first kept), `key` deciding which are the same; empty ones dropped. */
function unique<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (k === '' || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function mergeEmails(records: Rec[], priority: number, name: string): Rec {
  const emails = records.map((record) => (record[name] ?? {}) as Rec);
  const { value: primary } = firstValue(emails, priority, (e) => e.primaryEmail);
  const key = (email: unknown) => text(email).toLowerCase();
  const all = emails.flatMap((e) => [e.primaryEmail, ...asArray(e.additionalEmails)]);
  // Emails compare case-insensitively: one address is one address whatever its case.
  const additional = unique([primary, ...all], key).slice(hasValue(primary) ? 1 : 0);
  return { primaryEmail: hasValue(primary) ? primary : null, additionalEmails: additional };
}

function mergePhones(records: Rec[], priority: number, name: string): Rec {
  const phones = records.map((record) => (record[name] ?? {}) as Rec);
  const { from } = firstValue(phones, priority, (p) => p.primaryPhoneNumber);
  const entries = phones.flatMap((p) => [
    { number: p.primaryPhoneNumber, countryCode: p.primaryPhoneCountryCode ?? null, callingCode: p.primaryPhoneCallingCode ?? null },
    ...(asArray(p.additionalPhones) as Rec[]).filter((phone) => phone && typeof phone === 'object'),
  ]);
  // The same number with the same calling code is one phone, however it was spaced.
  const key = (phone: Rec) => (text(phone.number) === '' ? '' : `${text(phone.callingCode)}|${text(phone.number).replace(/[\s\-().]/g, '')}`);
  const primary = from ? { number: from.primaryPhoneNumber, countryCode: from.primaryPhoneCountryCode ?? null, callingCode: from.primaryPhoneCallingCode ?? null } : undefined;
  const additional = unique(primary ? [primary, ...entries] : entries, key).slice(primary ? 1 : 0);
  return {
    primaryPhoneNumber: primary?.number ?? null,
    primaryPhoneCountryCode: primary?.countryCode ?? null,
    primaryPhoneCallingCode: primary?.callingCode ?? null,
    additionalPhones: additional,
  };
}

function mergeLinks(records: Rec[], priority: number, name: string): Rec {
  const links = records.map((record) => (record[name] ?? {}) as Rec);
  const { from } = firstValue(links, priority, (l) => l.primaryLinkUrl);
  const entries = links.flatMap((l) => [
    { url: l.primaryLinkUrl, label: l.primaryLinkLabel ?? null },
    ...(asArray(l.secondaryLinks) as Rec[]).filter((link) => link && typeof link === 'object'),
  ]);
  const key = (link: Rec) => text(link.url);
  const primary = from ? { url: from.primaryLinkUrl, label: from.primaryLinkLabel ?? null } : undefined;
  const secondary = unique(primary ? [primary, ...entries] : entries, key).slice(primary ? 1 : 0);
  return { primaryLinkUrl: primary?.url ?? null, primaryLinkLabel: primary?.label ?? null, secondaryLinks: secondary };
}

/**
 * The merged value of every mergeable field of `object`, from `records` (in `ids` order) with
 * `records[priority]` winning conflicts, as an update body of the kept record. A field empty in
 * every record is left out (the kept record's own value, empty too, stays).
 */
export function mergedValues(object: ObjectMetadata, records: Rec[], priority: number): Rec {
  const body: Rec = {};
  for (const field of mergeableFields(object)) {
    const name = field.name;
    if (!records.some((record) => hasValue(record[name]))) continue;
    switch (field.type) {
      case 'EMAILS':
        body[name] = mergeEmails(records, priority, name);
        break;
      case 'PHONES':
        body[name] = mergePhones(records, priority, name);
        break;
      case 'LINKS':
        body[name] = mergeLinks(records, priority, name);
        break;
      case 'MULTI_SELECT':
        body[name] = [...new Set(byPriority(records, priority).flatMap((record) => asArray(record[name])))];
        break;
      default:
        body[name] = firstValue(records, priority, (record) => record[name]).value;
    }
  }
  return body;
}
