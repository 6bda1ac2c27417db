import type { NextFunction, Request, Response } from 'express';
import type { ErrorIssue } from '@scout/contracts/platform/errors';
import { isPrototypeName } from '@scout/contracts/platform/prototypeNames';
import { ValidationError } from '../errors';

/** Deepest nesting of objects and arrays an input may have; no request of the API needs more than a handful. */
export const MAX_INPUT_DEPTH = 64;

const LARGEST_NUMBER = Number.MAX_SAFE_INTEGER;

/**
 * The first part of `value` no request may hold, or null: nesting deeper than
 * {@link MAX_INPUT_DEPTH}, a key such as `__proto__` or `constructor`, or a number that is not
 * finite or beyond ±2^53 − 1 (JSON's `1e309` parses as Infinity). Walks with its own stack and
 * stops at the depth limit, so neither a deep nor a wide input costs more than one pass.
 */
export function hostileInputIssue(value: unknown, root = ''): ErrorIssue | null {
  const stack: Array<[item: unknown, path: string, depth: number]> = [[value, root, 0]];
  while (stack.length > 0) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'number') {
      if (!Number.isFinite(item) || Math.abs(item) > LARGEST_NUMBER)
        return { path, message: `must be a number between -${LARGEST_NUMBER} and ${LARGEST_NUMBER}` };
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_INPUT_DEPTH) return { path, message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        // Such keys as data would reach objects used as maps.
        if (isPrototypeName(key)) return { path: childPath, message: 'is a reserved name and cannot be a key' };
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return null;
}

/** Throws ValidationError (400) when `value` nests too deep, holds a prototype key or a number out of range. */
export function assertSafeInputShape(value: unknown, root = ''): void {
  const issue = hostileInputIssue(value, root);
  if (issue === null) return;
  throw new ValidationError(issue.path ? `${issue.path}: ${issue.message}` : `Input ${issue.message}`, [issue]);
}

/**
 * Before any route runs, and before anything recurses into the input: a JSON body or a query of
 * a shape no route accepts answers 400 ValidationError.
 */
export function refuseHostileInput(req: Request, _res: Response, next: NextFunction): void {
  assertSafeInputShape(req.query, 'query');
  assertSafeInputShape(req.body as unknown);
  next();
}
