import { Anchor, Button, Container, Select, Stack, Text, Title } from '@mantine/core';
import { type ComicAssetKind, comicAssetKinds, isComicAssetKind } from '@storyloom/domain';
import { IconExternalLink, IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { artApi, artKeys } from '../../../api/art';
import easelArt from '../../../assets/easel-balloon.svg';
import comicArt from '../../../assets/format-comic.svg';
import { ArtBand, EmptyState } from '../../../components/ArtStates';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { KindPicker } from '../ComicArtworkPages';
import classes from '../components/Art.module.css';
import { MyUploads } from './MyUploads';
import { SellPrints } from './SellPrints';
import { UploadDropzone } from './UploadDropzone';

/** A section of a Your stuff art screen: a white card with a heading. */
export function StudioSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className={frame.card} aria-labelledby={id}>
      <Title order={2} size="h3" id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {lead ? (
        <Text c="dimmed" mt={4} mb="md">
          {lead}
        </Text>
      ) : (
        <div style={{ height: 12 }} />
      )}
      {children}
    </section>
  );
}

/** Artists only: a friendly note for everyone else, with the call for artists. */
export function ArtistsOnlyNote() {
  const { t } = useTranslation();
  return (
    <EmptyState
      art={easelArt}
      title={t('art.studio.notArtistTitle')}
      body={t('art.studio.notArtistBody')}
      testId="artists-only"
      actions={
        <>
          <Button
            component={Link}
            to="/artists"
            leftSection={<IconPalette size={18} aria-hidden="true" />}
          >
            {t('art.mine.callForArtists')}
          </Button>
          <Button component={Link} to="/artwork" variant="outline" color="ink.8">
            {t('art.common.toGallery')}
          </Button>
        </>
      }
    />
  );
}

/**
 * /yourstuff-artshop, the artist's studio: upload new pictures, see every upload with its review
 * state, open one to edit it. Guard 8 sends artists away from /yourstuff-uploads, so this is
 * where their uploads live (docs/decisions/010-artist-studio-and-admin-routes.md).
 */
export function ArtStudioPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, flags } = useSession();
  const isArtist = flags?.isArtist === true;
  const profile = useQuery({
    queryKey: artKeys.myProfile(),
    queryFn: () => artApi.myArtistProfile(),
    enabled: isArtist,
  });
  return (
    <div data-testid="art-studio">
      <ArtBand
        eyebrow={t('art.studio.eyebrow')}
        title={t('art.studio.title')}
        lead={isArtist ? t('art.studio.lead') : t('art.studio.leadOther')}
        art={easelArt}
        tone="plum"
        titleId="studio-title"
        actions={
          isArtist && user ? (
            <>
              <Button
                component={Link}
                to="/yourstuff-comic-artwork"
                variant="outline"
                color="ink.8"
              >
                {t('art.studio.comicLink')}
              </Button>
              {profile.data ? (
                <Anchor
                  component={Link}
                  to={`/artist/${encodeURIComponent(profile.data.Slug)}`}
                  fw={700}
                >
                  {t('art.studio.publicPage')}{' '}
                  <IconExternalLink
                    size={14}
                    aria-hidden="true"
                    style={{ verticalAlign: 'middle' }}
                  />
                </Anchor>
              ) : null}
            </>
          ) : null
        }
      />
      <Container size="xl" className={frame.body}>
        {isArtist ? (
          <Stack gap="lg">
            <StudioSection
              id="studio-upload"
              title={t('art.studio.uploadTitle')}
              lead={t('art.studio.uploadLead')}
            >
              <UploadDropzone
                library="gallery"
                onUploaded={(artwork) =>
                  void navigate(
                    `/yourstuff-edit-artwork/${encodeURIComponent(artwork.ArtworkId)}?new=1`,
                  )
                }
              />
            </StudioSection>
            <StudioSection id="studio-uploads" title={t('art.studio.uploadsTitle')}>
              <MyUploads canUpload />
            </StudioSection>
            <StudioSection id="studio-shop" title={t('artShop.studio.title')}>
              <SellPrints slug={profile.data?.Slug} />
            </StudioSection>
          </Stack>
        ) : (
          <ArtistsOnlyNote />
        )}
      </Container>
    </div>
  );
}

/**
 * /yourstuff-uploads: a reader's uploads. Artists never see it (guard 8 sends them to
 * /yourstuff; their uploads are in the studio); anyone else sees what they uploaded, which is
 * usually nothing, and how to become one of Storyloom's artists.
 */
export function YourUploadsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="your-uploads">
      <ArtBand
        eyebrow={t('art.studio.eyebrowUploads')}
        title={t('art.studio.uploadsPageTitle')}
        lead={t('art.studio.uploadsPageLead')}
        tone="plum"
        titleId="uploads-title"
      />
      <Container size="xl" className={frame.body}>
        <MyUploads canUpload={false} />
      </Container>
    </div>
  );
}

/** /yourstuff-comic-artwork: the artist's comic assets (MyComicArtwork) and AddComicArtwork. */
export function ComicStudioPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flags } = useSession();
  const isArtist = flags?.isArtist === true;
  const [uploadKind, setUploadKind] = useState<ComicAssetKind>('character');
  const [listKind, setListKind] = useState<ComicAssetKind | undefined>(undefined);
  return (
    <div data-testid="comic-studio">
      <ArtBand
        eyebrow={t('art.studio.eyebrow')}
        title={t('art.studio.comicTitle')}
        lead={isArtist ? t('art.studio.comicLead') : t('art.studio.leadOther')}
        art={comicArt}
        tone="sky"
        titleId="comic-studio-title"
        actions={
          isArtist ? (
            <Button component={Link} to="/yourstuff-artshop" variant="outline" color="ink.8">
              {t('art.studio.galleryLink')}
            </Button>
          ) : null
        }
      />
      <Container size="xl" className={frame.body}>
        {isArtist ? (
          <Stack gap="lg">
            <StudioSection
              id="comic-upload"
              title={t('art.studio.comicUploadTitle')}
              lead={t('art.studio.comicUploadLead')}
            >
              <Stack gap="md">
                <Select
                  label={t('art.form.kind')}
                  data={comicAssetKinds.map((kind) => ({
                    value: kind,
                    label: t(`art.kinds.${kind}`),
                  }))}
                  value={uploadKind}
                  onChange={(value) => {
                    if (isComicAssetKind(value)) setUploadKind(value);
                  }}
                  allowDeselect={false}
                  maw={280}
                  comboboxProps={{ withinPortal: true }}
                />
                <UploadDropzone
                  library="comic"
                  kind={uploadKind}
                  onUploaded={(artwork) =>
                    void navigate(
                      `/yourstuff-edit-artwork/${encodeURIComponent(artwork.ArtworkId)}?new=1`,
                    )
                  }
                />
              </Stack>
            </StudioSection>
            <StudioSection id="comic-uploads" title={t('art.studio.comicUploadsTitle')}>
              <Stack gap="md">
                <KindPicker
                  value={listKind}
                  onChange={setListKind}
                  label={t('art.comic.kindLabel')}
                />
                <MyUploads library="comic" {...(listKind ? { kind: listKind } : {})} canUpload />
              </Stack>
            </StudioSection>
          </Stack>
        ) : (
          <ArtistsOnlyNote />
        )}
      </Container>
    </div>
  );
}
