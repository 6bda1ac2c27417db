import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's layers (docs/architecture.md): session → platform → features →
 * shell and the files at the root of frontend/src (the composition root). A folder of
 * frontend/src may import only from folders below it; `import type` is left out, since it is
 * erased from the build and makes no circle at run time. Test files may import from any folder.
 */
const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../../frontend/src');
/** The composition root: the root files (App.tsx, main.tsx) and the shell, which import every feature. */
const ROOT = 'root';
const COMPOSITION_ROOT = new Set([ROOT, 'shell']);
/** What each low layer may import: the session stores nothing, platform only the session. */
const LOW_LAYERS: Record<string, readonly string[]> = { session: [], platform: ['session'] };

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

interface Edge {
  from: string;
  to: string;
  /** One file that makes the edge, and what it imports. */
  example: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of frontend/src a path lies in; the root files are one node. */
function folderOf(path: string): string {
  const parts = relative(SOURCE, path).split(sep);
  return parts.length > 1 ? parts[0]! : ROOT;
}

/** The folders' runtime imports of each other, with one example per pair. */
function folderEdges(files: readonly string[], read: (path: string) => string): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of files) {
    for (const match of read(file).matchAll(IMPORT)) {
      if (match[1]) continue;
      const specifier = match[2] ?? match[3]!;
      const from = folderOf(file);
      const to = folderOf(normalize(join(dirname(file), specifier)));
      const key = `${from}>${to}`;
      if (from !== to && !edges.has(key)) edges.set(key, { from, to, example: `${relative(SOURCE, file)} imports ${specifier}` });
    }
  }
  return [...edges.values()];
}

/** The circles of a graph: its strongly connected components of more than one node (Tarjan). */
function circles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of new Set(edges.flatMap(({ from, to }) => [from, to]))) if (!index.has(node)) visit(node);
  return found;
}

const edges = folderEdges(sourceFiles(SOURCE), (path) => readFileSync(path, 'utf8'));

describe("the web app's folders", () => {
  it('are read: the shell imports the features it composes', () => {
    const fromShell = edges.filter(({ from }) => from === 'shell').map(({ to }) => to);
    expect(fromShell).toEqual(expect.arrayContaining(['accounts', 'billing', 'campaigns', 'profiles', 'platform', 'session']));
  });

  it('import each other in no circle', () => {
    expect(circles(edges)).toEqual([]);
  });

  it('leave the composition root (the root files and the shell) to itself', () => {
    const intoRoot = edges.filter(({ from, to }) => COMPOSITION_ROOT.has(to) && !COMPOSITION_ROOT.has(from));
    expect(intoRoot.map(({ example }) => example)).toEqual([]);
  });

  it('keep the session and platform layers free of features', () => {
    const upward = edges.filter(({ from, to }) => from in LOW_LAYERS && !LOW_LAYERS[from]!.includes(to));
    expect(upward.map(({ example }) => example)).toEqual([]);
  });
});

describe('the circle finder', () => {
  const edge = (from: string, to: string): Edge => ({ from, to, example: `${from} → ${to}` });

  it('finds a circle through three folders and leaves the rest out', () => {
    expect(circles([edge('profiles', 'lists'), edge('lists', 'public'), edge('public', 'profiles'), edge('shell', 'profiles')])).toEqual([
      ['lists', 'profiles', 'public'],
    ]);
  });

  it('finds none in a layered graph', () => {
    expect(
      circles([edge('shell', 'billing'), edge('billing', 'accounts'), edge('accounts', 'platform'), edge('shell', 'platform')]),
    ).toEqual([]);
  });

  it('sees runtime imports, dynamic ones too, and leaves type-only imports out', () => {
    const file = join(SOURCE, 'billing', 'Page.tsx');
    const source = [
      "import { useMe } from '../accounts/useMe';",
      "import type { ScoutDataProvider } from '../shell/dataProvider';",
      "const Lazy = lazy(() => import('../campaigns/CampaignList'));",
      "export { storedReferralId } from '../accounts/referral';",
    ].join('\n');
    expect(folderEdges([file], () => source).map(({ to }) => to)).toEqual(['accounts', 'campaigns']);
  });
});
