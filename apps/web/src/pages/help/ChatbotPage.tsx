import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { helpLimits } from '@storyloom/domain';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../api/client';
import { type AskAnswer, helpApi } from '../../api/help';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import classes from './Help.module.css';
import { HelpPage } from './HelpLayout';

type Turn =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'bot'; answer: AskAnswer }
  | { id: number; from: 'error'; text: string };

function BotAnswer({ answer }: { answer: AskAnswer }) {
  const { t } = useTranslation();
  if (!answer.Matched) {
    return (
      <div data-testid="chatbot-no-answer">
        <Text>{t('help.chatbot.noAnswer')}</Text>
        <Button component={Link} to={answer.ContactPath} mt="sm" size="sm">
          {t('help.contactSupport')}
        </Button>
      </div>
    );
  }
  const [best, ...more] = answer.Answers;
  if (!best) return null;
  return (
    <div data-testid="chatbot-answer">
      <Text fw={700}>{best.Question}</Text>
      <blockquote className={classes.quote}>{best.Answer}</blockquote>
      <Anchor component={Link} to={best.Path} underline="always">
        {t('help.chatbot.openQuestion')}
      </Anchor>
      {more.length > 0 ? (
        <>
          <Text size="sm" mt="sm">
            {t('help.chatbot.related')}
          </Text>
          <ul>
            {more.map((m) => (
              <li key={m.FaqId}>
                <Anchor component={Link} to={m.Path} size="sm" underline="always">
                  {m.Question}
                </Anchor>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * /chatbot: a help assistant that answers from the FAQ by full-text match in the reader's
 * language, quoting and linking the question, and offers the contact form when nothing fits.
 * The conversation lives only in this page: nothing is stored.
 */
export function ChatbotPage() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const [question, setQuestion] = useState('');
  const [turns, setTurns] = useState<Turn[]>([]);
  const nextId = useRef(1);
  const logEnd = useRef<HTMLLIElement>(null);
  const ask = useMutation({ mutationFn: (q: string) => helpApi.ask(q, language) });

  useEffect(() => {
    if (turns.length > 0) logEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [turns]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = question.trim();
    if (!q || ask.isPending) return;
    setQuestion('');
    setTurns((list) => [...list, { id: nextId.current++, from: 'user', text: q }]);
    try {
      const answer = await ask.mutateAsync(q);
      setTurns((list) => [...list, { id: nextId.current++, from: 'bot', answer }]);
    } catch (err) {
      setTurns((list) => [
        ...list,
        { id: nextId.current++, from: 'error', text: apiErrorMessage(err) },
      ]);
    }
  };

  return (
    <HelpPage
      testId="chatbot-page"
      title={t('help.chatbot.title')}
      lead={t('help.chatbot.lead')}
      size="sm"
    >
      <ol className={classes.chatLog} aria-live="polite" aria-label={t('help.chatbot.log')}>
        <li className={classes.bubbleBot}>
          <Text>{t('help.chatbot.greeting')}</Text>
        </li>
        {turns.map((turn) =>
          turn.from === 'user' ? (
            <li key={turn.id} className={classes.bubbleUser}>
              <span className={classes.visuallyHidden}>{t('help.chatbot.you')}</span>
              {turn.text}
            </li>
          ) : turn.from === 'bot' ? (
            <li key={turn.id} className={classes.bubbleBot}>
              <BotAnswer answer={turn.answer} />
            </li>
          ) : (
            <li key={turn.id} className={classes.bubbleBot} role="alert">
              <Text c="red.8">{turn.text}</Text>
            </li>
          ),
        )}
        {ask.isPending ? (
          <li className={classes.bubbleBot} role="status">
            <Text c="dimmed">{t('help.chatbot.thinking')}</Text>
          </li>
        ) : null}
        <li ref={logEnd} aria-hidden="true" />
      </ol>
      <form onSubmit={submit} aria-label={t('help.chatbot.formLabel')}>
        <Group mt="lg" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('help.chatbot.inputLabel')}
            placeholder={t('help.chatbot.placeholder')}
            maxLength={helpLimits.question}
            value={question}
            onChange={(e) => setQuestion(e.currentTarget.value)}
            data-testid="chatbot-input"
          />
          <Button
            type="submit"
            loading={ask.isPending}
            leftSection={<IconSend size={16} aria-hidden="true" />}
            data-testid="chatbot-send"
          >
            {t('help.chatbot.ask')}
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed" mt="md">
        {t('help.chatbot.privacy')}
      </Text>
    </HelpPage>
  );
}
