import { Alert, Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { ledgerRules, translateMessage } from '@storyloom/domain';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { wrapButton } from '../../../components/ArtStates';
import { features } from '../../../features';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
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
 * No ticket (code 100303, or a balance of 0 before sending): the ways to get one that exist
 * today. Swapping crowns is a link while the writer has enough, else a disabled button with
 * the reason beside it; membership and challenges appear once their modules exist (../features).
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
        <Text size="sm" fw={700}>
          {t('publish.noTicket.ways')}
        </Text>
        <Group gap="sm" align="center">
          {enoughCrowns ? (
            <Button component={Link} to={info.HowToGetTicket.Redeem} styles={wrapButton}>
              {t('publish.noTicket.redeem', { price: ledgerRules.redeemCrowns })}
            </Button>
          ) : (
            <>
              <Button disabled aria-describedby="publish-redeem-why" styles={wrapButton}>
                {t('publish.noTicket.redeem', { price: ledgerRules.redeemCrowns })}
              </Button>
              <Text size="sm" id="publish-redeem-why" data-testid="publish-redeem-why">
                {t('ledger.redeem.needMore', { count: ledgerRules.redeemCrowns - info.Crown })}
              </Text>
            </>
          )}
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>
            <Anchor component={Link} to="/yourstuff-crowns" size="sm">
              {t('publish.noTicket.earnCrowns')}
            </Anchor>
          </List.Item>
          <List.Item>{t('publish.noTicket.featured')}</List.Item>
          {features.membership ? (
            <List.Item>
              <Anchor component={Link} to={info.HowToGetTicket.Membership} size="sm">
                {t('publish.noTicket.member')}
              </Anchor>
            </List.Item>
          ) : null}
          {features.challenges ? (
            <List.Item>
              <Anchor component={Link} to="/challenges" size="sm">
                {t('publish.noTicket.challenges')}
              </Anchor>
            </List.Item>
          ) : null}
        </List>
      </Stack>
    </Alert>
  );
}
