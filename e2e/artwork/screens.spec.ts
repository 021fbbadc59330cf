import { chinese, chooseLanguage, currentPath } from '../support/app';
import { expect, test } from '../support/fixtures';
import { expectNoPageErrors, makePng, signedInAs, uniqueWord, uploadOnStudio } from './support';

/** The art screens' other paths: refusals, review with a reason, favorites, guards, states. */

/** A PNG whose header claims 100,000 × 100,000 pixels (a decompression bomb). */
function pngBomb(): Buffer {
  const png = makePng(8, 8);
  // IHDR's width and height sit at bytes 16..23 (its checksum no longer matches: the server
  // refuses it either for its size or as unreadable).
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  return png;
}

test.describe('uploads that are refused, with clear words', () => {
  test('a text file named .png and a picture with too many pixels', async ({ browser }) => {
    const artist = await signedInAs(browser, 'demo-artist');
    await uploadOnStudio(artist, {
      name: 'not-a-picture.png',
      buffer: Buffer.from('Once upon a time, this was only text.'),
    });
    await expect(artist.getByTestId('upload-error')).toContainText(
      "That file isn't a picture we can use",
    );
    await expect(artist).toHaveURL(/\/yourstuff-artshop$/);

    await artist.getByTestId('upload-input').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: pngBomb(),
    });
    await expect(artist.getByTestId('upload-error')).toContainText(
      /too many pixels|could not be read/,
    );
    await expect(artist).toHaveURL(/\/yourstuff-artshop$/);
    expectNoPageErrors(artist);
    await artist.context().close();
  });
});

test.describe('staff turn a picture down with a reason the artist reads', () => {
  test.setTimeout(90_000);

  test('reject with a reason, the artist fixes it, it waits again', async ({ browser }) => {
    const title = `Blurry owl ${uniqueWord('').slice(0, 6)}`;
    const artist = await signedInAs(browser, 'demo-artist');
    await uploadOnStudio(artist, { name: 'owl.png', buffer: makePng(64, 48, 7) });
    await expect(artist).toHaveURL(/\/yourstuff-edit-artwork\//);
    const artworkId = new URL(artist.url()).pathname.split('/').pop() as string;
    await artist.getByLabel('Title').fill(title);
    await artist.getByLabel('Tags in English').fill('owl');
    await artist.getByRole('button', { name: 'Save changes' }).click();
    await expect(artist.getByText('Saved!')).toBeVisible();

    const moderator = await signedInAs(browser, 'demo-moderator');
    await moderator.goto('/admin/artwork');
    const item = moderator.locator(`[data-testid="review-item"][data-artwork-id="${artworkId}"]`);
    await item.getByRole('button', { name: 'Turn down' }).click();
    const dialog = moderator.getByRole('dialog', { name: `Turn down “${title}”` });
    await dialog.getByRole('button', { name: 'Turn it down' }).click();
    await expect(dialog.getByText('Write the reason the artist will read.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Please upload a sharper picture of the owl.');
    await dialog.getByRole('button', { name: 'Turn it down' }).click();
    await expect(
      moderator.getByText(`“${title}” was turned down; its artist sees why.`),
    ).toBeVisible();
    await expect(item).toHaveCount(0);

    await artist.reload();
    await expect(artist.getByTestId('artwork-status')).toHaveText('Turned down');
    await expect(artist.getByText('Please upload a sharper picture of the owl.')).toBeVisible();
    await artist.getByLabel('Description').fill('A sharper owl, awake at night.');
    await artist.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      artist.getByText('Saved! Your picture is waiting for review again.'),
    ).toBeVisible();
    await expect(artist.getByTestId('artwork-status')).toHaveText('Waiting for review');

    for (const page of [artist, moderator]) {
      expectNoPageErrors(page);
      await page.context().close();
    }
  });
});

test.describe('favorite pictures', () => {
  test('add one from the gallery, find it in Your stuff, remove it', async ({ browser }) => {
    const reader = await signedInAs(browser, 'demo-reader');
    await reader.goto('/artwork');
    const first = reader.getByTestId('artwork-grid').locator('[data-grid-tile]').first();
    const title = (await first.locator('img').getAttribute('alt')) as string;
    await first.click();
    const dialog = reader.getByTestId('artwork-dialog');
    await dialog.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await reader.keyboard.press('Escape');

    await reader.goto('/yourstuff-favorites');
    const kept = reader.getByRole('button', { name: new RegExp(title) });
    await expect(kept).toBeVisible();
    await kept.click();
    await reader
      .getByTestId('artwork-dialog')
      .getByRole('button', { name: 'Remove from favorites' })
      .click();
    await reader.keyboard.press('Escape');
    await expect(reader.getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
    expectNoPageErrors(reader);
    await reader.context().close();
  });
});

test.describe('who sees which art screen', () => {
  test('staff screens: a visitor signs in first, a writer finds nothing', async ({
    page,
    browser,
  }) => {
    // Two accounts sign in (about 18 s alone; past 30 s beside another journey on two cores).
    test.setTimeout(90_000);
    await page.goto('/admin/artwork');
    await expect.poll(() => currentPath(page)).toBe('/signin?redirect=%2Fadmin%2Fartwork');

    const writer = await signedInAs(browser, 'demo-writer');
    await writer.goto('/admin/artwork');
    await expect(writer).toHaveURL(/\/404$/);
    await expect(writer.getByTestId('not-found')).toBeVisible();

    // Guard 8: an artist opening /yourstuff-uploads goes to /yourstuff; the studio has them.
    const artist = await signedInAs(browser, 'demo-artist');
    await artist.goto('/yourstuff-uploads');
    await expect(artist).toHaveURL(/\/yourstuff$/);
    await artist.getByRole('button', { name: /Your account menu/ }).click();
    await artist.getByRole('link', { name: 'Your gallery' }).click();
    await expect(artist).toHaveURL(/\/yourstuff-artshop$/);
    await expect(artist.getByTestId('my-uploads')).toBeVisible();

    // Anyone else: their uploads (none) and the call for artists; no studio.
    await writer.goto('/yourstuff-uploads');
    await expect(writer.getByRole('link', { name: 'Become one of our artists' })).toBeVisible();
    await writer.goto('/yourstuff-artshop');
    await expect(writer.getByTestId('artists-only')).toBeVisible();
    for (const p of [writer, artist]) {
      expectNoPageErrors(p);
      await p.context().close();
    }
  });

  test('unknown artists and pictures have a kind page, not /404', async ({ visitor, browser }) => {
    await visitor.goto('/artist/nobody-draws-here');
    await expect(visitor.getByTestId('art-not-found')).toContainText(
      "We couldn't find this artist",
    );
    await visitor.goto('/start-with-art/cookbook');
    await expect(visitor.getByTestId('art-not-found')).toContainText(
      'What would you like to make?',
    );
    // Guard 2 keeps /artwork-book for signed-in readers.
    const reader = await signedInAs(browser, 'demo-reader');
    await reader.goto('/artwork-book/all/no-such-picture');
    await expect(reader.getByTestId('art-not-found')).toContainText(
      "We couldn't find this picture",
    );
    expectNoPageErrors(reader);
    await reader.context().close();
  });

  test('/artists shows the featured artists and the call for artists to everyone', async ({
    visitor,
  }) => {
    await visitor.goto('/artists');
    await expect(visitor.getByRole('heading', { name: 'Featured artists' })).toBeVisible();
    await expect(visitor.getByTestId('artist-card').first()).toBeVisible();
    await expect(visitor.getByTestId('call-for-artists')).toBeVisible();
    await visitor.getByTestId('artist-card').first().click();
    await expect(visitor).toHaveURL(/\/artist\/[\w-]+$/);
    await expect(visitor.getByTestId('artist-licences')).toBeVisible();
  });
});

test.describe('the gallery by keyboard, on a phone and in Chinese', () => {
  test('arrow keys move between pictures, Enter opens one, Escape closes it', async ({
    browser,
  }) => {
    const writer = await signedInAs(browser, 'demo-writer');
    await writer.goto('/artwork');
    const tiles = writer.getByTestId('artwork-grid').locator('[data-grid-tile]');
    await tiles.first().focus();
    await writer.keyboard.press('ArrowRight');
    await expect(tiles.nth(1)).toBeFocused();
    await writer.keyboard.press('ArrowLeft');
    await expect(tiles.first()).toBeFocused();
    await writer.keyboard.press('ArrowDown');
    await expect(tiles.first()).not.toBeFocused();
    await writer.keyboard.press('Home');
    await expect(tiles.first()).toBeFocused();
    // The picture opened, by its id: other journeys on the same server add pictures meanwhile,
    // and the gallery (newest first) may show one of theirs first by the time the dialog closes.
    const opened = await tiles.first().getAttribute('data-artwork-id');
    await writer.keyboard.press('Enter');
    await expect(writer.getByTestId('artwork-dialog')).toBeVisible();
    await writer.keyboard.press('Escape');
    await expect(writer.getByTestId('artwork-dialog')).toHaveCount(0);
    await expect(
      writer.getByTestId('artwork-grid').locator(`[data-artwork-id="${opened}"]`),
    ).toBeFocused();
    expectNoPageErrors(writer);
    await writer.context().close();
  });

  test('a phone-wide gallery filters by a popular tag without running off the screen', async ({
    browser,
  }) => {
    const writer = await signedInAs(browser, 'demo-writer', {
      viewport: { width: 390, height: 844 },
    });
    await writer.goto('/artwork');
    const tag = writer
      .getByRole('navigation', { name: 'Popular tags' })
      .getByRole('button')
      .first();
    const name = ((await tag.textContent()) ?? '').replace(/\d+$/, '').trim();
    await tag.click();
    await expect(writer).toHaveURL(new RegExp(`tag=${encodeURIComponent(name)}`));
    await expect(writer.getByRole('heading', { name: `Pictures tagged “${name}”` })).toBeVisible();
    // The unfiltered gallery stays alive (hidden) for Back; the shown grid is the filtered one.
    const grid = writer.getByTestId('artwork-grid').filter({ visible: true });
    await expect(grid.locator('[data-grid-tile]').first()).toBeVisible();
    const overflow = await writer.evaluate(() => {
      const main = document.querySelector('main');
      return main ? main.scrollWidth - main.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoPageErrors(writer);
    await writer.context().close();
  });

  test('the gallery speaks Chinese', async ({ browser }) => {
    const writer = await signedInAs(browser, 'demo-writer');
    await writer.goto('/artwork');
    await chooseLanguage(writer, '中文');
    await expect(
      writer.getByRole('heading', { level: 1, name: '找一幅能开启故事的图画' }),
    ).toBeVisible();
    await expect(
      writer.getByRole('navigation', { name: '热门标签' }).getByRole('button').first(),
    ).toHaveText(chinese);
    expectNoPageErrors(writer);
    await writer.context().close();
  });
});

test.describe('starting from a tag', () => {
  test('a poem from a popular tag opens the poetry editor with its draft', async ({ browser }) => {
    const writer = await signedInAs(browser, 'demo-writer');
    await writer.goto('/start-with-art/poetry');
    await writer.getByText('A tag', { exact: true }).click();
    await writer.getByRole('list', { name: 'Popular tags' }).getByRole('button').first().click();
    await expect(
      writer.getByTestId('start-preview').locator('[data-grid-tile]').first(),
    ).toBeVisible();
    await writer.getByRole('button', { name: 'Start my poem' }).click();
    await expect(writer).toHaveURL(/\/poetry-editor\?book=[\w-]+$/);
    expectNoPageErrors(writer);
    await writer.context().close();
  });
});
