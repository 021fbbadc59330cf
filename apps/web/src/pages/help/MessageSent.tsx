import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

/** What a sender sees once support has their message: focus moves here for screen readers. */
export function MessageSent(props: { title: string; body: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="teal"
      icon={<IconCircleCheck aria-hidden="true" />}
      title={props.title}
      data-testid="help-sent"
    >
      <Text>{props.body}</Text>
      <Group mt="md" gap="md">
        <Button variant="outline" onClick={props.onAnother}>
          {t('help.sendAnother')}
        </Button>
        <Anchor component={Link} to="/faq" underline="always">
          {t('help.backToFaq')}
        </Anchor>
      </Group>
    </Alert>
  );
}
