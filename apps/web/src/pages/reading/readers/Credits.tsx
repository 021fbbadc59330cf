import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReaderBook } from './api';
import classes from './Reader.module.css';

/** Who wrote the book and whose pictures it uses, each with its licence (PRODUCT.md: credit). */
export function Credits({ book, external = false }: { book: ReaderBook; external?: boolean }) {
  const { t } = useTranslation();
  const target = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <div className={classes.credits} data-testid="reader-credits">
      {book.Author ? (
        <Text size="sm">{t('reader.credits.author', { name: book.Author })}</Text>
      ) : null}
      {book.Artists.map((artist) => (
        <Text size="sm" key={`${artist.Slug}|${artist.Licence.Name}|${artist.Attribution}`}>
          {t('reader.credits.art')}{' '}
          <Anchor
            component={Link}
            to={`/artist/${encodeURIComponent(artist.Slug)}`}
            underline="always"
            {...target}
          >
            {artist.Name}
          </Anchor>
          {artist.Attribution ? ` (${artist.Attribution})` : ''}
          {' · '}
          {artist.Licence.Url ? (
            <Anchor
              href={artist.Licence.Url}
              target="_blank"
              rel="noopener noreferrer license"
              underline="always"
            >
              {artist.Licence.Name}
            </Anchor>
          ) : (
            artist.Licence.Name
          )}
        </Text>
      ))}
    </div>
  );
}
