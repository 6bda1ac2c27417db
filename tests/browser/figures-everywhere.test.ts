import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { discoverTestIds as ids } from '../../frontend/src/discovery/testIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { PNG_FILE } from '../../backend/src/profiles/attachments/testFiles';
import { SAMPLE_REPORT_CREATOR } from '../../backend/src/profiles/auditReports/publicRoutes';
import { signUp, shippedBankLoaded } from '../support/app';
import { inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp, chooseGerman } from '../support/browser';

/**
 * One number, one truth, as a user sees it: a creator's engagement and average likes in the profile
 * bank are the ones its saved profile shows, with where they come from; a story uploaded afterwards
 * changes neither.
 */

const WAIT = { timeout: 20_000 };
const CREATOR = 'cristiano';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  // The shipped bank loads in the background on first start.
  await shippedBankLoaded(harness.app);
});
afterAll(async () => harness?.close());

const bankRow = (page: Page) => page.locator(`[data-testid="${ids.row}"][data-username="${CREATOR}"]`);
const textOf = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

/** What the profile page shows of the two figures. */
async function profileFigures(page: Page) {
  await page.getByTestId(analyticsTestIds.engagementValue).waitFor({ state: 'visible', ...WAIT });
  const averageLikes = page.getByTestId(analyticsTestIds.statistic('averageLikes')).locator('p').first();
  return {
    engagementRate: await textOf(page, analyticsTestIds.engagementValue),
    averageLikes: ((await averageLikes.textContent()) ?? '').trim(),
  };
}

describe('figures in the browser', () => {
  it('the profile bank row and the saved profile show the same engagement and average likes; a story upload leaves them unchanged', async () => {
    const { token } = await signUp(harness.app);
    await inSignedInPage(harness, token, 'figures-everywhere', async (page) => {
      await page.goto(`${harness.base}/`);
      await page.getByTestId(ids.menuProfileBank).click();
      await page.getByTestId(ids.bankPage).waitFor({ state: 'visible', ...WAIT });
      const row = bankRow(page);
      await row.waitFor({ state: 'visible', ...WAIT });
      const inBank = {
        engagementRate: ((await row.getByTestId(ids.figure('engagementRate')).textContent()) ?? '').trim(),
        averageLikes: ((await row.getByTestId(ids.figure('averageLikes')).textContent()) ?? '').trim(),
      };
      expect(inBank.engagementRate).toMatch(/\d/);
      expect(inBank.averageLikes).toMatch(/\d/);
      await settled(page);
      await screenshot(page, 'figures-bank-row');

      await row.getByTestId(ids.save).click();
      await row.getByTestId(ids.openSaved).waitFor({ state: 'visible', ...WAIT });
      await row.getByTestId(ids.openSaved).click();
      await page.getByTestId(profilePageTestIds.page).waitFor({ state: 'visible', ...WAIT });
      const saved = await profileFigures(page);
      expect(saved).toEqual(inBank);
      // No posts of the creator are recorded: the figures are the data source's, and say so.
      expect(await textOf(page, analyticsTestIds.source('averageLikes'))).toMatch(/Reported by the data source/);
      expect(await textOf(page, analyticsTestIds.source('engagementRate'))).toMatch(/Reported by the data source/);
      await settled(page);
      await screenshot(page, 'figures-saved-profile');

      const id = await idOfSaved(token);
      const story = await harness.app.http
        .post('/api/v1/customer/content/upload-story')
        .set('X-Access-Token', token)
        .field('influencerId', id)
        .field('views', '1200')
        .field('publishedAt', new Date(Date.now() - 3_600_000).toISOString())
        .attach('file', PNG_FILE, { filename: 'story.png', contentType: 'image/png' });
      expect(story.status).toBe(201);
      await page.reload();
      expect(await profileFigures(page)).toEqual(inBank);
      await page.getByTestId(analyticsTestIds.stories).waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, analyticsTestIds.stories)).toMatch(/1 story/);
      await settled(page);
      await screenshot(page, 'figures-after-story');
    });
  }, 120_000);

  it('a creator with posts says which posts its figures come from, and the computation shows the window, in English and German', async () => {
    const { token } = await signUp(harness.app);
    const saved = await harness.app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', token).send(SAMPLE_REPORT_CREATOR);
    expect(saved.status).toBe(201);
    await inSignedInPage(harness, token, 'figures-from-posts', async (page) => {
      await page.goto(`${harness.base}/profile/${saved.body.profile.slug}`);
      await page.getByTestId(analyticsTestIds.engagementValue).waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, analyticsTestIds.source('engagementRate'))).toMatch(/^From \d+ posts, /);
      await page.getByTestId(analyticsTestIds.howComputed).click();
      await page.getByTestId(analyticsTestIds.window).waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, analyticsTestIds.window)).toContain('Posts counted');
      await settled(page);
      await screenshot(page, 'figures-from-posts');

      await chooseGerman(page);
      await page.getByText('Wie wird das berechnet?').waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, analyticsTestIds.source('engagementRate'))).toMatch(/^Aus \d+ Beiträgen, /);
      await page.getByTestId(analyticsTestIds.howComputed).click();
      await page.getByText('Beiträge, aus denen die Zahlen berechnet sind').waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'figures-from-posts-german');
    });
  }, 120_000);
});

async function idOfSaved(token: string): Promise<string> {
  const res = await harness.app.http.get('/api/v1/customer/socialProfiles?platform=instagram').set('X-Access-Token', token);
  const saved = (res.body.profiles as Array<{ _id: string; username: string }>).find((p) => p.username === CREATOR);
  if (!saved) throw new Error('the saved creator is not listed');
  return saved._id;
}
