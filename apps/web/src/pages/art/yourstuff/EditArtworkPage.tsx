import { Button, Container } from '@mantine/core';
import { ErrorCode } from '@storyloom/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { artApi, artKeys } from '../../../api/art';
import { isApiError } from '../../../api/client';
import { ArtBand, ErrorState, GridSkeleton } from '../../../components/ArtStates';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { isNotFound, NotFoundState } from '../ArtistPage';
import { EditForm, studioFor } from './EditArtworkForm';
import { ArtistsOnlyNote, StudioSection } from './StudioPages';
import { UploadDropzone } from './UploadDropzone';

/** /yourstuff-edit-artwork/{artworkId?}: edit one upload, or (without an id) upload a new one. */
export function EditArtworkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { artworkId } = useParams();
  const { flags } = useSession();
  const isArtist = flags?.isArtist === true;
  const [isNew] = useState(() => new URLSearchParams(location.search).get('new') === '1');
  const artwork = useQuery({
    queryKey: artKeys.artwork(artworkId ?? ''),
    queryFn: ({ signal }) => artApi.getArtwork(artworkId ?? '', signal),
    enabled: Boolean(artworkId) && isArtist,
  });

  const back = (
    <Button
      component={Link}
      to={artwork.data ? studioFor(artwork.data) : '/yourstuff-artshop'}
      variant="outline"
      color="ink.8"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
    >
      {t('art.edit.back')}
    </Button>
  );

  let content: ReactNode;
  if (!isArtist) content = <ArtistsOnlyNote />;
  else if (!artworkId) {
    content = (
      <StudioSection
        id="new-upload"
        title={t('art.studio.uploadTitle')}
        lead={t('art.studio.uploadLead')}
      >
        <UploadDropzone
          library="gallery"
          onUploaded={(uploaded) =>
            void navigate(
              `/yourstuff-edit-artwork/${encodeURIComponent(uploaded.ArtworkId)}?new=1`,
              {
                replace: true,
              },
            )
          }
        />
      </StudioSection>
    );
  } else if (artwork.isPending) content = <GridSkeleton count={2} />;
  else if (artwork.isError) {
    content =
      isNotFound(artwork.error) ||
      (isApiError(artwork.error) && artwork.error.code === ErrorCode.NO_PERMISSION) ? (
        <NotFoundState title={t('art.edit.notFoundTitle')} body={t('art.edit.notFoundBody')} />
      ) : (
        <ErrorState error={artwork.error} onRetry={() => void artwork.refetch()} />
      );
  } else if (artwork.data.Status === undefined) {
    // Approved art of another artist: everyone may look, only its artist may edit.
    content = (
      <NotFoundState title={t('art.edit.notYoursTitle')} body={t('art.edit.notYoursBody')} />
    );
  } else {
    content = <EditForm artwork={artwork.data} isNew={isNew} />;
  }

  return (
    <div data-testid="edit-artwork">
      <ArtBand
        eyebrow={t('art.studio.eyebrow')}
        title={artworkId ? t('art.edit.title') : t('art.edit.newTitle')}
        lead={artworkId ? t('art.edit.lead') : t('art.edit.newLead')}
        tone="plum"
        titleId="edit-title"
        actions={isArtist ? back : null}
      />
      <Container size="xl" className={frame.body}>
        {content}
      </Container>
    </div>
  );
}
