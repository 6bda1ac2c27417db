import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { NO_ANSWER_MESSAGE } from './answerFailure';
import { failureKind, failureReason, UNEXPECTED_FAILURE_MESSAGE } from './failureKind';
import { readOutcome } from './readOutcome';

const noAnswer = new HttpError(NO_ANSWER_MESSAGE, 0, { name: 'NetworkError', message: NO_ANSWER_MESSAGE });
const notFound = new HttpError('Not found', 404, { name: 'NotFound', message: 'Not found' });
const read = (change: Partial<Parameters<typeof readOutcome>[0]>) =>
  readOutcome({ data: undefined, error: null, isError: false, isPending: false, ...change });

describe('readOutcome', () => {
  it('is failed whenever the read failed, even with older data at hand, and never an empty result', () => {
    expect(read({ isError: true, error: noAnswer })).toBe('failed');
    expect(read({ isError: true, error: noAnswer, data: [] })).toBe('failed');
    expect(read({ isError: true, error: notFound })).toBe('notFound');
  });

  it('is pending while there is no data (loading, or waiting for the network), loaded with it', () => {
    expect(read({ isPending: true })).toBe('pending');
    expect(read({})).toBe('pending');
    expect(read({ data: [] })).toBe('loaded');
    expect(read({ data: { campaigns: [] } })).toBe('loaded');
  });
});

describe('failureKind and failureReason', () => {
  it('say why a read failed: no answer, the server, the request or the app', () => {
    expect(failureKind(noAnswer)).toBe('unreachable');
    expect(failureReason(noAnswer)).toBe(NO_ANSWER_MESSAGE);
    expect(failureKind(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe('unreachable');
    expect(failureKind(notFound)).toBe('request');
    expect(failureReason(notFound)).toBe('Not found');
    const unavailable = new HttpError('Profile data is unavailable right now', 503, { name: 'ServiceUnavailable', message: 'x' });
    expect(failureKind(unavailable)).toBe('serverFault');
    expect(failureReason(unavailable)).toBe('Profile data is unavailable right now');
    expect(failureKind(new Error('boom'))).toBe('unexpected');
    expect(failureReason(new Error('boom'))).toBe(UNEXPECTED_FAILURE_MESSAGE);
  });
});
