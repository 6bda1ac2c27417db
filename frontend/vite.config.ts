import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The text files of the build; images and fonts come compressed. Vite's manifest is read by `npm run size`, never downloaded. */
const TEXT_FILE = /^(?!\.vite\/).*\.(?:html|js|css|json|svg|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every text
 * file of the build, once; the backend sends them as they are (`platform/src/http/frontendFiles.ts`).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const compress = async (path: string) => {
    const bytes = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  };
  return {
    name: 'scout-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompress writes beside the files of build.outDir, and there is none');
      const texts = Object.keys(bundle).filter((fileName) => TEXT_FILE.test(fileName));
      await Promise.all(texts.map((fileName) => compress(join(dir, fileName))));
    },
  };
}

/** The SPA is served by the backend from frontend/dist; in development Vite proxies the API to it. */
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by `npm run size` to find what each page loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically loads on every page anyway: in three chunks (React, the other
        // libraries, Scout's own) rather than dozens of small ones, each answer costing its headers on the wire.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The image proxy (avatars, thumbnails) is served by the backend too.
      '/_next/image': 'http://localhost:3000',
    },
  },
});
