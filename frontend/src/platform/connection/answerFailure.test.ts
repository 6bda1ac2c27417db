import { describe, expect, it } from '@jest/globals';
import { answerFailureKind, NO_ANSWER_MESSAGE, SERVER_FAULT_MESSAGE, serverFailureMessage } from './answerFailure';

const scoutError = (name: string, message: string) => ({ name, message });

describe('answerFailureKind', () => {
  it('calls no answer, and a gateway answering for Scout, unreachable', () => {
    expect(answerFailureKind(0, { name: 'NetworkError', message: 'x' })).toBe('unreachable');
    expect(answerFailureKind(502, '<html>Bad gateway</html>')).toBe('unreachable');
    expect(answerFailureKind(503, undefined)).toBe('unreachable');
    expect(answerFailureKind(504, { message: 'Gateway timeout' })).toBe('unreachable');
  });

  it("calls Scout's own 5xx answers the server's fault, 4xx the request's", () => {
    expect(answerFailureKind(503, scoutError('ServiceUnavailable', 'Profile data is unavailable right now, please retry later'))).toBe(
      'serverFault',
    );
    expect(answerFailureKind(500, scoutError('InternalError', 'Something went wrong'))).toBe('serverFault');
    expect(answerFailureKind(507, { message: 'Disk full' })).toBe('serverFault');
    expect(answerFailureKind(400, scoutError('ValidationError', 'url: Invalid url'))).toBe('request');
    expect(answerFailureKind(404, scoutError('NotFound', 'Not found'))).toBe('request');
    expect(answerFailureKind(423, scoutError('PlanLimit', 'Upgrade'))).toBe('request');
  });
});

describe('serverFailureMessage', () => {
  it("words no answer and a failure without explanation as the server's, never 'Something went wrong'", () => {
    expect(serverFailureMessage(0, undefined)).toBe(NO_ANSWER_MESSAGE);
    expect(serverFailureMessage(502, 'Bad gateway')).toBe(NO_ANSWER_MESSAGE);
    expect(serverFailureMessage(500, scoutError('InternalError', 'Something went wrong'))).toBe(SERVER_FAULT_MESSAGE);
    expect(serverFailureMessage(500, '<html>proxy error</html>')).toBe(SERVER_FAULT_MESSAGE);
  });

  it("keeps the server's own message where it says something, and every 4xx message", () => {
    expect(serverFailureMessage(503, scoutError('ServiceUnavailable', 'Profile data is unavailable right now'))).toBeUndefined();
    expect(serverFailureMessage(409, scoutError('Conflict', 'This profile is already saved'))).toBeUndefined();
  });
});
