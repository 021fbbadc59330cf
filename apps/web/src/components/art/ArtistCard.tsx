import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArtistSummary } from '../../api/art';
import { useTranslation } from '../../i18n/react';
import { artistSampleSizes, pictureSources } from '../picture-sources';
import classes from './ArtPieces.module.css';

/** Four sample pictures of an artist, two by two (soft squares where there are fewer). */
export function ArtistSamples({ artist }: { artist: ArtistSummary }) {
  const samples = artist.Samples.slice(0, 4);
  return (
    <span className={classes.samples} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => {
        const sample = samples[i];
        return sample ? (
          <img
            key={sample.ArtworkId}
            {...pictureSources(sample.ThumbUrl, artistSampleSizes)}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            className={classes.sample}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty squares have no identity.
          <span key={i} className={classes.sampleEmpty} />
        );
      })}
    </span>
  );
}

export function ArtistCardBody({ artist }: { artist: ArtistSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <ArtistSamples artist={artist} />
      <span>
        <span className={classes.artistName}>{artist.Name}</span>
        <Group gap={6} mt={2} component="span">
          <Text size="sm" c="dimmed" component="span">
            {t('art.artist.pictureCount', { count: artist.ArtworkCount })}
          </Text>
          {artist.Featured ? (
            <Badge
              color="sun.3"
              c="ink.9"
              radius="xl"
              leftSection={<IconStarFilled size={12} aria-hidden="true" />}
            >
              {t('art.artist.featuredShort')}
            </Badge>
          ) : null}
        </Group>
        {artist.Bio ? (
          <Text size="sm" lineClamp={2} mt={4} component="span">
            {artist.Bio}
          </Text>
        ) : null}
      </span>
    </>
  );
}

/** An artist as a card that opens their page (or `to`). */
export function ArtistCard({ artist, to }: { artist: ArtistSummary; to?: string }) {
  return (
    <Link
      to={to ?? `/artist/${encodeURIComponent(artist.Slug)}`}
      className={classes.artistCard}
      data-testid="artist-card"
      data-artist={artist.Slug}
    >
      <ArtistCardBody artist={artist} />
    </Link>
  );
}

export function ArtistCards({
  artists,
  label,
  linkTo,
}: {
  artists: readonly ArtistSummary[];
  label: string;
  linkTo?: (artist: ArtistSummary) => string;
}) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {artists.map((artist) => (
        <li key={artist.Slug}>
          <ArtistCard artist={artist} {...(linkTo ? { to: linkTo(artist) } : {})} />
        </li>
      ))}
    </SimpleGrid>
  );
}
