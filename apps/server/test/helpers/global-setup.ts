import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/index';
import { migrateToLatest } from '../../src/db/migrate';
import { warmSeedArtCache } from '../../src/modules/artworks/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

/** Migrates one SQLite file once; every test app starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'storyloom-template-'));
  const file = join(dir, 'template.db');
  const handle = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  await handle.close();
  await warmSeedArtCache(dir); // the demo seed's pictures, rendered once per machine
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
