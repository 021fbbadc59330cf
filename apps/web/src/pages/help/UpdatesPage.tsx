import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { helpQueries } from '../../api/help';
import { UpdateItem, UpdateList } from '../../components/help/UpdateItem';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { HelpError, HelpLoading, HelpPage } from './HelpLayout';

/** /updates: what changed in Storyloom, newest first, in the reader's language. */
export function UpdatesPage() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const updates = useQuery(helpQueries.updates(language));
  return (
    <HelpPage testId="updates-page" title={t('help.updates.title')} lead={t('help.updates.lead')}>
      {updates.isPending ? (
        <HelpLoading label={t('help.loading')} />
      ) : updates.isError ? (
        <HelpError error={updates.error} onRetry={() => void updates.refetch()} />
      ) : updates.data.List.length === 0 ? (
        <Text data-testid="updates-empty">{t('help.updates.empty')}</Text>
      ) : (
        <UpdateList>
          {updates.data.List.map((u) => (
            <UpdateItem
              key={u.UpdateId}
              title={u.Title}
              body={u.Body}
              publishedAt={u.PublishedAt}
              language={language}
            />
          ))}
        </UpdateList>
      )}
    </HelpPage>
  );
}
