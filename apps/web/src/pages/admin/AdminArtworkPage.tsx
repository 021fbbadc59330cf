import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { artworkTextLimits, ErrorCode } from '@storyloom/domain';
import { IconCheck, IconShieldLock, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type Artwork, artApi, artKeys } from '../../api/art';
import { formText, type RejectValues, rejectSchema } from '../../api/art-schemas';
import { isApiError, showApiError, showSuccess } from '../../api/client';
import { ArtBand, EmptyState, ErrorState, GridSkeleton } from '../../components/ArtStates';
import shared from '../../components/ArtStates.module.css';
import { LoadMore, useArtworkPages } from '../../components/ArtworkPaging';
import pieces from '../../components/art/ArtPieces.module.css';
import frame from '../../components/PageFrame.module.css';
import { currentLanguage, htmlLangFor } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import classes from './AdminArtwork.module.css';

type LibraryFilter = 'all' | 'gallery' | 'comic';

/** Turning a picture down needs a reason the artist will read. */
function RejectDialog({
  artwork,
  onClose,
  onRejected,
}: {
  artwork: Artwork | null;
  onClose: () => void;
  onRejected: (artwork: Artwork) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  const reject = useMutation({
    mutationFn: (values: RejectValues) =>
      artApi.review(artwork?.ArtworkId ?? '', 'reject', values.reason.trim()),
    onSuccess: (result) => {
      form.reset({ reason: '' });
      onRejected(result);
    },
    onError: showApiError,
  });
  return (
    <Modal
      opened={artwork !== null}
      onClose={onClose}
      title={t('art.admin.rejectTitle', { title: artwork?.Title ?? '' })}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('art.common.close') }}
    >
      <form onSubmit={form.handleSubmit((values) => reject.mutate(values))} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('art.admin.reason')}
            description={t('art.admin.reasonHint')}
            autosize
            minRows={3}
            maxLength={artworkTextLimits.rejectReason}
            data-autofocus
            {...form.register('reason')}
            error={formText(t, form.formState.errors.reason?.message)}
          />
          <Group justify="flex-end">
            <Button variant="subtle" color="ink.8" onClick={onClose}>
              {t('art.admin.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={reject.isPending}>
              {t('art.admin.rejectConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ReviewCard({
  artwork,
  onApprove,
  onReject,
  approving,
}: {
  artwork: Artwork;
  onApprove: () => void;
  onReject: () => void;
  approving: boolean;
}) {
  const { t } = useTranslation();
  const tags = [...artwork.Tags.en, ...artwork.Tags.zh, ...artwork.Tags.es];
  return (
    <article
      className={`${frame.card} ${classes.reviewItem}`}
      aria-labelledby={`review-${artwork.ArtworkId}`}
      data-testid="review-item"
      data-artwork-id={artwork.ArtworkId}
    >
      <a href={artwork.Image.Url} target="_blank" rel="noreferrer">
        <img
          src={artwork.Image.ThumbUrl}
          alt={artwork.Title}
          className={classes.reviewImage}
          loading="lazy"
        />
        <span className={shared.visuallyHidden}>{t('art.admin.openFull')}</span>
      </a>
      <Stack gap={8}>
        <Group gap="xs">
          <Title order={2} size="h4" id={`review-${artwork.ArtworkId}`} c="ink.9">
            {artwork.Title}
          </Title>
          <Badge color={artwork.Library === 'comic' ? 'plum.1' : 'sky.1'} c="ink.9" radius="xl">
            {artwork.Library === 'comic' && artwork.ComicKind
              ? t(`art.kinds.${artwork.ComicKind}`)
              : t('art.admin.gallery')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('art.detail.byPrefix')}{' '}
          <Anchor component={Link} to={`/artist/${encodeURIComponent(artwork.Artist.Slug)}`}>
            {artwork.Artist.Name}
          </Anchor>
          {artwork.CreatedAt
            ? ` · ${new Date(artwork.CreatedAt).toLocaleString(htmlLangFor[currentLanguage()], {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}`
            : ''}
        </Text>
        {artwork.Description ? (
          <Text size="sm" className={pieces.bio}>
            {artwork.Description}
          </Text>
        ) : null}
        <Text size="sm">
          <Text span fw={700}>
            {t('art.detail.tags')}:
          </Text>{' '}
          {tags.length > 0 ? tags.join(', ') : t('art.admin.noTags')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('art.admin.sizeAndTypes', {
            width: artwork.Image.Width,
            height: artwork.Image.Height,
            types: artwork.BookTypes.map((type) => t(`art.bookTypes.${type}`)).join(', '),
          })}
        </Text>
        <Group gap="sm" mt="xs">
          <Button
            color="meadow.8"
            onClick={onApprove}
            loading={approving}
            leftSection={<IconCheck size={18} aria-hidden="true" />}
          >
            {t('art.admin.approve')}
          </Button>
          <Button
            variant="outline"
            color="red.8"
            onClick={onReject}
            leftSection={<IconX size={18} aria-hidden="true" />}
          >
            {t('art.admin.reject')}
          </Button>
        </Group>
      </Stack>
    </article>
  );
}

/** /admin/artwork: staff approve or turn down the pictures artists uploaded. */
export function AdminArtworkPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [library, setLibrary] = useState<LibraryFilter>('all');
  const [rejecting, setRejecting] = useState<Artwork | null>(null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const filter = library === 'all' ? undefined : library;
  const list = useArtworkPages(artKeys.pending(filter), (cursor, signal) =>
    artApi.pending(filter, cursor, signal),
  );
  const done = (message: string) => {
    showSuccess(message);
    void queryClient.invalidateQueries({ queryKey: artKeys.all });
  };
  const approve = useMutation({
    mutationFn: (artwork: Artwork) => artApi.review(artwork.ArtworkId, 'approve'),
    onMutate: (artwork) => setApprovingId(artwork.ArtworkId),
    onSuccess: (artwork) => done(t('art.admin.approved', { title: artwork.Title })),
    onError: showApiError,
    onSettled: () => setApprovingId(null),
  });

  const needsSecondFactor =
    list.isError && isApiError(list.error) && list.error.code === ErrorCode.SECOND_FACTOR_REQUIRED;

  return (
    <div data-testid="admin-artwork">
      <ArtBand
        eyebrow={t('art.admin.eyebrow')}
        title={t('art.admin.title')}
        lead={t('art.admin.lead')}
        tone="meadow"
        titleId="admin-artwork-title"
      />
      <Container size="xl" className={frame.body}>
        <Stack gap="lg">
          <SegmentedControl
            radius="xl"
            color="ink.8"
            value={library}
            onChange={(value) => setLibrary(value as LibraryFilter)}
            aria-label={t('art.admin.libraryFilter')}
            data={[
              { value: 'all', label: t('art.admin.all') },
              { value: 'gallery', label: t('art.admin.gallery') },
              { value: 'comic', label: t('art.admin.comic') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {list.isPending ? (
            <GridSkeleton count={3} />
          ) : needsSecondFactor ? (
            <Alert
              color="ember"
              variant="light"
              radius="md"
              icon={<IconShieldLock aria-hidden="true" />}
              role="alert"
              title={t('art.admin.secondFactorTitle')}
            >
              <Text>{list.error.message}</Text>
              <Button component={Link} to="/account?tab=security" mt="sm" size="sm">
                {t('art.admin.secondFactorAction')}
              </Button>
            </Alert>
          ) : list.isError && list.artworks.length === 0 ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.artworks.length === 0 ? (
            <EmptyState
              title={t('art.admin.emptyTitle')}
              body={t('art.admin.emptyBody')}
              testId="review-empty"
            />
          ) : (
            <>
              <Stack gap="md" component="section" aria-label={t('art.admin.queueLabel')}>
                {list.artworks.map((artwork) => (
                  <ReviewCard
                    key={artwork.ArtworkId}
                    artwork={artwork}
                    approving={approvingId === artwork.ArtworkId}
                    onApprove={() => approve.mutate(artwork)}
                    onReject={() => setRejecting(artwork)}
                  />
                ))}
              </Stack>
              <LoadMore
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                fetchNextPage={list.fetchNextPage}
                shown={list.artworks.length}
              />
            </>
          )}
        </Stack>
      </Container>
      <RejectDialog
        artwork={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(artwork) => {
          setRejecting(null);
          done(t('art.admin.rejected', { title: artwork.Title }));
        }}
      />
    </div>
  );
}
