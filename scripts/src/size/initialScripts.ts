/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), the fields the size budget reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a page downloads before it can show anything: the HTML entry's chunk, every chunk it
 * imports statically (recursively), and, for a screen loaded on demand, that screen's chunk with its
 * own static imports. Dynamic imports (other screens, charts) are not counted: they load later.
 */
export function initialFiles(manifest: Manifest, screenSources: readonly string[] = []): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const source of screenSources) visit(source);
  return [...files];
}
