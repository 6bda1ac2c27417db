import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { repoRoot } from './process';

export const artifactsDir = path.join(repoRoot, 'tests', 'artifacts');
export const frontendDist = path.join(repoRoot, 'frontend', 'dist');
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
