import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ComicAssetKind } from '@storyloom/domain';
import { imageUploadAccept } from '@storyloom/domain';
import { IconAlertCircle, IconPhotoUp, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { type Artwork, artKeys, artPaths } from '../../../api/art';
import {
  checkImageFile,
  type ImageProblem,
  maxMegabytes,
  maxMegapixels,
  titleFromFileName,
  uploadForm,
} from '../../../api/art-upload';
import { apiErrorMessage } from '../../../api/client';
import shared from '../../../components/ArtStates.module.css';
import { useTranslation } from '../../../i18n/react';
import classes from '../components/Art.module.css';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; name: string }
  | { phase: 'uploading'; name: string; progress: number }
  | { phase: 'failed'; message: string };

/**
 * Drop a picture here (or choose one): it is checked at once (type by content, size, pixels),
 * then sent with a progress bar; the new artwork waits for staff approval. Comic assets name
 * their kind.
 */
export function UploadDropzone({
  library,
  kind,
  onUploaded,
}: {
  library: 'gallery' | 'comic';
  kind?: ComicAssetKind;
  onUploaded: (artwork: Artwork) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [dragging, setDragging] = useState(false);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const busy = state.phase === 'checking' || state.phase === 'uploading';

  const problemText = (problem: ImageProblem) =>
    t(`art.upload.problem.${problem}`, { maxMb: maxMegabytes, maxMegapixels });

  async function send(file: File) {
    if (busy) return;
    setState({ phase: 'checking', name: file.name });
    const problem = await checkImageFile(file);
    if (problem) {
      setState({ phase: 'failed', message: problemText(problem) });
      return;
    }
    const form = new FormData();
    const title = titleFromFileName(file.name);
    if (title) form.append('Title', title);
    if (library === 'comic' && kind) form.append('Kind', kind);
    form.append('file', file, file.name);
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', name: file.name, progress: 0 });
    try {
      const result = await uploadForm<{ Artwork: Artwork }>(
        library === 'comic' ? artPaths.addComicArtwork : artPaths.uploadArtwork,
        form,
        {
          signal: controller.signal,
          onProgress: (fraction) =>
            setState((current) =>
              current.phase === 'uploading'
                ? { ...current, progress: Math.round(fraction * 100) }
                : current,
            ),
        },
      );
      setState({ phase: 'idle' });
      void queryClient.invalidateQueries({ queryKey: artKeys.all });
      onUploaded(result.Artwork);
    } catch (err) {
      setState(
        controller.signal.aborted
          ? { phase: 'idle' }
          : { phase: 'failed', message: apiErrorMessage(err) },
      );
    } finally {
      abort.current = null;
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <Stack gap="sm">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; keyboards and screen readers use the "Choose a picture" button inside. */}
      <div
        className={`${classes.dropzone} ${dragging ? classes.dropzoneActive : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="upload-dropzone"
        aria-busy={busy}
      >
        <IconPhotoUp size={48} className={classes.dropzoneIcon} aria-hidden="true" />
        <Text fw={800} size="lg" c="ink.9">
          {dragging ? t('art.upload.dropNow') : t('art.upload.dropHere')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('art.upload.rules', { maxMb: maxMegabytes, maxMegapixels })}
        </Text>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={imageUploadAccept}
          className={shared.visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="upload-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void send(file);
          }}
        />
        <Button
          mt="xs"
          size="md"
          onClick={() => input.current?.click()}
          disabled={busy}
          leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
        >
          {t('art.upload.choose')}
        </Button>
      </div>
      {state.phase === 'checking' ? (
        <Text role="status" aria-live="polite" fw={700}>
          {t('art.upload.checking', { name: state.name })}
        </Text>
      ) : null}
      {state.phase === 'uploading' ? (
        <Stack gap={6} role="status" aria-live="polite" data-testid="upload-progress">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} truncate>
              {t('art.upload.sending', { name: state.name, percent: state.progress })}
            </Text>
            <Button
              variant="subtle"
              color="ink.8"
              size="compact-sm"
              onClick={() => abort.current?.abort()}
              leftSection={<IconX size={14} aria-hidden="true" />}
            >
              {t('art.upload.cancel')}
            </Button>
          </Group>
          <Progress
            value={state.progress}
            size="lg"
            radius="xl"
            color="ember.6"
            striped
            animated
            aria-label={t('art.upload.progressLabel')}
          />
        </Stack>
      ) : null}
      {state.phase === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          radius="md"
          icon={<IconAlertCircle aria-hidden="true" />}
          role="alert"
          data-testid="upload-error"
          withCloseButton
          closeButtonLabel={t('art.common.close')}
          onClose={() => setState({ phase: 'idle' })}
        >
          <Text fw={700}>{state.message}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
