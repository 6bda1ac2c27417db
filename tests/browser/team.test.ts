import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { signupTestIds, verifyEmailTestIds } from '../../frontend/src/accounts/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { acceptInviteTestIds, teamTestIds } from '../../frontend/src/team/testIds';
import { createAndRevokeApiKey } from '../support/apiKeyFlow';
import { inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';
import { linkFrom, startSmtpServer, type TestSmtpServer } from '../support/smtp';

/** The trial plan with a seat for one more member beside the owner. */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 2, searchCount: 20, reports: 2 }, features: {} },
});

let harness: BrowserApp;
let browser: Browser;
let base: string;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Links in mail point at PUBLIC_URL: here, the app the browser drives (its port is known once it listens).
  harness = await startBrowserApp({ env: { SMTP_URL: smtp.url, PLAN_CATALOGUE } });
  ({ browser, base } = harness);
});

afterAll(async () => {
  await harness?.close();
  await smtp?.close();
});

/** A mailed link, opened on the app under test whatever PUBLIC_URL says. */
function onApp(link: string): string {
  const url = new URL(link);
  return `${base}${url.pathname}${url.search}`;
}

async function newPage(name: string, errors: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  return page;
}

describe('the team', () => {
  it('the owner signs up, verifies, invites a member from /team; the member accepts from the mail and lands in the app; the owner creates and revokes an API key', async () => {
    const errors: string[] = [];
    const owner = await newPage('owner', errors);
    const member = await newPage('member', errors);
    try {
      await owner.goto(`${base}/signup`);
      await (await inputByTestId(owner, signupTestIds.fullName)).fill('Olga Owner');
      await (await inputByTestId(owner, signupTestIds.orgName)).fill('Olga Agency');
      await (await inputByTestId(owner, signupTestIds.email)).fill('olga@example.com');
      await (await inputByTestId(owner, signupTestIds.password)).fill('a long password');
      await owner.getByTestId(signupTestIds.submit).click();
      await owner.getByTestId(dashboardTestIds.checklist).waitFor({ state: 'visible', timeout: 20_000 });

      const verification = await smtp.waitForMail('olga@example.com', 20_000);
      await owner.goto(onApp(linkFrom(verification.raw, 'http://localhost:3000/verify-email')));
      await owner.getByTestId(verifyEmailTestIds.success).waitFor({ state: 'visible', timeout: 20_000 });

      await owner.goto(`${base}/dashboard`);
      await owner.getByTestId(teamTestIds.menuItem).click();
      await owner.getByTestId(teamTestIds.member('olga@example.com')).waitFor({ state: 'visible', timeout: 20_000 });
      await owner.getByTestId(teamTestIds.inviteButton).click();
      await (await inputByTestId(owner, teamTestIds.inviteEmail)).fill('mia@example.com');
      await (await inputByTestId(owner, teamTestIds.inviteFullName)).fill('Mia Member');
      await owner.getByTestId(teamTestIds.inviteSubmit).click();
      const invitedRow = owner.getByTestId(teamTestIds.member('mia@example.com'));
      await invitedRow.waitFor({ state: 'visible', timeout: 20_000 });
      await owner.getByTestId(teamTestIds.inviteDialog).waitFor({ state: 'detached' });
      expect(await invitedRow.getByTestId(teamTestIds.status).getAttribute('data-status')).toBe('invited');
      await settled(owner);
      await screenshot(owner, 'team-member-invited');

      const invitation = await smtp.waitForMail('mia@example.com', 20_000);
      await member.goto(onApp(linkFrom(invitation.raw, 'http://localhost:3000/accept-invite')));
      const who = member.getByTestId(acceptInviteTestIds.invitation);
      await who.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await who.textContent()).toContain('Olga Owner invited you to join Olga Agency');
      expect(await (await inputByTestId(member, acceptInviteTestIds.fullName)).inputValue()).toBe('Mia Member');
      await (await inputByTestId(member, acceptInviteTestIds.password)).fill('mia has a password');
      await settled(member);
      await screenshot(member, 'team-accept-invite');
      await member.getByTestId(acceptInviteTestIds.submit).click();
      await member.getByTestId(profileTestIds.addButton).waitFor({ state: 'visible', timeout: 20_000 });
      // A member does not manage the team.
      expect(await member.getByTestId(teamTestIds.menuItem).count()).toBe(0);
      await settled(member);
      await screenshot(member, 'team-member-signed-in');

      await owner.reload();
      const activeRow = owner.getByTestId(teamTestIds.member('mia@example.com'));
      await activeRow
        .getByTestId(teamTestIds.status)
        .and(owner.locator('[data-status="active"]'))
        .waitFor({ state: 'visible', timeout: 20_000 });
      await settled(owner);
      await screenshot(owner, 'team-member-active');

      // The owner then gives the organisation an API key and takes it back.
      await createAndRevokeApiKey(owner, base, 'team-owner');
    } catch (error) {
      await screenshot(owner, 'failure-team-owner');
      await screenshot(member, 'failure-team-member');
      throw error;
    } finally {
      await owner.close();
      await member.close();
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
