import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type Currency, ledgerRules, translateMessage } from '@storyloom/domain';
import { IconAlertCircle, IconCrown, IconTicket } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import {
  type LedgerEntry,
  ledgerApi,
  ledgerKeys,
  newRequestId,
  pageSize,
} from '../../../api/ledger';
import { wrapButton } from '../../../components/ArtStates';
import { notificationCount } from '../../../components/notification-count';
import { features } from '../../../features';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import classes from './Ledger.module.css';

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (iso: string) => format.format(new Date(iso));
}

/** One history line: when, why, how much, and the balance after it. */
function HistoryTable({ entries, currency }: { entries: LedgerEntry[]; currency: Currency }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" highlightOnHover data-testid={`${currency}-history`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.history.date')}</Table.Th>
            <Table.Th>{t('ledger.history.what')}</Table.Th>
            <Table.Th ta="right">{t('ledger.history.amount')}</Table.Th>
            <Table.Th ta="right">{t('ledger.history.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={`${entry.Time}-${entry.Reason}-${entry.Amount}-${entry.Balance}`}>
              <Table.Td>{date(entry.Time)}</Table.Td>
              <Table.Td>{t(`ledger.reasons.${entry.Reason}`)}</Table.Td>
              <Table.Td ta="right">
                <Text
                  span
                  fw={700}
                  c={entry.Amount >= 0 ? 'meadow.8' : 'ember.8'}
                  data-testid="ledger-amount"
                >
                  {entry.Amount > 0 ? `+${entry.Amount}` : entry.Amount}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{entry.Balance}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The redeem button: 70 crowns for 1 ticket, three times a month, with the SPEC refusal text. */
function RedeemPanel({ crowns, left }: { crowns: number; left: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: () => ledgerApi.redeem(newRequestId()),
    onMutate: () => setProblem(null),
    onError: (err) => setProblem(apiErrorMessage(err)),
    onSuccess: () => {
      showSuccess(t('ledger.redeem.done'));
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      void sessionStore.refresh();
      void notificationCount.check();
    },
  });
  // A button that cannot work is disabled, with the reason beside it.
  const blocked =
    left <= 0
      ? translateMessage('redeemLimit', currentLanguage())
      : crowns < ledgerRules.redeemCrowns
        ? t('ledger.redeem.needMore', { count: ledgerRules.redeemCrowns - crowns })
        : null;
  return (
    <Paper className={classes.card} p="lg" radius="lg" withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('ledger.redeem.title')}
        </Title>
        <Text>
          {t('ledger.redeem.explain', {
            crowns: ledgerRules.redeemCrowns,
            times: ledgerRules.redeemsPerMonth,
          })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="redeems-left">
          {t('ledger.redeem.left', { count: left })}
        </Text>
        <Group gap="sm" align="center">
          <Button
            leftSection={<IconTicket size={18} aria-hidden="true" />}
            onClick={() => redeem.mutate()}
            loading={redeem.isPending}
            disabled={blocked !== null}
            aria-describedby={blocked ? 'redeem-blocked' : undefined}
            w="fit-content"
            styles={wrapButton}
          >
            {t('ledger.redeem.button', { crowns: ledgerRules.redeemCrowns })}
          </Button>
          {blocked ? (
            <Text size="sm" c="dimmed" id="redeem-blocked" data-testid="redeem-blocked">
              {blocked}
            </Text>
          ) : null}
        </Group>
        {problem ? (
          <Alert color="ember" icon={<IconAlertCircle size={18} />} role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function HowToEarn({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const r = ledgerRules;
  const lines =
    currency === 'crown'
      ? [
          t('ledger.earn.daily', { count: r.dailyWritingCrowns }),
          t('ledger.earn.lesson', { count: r.lessonCrowns }),
          t('ledger.earn.approved', { count: r.bookApprovedCrowns, max: r.bookApprovedPerMonth }),
          t('ledger.earn.weekend', { count: r.weekendSubmissionCrowns }),
          t('ledger.earn.referral', { count: r.referralCrowns }),
          t('ledger.earn.pdf', { count: r.pdfCrowns }),
        ]
      : [
          t('ledger.earn.topUp', { count: r.memberMonthlyTickets }),
          t('ledger.earn.redeem', { crowns: r.redeemCrowns, times: r.redeemsPerMonth }),
          t('ledger.earn.featured'),
          t('ledger.earn.publish'),
        ];
  return (
    <Paper className={classes.card} p="lg" radius="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        {t(currency === 'crown' ? 'ledger.earn.crownsTitle' : 'ledger.earn.ticketsTitle')}
      </Title>
      <List spacing="xs">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {currency === 'ticket' && features.membership ? (
        <Button component={Link} to="/become-member" variant="light" mt="md" w="fit-content">
          {t('ledger.earn.becomeMember')}
        </Button>
      ) : null}
    </Paper>
  );
}

/** /yourstuff-crowns and /yourstuff-ticket: balance, redeem, how to earn, history. */
export function LedgerPage({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: currency === 'crown' ? ledgerKeys.crowns(page) : ledgerKeys.tickets(page),
    queryFn: () => (currency === 'crown' ? ledgerApi.crowns(page) : ledgerApi.tickets(page)),
    placeholderData: keepPreviousData,
  });
  const Icon = currency === 'crown' ? IconCrown : IconTicket;
  const data = history.data;
  const balance = data ? (currency === 'crown' ? data.Crown : data.Ticket) : null;

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>
            {t(currency === 'crown' ? 'ledger.crownsTitle' : 'ledger.ticketsTitle')}
          </Title>
          <Group gap="xs">
            <Button
              component={Link}
              to={currency === 'crown' ? '/yourstuff-ticket' : '/yourstuff-crowns'}
              variant="subtle"
            >
              {t(currency === 'crown' ? 'ledger.seeTickets' : 'ledger.seeCrowns')}
            </Button>
            <Button component={Link} to="/yourstuff-badges" variant="subtle">
              {t('ledger.seeBadges')}
            </Button>
          </Group>
        </Group>
        {history.isPending ? (
          <Loader aria-label={t('ledger.loading')} />
        ) : history.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(history.error)}
            <Button variant="subtle" onClick={() => void history.refetch()}>
              {t('ledger.retry')}
            </Button>
          </Alert>
        ) : data ? (
          <>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.top}>
              <Paper className={`${classes.card} ${classes.balance}`} p="lg" radius="lg" withBorder>
                <Group gap="md" wrap="nowrap">
                  <ThemeIcon size={64} radius="xl" color={currency === 'crown' ? 'sun.5' : 'sky.6'}>
                    <Icon size={38} aria-hidden="true" />
                  </ThemeIcon>
                  <div>
                    <Text size="sm" c="dimmed">
                      {t(currency === 'crown' ? 'ledger.yourCrowns' : 'ledger.yourTickets')}
                    </Text>
                    <Text className={classes.amount} data-testid={`${currency}-balance`}>
                      {balance}
                    </Text>
                  </div>
                </Group>
                {currency === 'crown' ? (
                  <Badge mt="md" variant="light" color="sky" c="sky.9">
                    {t('ledger.ticketsOwned', { count: data.Ticket })}
                  </Badge>
                ) : (
                  <Badge mt="md" variant="light" color="sun" c="sun.9">
                    {t('ledger.crownsOwned', { count: data.Crown })}
                  </Badge>
                )}
              </Paper>
              <RedeemPanel crowns={data.Crown} left={data.RedeemsLeft} />
              <HowToEarn currency={currency} />
            </SimpleGrid>
            <Paper className={classes.card} p="lg" radius="lg" withBorder>
              <Title order={2} size="h4" mb="sm">
                {t('ledger.history.title')}
              </Title>
              {data.List.length === 0 ? (
                <Text c="dimmed">{t('ledger.history.empty')}</Text>
              ) : (
                <HistoryTable entries={data.List} currency={currency} />
              )}
              {data.Total > pageSize ? (
                <Pagination
                  mt="md"
                  total={Math.ceil(data.Total / pageSize)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    'aria-label': t(`ledger.paging.${control}`),
                  })}
                />
              ) : null}
            </Paper>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
