/**
 * The comic cover's own picture (issue "Comics": "a cover (ComicCover upload or a composed
 * panel)"): a file is checked at once (type by content, size, pixels), sent to
 * /api/Upload/ComicCover with the comic's BookId with a progress bar, and the server makes it the
 * cover. A library picture chosen later replaces it; "Remove" goes back to the library picture.
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { BookCover } from '@storyloom/domain';
import { imageUploadAccept } from '@storyloom/domain';
import { IconAlertCircle, IconPhotoUp } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { checkImageFile, maxMegabytes, maxMegapixels, uploadForm } from '../../../api/art-upload';
import { apiErrorMessage } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';

export const comicCoverPath = '/api/Upload/ComicCover';

export type UploadedCover = NonNullable<BookCover['image']>;

interface CoverAnswer {
  Book: { BookId: string; Cover: BookCover };
}

type State =
  | { phase: 'idle' }
  | { phase: 'sending'; progress: number }
  | { phase: 'failed'; message: string };

export function CoverUpload({
  bookId,
  uploaded,
  disabled,
  onUploaded,
  onRemove,
}: {
  bookId: string;
  uploaded: boolean;
  disabled?: boolean;
  onUploaded(image: UploadedCover): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const busy = state.phase === 'sending';

  async function send(file: File) {
    if (busy) return;
    const problem = await checkImageFile(file);
    if (problem) {
      setState({
        phase: 'failed',
        message: t(`art.upload.problem.${problem}`, { maxMb: maxMegabytes, maxMegapixels }),
      });
      return;
    }
    const form = new FormData();
    form.append('BookId', bookId);
    form.append('file', file, file.name);
    setState({ phase: 'sending', progress: 0 });
    try {
      const answer = await uploadForm<CoverAnswer>(comicCoverPath, form, {
        onProgress: (fraction) =>
          setState({ phase: 'sending', progress: Math.round(fraction * 100) }),
      });
      setState({ phase: 'idle' });
      if (answer.Book.Cover.image) onUploaded(answer.Book.Cover.image);
    } catch (err) {
      setState({ phase: 'failed', message: apiErrorMessage(err) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Stack gap="xs" align="center" data-testid="cover-upload" w="min(100%, 320px)">
      <Group gap="xs" justify="center">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPhotoUp size={16} aria-hidden />}
          disabled={disabled || busy}
          loading={busy}
          onClick={() => input.current?.click()}
          data-testid="cover-upload-button"
        >
          {t('comicEditor.cover.upload')}
        </Button>
        {uploaded ? (
          <Button variant="subtle" size="sm" disabled={disabled || busy} onClick={onRemove}>
            {t('comicEditor.cover.removeUpload')}
          </Button>
        ) : null}
      </Group>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={imageUploadAccept}
        // The button above opens it; keyboards and screen readers use the button.
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('comicEditor.cover.upload')}
        disabled={disabled || busy}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        data-testid="cover-upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
      <Text size="xs" c="dimmed" ta="center">
        {t('comicEditor.cover.uploadRules', { maxMb: maxMegabytes })}
      </Text>
      {state.phase === 'sending' ? (
        <Stack gap={4} w="100%" role="status" aria-live="polite">
          <Text size="sm" fw={700}>
            {t('comicEditor.cover.sending', { percent: state.progress })}
          </Text>
          <Progress
            value={state.progress}
            size="md"
            radius="xl"
            aria-label={t('comicEditor.cover.progressLabel')}
          />
        </Stack>
      ) : null}
      {state.phase === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          data-testid="cover-upload-error"
          withCloseButton
          closeButtonLabel={t('art.common.close')}
          onClose={() => setState({ phase: 'idle' })}
          w="100%"
        >
          <Text size="sm" fw={700}>
            {state.message}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
