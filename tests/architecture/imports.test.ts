/**
 * The house has no back-arrows (issue 15): no file in projections or frontend imports from backend,
 * no circle of imports between packages, none between the feature folders of a package, and
 * @scout/platform names no feature. Imports are read from the source text of every .ts and .tsx
 * file of what is not a test (a test may reach across the house). Between packages and feature
 * folders, circles count the imports that stay at run time (not `import type`); between files, every
 * import counts, type-only and dynamic ones too: no two files need each other, even for a type.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['contracts', 'platform', 'backend', 'projections', 'frontend', 'scripts', 'tests'] as const;

/**
 * Imports (`frontend/a → frontend/b`) that close a feature-folder circle of the web app and are
 * tolerated while it is being untangled. Empty: the web app's circles are gone (its layers have
 * their own test, frontendImports.test.ts). Any import between two folders of one circle that is
 * not listed here fails, so no new circle can appear, in the web app or anywhere else.
 */
const KNOWN_FRONTEND_CYCLE_IMPORTS: readonly string[] = [];

/** What the platform may import of contracts: its own pieces, the event catalogue its command handler parses, the settings schema. */
const PLATFORM_CONTRACTS = /^contracts\/(platform\/|events(\/|$)|config$)/;

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
  test: boolean;
}

const IMPORT = /(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file or folder an import names, relative to the root and without extension: `backend/src/lists/queries`. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), specifier)).replace(/\.tsx?$/, '');
  const scoped = /^@scout\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (!scoped) return null;
  return path.join(scoped[1]!, 'src', scoped[2] ?? 'index');
}

/** `backend/lists` for anything under backend/src/lists; a package's other files are the package itself. */
function featureOf(relative: string): string {
  const parts = relative.replace(/\.tsx?$/, '').split(path.sep);
  return parts[1] === 'src' && parts.length >= 3 ? `${parts[0]}/${parts[2]}` : parts[0]!;
}

const packageOf = (relative: string): string => relative.split(path.sep)[0]!;

/** The source file an import's target is (`backend/src/lists/queries.ts`, a folder's index), or null outside the tree. */
function fileOf(target: string): string | null {
  const base = target.replace(/\.jsx?$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(path.join(root, candidate))) ?? null;
}

const imports: Import[] = PACKAGES.flatMap((pkg) =>
  sourceFiles(path.join(root, pkg)).flatMap((file) => {
    const from = path.relative(root, file);
    const test = /\.test\.tsx?$/.test(file);
    return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
      const to = target(file, match[2] ?? match[3]!);
      return to ? [{ from, to, typeOnly: Boolean(match[1]), test }] : [];
    });
  }),
);
const runtime = imports.filter((i) => !i.test && !i.typeOnly);

/** Strongly connected components of more than one node (Tarjan). */
function circles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

function graph(pairs: Iterable<[string, string]>): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }
  return edges;
}

/** Each edge inside a circle, with the files that make it: what a failure has to say. */
function circleImports(pairs: ReadonlyArray<[string, string, string]>): Map<string, string[]> {
  const components = circles(graph(pairs.map(([a, b]) => [a, b])));
  const componentOf = new Map(components.flatMap((c, n) => c.map((node) => [node, n] as const)));
  const inside = new Map<string, string[]>();
  for (const [a, b, file] of pairs) {
    if (a === b || componentOf.get(a) === undefined || componentOf.get(a) !== componentOf.get(b)) continue;
    const key = `${a} → ${b}`;
    inside.set(key, [...(inside.get(key) ?? []), file]);
  }
  return inside;
}

/** `a → b: file, file and 4 more` */
function described([edge, files]: [string, string[]]): string {
  const unique = [...new Set(files)];
  return `${edge}: ${unique.slice(0, 3).join(', ')}${unique.length > 3 ? ` and ${unique.length - 3} more` : ''}`;
}

describe('imports', () => {
  it('reads the imports of every package', () => {
    for (const pkg of PACKAGES) expect(imports.some((i) => packageOf(i.from) === pkg)).toBe(true);
  });

  it('no file in projections or frontend imports from backend', () => {
    const offending = imports.filter((i) => ['projections', 'frontend'].includes(packageOf(i.from)) && packageOf(i.to) === 'backend');
    expect(offending.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it('no circle between packages', () => {
    const pairs = runtime.map((i): [string, string, string] => [packageOf(i.from), packageOf(i.to), i.from]);
    expect([...circleImports(pairs)].map(described)).toEqual([]);
  });

  it('no circle between the feature folders of a package (the web app: none beyond the known ones)', () => {
    const pairs = runtime
      .filter((i) => packageOf(i.from) === packageOf(i.to))
      .map((i): [string, string, string] => [featureOf(i.from), featureOf(i.to), i.from]);
    const unexpected = [...circleImports(pairs)].filter(([edge]) => !KNOWN_FRONTEND_CYCLE_IMPORTS.includes(edge));
    expect(unexpected.map(described)).toEqual([]);
  });

  it('no circle between files, counting type-only and dynamic imports', () => {
    const pairs = imports
      .filter((i) => !i.test)
      .flatMap((i): Array<[string, string, string]> => {
        const to = fileOf(i.to);
        return to ? [[i.from, to, i.from]] : [];
      });
    expect(pairs.filter(([from, to]) => imports.some((i) => i.typeOnly && i.from === from && fileOf(i.to) === to)).length).toBeGreaterThan(
      100,
    );
    expect([...circleImports(pairs)].map(described)).toEqual([]);
  });

  it('the circle finder sees a circle of type-only imports between two files', () => {
    const typeCircle: Array<[string, string, string]> = [
      ['content/StoriesGrid.tsx', 'content/UploadStoryDialog.tsx', 'content/StoriesGrid.tsx'],
      ['content/UploadStoryDialog.tsx', 'content/StoriesGrid.tsx', 'content/UploadStoryDialog.tsx'],
      ['content/StoriesGrid.tsx', 'platform/dates.ts', 'content/StoriesGrid.tsx'],
    ];
    expect([...circleImports(typeCircle).keys()].sort()).toEqual([
      'content/StoriesGrid.tsx → content/UploadStoryDialog.tsx',
      'content/UploadStoryDialog.tsx → content/StoriesGrid.tsx',
    ]);
  });

  it('@scout/platform imports no feature: of contracts only its platform pieces, the event catalogue and the settings', () => {
    const offending = imports.filter(
      (i) =>
        !i.test &&
        packageOf(i.from) === 'platform' &&
        packageOf(i.to) !== 'platform' &&
        !(packageOf(i.to) === 'contracts' && PLATFORM_CONTRACTS.test(i.to.replace('/src', ''))),
    );
    expect(offending.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });
});
