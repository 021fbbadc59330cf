import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatUpdateDate } from '../../api/help';
import classes from './HelpCards.module.css';

/** One update as /updates shows it (the admin's preview draws the same). */
export function UpdateItem({
  title,
  body,
  publishedAt,
  language,
  testId = 'update-item',
  children,
}: {
  title: string;
  body: string;
  publishedAt: string;
  language: string;
  testId?: string;
  /** Below the text (the admin's edit and delete buttons). */
  children?: ReactNode;
}) {
  return (
    <li className={classes.card} data-testid={testId} lang={language}>
      <Text size="sm" c="dimmed">
        <time dateTime={publishedAt}>{formatUpdateDate(publishedAt, language)}</time>
      </Text>
      <Title order={2} size="h3" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text mt={6} className={classes.answer} style={{ overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      {children}
    </li>
  );
}

/** The list /updates draws its items in. */
export function UpdateList({ children }: { children: ReactNode }) {
  return <ol className={classes.list}>{children}</ol>;
}
