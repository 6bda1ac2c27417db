import { describe, expect, it } from '@jest/globals';
import { organizationIdOf, organizationStream, userIdOf, userStream } from './streams';

describe('stream names', () => {
  it('name a stream and read the id back', () => {
    expect(userStream('42')).toBe('user-42');
    expect(userIdOf(userStream('4f1c-aa'))).toBe('4f1c-aa');
    expect(organizationIdOf(organizationStream('o-1'))).toBe('o-1');
  });
  it('leave a name of another kind alone', () => {
    expect(userIdOf('organization-1')).toBe('organization-1');
  });
});
