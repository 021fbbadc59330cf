import { Accordion, Anchor, Button, Group, Text, TextInput, Title } from '@mantine/core';
import { IconMessageChatbot, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { filterFaq, helpQueries } from '../../api/help';
import cards from '../../components/help/HelpCards.module.css';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import classes from './Help.module.css';
import { HelpError, HelpLoading, HelpPage } from './HelpLayout';

/**
 * /faq/{id?}: the questions by topic in the reader's language; a question opens by its id in the
 * address (and opening one puts its id there, so it can be shared); the search box narrows the
 * list as one types.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const navigate = useNavigate();
  const { id } = useParams();
  const [query, setQuery] = useState('');
  const faq = useQuery(helpQueries.faq(language));
  const groups = useMemo(() => filterFaq(faq.data?.Topics ?? [], query), [faq.data, query]);
  const known = faq.data?.Topics.some((g) => g.Entries.some((e) => e.FaqId === id)) ?? false;

  useEffect(() => {
    if (!id || !known) return;
    document.getElementById(`faq-${id}`)?.scrollIntoView({ block: 'center' });
  }, [id, known]);

  const open = (value: string | null) =>
    navigate(value ? `/faq/${value}` : '/faq', { replace: true, preventScrollReset: true });

  return (
    <HelpPage testId="faq-page" title={t('help.faq.title')} lead={t('help.faq.lead')}>
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 280px' }}
          type="search"
          label={t('help.faq.searchLabel')}
          placeholder={t('help.faq.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-testid="faq-search"
        />
        <Button
          component={Link}
          to="/chatbot"
          variant="outline"
          leftSection={<IconMessageChatbot size={18} aria-hidden="true" />}
        >
          {t('help.faq.askAssistant')}
        </Button>
      </Group>
      {id && faq.data && !known ? (
        <Text role="alert" mb="md" data-testid="faq-unknown">
          {t('help.faq.unknownQuestion')}
        </Text>
      ) : null}
      {faq.isPending ? (
        <HelpLoading label={t('help.loading')} />
      ) : faq.isError ? (
        <HelpError error={faq.error} onRetry={() => void faq.refetch()} />
      ) : faq.data.Total === 0 ? (
        <Text data-testid="faq-empty">{t('help.faq.empty')}</Text>
      ) : groups.length === 0 ? (
        <div data-testid="faq-no-results">
          <Text>{t('help.faq.noResults', { query })}</Text>
          <Anchor component={Link} to="/contact" underline="always">
            {t('help.contactSupport')}
          </Anchor>
        </div>
      ) : (
        <Accordion value={known ? (id ?? null) : null} onChange={open} variant="separated">
          {groups.map((group) => (
            <section key={group.Topic} aria-labelledby={`topic-${group.Topic}`}>
              <Title order={2} id={`topic-${group.Topic}`} className={classes.topicTitle}>
                {t(`help.topics.${group.Topic}`)}
              </Title>
              {group.Entries.map((entry) => (
                <Accordion.Item
                  key={entry.FaqId}
                  value={entry.FaqId}
                  id={`faq-${entry.FaqId}`}
                  data-testid="faq-item"
                  mb="xs"
                >
                  <Accordion.Control>{entry.Question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text className={cards.answer}>{entry.Answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </section>
          ))}
        </Accordion>
      )}
      <Text mt="xl">
        {t('help.faq.stillStuck')}{' '}
        <Anchor component={Link} to="/contact" underline="always">
          {t('help.contactSupport')}
        </Anchor>
      </Text>
    </HelpPage>
  );
}
