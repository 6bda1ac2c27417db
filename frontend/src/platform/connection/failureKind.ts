import { isHttpError } from '../httpClient';
import { answerFailureKind, NO_ANSWER_MESSAGE, type FailureKind } from './answerFailure';
import { isChunkLoadFailure } from './chunkLoadFailure';

/** i18n key for a failure of the web app itself (an answer it could not read, a bug). */
export const UNEXPECTED_FAILURE_MESSAGE = 'scout.connection.unexpected';

/** The kind of any failure: an API call's (HttpError), a screen's code that did not arrive, or the app's own. */
export function failureKind(error: unknown): FailureKind {
  if (isHttpError(error)) return answerFailureKind(error.status, error.body);
  if (isChunkLoadFailure(error)) return 'unreachable';
  return 'unexpected';
}

/** Why a read failed, for the line under "Could not load …": an i18n key, or the server's own message. */
export function failureReason(error: unknown): string {
  switch (failureKind(error)) {
    case 'unreachable':
      return NO_ANSWER_MESSAGE;
    case 'unexpected':
      return UNEXPECTED_FAILURE_MESSAGE;
    default:
      return error instanceof Error && error.message ? error.message : UNEXPECTED_FAILURE_MESSAGE;
  }
}
