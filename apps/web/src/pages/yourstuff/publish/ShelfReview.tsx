import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconHourglass } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showApiError, showSuccess } from '../../../api/client';
import type { BookSummary } from '../../../api/write';
import { writeKeys } from '../../../api/write';
import { showConfirm } from '../../../components/alert-dialog';
import { useTranslation } from '../../../i18n/react';
import { publishApi, publishKeys } from './api';
import classes from './Publish.module.css';
import { useWaitText } from './SentForReview';

/**
 * On the bookshelf card of a story under review: "Waiting for review" with the estimated wait
 * (ReviewStatus), and Withdraw, which asks first because the ticket is not given back.
 */
export function ShelfReview({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const waitText = useWaitText();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: publishKeys.review(book.BookId),
    queryFn: ({ signal }) => publishApi.reviewStatus(book.BookId, signal),
  });
  const title = book.Title || t('write.untitled');
  const withdraw = useMutation({
    mutationFn: () => publishApi.withdraw(book.BookId),
    onSuccess: () => {
      showSuccess(t('publish.withdraw.done', { title }));
      void queryClient.invalidateQueries({ queryKey: writeKeys.all });
      void queryClient.invalidateQueries({ queryKey: publishKeys.all });
    },
    onError: showApiError,
  });
  const ask = async () => {
    const confirmed = await showConfirm({
      title: t('publish.withdraw.title', { title }),
      message: t('publish.withdraw.message'),
      confirmLabel: t('publish.withdraw.button'),
      cancelLabel: t('publish.withdraw.cancel'),
      danger: true,
    });
    if (confirmed) withdraw.mutate();
  };
  const review = status.data?.Review ?? null;
  return (
    <Group
      gap="xs"
      justify="space-between"
      className={classes.shelfReview}
      data-testid="shelf-review"
    >
      <Group gap={6} wrap="nowrap">
        <IconHourglass size={16} aria-hidden="true" />
        <Text size="sm" fw={700}>
          {t('publish.review.waiting')}
          {review ? ` · ${waitText(review)}` : ''}
        </Text>
      </Group>
      <Button
        size="compact-sm"
        variant="subtle"
        color="ember"
        c="ember.9"
        loading={withdraw.isPending}
        leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
        onClick={() => void ask()}
        aria-label={t('publish.withdraw.labelOf', { title })}
      >
        {t('publish.withdraw.action')}
      </Button>
    </Group>
  );
}
