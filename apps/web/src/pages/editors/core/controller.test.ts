import { ErrorCode } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { type ControllerDeps, DraftController } from './controller';
import { memoryDraftStore } from './draft-store';
import type { BookChange, EditingBook, SaveAnswer } from './types';

type Story = { doc: { type: 'doc'; content: unknown[] } };
const story = (text: string): Story => ({
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
});

/** A server that keeps one flash fiction book with versions, like POST /api/Books/Save. */
function fakeWorld() {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  let online = true;
  const onlineListeners = new Set<() => void>();
  const server = {
    version: 1,
    content: story('Once') as unknown,
    title: 'Moon',
    saves: [] as BookChange[][],
  };
  let failNext: Error | null = null;
  const book = (): EditingBook => ({
    BookId: 'b1',
    Slug: 'moon',
    Type: 'flashfiction',
    State: 'draft',
    Featured: false,
    InClass: false,
    ReturnReason: null,
    CoverImage: null,
    WordCount: 1,
    PartCount: 1,
    Version: server.version,
    Editable: true,
    AllowedMoves: [],
    EditorPath: '/flashfiction-editor?book=b1',
    ReaderPath: null,
    ArtSetId: 's1',
    ArtworkIds: [],
    WordLimit: 1000,
    PartRule: { Kind: 'single', Max: 1 },
    TilesOnly: false,
    Parts: [{ PartId: 'story', Content: server.content, WordCount: 1, UpdatedAt: null }],
    CreatedAt: null,
    UpdatedAt: null,
    Title: server.title,
    Language: 'en',
    Summary: '',
    Tags: [],
    Categories: [],
    AgeLevel: 'all',
    Cover: { artworkId: null, author: 'mia', background: '#ffffff' },
  });
  const store = memoryDraftStore();
  const deps = (): ControllerDeps => ({
    get: async () => ({ Book: book(), Artworks: [] }),
    save: async (body) => {
      if (!online) throw new ApiError({ code: -1000, message: 'Failed to fetch', status: 0 });
      if (failNext) {
        const err = failNext;
        failNext = null;
        throw err;
      }
      if (body.Version !== server.version) {
        throw new ApiError({
          code: ErrorCode.CONFLICT,
          message: 'changed',
          status: 409,
          result: { Version: server.version },
        });
      }
      for (const c of body.Changes) {
        if (c.Op === 'put') server.content = c.Content;
        if (c.Op === 'meta' && c.Title !== undefined) server.title = c.Title;
      }
      server.saves.push(body.Changes);
      server.version += 1;
      return { Version: server.version } as SaveAnswer;
    },
    store,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => now,
    isOnline: () => online,
    onOnline: (fn) => {
      onlineListeners.add(fn);
      return () => onlineListeners.delete(fn);
    },
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    server,
    store,
    deps,
    /** Moves the injected clock, running due timers and letting answers arrive. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > end) break;
        timers.shift();
        now = due.at;
        due.fn();
        await settle();
        await settle();
      }
      now = end;
      await settle();
    },
    setOnline(value: boolean) {
      online = value;
      if (value) for (const fn of onlineListeners) fn();
    },
    failOnce(err: Error) {
      failNext = err;
    },
  };
}

async function open(world: ReturnType<typeof fakeWorld>) {
  const c = new DraftController<Story>('b1', world.deps());
  await c.open();
  return c;
}

const type = (c: DraftController<Story>, text: string) =>
  c.change((d) => ({ ...d, parts: [{ id: 'story', content: story(text) }] }), 'story');

describe('DraftController', () => {
  it('saves once after the writer pauses, with only what changed, then shows saved', async () => {
    const world = fakeWorld();
    const c = await open(world);
    type(c, 'Once upon');
    type(c, 'Once upon a time');
    expect(c.getView().save.state).toBe('pending');
    expect(c.getView().wordCount).toBe(4);
    await world.advance(999);
    expect(world.server.saves).toHaveLength(0);
    await world.advance(1);
    expect(world.server.saves).toEqual([
      [{ Op: 'put', PartId: 'story', Content: story('Once upon a time') }],
    ]);
    expect(c.getView().save).toMatchObject({ state: 'saved', version: 2 });
    expect(world.store.drafts.size).toBe(0);
  });

  it('keeps typing offline on this device and sends it when the network returns', async () => {
    const world = fakeWorld();
    const c = await open(world);
    world.setOnline(false);
    type(c, 'Typed offline');
    await world.advance(1000);
    expect(c.getView().save.state).toBe('offline');
    expect(world.store.drafts.get('b1')?.baseVersion).toBe(1);
    type(c, 'Typed offline, still');
    await world.advance(1000);
    world.setOnline(true);
    await world.advance(10);
    expect(c.getView().save.state).toBe('saved');
    expect(world.server.content).toEqual(story('Typed offline, still'));
  });

  it('restores edits left on this device when the tab was closed before they were sent', async () => {
    const world = fakeWorld();
    const first = await open(world);
    world.setOnline(false);
    type(first, 'Left behind');
    first.dispose();
    world.setOnline(true);
    const second = await open(world);
    expect(second.getView().doc?.parts[0]?.content).toEqual(story('Left behind'));
    await world.advance(1000);
    expect(world.server.content).toEqual(story('Left behind'));
  });

  it('a stale tab is told, loads the newest version and keeps its words to copy', async () => {
    const world = fakeWorld();
    const tabA = await open(world);
    const tabB = await open(world);
    type(tabA, 'From tab A');
    await world.advance(1000);
    expect(world.server.version).toBe(2);
    type(tabB, 'From tab B');
    await world.advance(1000);
    await world.advance(10);
    const view = tabB.getView();
    expect(world.server.content).toEqual(story('From tab A'));
    expect(view.unsent).toContain('From tab B');
    expect(view.doc?.parts[0]?.content).toEqual(story('From tab A'));
    expect(view.save.version).toBe(2);
    tabB.dismissUnsent();
    expect(tabB.getView().unsent).toBeNull();
  });

  it('edits kept on a device the server has moved past are offered to copy, never sent', async () => {
    const world = fakeWorld();
    const first = await open(world);
    world.setOnline(false);
    type(first, 'Old device words');
    first.dispose();
    world.setOnline(true);
    world.server.version = 5;
    const second = await open(world);
    expect(second.getView().unsent).toContain('Old device words');
    await world.advance(2000);
    expect(world.server.saves).toHaveLength(0);
  });

  it('shows a refusal and keeps the words when the server says no', async () => {
    const world = fakeWorld();
    const c = await open(world);
    world.failOnce(new ApiError({ code: 100402, message: 'Too many words', status: 400 }));
    type(c, 'Too long');
    await world.advance(1000);
    expect(c.getView().save.state).toBe('refused');
    expect(world.store.drafts.get('b1')?.doc.parts[0]?.content).toEqual(story('Too long'));
    type(c, 'Shorter');
    await world.advance(1000);
    expect(c.getView().save.state).toBe('saved');
  });

  it('retries after a busy answer', async () => {
    const world = fakeWorld();
    const c = await open(world);
    world.failOnce(new ApiError({ code: ErrorCode.BUSY_RETRY, message: 'busy', status: 503 }));
    type(c, 'Again');
    await world.advance(1000);
    expect(world.server.saves).toHaveLength(0);
    await world.advance(5000);
    expect(world.server.content).toEqual(story('Again'));
  });

  it('undo and redo change the copy and are saved too', async () => {
    const world = fakeWorld();
    const c = await open(world);
    type(c, 'First');
    await world.advance(2000);
    type(c, 'Second');
    expect(c.getView().canUndo).toBe(true);
    c.undo();
    expect(c.getView().doc?.parts[0]?.content).toEqual(story('First'));
    expect(c.getView().canRedo).toBe(true);
    await world.advance(1000);
    expect(world.server.content).toEqual(story('First'));
    c.redo();
    await world.advance(1000);
    expect(world.server.content).toEqual(story('Second'));
  });

  it('close saves what waits before it stops', async () => {
    const world = fakeWorld();
    const c = await open(world);
    type(c, 'Closing now');
    await c.close();
    expect(world.server.content).toEqual(story('Closing now'));
  });
});
