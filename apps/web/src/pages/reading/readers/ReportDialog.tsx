import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type GuidelineReason, guidelineReasons, reasonNeedsNote } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../../api/client';
import { readerApi } from '../../../api/reader';
import { useTranslation } from '../../../i18n/react';
import { fullscreenPortal } from './fullscreen';

/**
 * Report a story (docs/api.md "Publishing": /api/Publish/Report): a guideline reason, a note
 * (needed for "something else"), then a confirmation. Moderators see the report.
 */
export function ReportDialog({
  bookId,
  title,
  opened,
  onClose,
}: {
  bookId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<GuidelineReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const report = useMutation({
    mutationFn: () => readerApi.report(bookId, reason as GuidelineReason, note),
  });
  const noteMissing = reason !== '' && reasonNeedsNote(reason) && !note.trim();
  const close = () => {
    onClose();
    setReason('');
    setNote('');
    setTried(false);
    report.reset();
  };
  const send = () => {
    setTried(true);
    if (reason === '' || noteMissing) return;
    report.mutate();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('reader.report.title', { title })}
      centered
      portalProps={fullscreenPortal()}
    >
      {report.isSuccess ? (
        <Stack data-testid="report-done">
          <Text role="status">
            {report.data.AlreadyReported ? t('reader.report.already') : t('reader.report.thanks')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('reader.report.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack data-testid="report-form">
          <Radio.Group
            label={t('reader.report.reason')}
            value={reason}
            onChange={(value) => setReason(value as GuidelineReason)}
            error={tried && reason === '' ? t('reader.report.chooseReason') : undefined}
          >
            <Stack gap={6} mt={6}>
              {guidelineReasons.map((code) => (
                <Radio key={code} value={code} label={t(`reader.report.reasons.${code}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('reader.report.note')}
            description={t('reader.report.noteHint')}
            value={note}
            maxLength={4000}
            rows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={tried && noteMissing ? t('reader.report.noteNeeded') : undefined}
          />
          {report.isError ? (
            <Alert color="red" role="alert">
              {apiErrorMessage(report.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="outline" color="ink.8" onClick={close}>
              {t('reader.report.cancel')}
            </Button>
            <Button color="red" onClick={send} loading={report.isPending}>
              {t('reader.report.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
