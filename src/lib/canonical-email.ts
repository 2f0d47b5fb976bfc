// The canonical form of an email address, the one every EMAILS field stores and every filter on
// one compares with (DESIGN.md "Twenty REST extras", Emails): the local part lower-cased; the
// domain with the ideographic and fullwidth full stops (U+3002, U+FF0E, U+FF61) read as `.`,
// trailing dots dropped, lower-cased and in punycode (`Ann@Bücher.DE` -> `ann@xn--bcher-kva.de`).
// Migration 20261126230000_canonical_emails applies the SQL part of the same rule (everything but
// punycode) to addresses stored before it; src/records/duplicates matches on this form.
import { domainToASCII } from 'node:url';

const FULL_STOPS = /[\u3002\uff0e\uff61]/g;

/**
 * `address` in canonical form. A value that is not `local@domain` (no `@`, nothing before or
 * after the last one) comes back unchanged; so does a domain that has no ASCII form (it is only
 * lower-cased and dot-mapped then).
 */
export function canonicalEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).replace(FULL_STOPS, '.').replace(/\.+$/, '').toLowerCase();
  if (domain === '') return `${local}@`;
  // WHATWG's domain-to-ASCII (UTS #46): '' when the domain cannot be written in ASCII.
  const ascii = /^[\x21-\x7e]*$/.test(domain) ? domain : domainToASCII(domain);
  return `${local}@${ascii || domain}`;
}
