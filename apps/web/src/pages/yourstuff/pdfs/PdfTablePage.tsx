import { Anchor, Button, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { FileStateBadge, fileName, useBookFiles } from './files';

/**
 * /yourstuff-pdfv1, the older layout (decision 033): the same files in a plain table (title,
 * format, state, download) for old links and simple devices.
 */
export function PdfTablePage() {
  const { t } = useTranslation();
  const files = useBookFiles();
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('bookFiles.tableTitle')}</Title>
          <Button component={Link} to="/yourstuff-pdfs" variant="subtle">
            {t('bookFiles.seeCards')}
          </Button>
        </Group>
        {files.isPending ? (
          <Loader aria-label={t('bookFiles.loading')} />
        ) : files.isError ? (
          <LoadError
            title={t('bookFiles.loadFailed')}
            error={files.error}
            retryLabel={t('bookFiles.tryAgain')}
            onRetry={() => void files.refetch()}
            testId="files-error"
          />
        ) : files.data.length === 0 ? (
          <Text data-testid="files-empty">{t('bookFiles.empty.title')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" data-testid="files-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookFiles.table.title')}</Table.Th>
                  <Table.Th>{t('bookFiles.table.format')}</Table.Th>
                  <Table.Th>{t('bookFiles.table.state')}</Table.Th>
                  <Table.Th>{t('bookFiles.table.download')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.data.map((file) => (
                  <Table.Tr key={file.FileId}>
                    <Table.Td>{file.Title || t('bookFiles.untitled')}</Table.Td>
                    <Table.Td>{t(`bookFiles.format.${file.Format}`)}</Table.Td>
                    <Table.Td>
                      <FileStateBadge state={file.State} />
                      {file.State === 'queued' || file.State === 'rendering' ? (
                        <Text span size="sm" c="dimmed" ml={6}>
                          {`${file.Progress}%`}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {file.DownloadUrl ? (
                        <Anchor
                          href={file.DownloadUrl}
                          download={fileName(file)}
                          aria-label={t('bookFiles.list.downloadOf', { title: file.Title })}
                        >
                          {t('bookFiles.list.download')}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
