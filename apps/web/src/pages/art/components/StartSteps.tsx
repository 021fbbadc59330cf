import { Group, Stack, Text, Title } from '@mantine/core';
import type { BookType } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { artApi, artKeys, type BrowseFilters } from '../../../api/art';
import { EmptyState, ErrorState, GridSkeleton } from '../../../components/ArtStates';
import { ArtworkGrid } from '../../../components/art/ArtworkGrid';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import classes from './Art.module.css';

/** The numbered steps of /start-with-art and the preview of the art set being chosen. */

export function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={frame.card} aria-labelledby={`start-step-${number}`}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <span className={classes.stepNumber} aria-hidden="true">
          {number}
        </span>
        <Title order={2} size="h3" id={`start-step-${number}`} className={classes.sectionTitle}>
          {title}
        </Title>
      </Group>
      {children}
    </section>
  );
}

/** The pictures the new book will hold: a first look at the chosen gallery or tag. */
export function ArtSetPreview({
  filters,
  bookType,
}: {
  filters: BrowseFilters | null;
  bookType: BookType;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: [...artKeys.browse(filters ?? {}), 'preview'],
    queryFn: ({ signal }) => artApi.browse(filters ?? {}, null, signal, 12),
    enabled: filters !== null,
  });
  if (!filters) {
    return <Text c="dimmed">{t('art.start.previewHint')}</Text>;
  }
  if (preview.isPending) return <GridSkeleton count={6} />;
  if (preview.isError)
    return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  if (preview.data.List.length === 0) {
    return (
      <EmptyState
        title={t('art.start.previewEmptyTitle')}
        body={t(`art.start.previewEmptyBody.${bookType}`)}
        testId="start-preview-empty"
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text>{t(`art.start.previewLead.${bookType}`)}</Text>
      <ArtworkGrid
        artworks={preview.data.List}
        label={t('art.start.previewLabel')}
        linkTo={(artwork) => `/artwork-book/all/${encodeURIComponent(artwork.ArtworkId)}`}
        small
        testId="start-preview"
      />
    </Stack>
  );
}
