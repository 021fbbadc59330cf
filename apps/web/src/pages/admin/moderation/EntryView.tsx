import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { GuidelineReason } from '@storyloom/domain';
import { IconCheck, IconStar, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { type EntryDetail, moderationApi } from './api';
import { FlaggedText } from './FlaggedText';
import { ReturnDialog } from './ReturnDialog';

/**
 * One claimed entry: the story as the reader will see it with the pre-screen's flags marked,
 * readers' reports, and the decisions (approve or keep, return or take down, feature).
 */
export function EntryView({
  detail,
  onDone,
}: {
  detail: EntryDetail;
  onDone: (msg: string) => void;
}) {
  const { t } = useTranslation();
  const [returning, setReturning] = useState(false);
  const { Entry, Book, Flags, Reports } = detail;
  const top = useRef<HTMLDivElement>(null);
  // On a phone the story opens below the queue: bring it into sight.
  useEffect(() => {
    if (Entry.EntryId && window.matchMedia?.('(max-width: 48em)').matches) {
      top.current?.scrollIntoView({ block: 'start' });
    }
  }, [Entry.EntryId]);
  const approve = useMutation({
    mutationFn: () => moderationApi.approve(Entry.EntryId),
    onSuccess: () => onDone(t('moderation.approved', { title: Book.Title })),
    onError: showApiError,
  });
  const giveBack = useMutation({
    mutationFn: ({ reason, note }: { reason: GuidelineReason; note: string }) =>
      Entry.Kind === 'report'
        ? moderationApi.resolve(Entry.EntryId, 'take_down', reason, note)
        : moderationApi.returnStory(Entry.EntryId, reason, note),
    onSuccess: () => {
      setReturning(false);
      onDone(t('moderation.returned', { title: Book.Title }));
    },
    onError: showApiError,
  });
  const dismiss = useMutation({
    mutationFn: () => moderationApi.resolve(Entry.EntryId, 'dismiss'),
    onSuccess: () => onDone(t('moderation.dismissed', { title: Book.Title })),
    onError: showApiError,
  });
  const feature = useMutation({
    mutationFn: () => moderationApi.feature(Book.BookId),
    onSuccess: () => onDone(t('moderation.featured', { title: Book.Title })),
    onError: showApiError,
  });
  const flagsOf = (partId: string) => Flags.filter((f) => f.PartId === partId);
  return (
    <Stack gap="md" data-testid="moderation-entry" ref={top} style={{ scrollMarginTop: 88 }}>
      <div>
        <Title order={2} size="h3">
          {Book.Title || t('write.untitled')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('moderation.byline', { author: Book.Author ?? '', cover: Book.Cover.author })} ·{' '}
          {t(`write.states.${Book.State}`)} · {t(`publish.languages.${Book.Language}`)} ·{' '}
          {t(`publish.ageLevels.${Book.AgeLevel || 'all'}`)}
        </Text>
        {Book.Summary ? <FlaggedText text={Book.Summary} flags={flagsOf('summary')} /> : null}
      </div>
      {Flags.length > 0 ? (
        <Alert color="ember" variant="light" title={t('moderation.flagsTitle')}>
          <Stack gap={2}>
            {Flags.map((f) => (
              <Text size="sm" key={`${f.PartId}-${f.Offset}-${f.Kind}`}>
                {t(`moderation.flagKinds.${f.Kind}`)}: “{f.Text}”
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('moderation.noFlags')}
        </Text>
      )}
      {Reports.length > 0 ? (
        <Alert color="red" variant="light" title={t('moderation.reportsTitle')}>
          {Reports.map((r) => (
            <Text size="sm" key={`${r.By}-${r.At}`}>
              {t(`moderation.reasons.${r.Reason}`)}
              {r.Note ? ` — ${r.Note}` : ''}
            </Text>
          ))}
        </Alert>
      ) : null}
      {Book.Parts.map((part) => (
        <Card withBorder radius="md" key={part.PartId} data-testid="reader-part">
          <Stack gap="xs">
            {part.Image ? (
              <img
                src={part.Image.ThumbUrl}
                alt=""
                style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
              />
            ) : null}
            {part.Title ? (
              <Text fw={700}>
                <FlaggedText text={part.Title} flags={flagsOf(`${part.PartId}:title`)} />
              </Text>
            ) : null}
            <FlaggedText text={part.Text} flags={flagsOf(part.PartId)} />
          </Stack>
        </Card>
      ))}
      {Entry.Status === 'open' ? (
        <Group gap="sm">
          {Entry.Kind === 'submission' ? (
            <Button
              color="meadow.8"
              loading={approve.isPending}
              onClick={() => approve.mutate()}
              leftSection={<IconCheck size={18} aria-hidden="true" />}
            >
              {t('moderation.approve')}
            </Button>
          ) : (
            <Button color="meadow.8" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
              {t('moderation.dismiss')}
            </Button>
          )}
          <Button
            variant="outline"
            color="red.8"
            onClick={() => setReturning(true)}
            leftSection={<IconX size={18} aria-hidden="true" />}
          >
            {Entry.Kind === 'report' ? t('moderation.takeDown') : t('moderation.return')}
          </Button>
        </Group>
      ) : null}
      {Book.State === 'published' && !Book.Featured ? (
        <Button
          variant="light"
          color="ember.8"
          loading={feature.isPending}
          onClick={() => feature.mutate()}
          leftSection={<IconStar size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('moderation.feature')}
        </Button>
      ) : null}
      <ReturnDialog
        opened={returning}
        onClose={() => setReturning(false)}
        pending={giveBack.isPending}
        title={t('moderation.returnTitle', { title: Book.Title })}
        onConfirm={(reason, note) => giveBack.mutate({ reason, note })}
      />
    </Stack>
  );
}
