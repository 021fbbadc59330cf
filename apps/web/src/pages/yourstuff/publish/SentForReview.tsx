import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import foxArt from '../../../assets/fox-lantern.svg';
import { wrapButton } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import type { ReviewEstimate } from './api';
import classes from './Publish.module.css';

/** "About 3 hours" (or "About 1 hour"): the rough wait ReviewStatus and Submit answer. */
export function useWaitText() {
  const { t } = useTranslation();
  return (review: ReviewEstimate) => t('publish.review.wait', { count: review.EstimatedWaitHours });
}

/**
 * After sending (or on opening a story already in review): a friendly "sent for review" with
 * the estimated wait, the stories ahead, the tickets left, and the way back to the bookshelf.
 */
export function SentForReview({
  title,
  review,
  tickets,
  headingId,
}: {
  title: string;
  review: ReviewEstimate | null;
  tickets?: number | undefined;
  headingId: string;
}) {
  const { t } = useTranslation();
  const waitText = useWaitText();
  return (
    <Paper
      withBorder
      radius="xl"
      p={{ base: 'lg', sm: 'xl' }}
      className={classes.sent}
      data-testid="publish-sent"
      role="status"
    >
      <Stack gap="md" align="center">
        <img src={foxArt} alt="" className={classes.sentArt} />
        <Title order={2} id={headingId}>
          {t('publish.sent.title')}
        </Title>
        <Text size="lg">{t('publish.sent.body', { title })}</Text>
        {review ? (
          <Group gap="xs" justify="center" wrap="nowrap">
            <IconHourglass size={20} aria-hidden="true" />
            <Text fw={700} data-testid="publish-wait">
              {waitText(review)}
              {review.Ahead > 0 ? ` · ${t('publish.review.ahead', { count: review.Ahead })}` : ''}
            </Text>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('publish.sent.next')}
        </Text>
        {tickets !== undefined ? (
          <Text size="sm" c="dimmed" data-testid="publish-tickets-left">
            {t('publish.sent.ticketsLeft', { count: tickets })}
          </Text>
        ) : null}
        <Button
          component={Link}
          to="/yourstuff-write"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          styles={wrapButton}
        >
          {t('publish.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
