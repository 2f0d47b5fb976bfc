// The API reference at GET /docs renders with no internet access: headless Chromium (Debian's,
// at /usr/bin/chromium; .ci/run installs it) opens /docs on the test server, every request the
// page makes is recorded and must go to the test server (or stay inside the page: data:, blob:),
// no Content-Security-Policy violation may hide one, and the page lists the operations of the
// document GET /openapi.json serves, by tag and summary, without a click. No warning or error box
// is shown once the document has rendered (issue 43: a jsonSchemaDialect other than OpenAPI 3.1's
// base dialect put a red "Warning" in front of every visitor).
//
// The page is read through openDocs() and visibleOperationSummaries() / visibleTags(), so a test
// of a document that changes at run time (a custom object's operations after a reload) only needs
// to call them again.
//
// Without Chromium (CHROMIUM_BIN overrides the path) the file is skipped with a message, unless CI is set: there it fails.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, shownTexts, type HeadlessBrowser } from '../support/headless-browser.ts';
import { CHROMIUM, describeNeeding } from '../support/system-programs.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const describeWithChromium = describeNeeding(CHROMIUM, import.meta.url);

/**
 * How long Swagger UI may take to show the document. It refracts an OpenAPI 3.1 document into
 * ApiDOM before the first render (swagger-api/swagger-ui#10250): about 5 s for this ~700 KB
 * document on an idle 2-core machine, over 10 s while the rest of the suite runs beside it.
 * The test is about what renders and from where, not how fast (docs/internal/decisions.md, "/docs").
 */
const RENDER_TIMEOUT_MS = 45_000;

/**
 * Opens (or, on the same URL, reloads) /docs and waits until Swagger UI has rendered the
 * document's operations. Returns the response to the page itself.
 */
async function openDocs(page: Page, baseUrl: string) {
  const response = await page.goto(`${baseUrl}/docs`, { waitUntil: 'domcontentloaded' });
  await page.locator('.swagger-ui .information-container .title').waitFor({ timeout: RENDER_TIMEOUT_MS });
  await page.locator('.swagger-ui .opblock .opblock-summary-description').first().waitFor({ timeout: RENDER_TIMEOUT_MS });
  return response;
}

/**
 * What `read` finds on the page from its top to its bottom, scrolling a screen at a time:
 * Swagger UI 5 renders only the operations near the viewport once a document has about 130 of
 * them, so a reader sees them all by scrolling, not in the DOM at once.
 */
async function whileScrolling(page: Page, read: () => Promise<string[]>): Promise<string[]> {
  const seen = new Set<string>();
  await page.mouse.move(400, 300);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.scrollingElement?.scrollTo(0, 0);
  });
  await page.waitForTimeout(300);
  // Down a screen at a time until three steps in a row show nothing new (the bottom).
  for (let step = 0, idle = 0; step < 500 && idle < 3; step++) {
    await page.waitForTimeout(60);
    const before = seen.size;
    for (const item of await read()) seen.add(item);
    idle = seen.size === before ? idle + 1 : 0;
    await page.mouse.wheel(0, 500);
  }
  return [...seen];
}

/** The summaries of the operations the page shows (tags expanded, operations collapsed). */
async function visibleOperationSummaries(page: Page): Promise<string[]> {
  return whileScrolling(page, async () =>
    (await page.locator('.swagger-ui .opblock .opblock-summary-description').allInnerTexts()).map((summary) => summary.trim()),
  );
}

/** The tags the page shows, as section headings. */
async function visibleTags(page: Page): Promise<string[]> {
  return whileScrolling(page, () =>
    page.locator('.swagger-ui .opblock-tag').evaluateAll((headings) => headings.map((heading) => heading.getAttribute('data-tag') ?? '')),
  );
}

/**
 * Swagger UI's warning and error containers: the error panel (`.errors-wrapper`, in an
 * `.error-wrapper` for the document's own warnings such as an unsupported jsonSchemaDialect), the
 * version pragma (an OpenAPI version or dialect it cannot render) and a load failure.
 */
const SWAGGER_UI_ALERTS = ['.errors-wrapper', '.error-wrapper', '.version-pragma', '.loading-container .errors'].map((box) => `.swagger-ui ${box}`).join(', ');

/** Every operation summary in the document /openapi.json serves now. */
async function documentSummaries(app: TestServer): Promise<string[]> {
  const document = (await (await app.rawFetch('/openapi.json', { apiKey: null })).json()) as { paths: Record<string, Record<string, { summary?: string }>> };
  return Object.values(document.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(method))
      .map(([, operation]) => operation.summary ?? ''),
  );
}

describeWithChromium('API reference (/docs) in headless Chromium', { timeout: 120_000 }, () => {
  let app: TestServer;
  let page: Page;
  let browser: HeadlessBrowser;
  let requests: string[];
  let pageErrors: string[];
  const outside = () => browser.outside(app.baseUrl);

  beforeAll(async () => {
    app = await startTestServer();
    browser = await openBrowser('crm-docs-');
    ({ page, requests, pageErrors } = browser);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders from the server alone: no request leaves it, no CSP violation, no error', async () => {
    const response = await openDocs(page, app.baseUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    // The page loaded the document from this server.
    expect(requests).toContain(`${app.baseUrl}/openapi.json`);

    expect(outside(), `requests outside ${app.baseUrl}`).toEqual([]);
    expect(requests.length).toBeGreaterThan(1);
    expect(await browser.cspViolations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('shows no warning or error box once the document has rendered', async () => {
    expect(await page.locator('.swagger-ui .info').count()).toBe(1);
    expect(await shownTexts(page, SWAGGER_UI_ALERTS)).toEqual([]);
    expect(await page.locator(SWAGGER_UI_ALERTS).count()).toBe(0);
  });

  it('lists every operation of the document by summary, under its tag, without a click', async () => {
    expect(await page.locator('.swagger-ui .information-container .title').innerText()).toContain('Workspace CRM');
    const summaries = await visibleOperationSummaries(page);
    expect(summaries).toEqual(expect.arrayContaining(['List people', 'Create a company', 'Get an opportunity', 'Create several notes', 'List API keys']));
    expect([...summaries].sort()).toEqual([...new Set(await documentSummaries(app))].sort());

    const tags = await visibleTags(page);
    expect(tags).toEqual(expect.arrayContaining(['People', 'Companies', 'Opportunities', 'Webhooks']));
    // Under its tag: Swagger UI's deep-link ids are operations-<tag>-<operationId>.
    const people = page.locator('.swagger-ui .opblock[id^="operations-People-"] .opblock-summary-description');
    expect(await whileScrolling(page, () => people.allInnerTexts())).toEqual(expect.arrayContaining(['List people', 'Create a person', 'Get a person']));
  });

  it('a reload asks for the document again and shows it the same, still from the server alone', async () => {
    const before = requests.filter((url) => url === `${app.baseUrl}/openapi.json`).length;
    await openDocs(page, app.baseUrl);
    expect(requests.filter((url) => url === `${app.baseUrl}/openapi.json`).length).toBe(before + 1);
    expect(await visibleOperationSummaries(page)).toContain('List people');
    expect(outside()).toEqual([]);
    expect(await browser.cspViolations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('after a pipeline and a custom field are created, a reload shows their operations and properties', async () => {
    const json = { 'content-type': 'application/json' };
    const pipeline = await app.rawFetch('/rest/metadata/pipelines', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ nameSingular: 'docDeal', namePlural: 'docDeals', labelSingular: 'Doc deal', labelPlural: 'Doc deals' }),
    });
    expect(pipeline.status).toBe(200);
    const field = await app.rawFetch('/rest/metadata/objects/person/fields', { method: 'POST', headers: json, body: JSON.stringify({ name: 'docShoeSize', type: 'NUMBER' }) });
    expect(field.status).toBe(200);
    await openDocs(page, app.baseUrl);
    const summaries = await visibleOperationSummaries(page);
    expect(summaries).toEqual(expect.arrayContaining(['List doc deals', 'Create a doc deal', 'Get a doc deal', 'Create several doc deals']));
    expect([...summaries].sort()).toEqual([...new Set(await documentSummaries(app))].sort());
    expect(await visibleTags(page)).toContain('Doc deals');
    // The page rendered the document that documents the custom field.
    const document = (await (await app.rawFetch('/openapi.json', { apiKey: null })).json()) as { components: { schemas: { Person: { properties: object } } } };
    expect(Object.keys(document.components.schemas.Person.properties)).toContain('docShoeSize');
    expect(outside()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
