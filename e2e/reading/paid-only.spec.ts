import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Decision 013: an admin marks a published story paid-only on /admin/books; demo-reader (not a
 * member) then gets the SPEC's "Sorry, this story is only visible to paid members" in the reader;
 * freed again, the story opens. The story is one deep in a list no other journey walks to.
 */
test('an admin marks a story paid-only: a reader who is not a member is asked to become one', async ({
  browser,
  request,
}) => {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const listed = (await (
    await request.post('/api/Read/List', {
      headers: { 'x-csrf-token': csrf },
      form: { Type: 'poetry', Sort: 'yearly', Language: 'es', Limit: '60' },
    })
  ).json()) as { result: { List: { Title: string; MembersOnly: boolean; ReaderPath: string }[] } };
  const free = listed.result.List.filter((e) => !e.MembersOnly);
  const story = free[free.length - 1];
  if (!story) throw new Error('no free Spanish poem in the demo seed');

  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/books');
  await expect(admin.getByRole('heading', { name: 'Paid-only stories', level: 1 })).toBeVisible();
  await admin.getByLabel('Title, words or writer').fill(story.Title);
  await admin.getByRole('button', { name: 'Find', exact: true }).click();
  const row = admin
    .getByTestId('admin-book')
    .filter({ has: admin.getByRole('link', { name: story.Title, exact: true }) })
    .first();
  const toggle = row.getByRole('switch', { name: `Paid members only: ${story.Title}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(admin.getByText(`“${story.Title}” is now for paid members only.`)).toBeVisible();
  await expect(toggle).toBeChecked();

  const reader = await signedInAs(browser, 'demo-reader');
  await reader.goto(story.ReaderPath);
  await expect(reader.getByTestId('reader-gate')).toHaveAttribute('data-gate', 'paidOnly');
  await expect(
    reader.getByRole('heading', { name: 'Sorry, this story is only visible to paid members' }),
  ).toBeVisible();

  // Freed: the reader opens it.
  await toggle.click({ force: true });
  await expect(admin.getByText(`“${story.Title}” is free to read again.`)).toBeVisible();
  await reader.reload();
  await expect(reader.getByTestId('reader-gate')).toHaveCount(0);
  await expect(reader.getByText(story.Title).first()).toBeVisible();
  expectNoPageErrors(admin);
  expectNoPageErrors(reader);
  await admin.context().close();
  await reader.context().close();
});
