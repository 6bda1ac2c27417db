import { describe, expect, it } from '@jest/globals';
import { topHashtags, topMentions } from './hashtags';
import { post } from './testPosts';

describe('top hashtags and mentions', () => {
  it('counts the posts using each, most used first, ties alphabetical, a tag twice in one post once', () => {
    const posts = [
      post('a', '2025-06-01T00:00:00Z', { hashtags: ['fyp', 'dance', 'fyp'], mentions: ['zoe'] }),
      post('b', '2025-06-02T00:00:00Z', { hashtags: ['fyp', 'cook'], mentions: ['zoe', 'adam'] }),
      post('c', '2025-06-03T00:00:00Z', { hashtags: ['dance', 'fyp'] }),
    ];
    expect(topHashtags(posts)).toEqual([
      { tag: 'fyp', count: 3 },
      { tag: 'dance', count: 2 },
      { tag: 'cook', count: 1 },
    ]);
    expect(topMentions(posts)).toEqual([
      { handle: 'zoe', count: 2 },
      { handle: 'adam', count: 1 },
    ]);
  });

  it('keeps the top 10', () => {
    const posts = [post('a', '2025-06-01T00:00:00Z', { hashtags: Array.from({ length: 15 }, (_, i) => `t${String(i).padStart(2, '0')}`) })];
    expect(topHashtags(posts).map((entry) => entry.tag)).toEqual(['t00', 't01', 't02', 't03', 't04', 't05', 't06', 't07', 't08', 't09']);
  });
});
