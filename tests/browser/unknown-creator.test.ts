import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { savedProfileId } from '../../backend/src/profiles/saveProfile';
import { profileTestIds as ids } from '../../frontend/src/profiles/testIds';
import { signUp } from '../support/app';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp, chooseGerman } from '../support/browser';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
});

afterAll(async () => harness?.close());

const WAIT = { timeout: 20_000 };

describe('adding a creator the data provider does not know', () => {
  it('says so beside the username, in English and German, keeps the dialog open to fix the handle and saves nothing', async () => {
    const owner = await signUp(harness.app);
    await inSignedInPage(harness, owner.token, 'unknown-creator', async (page) => {
      await page.goto(`${harness.base}/profiles`);
      await page.getByTestId(ids.addButton).waitFor({ state: 'visible', ...WAIT });

      await openDialog(page);
      expect(await submit(page, 'instagram', '@Nobody.Knows.Me.42')).toBe(404);
      await expectHelp(page, 'No Instagram account named @Nobody.Knows.Me.42 was found');
      expect(await page.getByTestId(ids.dialog).isVisible()).toBe(true);
      expect(await (await inputByTestId(page, ids.dialogUsername)).inputValue()).toBe('@Nobody.Knows.Me.42');
      expect(await page.getByTestId('toast').count()).toBe(0);
      await settled(page);
      await screenshot(page, 'add-profile-unknown');

      // A changed handle takes the message away.
      await (await inputByTestId(page, ids.dialogUsername)).fill('@nobody.knows.me');
      await expectHelp(page, 'The handle, with or without @');
      await page.getByTestId(ids.dialogCancel).click();
      await page.getByTestId(ids.dialog).waitFor({ state: 'hidden' });

      await chooseGerman(page);
      await openDialog(page);
      expect(await submit(page, 'tiktok', 'not.on.tiktok.99')).toBe(404);
      await expectHelp(page, 'Es wurde kein TikTok-Konto namens @not.on.tiktok.99 gefunden');
      await settled(page);
      await screenshot(page, 'add-profile-unknown-german');

      // Fixed to a creator the provider knows, it is saved and the dialog closes.
      expect(await submit(page, 'tiktok', 'khaby.lame')).toBe(201);
      await page.getByTestId(ids.dialog).waitFor({ state: 'hidden', ...WAIT });
      await page
        .getByTestId(ids.row)
        .filter({ hasText: 'khaby.lame' })
        .first()
        .waitFor({ state: 'visible', ...WAIT });
    });

    const all = await harness.app.http.get('/api/v1/customer/socialProfiles?platform=all').set('X-Access-Token', owner.token);
    expect(all.body.profiles.map((p: { platform: string; username: string }) => `${p.platform}/${p.username}`)).toEqual([
      'tiktok/khaby.lame',
    ]);
    const orgId = owner.user.orgInfo._id;
    for (const [platform, username] of [
      ['instagram', 'nobody.knows.me.42'],
      ['tiktok', 'not.on.tiktok.99'],
    ] as const) {
      const stream = await harness.app.scout.ctx.eventStore.readStream(savedProfileStream(savedProfileId(orgId, platform, username)));
      expect(stream).toEqual([]);
    }
  }, 90_000);
});

async function openDialog(page: Page): Promise<void> {
  await page.getByTestId(ids.addButton).click();
  await page.getByTestId(ids.dialog).waitFor({ state: 'visible', ...WAIT });
}

/** Types the handle into the open dialog and submits it; answers the status of the save. */
async function submit(page: Page, platform: string, username: string): Promise<number> {
  await page.getByTestId(ids.dialogPlatform).selectOption(platform);
  await (await inputByTestId(page, ids.dialogUsername)).fill(username);
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/customer/socialProfile' && r.request().method() === 'POST',
  );
  await page.getByTestId(ids.dialogSubmit).click();
  return (await saved).status();
}

async function expectHelp(page: Page, text: string): Promise<void> {
  await page
    .getByTestId(ids.dialogUsernameHelp)
    .filter({ hasText: text })
    .waitFor({ state: 'visible', ...WAIT });
}
