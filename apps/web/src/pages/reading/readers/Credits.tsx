import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Credit, ReaderBook } from '../../../api/reader';
import classes from '../../../components/reader/Reader.module.css';
import type { TFunction } from '../../../i18n/react';
import { useTranslation } from '../../../i18n/react';

/**
 * A licence's name in the reader's language: the platform's own artist licence is named by the
 * site; open licences (CC0 1.0, CC BY 4.0, MIT...) are names, the same in every language.
 */
function licenceName(licence: Credit['Licence'], t: TFunction): string {
  return licence.Url === '/terms-of-service' ? t('reader.credits.artistLicence') : licence.Name;
}

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
          {' · '}
          {t('reader.credits.licence')}{' '}
          {artist.Licence.Url ? (
            <Anchor
              href={artist.Licence.Url}
              target="_blank"
              rel="noopener noreferrer license"
              underline="always"
            >
              {licenceName(artist.Licence, t)}
            </Anchor>
          ) : (
            licenceName(artist.Licence, t)
          )}
          {artist.Attribution ? (
            <Text component="span" display="block" size="xs" mt={2}>
              {artist.Attribution}
            </Text>
          ) : null}
        </Text>
      ))}
    </div>
  );
}
