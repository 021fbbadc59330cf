import type { BookType } from '@storyloom/domain';
import { expect } from 'vitest';
import { insertPublishedBooks, type PublishedBookSpec } from '../../src/modules/reading/fixtures';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';

export const dayMs = 86_400_000;

export interface Entry {
  StoryBookId: string;
  Slug: string;
  Type: string;
  Title: string;
  Author: string | null;
  Language: string;
  AgeLevel: string;
  Categories: string[];
  Counts: { Reads: number; Favorites: number };
  ReaderPath: string;
  Featured: boolean;
  MembersOnly: boolean;
}

export interface ListAnswer {
  List: Entry[];
  NextCursor: string | null;
  Sort: string;
}

/** Published books written straight into the tables (the seed's own bulk writer). */
export async function publish(
  t: TestApp,
  ownerId: string,
  specs: (Partial<PublishedBookSpec> & { title: string })[],
) {
  return insertPublishedBooks(
    t.app.db,
    t.clock.now(),
    specs.map((s, i) => ({
      ownerId,
      type: 'picturebook' as BookType,
      language: 'en',
      ageLevel: 'all',
      categories: [],
      publishedAt: t.clock.now() - (i + 1) * 3_600_000,
      ...s,
    })),
  );
}

export async function list(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post<ListAnswer>('/api/Read/List', body, { json: true });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result;
}

/** Every page of a list, following NextCursor. */
export async function allPages(client: TestClient, body: Record<string, unknown>, limit = 3) {
  const seen: Entry[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: ListAnswer = await list(client, {
      ...body,
      Limit: limit,
      ...(cursor ? { Cursor: cursor } : {}),
    });
    seen.push(...page.List);
    cursor = page.NextCursor;
    if (!cursor) break;
  }
  return seen;
}
