import { Text, Textarea, TextInput } from '@mantine/core';
import { helpLimits } from '@storyloom/domain';
import { helpApi } from '../../api/help';
import { useTranslation } from '../../i18n/react';
import { MessageFormPage, useMessageForm } from './MessageForm';
import { type ContactValues, contactSchema } from './schemas';

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

/** /contact: a message to support, answered by email. Only staff read it. */
export function ContactPage() {
  const { t } = useTranslation();
  const state = useMessageForm(contactSchema, empty, (values) =>
    helpApi.contact({
      Name: values.name,
      Email: values.email,
      Subject: values.subject,
      Message: values.message,
    }),
  );
  const { form, error } = state;
  return (
    <MessageFormPage kind="contact" state={{ ...state, sending: form.formState.isSubmitting }}>
      <Text size="sm">{t('help.contact.why')}</Text>
      <TextInput
        label={t('help.fields.name')}
        autoComplete="name"
        required
        error={error('name')}
        {...form.register('name')}
      />
      <TextInput
        label={t('help.fields.email')}
        type="email"
        autoComplete="email"
        required
        error={error('email')}
        {...form.register('email')}
      />
      <TextInput
        label={t('help.fields.subject')}
        required
        error={error('subject')}
        {...form.register('subject')}
      />
      <Textarea
        label={t('help.fields.message')}
        required
        rows={6}
        maxLength={helpLimits.message}
        error={error('message')}
        {...form.register('message')}
      />
    </MessageFormPage>
  );
}
