import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { helpLimits } from '@storyloom/domain';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { apiErrorMessage } from '../../api/client';
import cards from '../../components/help/HelpCards.module.css';
import { useTranslation } from '../../i18n/react';
import { HelpPage } from './HelpLayout';
import { MessageSent } from './MessageSent';

/**
 * A message to the team (/contact and /feedback): the form's state, its errors in the reader's
 * language, the send with the server's refusal shown beside the button, and the thank-you in
 * place of the form once it went (with a way to write another).
 */
export function useMessageForm<Values extends FieldValues>(
  schema: ZodType<Values>,
  empty: Values,
  send: (values: Values) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not follow a generic schema
    resolver: zodResolver(schema as any),
    defaultValues: empty as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const error = (field: Path<Values>) => {
    const key = form.getFieldState(field, form.formState).error?.message;
    return key ? t(`help.errors.${key}`, { min: helpLimits.messageMin }) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values);
      form.reset(empty);
      setSent(true);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  });
  return { form, error, onSubmit, sent, another: () => setSent(false), problem };
}

/** The page around a message form: its fields, the refusal, the send button, or the thanks. */
export function MessageFormPage({
  kind,
  state,
  children,
}: {
  kind: 'contact' | 'feedback';
  state: Pick<ReturnType<typeof useMessageForm>, 'onSubmit' | 'sent' | 'another' | 'problem'> & {
    sending: boolean;
  };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HelpPage
      testId={`${kind}-page`}
      title={t(`help.${kind}.title`)}
      lead={t(`help.${kind}.lead`)}
      size="sm"
    >
      {state.sent ? (
        <MessageSent
          title={t(`help.${kind}.sentTitle`)}
          body={t(`help.${kind}.sentBody`)}
          onAnother={state.another}
        />
      ) : (
        <form
          onSubmit={state.onSubmit}
          noValidate
          aria-label={t(`help.${kind}.title`)}
          className={cards.card}
        >
          <Stack gap="md">
            {children}
            {state.problem ? (
              <Alert color="red" role="alert" data-testid="help-problem">
                {state.problem}
              </Alert>
            ) : null}
            <Button type="submit" loading={state.sending} data-testid={`${kind}-send`}>
              {t('help.send')}
            </Button>
          </Stack>
        </form>
      )}
    </HelpPage>
  );
}
