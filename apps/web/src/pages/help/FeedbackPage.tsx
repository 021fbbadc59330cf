import { Text, Textarea, TextInput } from '@mantine/core';
import { feedbackSource, helpLimits } from '@storyloom/domain';
import { useParams } from 'react-router';
import { helpApi } from '../../api/help';
import { useTranslation } from '../../i18n/react';
import { MessageFormPage, useMessageForm } from './MessageForm';
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
  const state = useMessageForm(feedbackSchema, empty, (values) =>
    helpApi.feedback({
      Source: where,
      Name: values.name,
      Email: values.email,
      Message: values.message,
    }),
  );
  const { form, error } = state;
  return (
    <MessageFormPage kind="feedback" state={{ ...state, sending: form.formState.isSubmitting }}>
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
    </MessageFormPage>
  );
}
