import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUpdateDate, helpApi, helpKeys } from './api';
import classes from './Help.module.css';
import { HelpError, HelpLoading, HelpPage, useHelpLanguage } from './HelpLayout';

/** /updates: what changed in Storyloom, newest first, in the reader's language. */
export function UpdatesPage() {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const updates = useQuery({
    queryKey: helpKeys.updates(language),
    queryFn: ({ signal }) => helpApi.updates(language, signal),
  });
  return (
    <HelpPage testId="updates-page" title={t('help.updates.title')} lead={t('help.updates.lead')}>
      {updates.isPending ? (
        <HelpLoading label={t('help.loading')} />
      ) : updates.isError ? (
        <HelpError error={updates.error} onRetry={() => void updates.refetch()} />
      ) : updates.data.List.length === 0 ? (
        <Text data-testid="updates-empty">{t('help.updates.empty')}</Text>
      ) : (
        <ol className={classes.list}>
          {updates.data.List.map((u) => (
            <li key={u.UpdateId} className={classes.card} data-testid="update-item">
              <Text size="sm" c="dimmed">
                <time dateTime={u.PublishedAt}>{formatUpdateDate(u.PublishedAt, language)}</time>
              </Text>
              <Title order={2} size="h3" mt={4}>
                {u.Title}
              </Title>
              <Text mt={6} className={classes.answer}>
                {u.Body}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </HelpPage>
  );
}
