// GraphiQL renders and works with no internet access: headless Chromium (Debian's, at
// /usr/bin/chromium; .ci/run installs it) opens GET /graphql on the test server, every request
// the page makes is recorded and must go to the test server (or stay inside the page: data:,
// blob:), no Content-Security-Policy violation may hide one, and a query run through the UI
// with the Authorization header typed into the headers editor shows its result.
//
// Without Chromium (CHROMIUM_BIN overrides the path) the file is skipped with a message, unless CI is set: there it fails.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type HeadlessBrowser } from '../support/headless-browser.ts';
import { CHROMIUM, describeNeeding } from '../support/system-programs.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const describeWithChromium = describeNeeding(CHROMIUM, import.meta.url);

/** Replaces a Monaco editor's text as a user would (select all, type), minus auto-closed brackets. */
async function replaceEditorText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  // Monaco closes `{` and `"` as they are typed: drop what it added after the cursor.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
}

/** Monaco renders spaces as non-breaking ones. */
const editorText = async (lines: Locator) => (await lines.innerText()).replace(/\u00a0/g, ' ');

describeWithChromium('GraphiQL in headless Chromium', () => {
  let app: TestServer;
  let browser: HeadlessBrowser;
  let page: Page;
  let requests: string[];
  let pageErrors: string[];
  const posts: string[] = [];

  beforeAll(async () => {
    app = await startTestServer();
    browser = await openBrowser('crm-graphiql-', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    ({ page, requests, pageErrors } = browser);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders from the server alone: no request leaves it, no CSP violation', async () => {
    const response = await page.goto(`${app.baseUrl}/graphql`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    // GraphiQL is up when its query editor (Monaco) is.
    await page.locator('.graphiql-container .graphiql-query-editor .monaco-editor').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.graphiql-execute-button').isVisible()).toBe(true);
    // GraphiQL asks for the schema at once (answered 401: the headers hold the template), and
    // its result pane shows that one error, readable, saying where the key goes.
    await expect.poll(() => posts).toContain(`${app.baseUrl}/graphql`);
    const result = page.locator('.graphiql-response .view-lines');
    await expect.poll(() => editorText(result), { timeout: 15_000 }).toContain('"UNAUTHENTICATED"');
    // The template's placeholder is no key: the message names the fault (and, past the pane's
    // width, where the key goes); not GraphiQL's "Unexpected empty data and errors" blob.
    expect(await editorText(result)).toMatch(/"errors": \[\s*\{\s*"message": "malformed Authorization header/);
    expect(await editorText(result)).not.toMatch(/Unexpected empty/);

    expect(browser.outside(app.baseUrl), `requests outside ${app.baseUrl}`).toEqual([]);
    expect(requests.length).toBeGreaterThan(1);
    expect(await browser.cspViolations()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the headers editor starts with a template for the key', async () => {
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
    if (!(await headers.isVisible())) await page.getByRole('button', { name: 'Headers', exact: true }).click();
    await expect.poll(() => editorText(headers.locator('.view-lines'))).toContain('"Authorization": "Bearer <API key>"');
  });

  it('runs { currentWorkspace { id } } with the key typed into the headers editor', async () => {
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
    await replaceEditorText(page, headers.locator('.monaco-editor'), JSON.stringify({ Authorization: `Bearer ${app.apiKey}` }));
    expect(JSON.parse(await editorText(headers.locator('.view-lines')))).toEqual({ Authorization: `Bearer ${app.apiKey}` });

    const query = page.locator('.graphiql-query-editor');
    await replaceEditorText(page, query.locator('.monaco-editor'), '{ currentWorkspace { id } }');
    expect(await editorText(query.locator('.view-lines'))).toBe('{ currentWorkspace { id } }');

    const answered = page.waitForResponse((response) => response.url() === `${app.baseUrl}/graphql` && response.request().method() === 'POST' && response.status() === 200);
    await page.locator('.graphiql-execute-button').click();
    const response = await answered;
    const workspaceId = app.server.services.workspace.id;
    expect(await response.json()).toEqual({ data: { currentWorkspace: { id: workspaceId } } });
    // ... and the result pane shows it.
    await expect.poll(() => editorText(page.locator('.graphiql-response .view-lines')), { timeout: 15_000 }).toContain(workspaceId);

    const origin = new URL(app.baseUrl).origin;
    expect(requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin)).toEqual([]);
    expect(await browser.cspViolations()).toEqual([]);
  });
});
