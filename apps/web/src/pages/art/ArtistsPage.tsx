import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { artApi, artKeys } from '../../api/art';
import easelArt from '../../assets/easel-balloon.svg';
import lighthouseArt from '../../assets/hero-lighthouse.svg';
import { ArtBand, EmptyState, ErrorState, GridSkeleton } from '../../components/ArtStates';
import shared from '../../components/ArtStates.module.css';
import { ArtistCards } from '../../components/art/ArtistCard';
import frame from '../../components/PageFrame.module.css';
import { useTranslation } from '../../i18n/react';
import classes from './components/Art.module.css';

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** The call for artists: why to share art here, and how to start. */
function CallForArtists() {
  const { t } = useTranslation();
  const points = textList(t('art.artists.callPoints', { returnObjects: true }));
  return (
    <section
      className={classes.callBand}
      aria-labelledby="call-title"
      data-testid="call-for-artists"
    >
      <div>
        <Text className={shared.eyebrow}>{t('art.artists.callEyebrow')}</Text>
        <Title order={2} id="call-title" className={classes.callTitle}>
          {t('art.artists.callTitle')}
        </Title>
        <Text size="lg" mt="sm" mb="lg">
          {t('art.artists.callLead')}
        </Text>
        <ul className={classes.callList}>
          {points.map((point) => (
            <li key={point} className={classes.callItem}>
              <ThemeIcon color="sun.4" c="ink.9" radius="xl" size={28} aria-hidden="true">
                <IconCheck size={17} stroke={3} />
              </ThemeIcon>
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <Group gap="sm" mt="xl">
          <Button
            component={Link}
            to="/contact"
            size="md"
            color="sun.4"
            c="ink.9"
            leftSection={<IconPalette size={18} aria-hidden="true" />}
          >
            {t('art.artists.callPrimary')}
          </Button>
          <Button component={Link} to="/artwork" size="md" variant="white" color="ink.9">
            {t('art.artists.callSecondary')}
          </Button>
        </Group>
      </div>
      <img src={easelArt} alt="" width={360} height={290} className={classes.callArt} />
    </section>
  );
}

/** /artists: featured artists, everyone else, and the call for artists. */
export function ArtistsPage() {
  const { t } = useTranslation();
  const artists = useQuery({
    queryKey: artKeys.artists('gallery'),
    queryFn: ({ signal }) => artApi.artists({ library: 'gallery', limit: 100 }, signal),
  });
  const featured = (artists.data ?? []).filter((artist) => artist.Featured);
  const others = (artists.data ?? []).filter((artist) => !artist.Featured);
  return (
    <div data-testid="artists-page">
      <ArtBand
        eyebrow={t('art.artists.eyebrow')}
        title={t('art.artists.title')}
        lead={t('art.artists.lead')}
        art={lighthouseArt}
        tone="plum"
        titleId="artists-title"
        actions={
          <Button component={Link} to="/artwork" size="md">
            {t('art.artists.browse')}
          </Button>
        }
      />
      <Container size="xl" className={frame.body}>
        <Stack gap={48}>
          {artists.isPending ? (
            <GridSkeleton count={4} label={t('art.artists.loading')} />
          ) : artists.isError ? (
            <ErrorState error={artists.error} onRetry={() => void artists.refetch()} />
          ) : (artists.data ?? []).length === 0 ? (
            <EmptyState title={t('art.artists.emptyTitle')} body={t('art.artists.emptyBody')} />
          ) : (
            <>
              {featured.length > 0 ? (
                <section aria-labelledby="featured-title">
                  <Title order={2} id="featured-title" className={classes.sectionTitle} mb="md">
                    {t('art.artists.featured')}
                  </Title>
                  <ArtistCards artists={featured} label={t('art.artists.featured')} />
                </section>
              ) : null}
              {others.length > 0 ? (
                <section aria-labelledby="all-artists-title">
                  <Title order={2} id="all-artists-title" className={classes.sectionTitle} mb="md">
                    {featured.length > 0 ? t('art.artists.more') : t('art.artists.all')}
                  </Title>
                  <ArtistCards
                    artists={others}
                    label={featured.length > 0 ? t('art.artists.more') : t('art.artists.all')}
                  />
                </section>
              ) : null}
            </>
          )}
          <CallForArtists />
        </Stack>
      </Container>
    </div>
  );
}
