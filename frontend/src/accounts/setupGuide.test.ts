import { describe, expect, it } from '@jest/globals';
import { SETUP_STEPS, setupVideoLinks } from './setupGuide';

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
