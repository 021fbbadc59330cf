import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { EmptyState } from '../../../components/ArtStates';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { type BlockedWord, type SafetyWords, safetyApi, safetyKeys } from './api';

const maxWordLength = 60;

/** The admins' blocked words: add one, remove one (asked first); the built-in lists below. */
export function WordsPanel({ data }: { data: SafetyWords }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BlockedWord | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: safetyKeys.words });

  const add = useMutation({
    mutationFn: (value: string) => safetyApi.add(value),
    onSuccess: (added) => {
      setWord('');
      refresh();
      showSuccess(t('adminConsole.safety.added', { word: added.Word }));
    },
    onError: (e) => showApiError(e),
  });
  const remove = useMutation({
    mutationFn: (target: BlockedWord) => safetyApi.remove(target.WordId),
    onSuccess: (_r, target) => {
      setRemoving(null);
      refresh();
      showSuccess(t('adminConsole.safety.removed', { word: target.Word }));
    },
    onError: (e) => {
      setRemoving(null);
      showApiError(e);
    },
  });
  const submit = () => {
    const value = word.trim();
    if (!value) return setError(t('adminConsole.safety.wordRequired'));
    if (value.length > maxWordLength) return setError(t('adminConsole.safety.wordTooLong'));
    setError(null);
    add.mutate(value);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="safety-words">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="safety-words">
            {t('adminConsole.safety.wordsTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('adminConsole.safety.wordsLead', { count: data.List.length, max: data.Max })}
          </Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('adminConsole.safety.wordLabel')}
              placeholder={t('adminConsole.safety.wordPlaceholder')}
              value={word}
              error={error}
              onChange={(e) => setWord(e.currentTarget.value)}
              maxLength={maxWordLength * 2}
              style={{ flex: '1 1 14rem' }}
              data-testid="safety-word-input"
            />
            <Button type="submit" mt={25} loading={add.isPending} data-testid="safety-word-add">
              {t('adminConsole.safety.add')}
            </Button>
          </Group>
        </form>
        {data.List.length === 0 ? (
          <EmptyState
            title={t('adminConsole.safety.emptyTitle')}
            body={t('adminConsole.safety.emptyBody')}
            testId="safety-words-empty"
          />
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.List.map((w) => (
              <li key={w.WordId} data-testid="safety-word">
                <Badge
                  size="lg"
                  radius="sm"
                  variant="light"
                  tt="none"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="gray"
                      aria-label={t('adminConsole.safety.remove', { word: w.Word })}
                      onClick={() => setRemoving(w)}
                    >
                      <IconX size={14} aria-hidden="true" />
                    </ActionIcon>
                  }
                >
                  {w.Word}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="builtin">
            <Accordion.Control>{t('adminConsole.safety.builtinTitle')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {(['zh', 'en', 'es'] as const).map((language) => (
                  <Text key={language} size="sm" lang={language}>
                    <strong>{languageLabels[language]}:</strong>{' '}
                    {data.DefaultWords[language].join(', ')}
                  </Text>
                ))}
                <Text size="sm">
                  <strong>{t('adminConsole.safety.configWords')}:</strong>{' '}
                  {data.ConfigWords.length
                    ? data.ConfigWords.join(', ')
                    : t('adminConsole.safety.noConfigWords')}
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
      <ConfirmDialog
        title={t('adminConsole.safety.confirmTitle')}
        confirmLabel={t('adminConsole.safety.confirm')}
        cancelLabel={t('adminConsole.cancel')}
        testId="safety-confirm"
        body={removing ? t('adminConsole.safety.askRemove', { word: removing.Word }) : null}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Paper>
  );
}
