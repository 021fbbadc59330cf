import { Text, Title } from '@mantine/core';
import { type ComicPage, comicReadingOrder } from '@storyloom/domain';
import { useTranslation } from '../../i18n/react';
import classes from './ComicWords.module.css';

/** The words of one page in reading order, as a list a screen reader follows. */
export function ComicWords({ page, number }: { page: ComicPage; number: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`comic-words-${number}`} data-testid="comic-words">
      <Title order={2} size="h4" id={`comic-words-${number}`}>
        {t('comicReader.words')} · {t('comicEditor.strip.page', { number })}
      </Title>
      <ol className={classes.words}>
        {comicReadingOrder(page).map((panel) => (
          <li key={panel.panel} data-testid="comic-words-panel">
            <Text fw={700} size="sm">
              {t('comicReader.panel', { number: panel.panel + 1 })}
            </Text>
            {panel.bubbles.length ? (
              <ul>
                {panel.bubbles.map((b, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: bubbles are in reading order.
                  <li key={i} data-testid="comic-words-bubble">
                    <span className={classes.style}>{t(`comicReader.styles.${b.style}`)}:</span>{' '}
                    {b.text}
                  </li>
                ))}
              </ul>
            ) : (
              <Text size="sm" c="dimmed">
                {t('comicReader.noWords')}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
