// Headless Chromium for the pages the service serves to browsers (/docs, GraphiQL): Debian's
// /usr/bin/chromium driven by playwright-core, with every request the page makes recorded, CSP
// violations counted (a blocked request never reaches the network) and page errors kept.
//
//   const browser = await openBrowser('crm-docs-');
//   await browser.page.goto(url);
//   expect(browser.outside(app.baseUrl)).toEqual([]);
//   await browser.close();
//
// A test file that uses it is declared with `describeNeeding(CHROMIUM, import.meta.url)` of
// test/support/system-programs.ts: without Chromium (CHROMIUM_BIN overrides the path) it skips,
// under CI=true it fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM, programPath, programPresent } from './system-programs.ts';

/**
 * Headless, and quiet: without the background-networking flags Chromium itself calls Google
 * (component updates, sync, field trials), which would flood a closed network.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

export interface HeadlessBrowser {
  context: BrowserContext;
  page: Page;
  /** URLs of every request of the page, its workers and anything they open. */
  requests: string[];
  pageErrors: string[];
  /** Requests that left `baseUrl`'s origin (data: and about: stay in the page, so do its own blob:). */
  outside(baseUrl: string): string[];
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The text of each element matching `selector` that the page shows (not those hidden by CSS or
 * with no box): what a visitor sees of, say, a page's warning and error containers.
 */
export async function shownTexts(page: Page, selector: string): Promise<string[]> {
  const texts: string[] = [];
  for (const element of await page.locator(selector).all()) if (await element.isVisible()) texts.push((await element.innerText()).trim());
  return texts;
}

export async function openBrowser(profilePrefix: string, onRequest?: (request: Request) => void): Promise<HeadlessBrowser> {
  if (!programPresent(CHROMIUM)) throw new Error(`${programPath(CHROMIUM)} is missing: CI must install Debian's chromium (.ci/run does)`);
  const userDataDir = mkdtempSync(path.join(tmpdir(), profilePrefix));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: programPath(CHROMIUM), headless: true, args: CHROMIUM_ARGS });
  const requests: string[] = [];
  const pageErrors: string[] = [];
  context.on('request', (request) => {
    requests.push(request.url());
    onRequest?.(request);
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    context,
    page,
    requests,
    pageErrors,
    outside(baseUrl) {
      const origin = new URL(baseUrl).origin;
      return requests.filter((url) => {
        const { protocol, origin: requestOrigin } = new URL(url);
        if (protocol === 'data:' || protocol === 'about:') return false;
        if (protocol === 'blob:') return !url.startsWith(`blob:${origin}/`);
        return requestOrigin !== origin;
      });
    },
    cspViolations: () => page.evaluate(() => window.__cspViolations),
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
