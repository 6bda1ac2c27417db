import { describe, expect, it } from '@jest/globals';
import { usernamesOf } from './usernames';

describe('usernamesOf', () => {
  it('splits lines, commas and spaces, drops @ and blanks, keeps each handle once', () => {
    expect(usernamesOf('@Cristiano\nleomessi, khaby.lame;\n\n  cristiano  mrbeast')).toEqual([
      'Cristiano',
      'leomessi',
      'khaby.lame',
      'mrbeast',
    ]);
  });

  it('finds nothing in blank text', () => {
    expect(usernamesOf(' \n , ')).toEqual([]);
  });
});
