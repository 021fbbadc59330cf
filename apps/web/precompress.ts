import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser downloads (images and fonts are compressed already). */
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the headers cost more than compression saves. */
const minBytes = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every compressible
 * file under `dir` (not source maps, not index.html: the server fills the shell per request),
 * when the result is smaller. The server sends them to browsers that accept them (issue 23,
 * decision 040), so no request spends CPU compressing. Answers the files written.
 */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (!compressible.test(name) || name === 'index.html') continue;
      const data = readFileSync(path);
      if (data.length < minBytes) continue;
      const brotli = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      const gzip = gzipSync(data, { level: 9 });
      if (brotli.length < data.length) {
        writeFileSync(`${path}.br`, brotli);
        written.push(`${path}.br`);
      }
      if (gzip.length < data.length) {
        writeFileSync(`${path}.gz`, gzip);
        written.push(`${path}.gz`);
      }
    }
  };
  walk(dir);
  return written;
}

/** The Vite plugin: precompresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storyloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = precompressDir(outDir);
      this.info?.(`precompressed ${written.length} files (brotli and gzip)`);
    },
  };
}
