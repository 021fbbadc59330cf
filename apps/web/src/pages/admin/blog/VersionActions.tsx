import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InterfaceLanguage } from '@storyloom/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { StateBadge } from './AdminBlogPage';
import type { Version } from './form';

/**
 * What can be done with the version shown: save every change, publish or unpublish it (saving
 * first), open it on the blog, delete it; and whether anything is unsaved.
 */
export function VersionActions({
  language,
  version,
  dirty,
  versionChanged,
  busy,
  onSave,
  onPublish,
  onDelete,
}: {
  language: InterfaceLanguage;
  version: Version;
  /** Any version has unsaved changes. */
  dirty: boolean;
  /** This version has unsaved changes. */
  versionChanged: boolean;
  busy: boolean;
  onSave: () => void;
  onPublish: (publish: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>{t('adminBlog.versionOf', { language: languageLabels[language] })}</Text>
          <StateBadge state={version.state} />
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button onClick={onSave} loading={busy} disabled={!dirty} data-testid="post-save">
            {t('adminBlog.save')}
          </Button>
          {version.state === 'published' ? (
            <Button variant="default" onClick={() => onPublish(false)} disabled={busy}>
              {t('adminBlog.unpublish')}
            </Button>
          ) : (
            <Button
              variant="light"
              color="meadow"
              c="meadow.9"
              onClick={() => onPublish(true)}
              disabled={busy || (!version.postId && !versionChanged)}
            >
              {versionChanged ? t('adminBlog.saveAndPublish') : t('adminBlog.publish')}
            </Button>
          )}
          {version.state === 'published' && version.path ? (
            <Button
              component={Link}
              to={version.path}
              variant="subtle"
              color="ink.8"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {t('adminBlog.viewOnBlog')}
            </Button>
          ) : null}
          {version.postId ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={busy}>
              {t('adminBlog.deleteVersion', { language: languageLabels[language] })}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="save-state">
          {dirty ? t('adminBlog.unsavedNote') : t('adminBlog.allSaved')}
        </Text>
      </Stack>
    </Paper>
  );
}
