import { expect, type Locator, type Page } from '@playwright/test';

/** Where a locator is on the screen (it must be shown). */
export async function pictureBox(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the screen');
  return found;
}

/** The words box and the middle third of the picture do not meet. */
export async function expectWordsClearOfSubject(page: Page) {
  const words = page.getByTestId('page-words');
  if ((await words.count()) === 0) return;
  const picture = await pictureBox(page.getByTestId('page-picture-box'));
  const w = await pictureBox(words);
  const subject = {
    x: picture.x + picture.width / 3,
    y: picture.y + picture.height / 3,
    width: picture.width / 3,
    height: picture.height / 3,
  };
  const overlaps =
    w.x < subject.x + subject.width &&
    subject.x < w.x + w.width &&
    w.y < subject.y + subject.height &&
    subject.y < w.y + w.height;
  expect(overlaps, 'the words box lies over the picture’s middle').toBe(false);
}
