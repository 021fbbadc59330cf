import { Container, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArtBand } from '../../components/ArtStates';
import { LoadError } from '../../components/LoadError';
import { useTranslation } from '../../i18n/react';
import classes from './Help.module.css';

/** A help screen: its band (title and lead) and its body. */
export function HelpPage(props: {
  testId: string;
  title: string;
  lead: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  const titleId = `${props.testId}-title`;
  return (
    <div data-testid={props.testId}>
      <ArtBand
        tone="meadow"
        size={props.size ?? 'md'}
        titleId={titleId}
        title={props.title}
        lead={props.lead}
      />
      <Container size={props.size ?? 'md'} className={classes.body}>
        {props.children}
      </Container>
    </div>
  );
}

export function HelpLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="help-loading">
      <span className={classes.visuallyHidden}>{label}</span>
      <div aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={52} radius="md" mb={12} />
        ))}
      </div>
    </div>
  );
}

export function HelpError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('help.errorTitle')}
      error={error}
      retryLabel={t('help.retry')}
      onRetry={onRetry}
      testId="help-error"
    />
  );
}
