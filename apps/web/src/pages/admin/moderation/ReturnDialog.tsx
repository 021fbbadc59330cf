import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { type GuidelineReason, guidelineReasons, reasonNeedsNote } from '@storyloom/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';

/** The guideline reason (and a note, required for "other") for returning or taking down. */
export function ReturnDialog({
  opened,
  onClose,
  onConfirm,
  pending,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason: GuidelineReason, note: string) => void;
  pending: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<GuidelineReason | null>(null);
  const [note, setNote] = useState('');
  const missingNote = reason !== null && reasonNeedsNote(reason) && note.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} radius="lg" centered>
      <Stack gap="md">
        <Select
          label={t('moderation.reason')}
          placeholder={t('moderation.chooseReason')}
          data={guidelineReasons.map((r) => ({ value: r, label: t(`moderation.reasons.${r}`) }))}
          value={reason}
          onChange={(value) => setReason(value as GuidelineReason | null)}
          data-autofocus
          required
        />
        <Textarea
          label={t('moderation.note')}
          description={t('moderation.noteHint')}
          autosize
          minRows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={missingNote ? t('moderation.noteNeeded') : null}
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="ink.8" onClick={onClose}>
            {t('moderation.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={pending}
            disabled={reason === null || missingNote}
            onClick={() => reason && onConfirm(reason, note.trim())}
          >
            {t('moderation.confirmReturn')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
