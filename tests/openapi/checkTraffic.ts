import { readFileSync } from 'node:fs';
import { openApiDocument } from '../../backend/src/apiDocs/openApi';
import { documentChecker, type Answer, type Document } from './documentCheck';

/**
 * Checks answers recorded from tests (recordTraffic.config.js) against the OpenAPI document the
 * route table makes now: `npx tsx tests/openapi/checkTraffic.ts <file>`. Prints each kind of
 * misfit with how often it came and an example; exits 1 when any answer does not fit.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: checkTraffic.ts <recorded answers, one JSON per line>');
const check = documentChecker(openApiDocument() as unknown as Document);
const answers = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Answer & { test: string });
const misfits = new Map<string, { count: number; example: string }>();
for (const answer of answers) {
  const outcome = check(answer);
  if (outcome === 'fits') continue;
  const misfit = misfits.get(outcome) ?? { count: 0, example: `${answer.test}: ${answer.method.toUpperCase()} ${answer.path}` };
  misfit.count += 1;
  misfits.set(outcome, misfit);
}
const failed = [...misfits.values()].reduce((sum, { count }) => sum + count, 0);
const tests = new Set(answers.map((answer) => answer.test)).size;
console.log(`${answers.length} answers from ${tests} test files: ${answers.length - failed} fit, ${failed} do not (${misfits.size} kinds)`);
for (const [outcome, { count, example }] of misfits) console.log(`${count}× ${outcome}\n   e.g. ${example}`);
process.exitCode = failed > 0 ? 1 : 0;
