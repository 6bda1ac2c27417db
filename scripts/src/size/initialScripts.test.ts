import { describe, expect, it } from '@jest/globals';
import { initialFiles, type Manifest } from './initialScripts';

// The shape of Vite's build manifest: the HTML entry, shared chunks (keys starting with `_`) and
// screens loaded on demand (keyed by their source).
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js', '_shell.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'] },
  'src/Login.tsx': { file: 'assets/Login.js', imports: ['_form.js', '_shell.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/Dashboard.tsx': { file: 'assets/Dashboard.js', imports: ['_form.js'] },
  'src/Chart.tsx': { file: 'assets/Chart.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
};

describe('the files a page loads first', () => {
  it('are the entry with its static imports, each once, and its stylesheet', () => {
    expect(initialFiles(manifest).sort()).toEqual(['assets/index.css', 'assets/index.js', 'assets/react.js', 'assets/shell.js']);
  });

  it('add the screen shown first with its own imports, but no other screen and no chart', () => {
    expect(initialFiles(manifest, ['src/Login.tsx']).sort()).toEqual([
      'assets/Login.js',
      'assets/form.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/shell.js',
    ]);
  });

  it('refuse a screen the build does not have, rather than measure too little', () => {
    expect(() => initialFiles(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx');
  });
});
