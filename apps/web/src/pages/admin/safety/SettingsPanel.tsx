import { Button, Checkbox, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { PrescreenKind } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { type PrescreenSettings, safetyApi, safetyKeys } from './api';

/**
 * What the pre-screen looks for: each kind of personal detail, listed words, and whether the
 * built-in lists count. Turning anything off is asked first.
 */
export function SettingsPanel({
  saved,
  allKinds,
}: {
  saved: PrescreenSettings;
  allKinds: PrescreenKind[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kinds, setKinds] = useState<string[]>(saved.Kinds);
  const [defaultWords, setDefaultWords] = useState(saved.DefaultWords);
  const [asking, setAsking] = useState(false);
  const next: PrescreenSettings = {
    DefaultWords: defaultWords,
    Kinds: allKinds.filter((k) => kinds.includes(k)),
  };
  const changed =
    next.DefaultWords !== saved.DefaultWords || next.Kinds.join() !== saved.Kinds.join();
  const weakens =
    (saved.DefaultWords && !next.DefaultWords) || saved.Kinds.some((k) => !next.Kinds.includes(k));

  const save = useMutation({
    mutationFn: () => safetyApi.saveSettings(next),
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: safetyKeys.words });
      showSuccess(t('adminConsole.safety.settingsSaved'));
    },
    onError: (error) => {
      setAsking(false);
      showApiError(error);
    },
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="safety-settings">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="safety-settings">
            {t('adminConsole.safety.settingsTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('adminConsole.safety.settingsLead')}
          </Text>
        </div>
        <Checkbox.Group
          label={t('adminConsole.safety.kindsLabel')}
          value={kinds}
          onChange={setKinds}
        >
          <Group gap="md" mt="xs">
            {allKinds.map((kind) => (
              <Checkbox
                key={kind}
                value={kind}
                label={t(`moderation.flagKinds.${kind}`)}
                data-testid={`safety-kind-${kind}`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          checked={defaultWords}
          onChange={(e) => setDefaultWords(e.currentTarget.checked)}
          label={t('adminConsole.safety.defaultWords')}
          description={t('adminConsole.safety.defaultWordsHint')}
          data-testid="safety-default-words"
        />
        <Group>
          <Button
            disabled={!changed}
            loading={save.isPending && !asking}
            onClick={() => (weakens ? setAsking(true) : save.mutate())}
            data-testid="safety-save-settings"
          >
            {t('adminConsole.safety.saveSettings')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        title={t('adminConsole.safety.confirmTitle')}
        confirmLabel={t('adminConsole.safety.confirm')}
        cancelLabel={t('adminConsole.cancel')}
        testId="safety-confirm"
        body={asking ? t('adminConsole.safety.askWeaken') : null}
        busy={save.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => save.mutate()}
      />
    </Paper>
  );
}
