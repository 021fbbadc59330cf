import { Badge } from '@mantine/core';
import type { BookType, StoryState } from '@storyloom/domain';
import { useTranslation } from '../../i18n/react';

/** A colour for each story state (SPEC §4), with dark text so every badge reads well. */
const stateColors: Record<StoryState, { color: string; text: string }> = {
  draft: { color: 'sun', text: 'sun.9' },
  under_review: { color: 'sky', text: 'sky.9' },
  returned: { color: 'ember', text: 'ember.9' },
  published: { color: 'meadow', text: 'meadow.9' },
  private: { color: 'plum', text: 'plum.9' },
  submitted_to_teacher: { color: 'sky', text: 'sky.9' },
};

export function StateBadge({ state }: { state: StoryState }) {
  const { t } = useTranslation();
  const { color, text } = stateColors[state];
  return (
    <Badge variant="light" color={color} c={text} data-testid="book-state" data-state={state}>
      {t(`write.states.${state}`)}
    </Badge>
  );
}

/** Dates as the reader's language writes them. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
    dateStyle: 'medium',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
}

/** The soft colour behind a book of each type when it has no cover picture yet. */
export const typeTints: Record<BookType, string> = {
  picturebook: '#fff0c2',
  comic: '#d3eefa',
  longform: '#d5efe3',
  flashfiction: '#ffe2d5',
  poetry: '#eddaf2',
};
