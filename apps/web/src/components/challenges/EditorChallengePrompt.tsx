import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { challengeApi } from '../../api/challenges';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';

/**
 * In every editor: the prompt of the challenge the book is entered in (issue 19), so the writer
 * keeps the challenge in view while writing. Nothing shows for a book in no challenge, while it
 * loads or when the call fails (the editor works the same without it); the writer may hide it.
 */
export function EditorChallengePrompt({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const [hidden, setHidden] = useState(false);
  const of = useQuery({
    queryKey: ['challenges', 'ofBook', bookId, language],
    queryFn: ({ signal }) => challengeApi.ofBook(bookId, language, signal),
    staleTime: 5 * 60_000,
  });
  const challenge = of.data?.Challenge;
  if (!challenge || hidden) return null;
  return (
    <Alert
      color="grape"
      variant="light"
      title={`${t('challenges.editorPrompt.label')}: ${challenge.Title}`}
      withCloseButton
      closeButtonLabel={t('challenges.editorPrompt.hide')}
      onClose={() => setHidden(true)}
      data-testid="editor-challenge-prompt"
    >
      <Text size="sm">{challenge.Prompt}</Text>
      <Anchor component={Link} to={challenge.Path} size="sm">
        {t('challenges.editorPrompt.open')}
      </Anchor>
    </Alert>
  );
}
