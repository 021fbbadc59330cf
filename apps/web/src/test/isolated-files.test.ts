import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedWebFiles } from './isolated-files';

const webRoot = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(webRoot, path)] : [];
  });
}

describe('web test files and the shared module graph', () => {
  it('runs every file that mocks or resets modules in the isolated project', () => {
    const changesGraph = testFiles(join(webRoot, 'src')).filter(
      (file) =>
        file !== 'src/test/isolated-files.test.ts' &&
        /\bvi\.(mock|doMock|resetModules|unmock)\(/.test(readFileSync(join(webRoot, file), 'utf8')),
    );
    expect(changesGraph.length).toBeGreaterThan(0);
    const notIsolated = changesGraph.filter((file) => !isolatedWebFiles.includes(file));
    expect(notIsolated, 'add these to src/test/isolated-files.ts').toEqual([]);
  });
});
