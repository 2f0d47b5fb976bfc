// GET /openapi.json serves the contract; GET /docs renders it with Swagger UI, served from this
// server alone (no CDN), so the page works on an install without internet access:
//
//   GET /docs                                   the page (HTML, no inline script)
//   GET /docs/swagger-ui-dist@<v>/<file>        the bundle, its CSS and favicons, read from the
//                                               swagger-ui-dist package (versioned URL: immutable)
//   GET /docs/init.js                           starts Swagger UI on /openapi.json
//
// The document is asked for on every request to /openapi.json (it changes at run time), and the
// page loads it from there each time it opens. Both are public, like /healthz.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Express } from 'express';
import type { OpenApiDocument } from './openapi-document.ts';

const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (JSON.parse(readFileSync(path.join(SWAGGER_UI_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** Where the package's files are served; the version in the path lets browsers keep them. */
export const DOCS_ASSETS_PATH = `/docs/swagger-ui-dist@${SWAGGER_UI_VERSION}`;

/** The only files of the package the page needs (not its source maps, demo page or presets). */
const ASSETS = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-16x16.png', 'favicon-32x32.png']);

/**
 * Nothing outside this server: scripts and styles come from it (Swagger UI sets style
 * attributes, hence 'unsafe-inline' for styles only), images are its own or data: URLs, and the
 * document and "Try it out" requests go to this origin.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Workspace CRM API</title>
    <link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css">
    <link rel="icon" type="image/png" href="${DOCS_ASSETS_PATH}/favicon-32x32.png" sizes="32x32">
    <link rel="icon" type="image/png" href="${DOCS_ASSETS_PATH}/favicon-16x16.png" sizes="16x16">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js" charset="utf-8"></script>
    <script src="/docs/init.js" charset="utf-8"></script>
  </body>
</html>
`;

/**
 * Every operation listed by tag with its method, path and summary (docExpansion 'list'); no
 * online validator badge (validatorUrl null: it would load an image from validator.swagger.io);
 * no configuration from the query string; the key typed into "Authorize" is not persisted.
 */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  deepLinking: true,
  docExpansion: 'list',
  filter: true,
  displayRequestDuration: true,
  validatorUrl: null,
  queryConfigEnabled: false,
  persistAuthorization: false,
});
`;

const PAGE_HEADERS = {
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export function mountDocs(app: Express, currentDocument: () => OpenApiDocument): void {
  app.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(currentDocument());
  });
  app.get('/docs', (_req, res) => {
    res.set({ ...PAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CONTENT_SECURITY_POLICY });
    res.send(PAGE);
  });
  app.get('/docs/init.js', (_req, res) => {
    res.set({ ...PAGE_HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' });
    res.send(INIT_SCRIPT);
  });
  app.get(`${DOCS_ASSETS_PATH}/:file`, (req, res, next) => {
    const { file } = req.params;
    if (!ASSETS.has(file)) return next();
    res.sendFile(path.join(SWAGGER_UI_DIR, file), {
      maxAge: '365d',
      immutable: true,
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
  });
}
