import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BookFile } from '../../../api/bookfiles';
import { useFormatDate } from '../../../components/books/labels';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { FileStateBadge, fileName, useBookFiles, useFileSize, useRetryFile } from './files';
import classes from './Pdfs.module.css';

function FileCard({ file }: { file: BookFile }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const size = useFileSize();
  const retry = useRetryFile();
  const making = file.State === 'queued' || file.State === 'rendering';
  const headingId = `file-${file.FileId}`;
  return (
    <Paper
      component="article"
      className={classes.card}
      p="md"
      radius="lg"
      withBorder
      aria-labelledby={headingId}
      data-testid="book-file"
      data-state={file.State}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId} className={classes.title}>
          {file.Title || t('bookFiles.untitled')}
        </Title>
        <Group gap={6}>
          <Badge variant="outline" color="ink" c="ink.9">
            {t(`bookFiles.format.${file.Format}`)}
          </Badge>
          <FileStateBadge state={file.State} />
          <Text size="sm" c="dimmed">
            {t(`bookFiles.source.${file.Source}`)}
          </Text>
        </Group>
        {making ? (
          <Progress
            value={Math.max(file.Progress, 4)}
            animated
            aria-label={t('bookFiles.list.progress', { title: file.Title })}
            data-testid="file-progress"
          />
        ) : null}
        <Text size="sm" c="dimmed">
          {[
            file.Pages ? t('bookFiles.pages', { count: file.Pages }) : '',
            size(file.Bytes),
            t('bookFiles.updated', { date: date(file.UpdatedAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {file.State === 'failed' ? (
          <Text size="sm" c="ember.8">
            {t('bookFiles.list.failed')}
          </Text>
        ) : null}
        <Group gap="xs">
          {file.DownloadUrl ? (
            <Button
              component="a"
              href={file.DownloadUrl}
              download={fileName(file)}
              size="compact-md"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              aria-label={t('bookFiles.list.downloadOf', { title: file.Title })}
              data-testid="file-download"
            >
              {t('bookFiles.list.download')}
            </Button>
          ) : null}
          {file.State === 'failed' ? (
            <Button
              size="compact-md"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={retry.isPending}
              onClick={() => retry.mutate(file)}
            >
              {t('bookFiles.list.retry')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /yourstuff-pdfs: the user's made and bought PDFs (and ePubs) as cards with progress. */
export function PdfsPage() {
  const { t } = useTranslation();
  const files = useBookFiles();
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('bookFiles.title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('bookFiles.intro')}
            </Text>
          </div>
          <Group gap="xs">
            <Button component={Link} to="/yourstuff-pdfv1" variant="subtle">
              {t('bookFiles.seeTable')}
            </Button>
            <Button component={Link} to="/yourstuff-crowns" variant="subtle">
              {t('bookFiles.seeCrowns')}
            </Button>
          </Group>
        </Group>
        {files.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t('bookFiles.loading')} />
          </Group>
        ) : files.isError ? (
          <LoadError
            title={t('bookFiles.loadFailed')}
            error={files.error}
            retryLabel={t('bookFiles.tryAgain')}
            onRetry={() => void files.refetch()}
            testId="files-error"
          />
        ) : files.data.length === 0 ? (
          <Paper p="xl" radius="lg" withBorder className={classes.card} data-testid="files-empty">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4">
                {t('bookFiles.empty.title')}
              </Title>
              <Text>{t('bookFiles.empty.body')}</Text>
              <Group gap="xs">
                <Button component={Link} to="/yourstuff-write">
                  {t('bookFiles.empty.write')}
                </Button>
                <Button component={Link} to="/" variant="light">
                  {t('bookFiles.empty.read')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <ul className={classes.list} aria-label={t('bookFiles.title')}>
            {files.data.map((file) => (
              <li key={file.FileId}>
                <FileCard file={file} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Container>
  );
}
