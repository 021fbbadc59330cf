import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BookType } from '@storyloom/domain';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { showApiError, showSuccess } from '../../../api/client';
import { searchApi } from '../../../api/search';
import { EmptyState, ErrorState } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { AdminScreen } from '../console/AdminScreen';
import { needsSecondFactor, SecondFactorNotice } from '../StaffNotice';
import { PAID_PAGE_SIZE, paidOnlyApi, paidOnlyKeys } from './api';

interface BookLine {
  StoryBookId: string;
  Title: string;
  Type: BookType;
  Language: string;
  Author: string | null;
  ReaderPath: string;
}

/** The paid-only switch of one book: its state from the server, changed at once. */
function PaidOnlySwitch({ book, known }: { book: BookLine; known?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: paidOnlyKeys.book(book.StoryBookId),
    queryFn: ({ signal }) => paidOnlyApi.book(book.StoryBookId, signal),
    ...(known === undefined ? {} : { enabled: false }),
  });
  const checked = state.data?.MembersOnly ?? known ?? false;
  const change = useMutation({
    mutationFn: (membersOnly: boolean) => paidOnlyApi.set(book.StoryBookId, membersOnly),
    onSuccess: (result) => {
      queryClient.setQueryData(paidOnlyKeys.book(book.StoryBookId), result.Book);
      void queryClient.invalidateQueries({ queryKey: ['paid-only', 'list'] });
      showSuccess(
        t(result.Book.MembersOnly ? 'adminBooks.markedPaid' : 'adminBooks.markedFree', {
          title: result.Book.Title,
        }),
      );
    },
    onError: showApiError,
  });
  if (state.isPending && known === undefined)
    return <Loader size="sm" aria-label={t('adminBooks.loading')} />;
  return (
    <Switch
      checked={checked}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
      label={t('adminBooks.paidOnly')}
      aria-label={t('adminBooks.paidOnlyNamed', { title: book.Title })}
      data-testid="paid-only-switch"
    />
  );
}

function BookRow({ book, known }: { book: BookLine; known?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="li" data-testid="admin-book">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Anchor component={Link} to={book.ReaderPath} fw={700} c="ink.9">
            {book.Title}
          </Anchor>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t(`art.bookTypes.${book.Type}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {book.Author
                ? t('adminBooks.byAuthor', { name: book.Author })
                : t('adminBooks.noAuthor')}
            </Text>
          </Group>
        </Stack>
        <PaidOnlySwitch book={book} {...(known === undefined ? {} : { known })} />
      </Group>
    </Paper>
  );
}

/** Finding a published story by its words (the public search) to mark it. */
function FindBook() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState('');
  const found = useQuery({
    queryKey: ['paid-only', 'search', key],
    queryFn: ({ signal }) => searchApi.books({ key, type: 'all', cursor: null, limit: 10 }, signal),
    enabled: key !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKey(draft.trim());
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="find-book">
      <Title order={2} size="h3" id="find-book">
        {t('adminBooks.findTitle')}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('adminBooks.findLabel')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('adminBooks.find')}
          </Button>
        </Group>
      </form>
      {key === '' ? null : found.isPending ? (
        <Loader aria-label={t('adminBooks.loading')} />
      ) : found.isError ? (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.List.length === 0 ? (
        <Text c="dimmed">{t('adminBooks.nothingFound')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {found.data.List.map((hit) => (
            <BookRow
              key={hit.StoryBookId}
              book={{
                StoryBookId: hit.StoryBookId,
                Title: hit.Title,
                Type: hit.BookType,
                Language: hit.Language,
                Author: hit.AuthorName,
                ReaderPath: hit.ReaderPath,
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /admin/books: admins mark published stories paid-only, or free them (decision 013). */
export function AdminBooksPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const paid = useQuery({
    queryKey: paidOnlyKeys.list(page),
    queryFn: ({ signal }) => paidOnlyApi.list(page, signal),
  });
  const pages = paid.data ? Math.max(1, Math.ceil(paid.data.Total / PAID_PAGE_SIZE)) : 1;

  return (
    <AdminScreen
      testId="admin-books"
      gap="xl"
      eyebrow={t('art.admin.eyebrow')}
      title={t('adminBooks.title')}
      lead={t('adminBooks.lead')}
    >
      {paid.isError && needsSecondFactor(paid.error) ? (
        <SecondFactorNotice error={paid.error} />
      ) : (
        <>
          <FindBook />
          <Stack gap="sm" component="section" aria-labelledby="paid-now">
            <Title order={2} size="h3" id="paid-now">
              {t('adminBooks.paidNow')}
            </Title>
            {paid.isPending ? (
              <Loader aria-label={t('adminBooks.loading')} />
            ) : paid.isError ? (
              <ErrorState error={paid.error} onRetry={() => void paid.refetch()} />
            ) : paid.data.List.length === 0 ? (
              <EmptyState
                title={t('adminBooks.emptyTitle')}
                body={t('adminBooks.emptyBody')}
                testId="paid-only-empty"
              />
            ) : (
              <>
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {paid.data.List.map((entry) => (
                    <BookRow key={entry.StoryBookId} book={entry} known={entry.MembersOnly} />
                  ))}
                </Stack>
                {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
              </>
            )}
          </Stack>
        </>
      )}
    </AdminScreen>
  );
}
