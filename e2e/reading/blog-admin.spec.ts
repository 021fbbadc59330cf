import type { Page } from '@playwright/test';
import { expectNoPageErrors, signedInAs, uniqueWord } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue "Reading and discovery", the blog's admin editor (/admin/blog, /admin/blog-post): demo-admin
 * (a demo staff account: no second factor while SEED=demo) writes a post in English and Spanish,
 * publishes both, finds them on /blog in each language, unpublishes them and deletes the post.
 * The post has its own slug each run; the seeded posts are not touched.
 */

async function writeBody(page: Page, language: string, text: string): Promise<void> {
  const body = page.getByRole('textbox', { name: `Post (${language})` });
  await body.click();
  await page.keyboard.type(text);
  await expect(body).toContainText(text);
}

const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

test('an admin writes a post in English and Spanish, publishes it, reads it on /blog, unpublishes it', async ({
  browser,
}) => {
  // Eighteen steps over five screens: under a loaded CI machine it ran past 30 s twice.
  test.setTimeout(90_000);
  const word = uniqueWord('lantern');
  const slug = `notes-${word}`;
  const enTitle = `Lantern night ${word}`;
  const esTitle = `Noche de faroles ${word}`;
  const admin = await signedInAs(browser, 'demo-admin');

  await admin.goto('/admin/blog');
  await expect(admin.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: 'New post' }).click();
  await expect(admin).toHaveURL(/\/admin\/blog-post$/);
  await expect(admin.getByRole('heading', { name: 'New blog post', level: 1 })).toBeVisible();

  // English: the address follows the title until it is typed.
  await admin.getByRole('tab', { name: /English/ }).click();
  await admin.getByLabel('Title (English)').fill(enTitle);
  await expect(admin.getByTestId('post-slug')).toHaveValue(`lantern-night-${word}`);
  await admin.getByTestId('post-slug').fill(slug);
  await writeBody(admin, 'English', 'We hung paper lanterns and wrote a story for each one.');

  // Spanish, then one save for both.
  await admin.getByRole('tab', { name: /Español/ }).click();
  await admin.getByLabel('Title (Español)').fill(esTitle);
  await writeBody(
    admin,
    'Español',
    'Colgamos faroles de papel y escribimos una historia para cada uno.',
  );
  await expect(admin.getByTestId('save-state')).toHaveText(
    'You have changes that are not saved yet.',
  );
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByTestId('save-state')).toHaveText('Everything is saved.');
  await expect(admin).toHaveURL(/\/admin\/blog-post\/[\w-]+$/);
  const editor = admin.url();

  // The preview shows the post as the blog will.
  await admin.getByText('Preview', { exact: true }).click();
  await expect(admin.getByTestId('post-preview')).toContainText(esTitle);
  await expect(admin.getByTestId('post-preview')).toContainText('Colgamos faroles de papel');

  // Publish each language.
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice(admin, `“${esTitle}” is published on the blog.`)).toBeVisible();
  await admin.getByRole('tab', { name: /English/ }).click();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice(admin, `“${enTitle}” is published on the blog.`)).toBeVisible();

  // On /blog in English, then its Spanish version from the post.
  await admin.goto('/blog');
  await admin.getByRole('link', { name: enTitle }).click();
  await expect(admin).toHaveURL(new RegExp(`/blogentry/${slug}/en$`));
  await expect(admin.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(enTitle);
  await expect(admin.getByTestId('blog-body')).toContainText('paper lanterns');
  await admin.getByTestId('blog-languages').getByRole('link', { name: 'Español' }).click();
  await expect(admin).toHaveURL(new RegExp(`/blogentry/${slug}/es$`));
  await expect(admin.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(esTitle);
  await admin.goto('/blog?language=es');
  await expect(admin.getByRole('link', { name: esTitle })).toBeVisible();

  // Unpublished: gone from the blog in both languages.
  await admin.goto(editor);
  await admin.getByRole('tab', { name: /English/ }).click();
  await admin.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(
    notice(admin, `“${enTitle}” is a draft again and gone from the blog.`),
  ).toBeVisible();
  await admin.getByRole('tab', { name: /Español/ }).click();
  await admin.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(
    notice(admin, `“${esTitle}” is a draft again and gone from the blog.`),
  ).toBeVisible();
  await admin.goto(`/blogentry/${slug}/en`);
  await expect(admin.getByTestId('blog-not-found')).toBeVisible();
  await admin.goto('/blog?language=es');
  await expect(admin.locator('[data-testid="blog-card"]:visible').first()).toBeVisible();
  await expect(admin.getByRole('link', { name: esTitle })).toHaveCount(0);

  // The drafts stay in the admin's list; deleting asks first.
  await admin.goto('/admin/blog?state=draft');
  const row = admin.getByTestId('admin-post').filter({ hasText: enTitle });
  await expect(row.getByTestId('post-state')).toHaveText('Draft');
  await row.getByRole('button', { name: `Delete “${enTitle}”` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete “${enTitle}”` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notice(admin, `“${enTitle}” was deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expectNoPageErrors(admin);
  await admin.context().close();
});

test('the editor shows what is missing under the field and asks before leaving unsaved work', async ({
  browser,
}) => {
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/blog-post');
  await admin.getByRole('tab', { name: /English/ }).click();
  await admin.getByLabel('Title (English)').fill('Only a title');
  await admin.getByTestId('post-slug').fill('Not a slug!');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    admin.getByText('Use only lower-case letters, digits and dashes (like my-first-post).'),
  ).toBeVisible();
  await expect(admin.getByText('Write the post.', { exact: true })).toBeVisible();

  await admin.getByRole('link', { name: 'All blog posts' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(admin).toHaveURL(/\/admin\/blog-post$/);
  await expect(admin.getByLabel('Title (English)')).toHaveValue('Only a title');
  await admin.getByRole('link', { name: 'All blog posts' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(admin).toHaveURL(/\/admin\/blog$/);
  expectNoPageErrors(admin);
  await admin.context().close();
});

test('a moderator is not shown the blog editor', async ({ browser }) => {
  const moderator = await signedInAs(browser, 'demo-moderator');
  await moderator.goto('/admin/blog');
  await expect(moderator).toHaveURL(/\/404$/);
  await moderator.context().close();
});
