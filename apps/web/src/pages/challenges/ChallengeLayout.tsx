import { Container, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { useTranslation } from '../../i18n/react';
import classes from './Challenges.module.css';

/** A challenges screen: its band (title and lead) and its body. */
export function ChallengePage(props: {
  testId: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const titleId = `${props.testId}-title`;
  return (
    <div data-testid={props.testId}>
      <section className={classes.band} aria-labelledby={titleId}>
        <Container size="md">
          <Title order={1} id={titleId} className={classes.title}>
            {props.title}
          </Title>
          {props.lead ? <Text className={classes.lead}>{props.lead}</Text> : null}
        </Container>
      </section>
      <Container size="md" className={classes.body}>
        {props.children}
      </Container>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('challenges.loading')}>
      <Skeleton height={90} radius="lg" mb="md" />
      <Skeleton height={90} radius="lg" mb="md" />
      <Skeleton height={90} radius="lg" />
    </div>
  );
}

export function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('challenges.errorTitle')}
      error={error}
      retryLabel={t('challenges.retry')}
      onRetry={onRetry}
      testId="challenges-error"
    />
  );
}
