import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { helpLimits } from '@storyloom/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../api/client';
import { helpApi } from './api';
import classes from './Help.module.css';
import { HelpPage } from './HelpLayout';
import { MessageSent } from './MessageSent';
import { type ContactValues, contactSchema } from './schemas';

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

/** /contact: a message to support, answered by email. Only staff read it. */
export function ContactPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const error = (field: keyof ContactValues) => {
    const key = form.formState.errors[field]?.message;
    return key ? t(`help.errors.${key}`, { min: helpLimits.messageMin }) : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await helpApi.contact({
        Name: values.name,
        Email: values.email,
        Subject: values.subject,
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
      testId="contact-page"
      title={t('help.contact.title')}
      lead={t('help.contact.lead')}
      size="sm"
    >
      {sent ? (
        <MessageSent
          title={t('help.contact.sentTitle')}
          body={t('help.contact.sentBody')}
          onAnother={() => setSent(false)}
        />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('help.contact.title')}
          className={classes.card}
        >
          <Stack gap="md">
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
            {problem ? (
              <Alert color="red" role="alert" data-testid="help-problem">
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="contact-send">
              {t('help.send')}
            </Button>
          </Stack>
        </form>
      )}
    </HelpPage>
  );
}
