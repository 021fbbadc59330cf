import { Badge, Button, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsd, shopApi, shopKeys } from '../../../api/shop';
import easelArt from '../../../assets/easel-balloon.svg';
import { ArtBand, EmptyState, ErrorState, GridSkeleton } from '../../../components/ArtStates';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import classes from './Shop.module.css';

/** /yourstuff-earnings-history: the artist's ledger rows, totals per month (decision 049). */
export function EarningsPage() {
  const { t, i18n } = useTranslation();
  const earnings = useQuery({ queryKey: shopKeys.earnings(), queryFn: () => shopApi.earnings() });
  const money = (cents: number) => formatUsd(cents, i18n.language);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const data = earnings.data;
  return (
    <div data-testid="earnings-history">
      <ArtBand
        eyebrow={t('artShop.earnings.eyebrow')}
        title={t('artShop.earnings.title')}
        lead={t('artShop.earnings.lead')}
        art={easelArt}
        tone="meadow"
        titleId="earnings-title"
        actions={
          data && data.List.length > 0 ? (
            <Stack gap={0}>
              <Text size="sm" fw={700}>
                {t('artShop.earnings.total')}
              </Text>
              <Text fz={32} fw={800} data-testid="earnings-total">
                {money(data.TotalShareCents)}
              </Text>
              {data.PaidOutCents > 0 ? (
                <>
                  <Text size="sm" data-testid="earnings-paid-out">
                    {t('artShop.earnings.paidOut', { amount: money(data.PaidOutCents) })}
                  </Text>
                  <Text size="sm" fw={700} data-testid="earnings-balance">
                    {t('artShop.earnings.balance', { amount: money(data.BalanceCents) })}
                  </Text>
                </>
              ) : null}
            </Stack>
          ) : null
        }
      />
      <Container size="xl" className={frame.body}>
        {earnings.isPending ? (
          <GridSkeleton count={2} label={t('artShop.earnings.loading')} />
        ) : earnings.isError ? (
          <ErrorState error={earnings.error} onRetry={() => void earnings.refetch()} />
        ) : !data || data.List.length === 0 ? (
          <EmptyState
            art={easelArt}
            title={t('artShop.earnings.emptyTitle')}
            body={t('artShop.earnings.emptyBody')}
            testId="earnings-empty"
            actions={
              <Button component={Link} to="/yourstuff-artshop">
                {t('artShop.earnings.toStudio')}
              </Button>
            }
          />
        ) : (
          <Stack gap="lg">
            <section className={frame.card} aria-labelledby="earnings-months">
              <Title order={2} size="h3" id="earnings-months" mb="sm">
                {t('artShop.earnings.monthsTitle')}
              </Title>
              <div className={classes.tableWrap}>
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('artShop.earnings.month')}</Table.Th>
                      <Table.Th>{t('artShop.earnings.salesHeader')}</Table.Th>
                      <Table.Th ta="right" visibleFrom="sm">
                        {t('artShop.earnings.amount')}
                      </Table.Th>
                      <Table.Th ta="right">{t('artShop.earnings.share')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.Months.map((m) => (
                      <Table.Tr key={m.Month} data-testid="earnings-month">
                        <Table.Td>{monthName(m.Month)}</Table.Td>
                        <Table.Td>{t('artShop.earnings.sales', { count: m.Sales })}</Table.Td>
                        <Table.Td ta="right" visibleFrom="sm">
                          {money(m.AmountCents)}
                        </Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {money(m.ShareCents)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </section>
            <section className={frame.card} aria-labelledby="earnings-list">
              <Title order={2} size="h3" id="earnings-list" mb="sm">
                {t('artShop.earnings.listTitle')}
              </Title>
              <div className={classes.tableWrap}>
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('artShop.earnings.date')}</Table.Th>
                      <Table.Th>{t('artShop.earnings.work')}</Table.Th>
                      <Table.Th visibleFrom="sm">{t('artShop.earnings.order')}</Table.Th>
                      <Table.Th ta="right" visibleFrom="sm">
                        {t('artShop.earnings.amount')}
                      </Table.Th>
                      <Table.Th ta="right">{t('artShop.earnings.share')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.List.map((line) =>
                      line.Kind === 'payout' || line.Kind === 'payout_correction' ? (
                        <Table.Tr
                          key={line.Id}
                          data-testid={
                            line.Kind === 'payout' ? 'earnings-payout' : 'earnings-correction'
                          }
                        >
                          <Table.Td>{day(line.CreatedAt)}</Table.Td>
                          <Table.Td>
                            <Text fw={700} size="sm">
                              {line.Kind === 'payout'
                                ? t('artShop.earnings.payout')
                                : t('artShop.earnings.correction')}
                            </Text>
                            {line.Reference ? (
                              <Text size="xs" c="dimmed">
                                {t('artShop.earnings.reference', { reference: line.Reference })}
                              </Text>
                            ) : null}
                            {line.Reason ? (
                              <Text size="xs" c="dimmed">
                                {t('artShop.earnings.reason', { reason: line.Reason })}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td visibleFrom="sm" />
                          <Table.Td visibleFrom="sm" />
                          <Table.Td ta="right" fw={700}>
                            {money(line.ShareCents)}
                          </Table.Td>
                        </Table.Tr>
                      ) : (
                        <Table.Tr key={line.Id} data-testid="earnings-line">
                          <Table.Td>{day(line.CreatedAt)}</Table.Td>
                          <Table.Td>
                            <Text fw={700} size="sm">
                              {line.Title}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {line.Size
                                ? t('artShop.work.summary', {
                                    count: line.Quantity,
                                    size: t(`artShop.common.sizes.${line.Size}`),
                                  })
                                : null}
                              {line.Kind === 'refund' ? (
                                <Badge ml={6} size="xs" color="gray">
                                  {t('artShop.earnings.refund')}
                                </Badge>
                              ) : null}
                            </Text>
                          </Table.Td>
                          <Table.Td visibleFrom="sm">
                            <Text size="xs" ff="monospace">
                              {line.OrderNo.slice(0, 10)}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right" visibleFrom="sm">
                            {money(line.AmountCents)}
                          </Table.Td>
                          <Table.Td ta="right" fw={700}>
                            {money(line.ShareCents)}
                          </Table.Td>
                        </Table.Tr>
                      ),
                    )}
                  </Table.Tbody>
                </Table>
              </div>
            </section>
          </Stack>
        )}
      </Container>
    </div>
  );
}
