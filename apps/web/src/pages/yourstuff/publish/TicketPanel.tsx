import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ledgerRules, translateMessage } from '@storyloom/domain';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../i18n';
import { wrapButton } from '../../art/components/ArtStates';
import type { NoTicket } from './api';
import classes from './Publish.module.css';

/** The writer's review tickets: how many, and that sending a story for review uses one. */
export function TicketBalance({ tickets }: { tickets: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" className={classes.ticket}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconTicket size={28} aria-hidden="true" className={classes.ticketIcon} />
        <Stack gap={2}>
          <Text fw={800} data-testid="publish-ticket-balance" data-count={tickets ?? ''}>
            {tickets === undefined
              ? t('publish.ticket.loading')
              : t('publish.ticket.balance', { count: tickets })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('publish.ticket.uses')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * No ticket (code 100303): SPEC §9's two ways to get one, membership (10 a month) and 70 crowns,
 * with the crowns the writer has.
 */
export function HowToGetTicket({ info, message }: { info: NoTicket; message?: string }) {
  const { t } = useTranslation();
  const enoughCrowns = info.Crown >= ledgerRules.redeemCrowns;
  return (
    <Alert
      color="sun"
      variant="light"
      radius="lg"
      role="alert"
      title={t('publish.noTicket.title')}
      icon={<IconTicket aria-hidden="true" />}
      data-testid="publish-no-ticket"
    >
      <Stack gap="sm">
        <Text>{message ?? translateMessage('publishNeedsTicket', currentLanguage())}</Text>
        <Text size="sm">
          {t('publish.noTicket.crowns', { count: info.Crown, price: ledgerRules.redeemCrowns })}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={info.HowToGetTicket.Redeem}
            variant={enoughCrowns ? 'filled' : 'outline'}
            styles={wrapButton}
          >
            {t('publish.noTicket.redeem', { price: ledgerRules.redeemCrowns })}
          </Button>
          <Button
            component={Link}
            to={info.HowToGetTicket.Membership}
            variant={enoughCrowns ? 'outline' : 'filled'}
            styles={wrapButton}
          >
            {t('publish.noTicket.member')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
