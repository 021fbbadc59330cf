import { Button, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { safetyApi } from './api';

/** A box to try the pre-screen with the saved words and settings: what it would flag. */
export function TryPanel() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const check = useMutation({
    mutationFn: (value: string) => safetyApi.tryText(value),
    onError: (e) => showApiError(e),
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="safety-try">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="safety-try">
            {t('adminConsole.safety.tryTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('adminConsole.safety.tryLead')}
          </Text>
        </div>
        <Textarea
          label={t('adminConsole.safety.tryLabel')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={5000}
          data-testid="safety-try-text"
        />
        <div>
          <Button
            variant="light"
            disabled={!text.trim()}
            loading={check.isPending}
            onClick={() => check.mutate(text)}
            data-testid="safety-try"
          >
            {t('adminConsole.safety.tryButton')}
          </Button>
        </div>
        <div aria-live="polite" data-testid="safety-try-result">
          {check.data ? (
            check.data.Flags.length === 0 ? (
              <Text>{t('moderation.noFlags')}</Text>
            ) : (
              <List>
                {check.data.Flags.map((f) => (
                  <List.Item key={`${f.Offset}-${f.Kind}`}>
                    <strong>{t(`moderation.flagKinds.${f.Kind}`)}:</strong> {f.Text}
                  </List.Item>
                ))}
              </List>
            )
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
