import { expect } from 'vitest';
import { save, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { addStudents, makeClass, studentBrowser, teacher } from './helpers';

export const poems = [
  ['The Kite', 'Up goes my kite', 'over the hill'],
  ['Rain', 'Tap tap on the window', 'the garden drinks'],
  ['小猫', '小猫睡在窗台上', '太阳暖暖的'],
  ['Snail', 'Slow little snail', 'your house on your back'],
  ['Moon', 'The moon is a boat', 'sailing the night'],
  ['Bread', 'Warm bread in the morning', 'smells like a hug'],
];

/** A student's poem, submitted to the class and approved by its teacher; its BookId. */
export async function poemBy(
  artSlug: string,
  owner: TestClient,
  student: TestClient,
  [title, ...lines]: string[],
) {
  const poem = await startBook(student, 'poetry', artSlug);
  const saved = await save(student, poem, poem.Version, [
    {
      Op: 'put',
      PartId: poem.Parts[0]?.PartId,
      Content: { ...(poem.Parts[0]?.Content ?? {}), lines },
    },
    { Op: 'meta', Title: title },
  ]);
  expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
  expect(
    (await student.post('/api/Classes/SubmitHomework', { BookId: poem.BookId })).body.code,
  ).toBe(0);
  const ok = await owner.post('/api/Classes/ReviewSubmission', {
    BookId: poem.BookId,
    Decision: 'approve',
  });
  expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
  return poem.BookId;
}

/** A class of three students with six approved poems between them. */
export async function classWithPoems(t: TestApp, artSlug: string) {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client, 'Birch 2');
  const added = await addStudents(owner.client, c.OpenId, 'Mia\nLeo\nAva');
  const students = await Promise.all(
    added.map((s) => studentBrowser(t, c.Passcode ?? '', s.Username, s.InitPassword)),
  );
  const ids: string[] = [];
  for (const [i, p] of poems.entries()) {
    ids.push(await poemBy(artSlug, owner.client, students[i % 3] as TestClient, p));
  }
  return { owner, c, students, added, ids };
}
