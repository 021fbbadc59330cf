import { Mark, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { type Flag, highlightPieces } from './api';

/** A part's words with the pre-screen's flags marked where they are. */
export function FlaggedText({ text, flags }: { text: string; flags: readonly Flag[] }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {highlightPieces(text, flags).map((piece, i) =>
        piece.flag ? (
          <Mark
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces never reorder.
            key={i}
            color="red.2"
            title={t(`moderation.flagKinds.${piece.flag.Kind}`)}
            data-testid="flag-mark"
          >
            {piece.text}
          </Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces never reorder.
          <span key={i}>{piece.text}</span>
        ),
      )}
    </Text>
  );
}
