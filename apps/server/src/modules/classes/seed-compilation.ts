import { parsePart } from '@storyloom/domain';
import type { SeedContext } from '../../db/seed/index';
import type { SessionUser } from '../../http/session';
import { createStorage } from '../../platform/storage/index';
import { artistsWithArtFor, freezeArtSet } from '../artworks/index';
import { insertNewBook, loadBook } from '../books/index';
import { findUserByLogin, type UserRow } from '../user/index';
import { classById } from './queries';
import { renderCompilationPdf } from './service/compilation-pdf';
import { publishCompilation, saveCompilation } from './service/compilations';
import type { ClassesContext } from './service/context';
import { reviewSubmission, submitHomework } from './service/homework';
import { createStudents } from './service/roster';

/** The demo class's poems: written by its students, approved by demo-teacher (decision 051). */
const poems: { by: number; title: string; language: string; lines: string[] }[] = [
  {
    by: 0,
    title: 'My Kite',
    language: 'en',
    lines: [
      'My kite is a red fish',
      'swimming in the wind.',
      'I hold the string,',
      'it tugs my hand,',
      'and the whole sky',
      'wants to play.',
    ],
  },
  {
    by: 1,
    title: 'Puddles',
    language: 'en',
    lines: [
      'After the rain',
      'the street is full of mirrors.',
      'I jump in one',
      'and the clouds',
      'splash on my boots.',
    ],
  },
  {
    by: 2,
    title: 'La cocina de mi abuela',
    language: 'es',
    lines: [
      'Huele a canela',
      'y a pan caliente.',
      'Mi abuela canta',
      'y la olla baila',
      'al ritmo de su voz.',
    ],
  },
  {
    by: 3,
    title: '小雨',
    language: 'cn',
    lines: ['小雨沙沙下，', '落在花园里。', '小草喝饱了，', '对我笑嘻嘻。'],
  },
  {
    by: 0,
    title: 'The Snail',
    language: 'en',
    lines: [
      'Little snail,',
      'you carry your house',
      'up the garden wall.',
      'You never get lost:',
      'you are always home.',
    ],
  },
  {
    by: 1,
    title: 'The Moon Cat',
    language: 'en',
    lines: [
      'The moon looks in my window',
      'like a round white cat.',
      'It watches me sleep,',
      'and in the morning',
      'it goes to bed.',
    ],
  },
];

const actorOf = (u: UserRow): SessionUser =>
  ({
    id: u.id,
    openId: u.open_id,
    username: u.username,
    accountType: u.account_type,
    staffRole: 'none',
    isActive: 1,
    isParent: false,
    language: 'en',
    parentConsent: 'not_needed',
    sessionId: 'seed',
    secondFactor: false,
  }) as SessionUser;

/**
 * Four classmates of demo-student in the demo class, six approved poems of theirs, and a
 * published compilation of five of them with its PDF, as a teacher would make it.
 */
export async function seedClassCompilation(seed: SeedContext, classId: string, teacher: UserRow) {
  const row = await classById(seed.db, classId);
  const artist = (await artistsWithArtFor(seed.db, 'poetry'))[0];
  if (!row || !artist) return;
  const ctx: ClassesContext = {
    db: seed.db,
    clock: seed.clock,
    publicUrl: seed.config.publicUrl,
    sendMail: () => undefined,
  };
  const made = await createStudents(ctx, row, teacher.id, ['Mia', 'Leo', 'Lucía', '小雨']);
  const students: UserRow[] = [];
  for (const s of made.Students) {
    const user = await findUserByLogin(seed.db, s.Username.toLowerCase());
    if (user) students.push(user);
  }
  const bookIds: string[] = [];
  for (const [i, poem] of poems.entries()) {
    const writer = students[poem.by];
    if (!writer) continue;
    const set = await freezeArtSet(ctx, writer.id, {
      bookType: 'poetry',
      source: 'artist',
      value: artist,
    });
    if (!set) continue;
    const artworkId = set.usableArtworkIds[i % Math.max(1, set.usableArtworkIds.length)] ?? null;
    const part = parsePart('poetry', { artworkId, mode: 'free', lines: poem.lines, tiles: [] });
    if (!part.ok) throw new Error(`seed poem: ${JSON.stringify(part.problems)}`);
    const id = await seed.db.transaction().execute((trx) =>
      insertNewBook(trx, seed.clock.now(), {
        ownerId: writer.id,
        actorId: writer.id,
        type: 'poetry',
        title: poem.title,
        language: poem.language,
        cover: { artworkId, author: writer.username, background: '#ffffff' },
        artSetId: set.openId,
        artIds: set.artworkIds,
        startKey: set.openId,
        convertedFrom: null,
        parts: [part.part],
        history: { action: 'create', reason: null },
      }),
    );
    const book = await loadBook(seed.db, writer, { id }, 'move');
    if (!book) continue;
    await submitHomework(ctx, actorOf(writer), { BookId: book.open_id });
    await reviewSubmission(ctx, actorOf(teacher), {
      BookId: book.open_id,
      Decision: 'approve',
      Comment: 'Lovely pictures in your words. Approved for our class book!',
    });
    bookIds.push(book.open_id);
  }
  if (bookIds.length < 6) return;
  const order = [0, 1, 4, 2, 3].map((i) => bookIds[i] as string);
  const saved = await saveCompilation(ctx, teacher.id, {
    OpenId: row.open_id,
    Type: 'poetry',
    Title: 'Kites, Puddles and Snails: Poems of the Demo class',
    BookIds: order,
    CoverBookId: bookIds[0],
    Background: '#bde0fe',
  });
  const published = await publishCompilation(ctx, teacher.id, row.open_id, saved.CompilationId);
  await renderCompilationPdf(
    { db: seed.db, clock: seed.clock, storage: () => createStorage(seed.config) },
    { compilationId: published.Id },
  );
}
