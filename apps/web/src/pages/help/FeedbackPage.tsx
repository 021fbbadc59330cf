import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { feedbackSource, helpLimits } from '@storyloom/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../../api/client';
import { helpApi } from './api';
import classes from './Help.module.css';
import { HelpPage } from './HelpLayout';
import { MessageSent } from './MessageSent';
import { type FeedbackValues, feedbackSchema } from './schemas';

const empty: FeedbackValues = { name: '', email: '', message: '' };

/**
 * /feedback/{source?}: a short note to the team that records where it came from (the source in
 * the address, e.g. /feedback/picture-book-editor). Name and email are optional.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { source } = useParams();
  const where = feedbackSource(source);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const error = (field: keyof FeedbackValues) => {
    const key = form.formState.errors[field]?.message;
    return key ? t(`help.errors.${key}`, { min: helpLimits.messageMin }) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await helpApi.feedback({
        Source: where,
        Name: values.name,
        Email: values.email,
        Message: values.message,
      });
      form.reset(empty);
      setSent(true);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  });

  return (
    <HelpPage
      testId="feedback-page"
      title={t('help.feedback.title')}
      lead={t('help.feedback.lead')}
      size="sm"
    >
      {sent ? (
        <MessageSent
          title={t('help.feedback.sentTitle')}
          body={t('help.feedback.sentBody')}
          onAnother={() => setSent(false)}
        />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('help.feedback.title')}
          className={classes.card}
        >
          <Stack gap="md">
            {where !== 'general' ? (
              <Text size="sm" data-testid="feedback-source">
                {t('help.feedback.about', { source: where })}
              </Text>
            ) : null}
            <Textarea
              label={t('help.fields.feedback')}
              required
              rows={6}
              maxLength={helpLimits.message}
              error={error('message')}
              {...form.register('message')}
            />
            <TextInput
              label={t('help.fields.nameOptional')}
              autoComplete="name"
              error={error('name')}
              {...form.register('name')}
            />
            <TextInput
              label={t('help.fields.emailOptional')}
              description={t('help.feedback.emailWhy')}
              type="email"
              autoComplete="email"
              error={error('email')}
              {...form.register('email')}
            />
            {problem ? (
              <Alert color="red" role="alert" data-testid="help-problem">
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="feedback-send">
              {t('help.send')}
            </Button>
          </Stack>
        </form>
      )}
    </HelpPage>
  );
}
