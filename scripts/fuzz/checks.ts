import type { Answer } from './client';

/** What no answer may contain: a stack trace, SQL or a server path. Answers echo the request's text, so the patterns avoid what the fuzzer sends. */
const LEAKS: ReadonlyArray<[kind: string, pattern: RegExp]> = [
  ['stack trace', /\n\s+at \S|\bat (?:async )?[\w$.<>]+ \((?:file:\/\/|\/|node:)|node:internal\//],
  [
    'SQL',
    /\bselect\s[\s\S]{1,200}?\sfrom\s+\w|\binsert\s+into\s+\w|\bupdate\s+\w+\s+set\s|\bdelete\s+from\s+\w|syntax error at or near|violates (?:unique|foreign key|check|not-null) constraint|relation "[^"]+" does not exist|column "[^"]+" does not exist|invalid input syntax for type|duplicate key value|\bes_events\b|\brl_counters\b/i,
  ],
  ['server path', /(?:^|[\s"'(=:])\/(?:work|home|root|tmp|usr|var|opt|srv|proc)\/[\w.-]|node_modules|\.tsx?:\d+:\d+|file:\/\/\//],
];

const isText = (contentType: string) => contentType === '' || /json|text|html|csv|xml/.test(contentType);

/** The problems of one answer: 5xx, no answer, a leak, an error body without `{ name, message }`. */
export function problemsOf(answer: Answer, sentText: string, method: string): string[] {
  const problems: string[] = [];
  if (answer.status === 0) problems.push('no answer');
  if (answer.status >= 500) problems.push('status ≥ 500');
  if (isText(answer.contentType)) {
    for (const [kind, pattern] of LEAKS) {
      // Text the request itself carried and the answer echoes (a name, a search) is not a leak.
      const match = pattern.exec(answer.text);
      if (match && !sentText.includes(match[0].trim())) problems.push(`body with ${kind}`);
    }
  }
  // A HEAD answer has no body by definition.
  if (answer.status >= 400 && method.toLowerCase() !== 'head' && !hasErrorBody(answer)) problems.push('error without { name, message }');
  return problems;
}

function hasErrorBody(answer: Answer): boolean {
  if (!answer.contentType.includes('json')) return false;
  try {
    const body = JSON.parse(answer.text) as { name?: unknown; message?: unknown };
    return typeof body.name === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
}
