import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@jest/globals';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { signupTestIds } from '../../frontend/src/accounts/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { SESSION_COOKIE } from '../../frontend/src/session/cookie';
import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { repoRoot } from './process';

export const artifactsDir = path.join(repoRoot, 'tests', 'artifacts');
/** The built web app; `SCOUT_FRONTEND_DIST` points at another build (e.g. `vite build --outDir /tmp/x`). */
export const frontendDist = process.env.SCOUT_FRONTEND_DIST ?? path.join(repoRoot, 'frontend', 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches outside this machine. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: apt-get install chromium (.ci/run does)`);
  if (!existsSync(path.join(frontendDist, 'index.html'))) throw new Error('frontend/dist is missing: run `npm run build`');
  await mkdir(artifactsDir, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The text input behind a test id, whether the id sits on the input or on its MUI wrapper. */
export async function inputByTestId(page: Page, testId: string): Promise<Locator> {
  const target = page.getByTestId(testId);
  const tag = await target.evaluate((el) => el.tagName.toLowerCase());
  return tag === 'input' || tag === 'textarea' ? target : target.locator('input, textarea').first();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

export interface BrowserApp {
  app: TestApp;
  browser: Browser;
  /** `http://127.0.0.1:<port>` of the app serving the built frontend. */
  base: string;
  /** The listener behind `base` (an outage test closes it and listens again on the same port). */
  server: Server;
  close(): Promise<void>;
}

/** The real app serving the built frontend on a loopback port, and Chromium to drive it. */
export async function startBrowserApp(options: TestAppOptions = {}): Promise<BrowserApp> {
  const app = await startTestApp({ ...options, frontendDir: frontendDist });
  const server: Server = app.scout.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    app,
    browser,
    base,
    server,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
    },
  };
}

/** Lets MUI's dialog and toast transitions finish, so screenshots show what the user ends up seeing. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

export interface PageOptions {
  /** A session token made through the API (sign-up has its own browser steps below): the page is signed in. */
  token?: string;
  /** Desktop, 1366 × 900, unless given. */
  viewport?: { width: number; height: number };
}

/** A page of its own browser context, collecting uncaught page errors. */
async function openPage(harness: BrowserApp, options: PageOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await harness.browser.newContext({ viewport: options.viewport ?? { width: 1366, height: 900 } });
  if (options.token !== undefined) {
    const { hostname } = new URL(harness.base);
    await context.addCookies([
      {
        name: SESSION_COOKIE,
        value: encodeURIComponent(JSON.stringify({ loggedIn: true, token: options.token })),
        domain: hostname,
        path: '/',
      },
    ]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * Runs a browser scenario in a fresh page of {@link openPage}: a failure leaves the screenshot
 * `failure-<name>`, the page's context is closed, and uncaught page errors fail the test.
 */
export async function inPage(
  harness: BrowserApp,
  name: string,
  scenario: (page: Page) => Promise<void>,
  options: PageOptions = {},
): Promise<void> {
  const { page, errors } = await openPage(harness, options);
  try {
    await scenario(page);
  } catch (error) {
    await screenshot(page, `failure-${name}`);
    throw error;
  } finally {
    await page.context().close();
  }
  expect(errors).toEqual([]);
}

/** {@link inPage}, signed in with a session token made through the API. */
export async function inSignedInPage(
  harness: BrowserApp,
  token: string,
  name: string,
  scenario: (page: Page) => Promise<void>,
): Promise<void> {
  await inPage(harness, name, scenario, { token });
}

export interface BrowserSignUp {
  fullName: string;
  orgName: string;
  email: string;
}

/**
 * Signs a new owner up on the sign-up page; it lands on the dashboard's first-run checklist, whose
 * "Save your first profile" step opens the profile list this waits for.
 */
export async function signUpInBrowser(page: Page, base: string, who: BrowserSignUp): Promise<void> {
  await page.goto(`${base}/signup`);
  await (await inputByTestId(page, signupTestIds.fullName)).fill(who.fullName);
  await (await inputByTestId(page, signupTestIds.orgName)).fill(who.orgName);
  await (await inputByTestId(page, signupTestIds.email)).fill(who.email);
  await (await inputByTestId(page, signupTestIds.password)).fill('a long password');
  await page.getByTestId(signupTestIds.submit).click();
  await page.getByTestId(dashboardTestIds.checklistStep('saveProfile')).click({ timeout: 20_000 });
  await page.getByTestId(profileTestIds.addButton).waitFor({ state: 'visible', timeout: 20_000 });
}

/** Adds a profile through the profile list's dialog (typed as `@username`); answers its row once listed. */
export async function addProfileInBrowser(page: Page, platform: string, username: string): Promise<Locator> {
  await page.getByTestId(profileTestIds.addButton).click();
  await page.getByTestId(profileTestIds.dialog).waitFor({ state: 'visible' });
  await page.getByTestId(profileTestIds.dialogPlatform).selectOption(platform);
  await (await inputByTestId(page, profileTestIds.dialogUsername)).fill(`@${username}`);
  await page.getByTestId(profileTestIds.dialogSubmit).click();
  const row = page.getByTestId(profileTestIds.row).filter({ hasText: username }).first();
  await row.waitFor({ state: 'visible', timeout: 20_000 });
  return row;
}

/** Opens a listed profile's page from its row on the profile list. */
export async function openProfileFromList(page: Page, username: string): Promise<void> {
  await page.getByTestId(profileTestIds.row).filter({ hasText: username }).first().getByTestId(profileTestIds.username).click();
  await page.getByTestId(profilePageTestIds.page).waitFor({ state: 'visible', timeout: 20_000 });
}

/** Switches the UI to German through the app bar's language menu (kept for the page's browser context). */
/** The language menu of the app bar (or the sign-in card): from the language shown to the one chosen, once its texts loaded. */
export async function chooseLanguage(page: Page, shown: 'English' | 'Deutsch', chosen: 'English' | 'Deutsch'): Promise<void> {
  // The app bar hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Exact names: "Deutsch" is also the start of a chip such as "Deutschland".
  await page.getByRole('button', { name: shown, exact: true }).click();
  await page.getByRole('menuitem', { name: chosen, exact: true }).click();
  await page.getByRole('button', { name: chosen, exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
}

export const chooseGerman = (page: Page): Promise<void> => chooseLanguage(page, 'English', 'Deutsch');
