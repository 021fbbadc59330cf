import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedDirectories, isolatedFiles } from '../helpers/isolated-files';

const repoRoot = join(import.meta.dirname, '../../../..');
const testRoot = join(repoRoot, 'apps/server/test');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.ts') ? [relative(repoRoot, path)] : [];
  });
}

describe('server test files and the shared module graph', () => {
  it('runs every file that mocks or resets modules in the isolated project', () => {
    const changesGraph = testFiles(testRoot).filter((file) =>
      /\bvi\.(mock|doMock|resetModules|unmock)\(/.test(readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(changesGraph.length).toBeGreaterThan(0);
    const notIsolated = changesGraph.filter(
      (file) =>
        !isolatedFiles.includes(file) &&
        !isolatedDirectories.some((dir) => file.startsWith(dir)) &&
        !file.startsWith('apps/server/test/helpers/'),
    );
    expect(notIsolated, 'add these to test/helpers/isolated-files.ts').toEqual([]);
  });
});
