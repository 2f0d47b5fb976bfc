// Violations the fuzzer finds in code another piece of work owns, reported there rather than
// fixed here. Each entry matches as narrowly as it can; a run counts them apart (the summary
// names them) so they neither fail the run nor go unseen. Delete an entry as soon as its fix
// lands: `npm run fuzz -- --strict` fails on these too.
import type { Violation } from './stats.ts';

export interface KnownIssue {
  id: string;
  /** Where the fault is, and who owns that code. */
  where: string;
  description: string;
  matches(violation: Violation): boolean;
}

export const KNOWN_ISSUES: KnownIssue[] = [
  {
    id: 'api-keys-list-400-undocumented',
    where: 'openapi/paths/api-keys.yaml, findManyApiKeys (roles and key management work)',
    description:
      'GET /rest/apiKeys answers 400 VALIDATION_FAILED to an unknown or repeated query parameter (docs/decisions.md: unknown query parameters are a 400), but the operation documents no 400 response',
    matches: (v) => v.operation === 'GET /rest/apiKeys' && /^contract: status 400 is not documented/.test(v.reason),
  },
  {
    id: 'api-key-name-not-stored-as-written',
    where: 'src/auth/api-key-service.ts, create (roles and key management work)',
    description:
      'POST /rest/apiKeys stores a name with an unpaired UTF-16 surrogate as U+FFFD ("a\\udc00b" reads back "a\uFFFDb"; should be a 400 naming name, as records, labels and webhooks do with src/lib/stored-text.ts) and trims surrounding whitespace (U+2028 and U+2029 included) without the document saying so, so the name reads back changed',
    matches: (v) => v.operation === 'POST /rest/apiKeys' && /^consistency: ApiKey [0-9a-f-]+: name: /.test(v.reason),
  },
  {
    id: 'bare-431-for-long-urls',
    where: "src/server.ts (node's maxHeaderSize) and src/app.ts (HTTP hardening work: request-limits.ts)",
    description:
      "a request line over node's 16 KiB header limit (e.g. a filter of 2,000 conditions) is refused by node itself with a bare 431 and no body, not the documented error body",
    matches: (v) => v.status === 431 && /not JSON/.test(v.reason),
  },
];
