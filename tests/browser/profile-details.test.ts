import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { customFieldTestIds } from '../../frontend/src/customFields/testIds';
import { listTestIds } from '../../frontend/src/lists/testIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { saveProfile, signUp } from '../support/app';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';
import { whileProviderDown } from '../support/knownCreators';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
});

afterAll(async () => harness?.close());

describe('the profile page', () => {
  it('shows a creator without data (saved while the provider was down) without numbers', async () => {
    const owner = await signUp(harness.app);
    const profile = await whileProviderDown(harness.app, () => saveProfile(harness.app, owner.token, 'instagram', 'no.such.creator.4711'));
    await inSignedInPage(harness, owner.token, 'profile-without-data', async (page) => {
      await page.goto(`${harness.base}/profile/${profile.slug}`);
      await page.getByTestId(analyticsTestIds.noData).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(analyticsTestIds.noData).textContent()).toContain('No public data');
      for (const name of ['followers', 'averageLikes', 'averageComments']) {
        expect(await page.getByTestId(analyticsTestIds.statistic(name)).textContent()).toContain('–');
      }
      expect(await page.getByTestId(analyticsTestIds.engagementValue).textContent()).toBe('–');
      // Nothing observed, so the heatmap says there are no posts instead of an empty grid.
      expect(await page.getByTestId(analyticsTestIds.heatmapCell).count()).toBe(0);
      expect(await page.getByTestId(analyticsTestIds.heatmapEmpty).textContent()).toContain('No posts of this creator');
      await settled(page);
      await screenshot(page, 'profile-without-data');
    });
  }, 90_000);

  it('keeps the team’s custom field, coupon, link, file and note, and filters the list by the field', async () => {
    const owner = await signUp(harness.app);
    const profile = await saveProfile(harness.app, owner.token, 'tiktok', 'atom2255');
    await inSignedInPage(harness, owner.token, 'profile-team-details', async (page) => {
      // A select field defined on the custom fields page…
      await page.goto(`${harness.base}/custom-fields`);
      await (await inputByTestId(page, customFieldTestIds.fieldName)).fill('Tier');
      await page.getByTestId(customFieldTestIds.fieldType).selectOption('select');
      await (await inputByTestId(page, customFieldTestIds.fieldOptions)).fill('gold, silver');
      await page.getByTestId(customFieldTestIds.fieldAdd).click();
      await page.getByTestId(customFieldTestIds.field).filter({ hasText: 'Tier' }).waitFor({ state: 'visible', timeout: 20_000 });
      await screenshot(page, 'custom-fields');

      // …is filled in on the profile page, with a coupon, a link, a file and a note.
      await page.goto(`${harness.base}/profile/${profile.slug}`);
      const fields = page.getByTestId(profilePageTestIds.customFields);
      const tier = fields.locator('select');
      await tier.waitFor({ state: 'visible', timeout: 20_000 });
      await tier.selectOption('gold');
      await page.getByText('Saved').first().waitFor({ state: 'visible' });

      await (await inputByTestId(page, profilePageTestIds.couponCode)).fill('MIRA10');
      await page.getByTestId(profilePageTestIds.couponAdd).click();
      await page.getByTestId(profilePageTestIds.coupon).filter({ hasText: 'MIRA10' }).waitFor({ state: 'visible', timeout: 20_000 });

      await (await inputByTestId(page, profilePageTestIds.linkUrl)).fill('https://example.com/media-kit');
      await page.getByTestId(profilePageTestIds.linkAdd).click();
      await page
        .getByTestId(profilePageTestIds.attachment)
        .filter({ hasText: 'example.com' })
        .waitFor({ state: 'visible', timeout: 20_000 });

      await page
        .getByTestId(profilePageTestIds.attachmentFile)
        .setInputFiles({ name: 'rates.txt', mimeType: 'text/plain', buffer: Buffer.from('Rate card 2026\nReel: 1200 EUR\n') });
      await page.getByTestId(profilePageTestIds.attachment).filter({ hasText: 'rates.txt' }).waitFor({ state: 'visible', timeout: 20_000 });

      await (await inputByTestId(page, profilePageTestIds.activityText)).fill('Sent the brief');
      await page.getByTestId(profilePageTestIds.activityAdd).click();
      await page
        .getByTestId(profilePageTestIds.activity)
        .filter({ hasText: 'Sent the brief' })
        .waitFor({ state: 'visible', timeout: 20_000 });
      expect(await tier.inputValue()).toBe('gold');
      await settled(page);
      await screenshot(page, 'profile-team-details');

      // The stored profile holds what the screen showed.
      const stored = await harness.app.http.get(`/api/v1/customer/socialProfile/${profile._id}`).set('X-Access-Token', owner.token);
      expect(stored.body.profile.coupons.map((c: { code: string }) => c.code)).toEqual(['MIRA10']);
      expect(stored.body.profile.attachments).toHaveLength(2);
      expect(Object.values(stored.body.profile.customFields)).toEqual(['gold']);

      // The profile list filtered by that field shows the profile.
      await page.goto(`${harness.base}/profiles`);
      await page.getByTestId(profileTestIds.platformTab('all')).click();
      await page.getByTestId(profileTestIds.row).first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.getByLabel('Custom field').click();
      await page.getByRole('option', { name: 'Tier' }).click();
      await page.getByLabel('Field value').fill('silver');
      await page.getByText('No saved profiles here yet').waitFor({ state: 'visible', timeout: 20_000 });
      await page.getByLabel('Field value').fill('gold');
      await page.getByTestId(profileTestIds.row).filter({ hasText: 'atom2255' }).waitFor({ state: 'visible', timeout: 20_000 });
      await settled(page);
      await screenshot(page, 'profile-list-custom-field-filter');
    });
  }, 120_000);

  it('puts selected profiles into a list from the profile list, and filters the list by it', async () => {
    const owner = await signUp(harness.app);
    for (const username of ['atom2255', 'lykio.98', 'boy38170']) await saveProfile(harness.app, owner.token, 'tiktok', username);
    await inSignedInPage(harness, owner.token, 'bulk-add-to-list', async (page) => {
      await page.goto(`${harness.base}/profiles`);
      await page.getByTestId(profileTestIds.platformTab('tiktok')).click();
      const rows = page.getByTestId(profileTestIds.row);
      await rows.nth(2).waitFor({ state: 'visible', timeout: 20_000 });
      for (const username of ['atom2255', 'lykio.98']) await rows.filter({ hasText: username }).getByRole('checkbox').check();
      await page.getByTestId(listTestIds.bulkAdd).click();
      await page.getByTestId(listTestIds.addInput).fill('Shortlist');
      await screenshot(page, 'bulk-add-to-list');
      await page.getByTestId(listTestIds.addSubmit).click();
      await page.getByTestId(listTestIds.addDialog).waitFor({ state: 'hidden', timeout: 20_000 });

      await page.getByRole('combobox', { name: 'List' }).click();
      await page.getByRole('option', { name: 'Shortlist (2)' }).click();
      await page.waitForURL((url) => url.search.includes('listId'), { timeout: 20_000 });
      await rows.filter({ hasText: 'boy38170' }).waitFor({ state: 'detached', timeout: 20_000 });
      expect((await rows.allTextContents()).map((text) => text.match(/atom2255|lykio\.98/)?.[0]).sort()).toEqual(['atom2255', 'lykio.98']);
      await settled(page);
      await screenshot(page, 'profile-list-filtered-by-list');
    });
  }, 90_000);

  it('marks a favourite and moves the profile to a new address, public link included', async () => {
    const owner = await signUp(harness.app);
    const profile = await saveProfile(harness.app, owner.token, 'tiktok', 'tiin.vn');
    await inSignedInPage(harness, owner.token, 'profile-new-address', async (page) => {
      await page.goto(`${harness.base}/profile/${profile.slug}`);
      const star = page.getByTestId(profilePageTestIds.favourite);
      await star.waitFor({ state: 'visible', timeout: 20_000 });
      await star.click();
      await page
        .locator(`[data-testid="${profilePageTestIds.favourite}"][aria-pressed="true"]`)
        .waitFor({ state: 'visible', timeout: 20_000 });

      await page.getByTestId(profilePageTestIds.slugEdit).click();
      await (await inputByTestId(page, profilePageTestIds.slugInput)).fill('Tiin News Vietnam');
      await page.getByTestId(profilePageTestIds.slugSave).click();
      await page.waitForURL((url) => url.pathname === '/profile/tiin-news-vietnam', { timeout: 20_000 });
      // The public address is the new slug with the profile's share key after it: the handle alone finds nothing.
      const link = page.getByTestId(profilePageTestIds.publicLink);
      await page
        .locator(`[data-testid="${profilePageTestIds.publicLink}"][href*="/public/profile/tiin-news-vietnam-"]`)
        .waitFor({ state: 'visible', timeout: 20_000 });
      const address = /\/public\/profile\/(tiin-news-vietnam-[0-9A-Za-z]{12})$/.exec((await link.getAttribute('href')) ?? '')?.[1];
      expect(address).toBeDefined();
      expect(await link.textContent()).toContain(`/public/profile/${address}`);
      await settled(page);
      await screenshot(page, 'profile-new-address');

      const stored = await harness.app.http.get(`/api/v1/customer/socialProfile/${profile._id}`).set('X-Access-Token', owner.token);
      expect(stored.body.profile).toMatchObject({ favourite: true, slug: 'tiin-news-vietnam' });
      expect((await harness.app.http.get(`/api/v1/misc/socialProfile/${address}`)).status).toBe(200);
      expect((await harness.app.http.get('/api/v1/misc/socialProfile/tiin-news-vietnam')).status).toBe(404);
    });
  }, 90_000);
});
