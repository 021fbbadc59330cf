import { Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { Artwork } from '../../../api/art';
import { useTranslation } from '../../../i18n/react';
import classes from './Publish.module.css';

/**
 * The cover picture, chosen from the book's art set (Books/Get `Artworks`), or none: a group of
 * radio buttons drawn as picture cards, so arrow keys move between them.
 */
export function CoverPicker({
  artworks,
  value,
  onChange,
}: {
  artworks: readonly Artwork[];
  value: string | null;
  onChange: (artworkId: string | null) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { id: null, title: t('publish.fields.noCover'), image: null },
    ...artworks.map((a) => ({
      id: a.ArtworkId,
      title: a.Title || t('publish.fields.untitledArt'),
      image: a.Image.ThumbUrl,
    })),
  ];
  return (
    <fieldset className={classes.covers} aria-describedby="publish-cover-hint">
      <legend style={{ padding: 0, marginBottom: 4 }}>
        <Text fw={700} size="sm" component="span">
          {t('publish.fields.cover')}
        </Text>
      </legend>
      <Text
        size="sm"
        c="dimmed"
        id="publish-cover-hint"
        style={{ gridColumn: '1 / -1', marginTop: -8 }}
      >
        {artworks.length ? t('publish.fields.coverHint') : t('publish.fields.coverNoArt')}
      </Text>
      {options.map((option) => (
        <label key={option.id ?? 'none'} className={classes.coverOption} data-testid="cover-option">
          <input
            type="radio"
            name="publish-cover"
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.image ? (
            <img src={option.image} alt="" className={classes.coverImage} loading="lazy" />
          ) : (
            <span className={classes.coverNone} aria-hidden="true">
              <IconPhotoOff size={28} />
            </span>
          )}
          <span className={classes.coverLabel}>{option.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
