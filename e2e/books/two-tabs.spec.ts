import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { saved, startFromArt, typeAtEnd } from './rich-text-support';

/**
 * Issue #5, the stale tab: the same flash fiction open in two tabs. Tab A writes and saves; tab B,
 * still on the older version, writes too. B is told the book changed somewhere else, sees its own
 * words to copy, and shows A's text; the server keeps A's text.
 */

test('a second tab on an older version shows the newer text and keeps its own words to copy', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tabA = await signedInAs(browser, 'demo-writer', { viewport: { width: 1280, height: 900 } });
  const editor = await startFromArt(tabA, 'flashfiction');
  const tabB = await tabA.context().newPage();
  await tabB.goto(editor);
  await expect(tabB.getByTestId('story-text')).toBeVisible();
  await expect(saved(tabB)).toBeVisible();

  await typeAtEnd(tabA, tabA.getByTestId('story-text'), 'Tab A wrote about the moon.');
  await expect(saved(tabA)).toBeVisible();
  await expect(tabA.getByTestId('word-count')).toHaveText('6 / 1,000 words');

  await typeAtEnd(tabB, tabB.getByTestId('story-text'), 'Tab B wrote about the sea.');
  const notice = tabB.getByTestId('editor-conflict');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This was changed somewhere else');
  await expect(tabB.getByTestId('editor-unsent')).toHaveValue(/Tab B wrote about the sea\./);
  await expect(tabB.getByTestId('story-text')).toContainText('Tab A wrote about the moon.');
  await expect(tabB.getByTestId('story-text')).not.toContainText('Tab B');

  // The server kept A's text.
  await tabA.reload();
  await expect(tabA.getByTestId('story-text')).toContainText('Tab A wrote about the moon.');
  await expect(tabA.getByTestId('story-text')).not.toContainText('Tab B');
  await expect(saved(tabA)).toBeVisible();

  expectNoPageErrors(tabA);
  expectNoPageErrors(tabB);
  await tabA.context().close();
});
