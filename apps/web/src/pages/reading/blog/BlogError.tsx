import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';

/** A blog call that failed: what went wrong, and a way to try again. */
export function BlogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('blog.errorTitle')}
      error={error}
      retryLabel={t('blog.retry')}
      onRetry={onRetry}
      testId="blog-error"
    />
  );
}
