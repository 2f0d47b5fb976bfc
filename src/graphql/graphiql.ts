// GraphiQL at GET /graphql for browsers (Accept: text/html), served without a key and with
// every asset in the page itself: @graphql-yoga/render-graphiql inlines GraphiQL's script, CSS,
// Monaco's workers (as blob: URLs) and the favicon, so the browser loads nothing from a CDN.
// The page is static; the queries it sends are ordinary GraphQL requests and need
// `Authorization: Bearer <API key>` (typed into the headers editor, prefilled with a template).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, RequestHandler } from 'express';
import { onFirstUse } from '../lib/on-first-use.ts';

const gzipAsync = promisify(gzip);

/**
 * The renderer holds GraphiQL's 9 MB of inline script: ~35 MiB resident once imported, so it is
 * imported by the first browser that opens the page, not at start (issue 45; src/lib/on-first-use.ts).
 */
const graphiqlRenderer = onFirstUse(() => import('@graphql-yoga/render-graphiql'));

/** yoga's own rule (shouldRenderGraphiQL), so a browser gets the page whatever the query string. */
export const wantsGraphiQL = (req: Request): boolean => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

/** Placeholder in the headers editor: a template to complete, not a working key. */
export const HEADERS_TEMPLATE = JSON.stringify({ Authorization: 'Bearer <API key>' }, null, 2);

const DEFAULT_QUERY = `# Workspace CRM GraphQL. Put your API key in the Headers tab below:
#   { "Authorization": "Bearer crm_..." }
# then run this query with the play button (or Ctrl-Enter).
{
  currentWorkspace {
    id
    displayName
  }
}
`;

/**
 * Nothing outside this server: scripts and styles are inline, Monaco's workers are blob: URLs,
 * images are data: URLs, and queries go to this origin only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'worker-src blob:',
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

interface Page {
  html: Buffer;
  gzipped: Buffer;
  etag: string;
}

/** The page is rendered and compressed once, on first use (about 9 MB, 2.4 MB gzipped). */
async function renderPage(): Promise<Page> {
  const { renderGraphiQL } = await graphiqlRenderer();
  const html = Buffer.from(
    renderGraphiQL({
      title: 'Workspace CRM GraphiQL',
      headers: HEADERS_TEMPLATE,
      // The headers hold an API key: keep it out of the browser's localStorage.
      shouldPersistHeaders: false,
      defaultQuery: DEFAULT_QUERY,
    }),
    'utf8',
  );
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { html, gzipped: await gzipAsync(html), etag };
}

/** Answers browsers' GET /graphql with the page; every other request goes on (to authentication). */
export function graphiqlPage(): RequestHandler {
  let page: Promise<Page> | undefined;
  return (req, res, next) => {
    if (!wantsGraphiQL(req)) return next();
    page ??= renderPage().catch((error: unknown) => {
      page = undefined; // try again on the next request
      throw error;
    });
    page.then(({ html, gzipped, etag }) => {
      res.set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        ETag: etag,
        Vary: 'Accept-Encoding',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      const acceptsGzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      if (acceptsGzip) res.set('Content-Encoding', 'gzip');
      res.status(200).end(acceptsGzip ? gzipped : html);
    }, next);
  };
}
