/**
 * Issue 28, the Stories screen in the browser against the real API: every captured story of the
 * organisation's saved creators, read by ra-data-simple-rest from `GET /customer/resources/stories`,
 * filtered by creator, campaign and published date, with the media Scout kept after the 24 hours,
 * loaded lazily, in English and German; another organisation sees none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { StoryView } from '@scout/contracts/content/stories';
import { contentTestIds as ids } from '../../frontend/src/content/testIds';
import { countText } from '../../frontend/src/platform/numbers';
import { saveProfile, signUp } from '../support/app';
import { eventually } from '../support/eventually';
import { chooseGerman, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const WAIT = { timeout: 20_000 };
const HOUR = 3_600_000;

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** A story-shaped (9 × 16) image of one colour, so each card's kept media shows on the screenshots. */
const storyImage = (background: string) =>
  sharp({ create: { width: 180, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

/** The story ids of the cards on screen, first to last. */
async function shownStories(page: Page): Promise<string[]> {
  return page.getByTestId(ids.story).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-story-id') ?? ''));
}

async function expectStories(page: Page, expected: string[]): Promise<void> {
  await eventually(
    `the stories ${expected.join(', ')}`,
    async () => {
      const shown = await shownStories(page);
      return shown.join() === expected.join() ? shown : undefined;
    },
    400,
    50,
  );
}

async function pickOption(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).locator('[role="combobox"]').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The `filter` of the next read of the stories' list call that satisfies `check`. */
function nextRead(page: Page, check: (filter: Record<string, unknown>) => boolean) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/v1/customer/resources/stories') return false;
    return check(JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>);
  });
}

describe('the Stories screen', () => {
  it('shows every captured story with its kept media, filters by creator, campaign and date, in English and German', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Mara Lind', orgName: 'Lind Social' });
    const other = await signUp(harness.app, { fullName: 'Otto Berg', orgName: 'Berg Media' });
    const api = harness.app.http;
    const carla = await saveProfile(harness.app, token, 'instagram', 'carla.stories');
    const dan = await saveProfile(harness.app, token, 'instagram', 'dan.stories');
    const upload = async (influencerId: string, hoursAgo: number, views: number, colour: string): Promise<StoryView> => {
      const res = await api
        .post('/api/v1/customer/content/upload-story')
        .set('X-Access-Token', token)
        .field({ influencerId, views: String(views), publishedAt: new Date(Date.now() - hoursAgo * HOUR).toISOString() })
        .attach('file', await storyImage(colour), { filename: 'story.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      return (res.body as { story: StoryView }).story;
    };
    // Newest first: Carla's of 2 hours ago (still live), Dan's of 3 days ago and Carla's of 5 days ago (both gone from the platform).
    const carlaNow = await upload(carla._id, 2, 1_500, '#e91e63');
    const danEarlier = await upload(dan._id, 72, 12_400, '#3f51b5');
    const carlaEarlier = await upload(carla._id, 120, 830, '#009688');
    const campaign = await api.post('/api/v1/customer/campaign').set('X-Access-Token', token).send({ name: 'Dan in spring' });
    expect(campaign.status).toBe(201);
    const addDan = await api
      .put(`/api/v1/customer/campaign/${campaign.body.campaign._id as string}`)
      .set('X-Access-Token', token)
      .send({ action: 'addProfile', profileIds: [dan._id] });
    expect(addDan.status).toBe(200);

    // The list's parameters in the address: react-admin starts from them instead of the filters chosen before.
    const unfiltered = `${harness.base}/stories?filter=${encodeURIComponent('{}')}`;
    await inSignedInPage(harness, token, 'stories', async (page) => {
      await page.goto(`${harness.base}/dashboard`);
      await page.getByTestId(ids.storiesMenu).click(WAIT);
      await page.getByTestId(ids.storiesPage).waitFor({ state: 'visible', ...WAIT });
      expect(new URL(page.url()).pathname).toBe('/stories');
      await expectStories(page, [carlaNow._id, danEarlier._id, carlaEarlier._id]);

      // The media is Scout's own copy, loaded lazily; the two expired stories say Scout kept them.
      const images = page.getByTestId(ids.story).locator('img');
      expect(
        await images.evaluateAll((all) => all.map((img) => [img.getAttribute('loading'), new URL((img as HTMLImageElement).src).pathname])),
      ).toEqual([carlaNow, danEarlier, carlaEarlier].map((story) => ['lazy', story.mediaUrl]));
      await eventually(
        'the kept media drawn',
        async () =>
          (await images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth === 180))) ? true : undefined,
        400,
        50,
      );
      expect(await page.getByTestId(ids.storyKept).count()).toBe(2);
      await expect(page.getByTestId(ids.storyKept).first().textContent()).resolves.toBe('Kept by Scout');
      await settled(page);
      await screenshot(page, 'stories');

      // By creator: Carla's two.
      const byCreator = nextRead(page, (filter) => filter.profileId === carla._id);
      await pickOption(page, ids.storiesCreatorFilter, '@carla.stories');
      expect((await byCreator).status()).toBe(200);
      await expectStories(page, [carlaNow._id, carlaEarlier._id]);

      // By creator and published date: only the one published since yesterday.
      const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
      const byDate = nextRead(page, (filter) => filter.profileId === carla._id && filter.from === yesterday);
      await page.getByTestId(ids.storiesFromFilter).locator('input').fill(yesterday);
      expect((await byDate).status()).toBe(200);
      await expectStories(page, [carlaNow._id]);

      // By campaign alone: its influencer Dan's story.
      await page.goto(unfiltered);
      await expectStories(page, [carlaNow._id, danEarlier._id, carlaEarlier._id]);
      const byCampaign = nextRead(page, (filter) => filter.campaignId === campaign.body.campaign._id);
      await pickOption(page, ids.storiesCampaignFilter, 'Dan in spring');
      expect((await byCampaign).status()).toBe(200);
      await expectStories(page, [danEarlier._id]);
      await settled(page);
      await screenshot(page, 'stories-by-campaign');

      // German: the same screen in German texts, the views in German numbers.
      await page.goto(unfiltered);
      await expectStories(page, [carlaNow._id, danEarlier._id, carlaEarlier._id]);
      await chooseGerman(page);
      await page
        .getByText('Von Scout behalten')
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      await page
        .getByRole('heading', { name: 'Storys' })
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(ids.storyViews).allTextContents()).toEqual(
        [1_500, 12_400, 830].map((views) => `${countText(views, 'de')} Aufrufe`),
      );
      await settled(page);
      await screenshot(page, 'stories-german');
    });

    // Another organisation's screen shows none of these stories.
    await inSignedInPage(harness, other.token, 'stories-other-organisation', async (page) => {
      await page.goto(`${harness.base}/stories`);
      await page.getByTestId(ids.storiesNone).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(ids.story).count()).toBe(0);
      await expect(page.getByTestId(ids.storiesNone).textContent()).resolves.toContain('No stories captured yet');
    });
  }, 120_000);
});
