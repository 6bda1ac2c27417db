import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
import { auditReportTestIds } from '../../frontend/src/auditReports/testIds';
import { upgradeTestIds } from '../../frontend/src/billing/testIds';
import { chartTestIds } from '../../frontend/src/platform/charts/chartTestIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import {
  addProfileInBrowser,
  artifactsDir,
  inPage,
  openProfileFromList,
  screenshot,
  settled,
  signUpInBrowser,
  startBrowserApp,
  type BrowserApp,
} from '../support/browser';

/**
 * The TikTok creator of the shipped sample that the sample report uses, with recent videos
 * (backend/src/profiles/auditReports/publicRoutes.ts, backend/src/socialData/sample/creators.json).
 */
const CREATOR = 'atom2255';
/** Two reports a month, so that the third one meets the plan's limit. */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: {} },
});
const REPORT_PATH = /\/api\/v1\/customer\/socialProfile\/auditReport\/[0-9a-f-]{36}$/;
const WAIT = { timeout: 30_000 };

interface ReportAnswer {
  status: number;
  report?: { _id: string; status: string; progress: number };
}

let harness: BrowserApp;
let base: string;

beforeAll(async () => {
  harness = await startBrowserApp({ env: { PLAN_CATALOGUE } });
  ({ base } = harness);
});

afterAll(async () => harness?.close());

describe('audit reports in the browser', () => {
  it('are requested on the profile page, followed to ready, opened, printed, shared and opened logged out', async () => {
    let shareUrl = '';
    await inPage(harness, 'audit-report', async (page) => {
      // Every answer of the report routes: the PUT's 202 and each poll while the report is built.
      const answers: Array<ReportAnswer & { method: string }> = [];
      page.on('response', (response) => void recordAnswer(response, answers));
      await signUpInBrowser(page, base, { fullName: 'Lena Huber', orgName: 'Huber Talent', email: 'lena@example.com' });
      await addProfileInBrowser(page, 'tiktok', CREATOR);
      await openProfilePage(page);
      const reportId = await requestFirstReport(page, answers);
      await openReportPage(page, reportId);
      shareUrl = await shareLink(page);
      await reachPlanLimit(page);
    });

    // A fresh context holds no session cookie: this is a logged-out visitor.
    await inPage(harness, 'audit-report-public', async (publicPage) => {
      await openSharedReport(publicPage, shareUrl);
      await openSampleReport(publicPage);
      await openTestReport(publicPage);
    });
  }, 180_000);
});

async function recordAnswer(response: Response, answers: Array<ReportAnswer & { method: string }>): Promise<void> {
  if (!REPORT_PATH.test(new URL(response.url()).pathname)) return;
  const method = response.request().method();
  try {
    const body = (await response.json()) as { report?: ReportAnswer['report'] };
    answers.push({ method, status: response.status(), report: body.report });
  } catch {
    answers.push({ method, status: response.status() });
  }
}

async function openProfilePage(page: Page): Promise<void> {
  await openProfileFromList(page, CREATOR);
  // The report is made of the analytics: they are there before one is requested.
  await page.getByTestId(analyticsTestIds.heatmap).waitFor({ state: 'visible', timeout: 20_000 });
  const card = page.getByTestId(auditReportTestIds.card);
  await card.waitFor({ state: 'visible' });
  await card.getByText('Reports this month: 0 of 2').waitFor({ state: 'visible', timeout: 20_000 });
  await card.getByText('No reports yet.').waitFor({ state: 'visible' });
  // Images and late reads above the card move it while they load: a click must land on the button.
  await page.waitForLoadState('networkidle');
}

/** Requests a report, follows it to ready; answers its id. */
async function requestFirstReport(page: Page, answers: Array<ReportAnswer & { method: string }>): Promise<string> {
  const card = page.getByTestId(auditReportTestIds.card);
  const requested = page.waitForResponse((r) => r.request().method() === 'PUT' && REPORT_PATH.test(new URL(r.url()).pathname));
  await card.getByTestId(auditReportTestIds.request).click();
  const put = await requested;
  expect(put.status()).toBe(202);
  const { report } = (await put.json()) as { report: { _id: string; status: string } };
  expect(['requested', 'building', 'ready']).toContain(report.status);

  await card.getByTestId(auditReportTestIds.ready).waitFor({ state: 'visible', ...WAIT });
  // Polled by GET until ready: the progress only goes up, and ends at 100.
  const polls = answers.filter((a) => a.method === 'GET' && a.report?._id === report._id);
  expect(polls.length).toBeGreaterThan(0);
  const progress = polls.map((a) => a.report?.progress ?? -1);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(polls.at(-1)?.report).toMatchObject({ status: 'ready', progress: 100 });

  // One report of the plan is used, and the profile lists it as ready.
  await card.getByText('Reports this month: 1 of 2').waitFor({ state: 'visible', ...WAIT });
  const item = card.getByTestId(auditReportTestIds.item);
  await item
    .filter({ hasText: 'Ready' })
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  expect(await item.count()).toBe(1);
  expect(await item.first().getAttribute('href')).toBe(`/report/${report._id}`);
  await settled(page);
  await card.screenshot({ path: path.join(artifactsDir, 'audit-report-card.png') });
  return report._id;
}

async function openReportPage(page: Page, reportId: string): Promise<void> {
  await page.getByTestId(auditReportTestIds.open).click();
  const report = page.getByTestId(auditReportTestIds.page);
  await report.waitFor({ state: 'visible', timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(`/report/${reportId}`);
  expect(await report.textContent()).toContain(`@${CREATOR}`);
  expect(await page.getByTestId(auditReportTestIds.createdAt).textContent()).toMatch(/^Created .+ \(Europe\/Vienna time\)$/);

  // The profile page's own cards, frozen: 24 hours × 7 weekdays, the engagement rate with its formula.
  const cells = report.getByTestId(analyticsTestIds.heatmapCell);
  expect(await cells.count()).toBe(24 * 7);
  expect((await cells.allTextContents()).filter((text) => text.trim() !== '').length).toBeGreaterThan(0);
  expect(await report.getByTestId(analyticsTestIds.engagementValue).textContent()).toMatch(/^\d+\.\d{2} %$/);
  const formula = report.getByTestId(analyticsTestIds.formula).first();
  await formula.waitFor({ state: 'visible' });
  expect((await formula.textContent())?.trim().length).toBeGreaterThan(10);
  await report.getByTestId(analyticsTestIds.growthChart).getByTestId(chartTestIds.single).waitFor({ state: 'visible' });
  expect(await report.getByTestId(analyticsTestIds.post).count()).toBeGreaterThan(0);
  await report.getByTestId(analyticsTestIds.topTags).waitFor({ state: 'visible' });
  await settled(page);
  await screenshot(page, 'audit-report');

  // Printed: no app bar, menu or buttons; the cards stay.
  await page.emulateMedia({ media: 'print' });
  await page.locator('header.MuiAppBar-root').first().waitFor({ state: 'hidden' });
  await page.getByTestId(auditReportTestIds.print).waitFor({ state: 'hidden' });
  await page.getByTestId(analyticsTestIds.howComputed).waitFor({ state: 'hidden' });
  await report.getByTestId(analyticsTestIds.heatmap).waitFor({ state: 'visible' });
  await formula.waitFor({ state: 'visible' });
  await screenshot(page, 'audit-report-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId(auditReportTestIds.print).waitFor({ state: 'visible' });
}

/** The report's public link; answers its address. */
async function shareLink(page: Page): Promise<string> {
  const link = page.getByTestId(auditReportTestIds.shareLink);
  await link.waitFor({ state: 'visible' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${base}/public/report/[0-9a-f-]{36}$`));
  return href;
}

/** The second report is the plan's last; the third opens the upgrade popup for `reports`. */
async function reachPlanLimit(page: Page): Promise<void> {
  await page.goBack();
  const card = page.getByTestId(auditReportTestIds.card);
  await card.waitFor({ state: 'visible', timeout: 20_000 });
  await card.getByTestId(auditReportTestIds.request).click();
  await card.getByText('Reports this month: 2 of 2').waitFor({ state: 'visible', ...WAIT });
  await card
    .getByTestId(auditReportTestIds.item)
    .nth(1)
    .waitFor({ state: 'visible', ...WAIT });
  await page.waitForFunction(
    (testId) =>
      [...document.querySelectorAll(`[data-testid="${testId}"]`)].filter((item) => item.textContent?.includes('Ready')).length === 2,
    auditReportTestIds.item,
    WAIT,
  );

  const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && REPORT_PATH.test(new URL(r.url()).pathname));
  await card.getByTestId(auditReportTestIds.request).click();
  expect((await refused).status()).toBe(423);
  await page.getByTestId(upgradeTestIds.popup).waitFor({ state: 'visible', timeout: 20_000 });
  expect(await page.getByTestId(upgradeTestIds.field).getAttribute('data-field')).toBe('reports');
  await settled(page);
  await screenshot(page, 'audit-report-limit');
  await page.getByTestId(upgradeTestIds.close).click();
  // Refused reports are neither listed nor counted.
  expect(await card.getByTestId(auditReportTestIds.item).count()).toBe(2);
  await card.getByText('Reports this month: 2 of 2').waitFor({ state: 'visible' });
}

async function seeReport(page: Page): Promise<void> {
  const report = page.getByTestId(auditReportTestIds.publicPage);
  await report.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await report.textContent()).toContain(`@${CREATOR}`);
  expect(await report.getByTestId(analyticsTestIds.heatmapCell).count()).toBe(24 * 7);
  expect(await report.getByTestId(analyticsTestIds.engagementValue).textContent()).toMatch(/^\d+\.\d{2} %$/);
  await report.getByTestId(analyticsTestIds.formula).first().waitFor({ state: 'visible' });
  // Logged out: the public frame, not the app's.
  expect(await page.locator('header.MuiAppBar-root').count()).toBe(0);
}

async function openSharedReport(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await seeReport(page);
  await settled(page);
  await screenshot(page, 'audit-report-public');
}

async function openSampleReport(page: Page): Promise<void> {
  await page.goto(`${base}/sample-report`);
  await seeReport(page);
  expect(await page.getByTestId(auditReportTestIds.publicPage).textContent()).toContain('Sample report');
  await settled(page);
  await screenshot(page, 'sample-report');
}

async function openTestReport(page: Page): Promise<void> {
  await page.goto(`${base}/test-report`);
  const report = page.getByTestId(auditReportTestIds.publicPage);
  await report.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await report.textContent()).toContain('Test report');
  expect(await report.getByTestId(analyticsTestIds.heatmapCell).count()).toBe(24 * 7);
  await settled(page);
  await screenshot(page, 'test-report');
}
