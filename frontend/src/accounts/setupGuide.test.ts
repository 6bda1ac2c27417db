import { describe, expect, it } from '@jest/globals';
import { GUIDE_SCREENS, SETUP_STEP_SCREENS, SETUP_STEPS, setupVideoLinks } from './setupGuide';
import { TUTORIAL_VIDEOS, tutorialVideos } from './tutorials';
import { settingsEnglish, settingsGerman } from './settingsMessages';

describe('setup guide videos', () => {
  it('has 7 steps, each with its configured https link or none', () => {
    expect(SETUP_STEPS).toHaveLength(7);
    const links = setupVideoLinks('https://videos.example/1, javascript:alert(1),,https://videos.example/4');
    expect(links.saveProfiles).toBe('https://videos.example/1');
    expect(links.trackContent).toBeNull();
    expect(links.lists).toBeNull();
    expect(links.discover).toBe('https://videos.example/4');
    expect(Object.values(setupVideoLinks(undefined)).every((l) => l === null)).toBe(true);
  });
});

describe('the tutorial video set', () => {
  it('lists every tutorial once, each titled, under the configured base address', () => {
    const videos = tutorialVideos('https://help.scout.example/videos/');
    expect(videos.map((v) => v.id)).toEqual(TUTORIAL_VIDEOS.map((v) => v.id));
    expect(new Set(videos.map((v) => v.id)).size).toBe(TUTORIAL_VIDEOS.length);
    expect(new Set(TUTORIAL_VIDEOS.map((v) => v.path)).size).toBe(TUTORIAL_VIDEOS.length);
    expect(videos[0]).toMatchObject({
      id: 'profileAnalytics',
      title: 'Reading a creator’s analytics',
      screen: 'profiles',
      url: 'https://help.scout.example/videos/profile-analytics',
    });
    expect(videos.every((v) => v.url?.startsWith('https://help.scout.example/videos/'))).toBe(true);
  });

  it('titles every tutorial in English and German', () => {
    const english = tutorialVideos(undefined).map((v) => v.title);
    const german = tutorialVideos(undefined, 'de').map((v) => v.title);
    expect(english[0]).toBe('Reading a creator’s analytics');
    expect(german[0]).toBe('Die Analysen eines Creators lesen');
    for (const titles of [english, german]) {
      expect(titles.every((t) => t.trim().length > 0)).toBe(true);
      expect(new Set(titles).size).toBe(TUTORIAL_VIDEOS.length);
    }
    expect(tutorialVideos(undefined, 'fr').map((v) => v.title)).toEqual(english);
    expect(settingsEnglish.scout.setup.tutorials.title).toBe('Tutorials');
    expect(settingsGerman.scout.setup.tutorials.title).toBe('Anleitungen');
  });

  it('takes a path of the product’s own site as the base', () => {
    expect(tutorialVideos('/help/videos').map((v) => v.url)[3]).toBe('/help/videos/audit-reports');
  });

  it('shows no links without a usable base address', () => {
    for (const base of [undefined, '', '  ', 'http://videos.example', 'javascript:alert(1)', '//evil.example', 'https://']) {
      expect(tutorialVideos(base).every((v) => v.url === null)).toBe(true);
    }
  });
});

describe('the setup guide’s entries', () => {
  it('open, every one of the 15, the screen it explains, with a text of what to do there in English and German', () => {
    const screens = [...SETUP_STEPS.map((step) => SETUP_STEP_SCREENS[step]), ...TUTORIAL_VIDEOS.map((video) => video.screen)];
    expect(screens).toHaveLength(15);
    for (const screen of screens) expect(GUIDE_SCREENS[screen].path).toMatch(/^\/[a-z-]+$/);
    expect(SETUP_STEP_SCREENS.discover).toBe('discover');
    expect(GUIDE_SCREENS[SETUP_STEP_SCREENS.team].path).toBe('/team');
    for (const messages of [settingsEnglish, settingsGerman]) {
      for (const step of SETUP_STEPS) expect(messages.scout.setup.stepTexts[step].length).toBeGreaterThan(20);
      expect(JSON.stringify(messages.scout.setup)).not.toMatch(/coming soon|folgt in Kürze/i);
    }
    const german = tutorialVideos(undefined, 'de');
    expect(german.every((video) => video.text.length > 20 && video.url === null)).toBe(true);
    expect(new Set(german.map((video) => video.text)).size).toBe(TUTORIAL_VIDEOS.length);
    expect(tutorialVideos(undefined)[4]).toMatchObject({ id: 'discoverSearch', screen: 'discover' });
  });
});
