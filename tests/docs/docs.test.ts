import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/** The README is the front door and `docs/` the manual: both stay short, linked and free of one machine's paths. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_LINES = 220;

const docsFiles = (): string[] => [
  path.join(root, 'README.md'),
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, 'docs', name)),
];

/** Markdown links and images whose target is a path in the repository (not a web address or an anchor alone). */
function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', '.test-data', 'artifacts', 'coverage', 'fixtures']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|sh|html|css|txt)$|^(Dockerfile|\.gitignore)$/;

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* textFiles(full);
    } else if (TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' && statSync(full).size < 2_000_000) {
      yield full;
    }
  }
}

/** A path of the machine the tree was written on: a workspace, a user's home. */
const MACHINE_PATH = /(^|[\s`'"(=])\/(work|Users|home\/[a-z0-9_-]+)\//;

describe('the README and docs/', () => {
  it(`keeps the README to at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has no broken relative link in README.md or docs/', () => {
    const broken: string[] = [];
    for (const file of docsFiles()) {
      for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
        const target = decodeURIComponent(link.split('#')[0] ?? '');
        if (!existsSync(path.resolve(path.dirname(file), target))) broken.push(`${path.relative(root, file)} → ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names no path of one machine anywhere in the tree outside fixtures', () => {
    const found: string[] = [];
    for (const file of textFiles(root)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (MACHINE_PATH.test(line)) found.push(`${path.relative(root, file)}:${index + 1}`);
        });
    }
    expect(found).toEqual([]);
  });
});
