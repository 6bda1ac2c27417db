import { describe, expect, it } from '@jest/globals';
import { serverFieldError } from './serverFieldError';

const FIELDS = ['oldPassword', 'newPassword', 'passwordConfirm'] as const;
const apiError = (body: unknown) => Object.assign(new Error('failed'), { status: 400, body });

describe('serverFieldError', () => {
  it('names the form field the API error names, with its message', () => {
    const error = apiError({ name: 'ValidationError', message: 'Wrong password', field: 'oldPassword' });
    expect(serverFieldError(error, FIELDS)).toEqual({ field: 'oldPassword', message: 'Wrong password' });
  });

  it('reads the field from validation issues when the body names none', () => {
    const error = apiError({
      name: 'ValidationError',
      message: 'Invalid request',
      issues: [
        { path: 'tags.0', message: 'Not ours' },
        { path: 'passwordConfirm', message: 'The passwords do not match' },
      ],
    });
    expect(serverFieldError(error, FIELDS)).toEqual({ field: 'passwordConfirm', message: 'The passwords do not match' });
  });

  it('leaves errors without a known field to a toast', () => {
    expect(serverFieldError(apiError({ name: 'Conflict', message: 'No' }), FIELDS)).toBeUndefined();
    expect(serverFieldError(apiError({ name: 'X', message: 'No', field: 'email' }), FIELDS)).toBeUndefined();
    expect(serverFieldError(apiError('text'), FIELDS)).toBeUndefined();
    expect(serverFieldError(new Error('network'), FIELDS)).toBeUndefined();
    expect(serverFieldError(undefined, FIELDS)).toBeUndefined();
  });

  it('falls back to the general message when the body has none', () => {
    expect(serverFieldError(apiError({ field: 'newPassword' }), FIELDS)).toEqual({ field: 'newPassword', message: 'Something went wrong' });
  });
});
