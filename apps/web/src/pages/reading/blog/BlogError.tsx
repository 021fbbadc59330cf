import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/client';
import classes from './Blog.module.css';

/** A blog call that failed: what went wrong, and a way to try again. */
export function BlogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={classes.error} data-testid="blog-error">
      <Group gap="sm" wrap="nowrap">
        <IconAlertTriangle size={22} aria-hidden="true" />
        <div>
          <Text fw={700}>{t('blog.errorTitle')}</Text>
          <Text size="sm">{apiErrorMessage(error)}</Text>
        </div>
      </Group>
      <Button
        mt="sm"
        variant="outline"
        color="ink.8"
        leftSection={<IconRefresh size={16} aria-hidden="true" />}
        onClick={onRetry}
      >
        {t('blog.retry')}
      </Button>
    </div>
  );
}
