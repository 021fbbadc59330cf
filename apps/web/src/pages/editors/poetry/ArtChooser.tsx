/** Which picture of the art set the poem sits on (shown when the set has more than one). */
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { Artwork } from '../core/types';
import classes from './PoetryEditor.module.css';

export function ArtChooser({
  artworks,
  chosenId,
  disabled,
  onChoose,
}: {
  artworks: readonly Artwork[];
  chosenId: string | null;
  disabled: boolean;
  onChoose(artworkId: string): void;
}) {
  const { t } = useTranslation();
  if (artworks.length < 2) return null;
  return (
    <section aria-labelledby="poem-art-choice" data-testid="art-chooser">
      <Text id="poem-art-choice" size="sm" fw={700} mb={6}>
        {t('poetryEditor.chooseArt')}
      </Text>
      <div className={classes.artChoices}>
        {artworks.map((art) => {
          const chosen = art.ArtworkId === chosenId;
          return (
            <button
              key={art.ArtworkId}
              type="button"
              className={classes.artChoice}
              aria-pressed={chosen}
              aria-label={art.Title || t('poetryEditor.untitledArt')}
              data-testid="art-choice"
              data-artwork-id={art.ArtworkId}
              disabled={disabled}
              onClick={() => onChoose(art.ArtworkId)}
            >
              <img src={art.Image.ThumbUrl} alt="" draggable={false} loading="lazy" />
            </button>
          );
        })}
      </div>
    </section>
  );
}
