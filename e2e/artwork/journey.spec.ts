import { expect, test } from '../support/fixtures';
import { whenStill } from '../support/settle';
import { expectNoPageErrors, makePng, signedInAs, uniqueWord, uploadOnStudio } from './support';

/**
 * Issue "Artwork and artists", as people do it: an artist uploads a picture and tags it, it
 * waits for review; an admin approves it; a writer finds it by its tag, opens the artist's page
 * and starts a picture book from that gallery, landing in the picture book editor.
 */
test.describe('from an artist’s upload to a writer’s new picture book', () => {
  test.setTimeout(120_000);

  test('upload, tag, wait, approve, find by tag, open the artist, start a picture book', async ({
    browser,
  }) => {
    const tag = uniqueWord('glowfox');
    const title = `Lantern fox ${tag.slice(-4)}`;

    // The artist uploads a picture made here, then gives it a title and tags.
    const artist = await signedInAs(browser, 'demo-artist');
    await uploadOnStudio(artist, { name: 'lantern-fox.png', buffer: makePng(120, 90, 3) });
    await expect(artist).toHaveURL(/\/yourstuff-edit-artwork\/[\w-]+\?new=1$/);
    await expect(artist.getByTestId('upload-done')).toBeVisible();
    await expect(artist.getByTestId('artwork-status')).toHaveText('Waiting for review');
    const artworkId = new URL(artist.url()).pathname.split('/').pop() as string;

    await artist.getByLabel('Title').fill(title);
    await artist.getByLabel('Tags in English').fill(`fox, lantern, ${tag}`);
    await artist.getByLabel('Tags in Spanish').fill('zorro, farol');
    await artist.getByRole('button', { name: 'Save changes' }).click();
    await expect(artist.getByText('Saved!')).toBeVisible();
    // The saved tags come back from the server (in its order).
    await expect(artist.getByLabel('Tags in English')).toHaveValue(new RegExp(tag));
    await expect(artist.getByLabel('Tags in Spanish')).toHaveValue(/zorro/);

    // Back in the studio it waits for review, and nobody else sees it yet.
    await artist.getByRole('link', { name: 'Back to your gallery' }).click();
    await expect(artist).toHaveURL(/\/yourstuff-artshop$/);
    const mine = artist.locator(`[data-artwork-id="${artworkId}"]`);
    await expect(mine).toContainText(title);
    await expect(mine.getByTestId('artwork-status')).toHaveText('Waiting for review');

    const writer = await signedInAs(browser, 'demo-writer');
    await writer.goto(`/artwork?tag=${tag}`);
    await expect(writer.getByTestId('art-empty')).toBeVisible();

    // An admin approves it from the review queue.
    const admin = await signedInAs(browser, 'demo-admin');
    await admin.goto('/admin/artwork');
    await expect(admin.getByRole('heading', { name: 'Artwork waiting for review' })).toBeVisible();
    const item = admin.locator(`[data-testid="review-item"][data-artwork-id="${artworkId}"]`);
    await expect(item).toContainText(title);
    await expect(item).toContainText(tag);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`“${title}” is approved and public.`)).toBeVisible();
    await expect(item).toHaveCount(0);

    // The artist sees it approved.
    await artist.reload();
    await expect(mine.getByTestId('artwork-status')).toHaveText('Approved');

    // The writer finds it under /artwork by its tag (typed in the tag box).
    await writer.goto('/artwork');
    await writer.getByLabel('Find a tag').fill(tag);
    await writer.getByLabel('Find a tag').press('Enter');
    await expect(writer).toHaveURL(new RegExp(`/artwork\\?tag=${tag}$`));
    const tile = writer.getByRole('button', { name: new RegExp(title) });
    await expect(tile).toBeVisible();
    await expect(writer.getByRole('img', { name: title })).toBeVisible();
    await tile.click();

    // The picture opens large; its artist's page is one click away.
    const dialog = writer.getByTestId('artwork-dialog');
    await expect(dialog.getByRole('img', { name: title })).toBeVisible();
    await whenStill(dialog.getByTestId('artist-link'));
    await dialog.getByTestId('artist-link').click();
    await expect(writer).toHaveURL(/\/artist\/demo-artist$/);
    await expect(writer.getByTestId('artist-licences')).toBeVisible();
    await expect(writer.getByRole('img', { name: title })).toBeVisible();

    // Start a picture book from this gallery: the artist is already chosen.
    await writer.getByRole('link', { name: 'Start a picture book with this gallery' }).click();
    await expect(writer).toHaveURL(/\/start-with-art\/picturebook\/demo-artist$/);
    await expect(
      writer.locator('[data-testid="artist-choice"][data-artist="demo-artist"] input'),
    ).toBeChecked();
    await expect(
      writer.getByTestId('start-preview').getByRole('img', { name: title }),
    ).toBeVisible();
    await writer.getByRole('button', { name: 'Start my picture book' }).click();
    await expect(writer).toHaveURL(/\/picturebook-editor\?book=[\w-]+$/);

    for (const page of [artist, admin, writer]) {
      expectNoPageErrors(page);
      await page.context().close();
    }
  });
});
