import type { NextFunction, Request, Response } from 'express';
import { ValidationError } from '../errors';

/** NUL, and UTF-16 surrogates without their other half: PostgreSQL text and jsonb cannot hold them. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The text without what cannot be stored: for text from a third party that is kept, not refused. */
export const storableTextOf = (text: string): string => text.replace(new RegExp(UNSTORABLE.source, 'g'), '');

const MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/**
 * The dotted path of the first string (value or key) in `value` that cannot be stored, or null.
 * Walks with its own stack, so a deeply nested body cannot exhaust the call stack.
 */
export function unstorableTextPath(value: unknown, root = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Throws ValidationError (400) when `value` holds text that cannot be stored. */
export function assertStorableText(value: unknown, root = ''): void {
  const path = unstorableTextPath(value, root);
  if (path === null) return;
  const issue = { path, message: MESSAGE };
  throw new ValidationError(path ? `${path}: ${MESSAGE}` : `Text ${MESSAGE}`, [issue]);
}

/** Each segment of the path as the router decodes it into parameters; a segment it cannot decode is left to the router. */
function decodedSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '';
    }
  });
}

/**
 * Before any route runs: a JSON body, query or path holding text that cannot be stored answers
 * 400 ValidationError, so no command, hash or rate-limit count happens for it.
 */
export function refuseUnstorableText(req: Request, _res: Response, next: NextFunction): void {
  assertStorableText(decodedSegments(req.path), 'path');
  assertStorableText(req.query, 'query');
  assertStorableText(req.body as unknown);
  next();
}
