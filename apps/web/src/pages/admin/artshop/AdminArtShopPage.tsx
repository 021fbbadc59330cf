import { Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd } from '../../../api/shop';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { PayoutDialog, ShareDialog } from './ArtShopDialogs';
import { artShopPageSize, artShopStaffApi, artShopStaffKeys, type StaffShop } from './api';
import { PayoutCorrectionDialog } from './PayoutCorrectionDialog';

/**
 * /admin/artshop (admins, decision 061): the artists with a shop, their share of each sale
 * (default 50%, PRODUCT.md), what they earned, were paid and are still owed from the append-only
 * earnings ledger; a share is set, a payout recorded and a mistaken payout corrected (after a
 * confirmation, decision 069) from here. The list comes in pages of 50, with a search by name.
 */
export function AdminArtShopPage() {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatUsd(cents, i18n.language);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const shops = useQuery({
    queryKey: artShopStaffKeys.page(page, query),
    queryFn: () => artShopStaffApi.list(page, query),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<{
    shop: StaffShop;
    what: 'share' | 'payout' | 'correct';
  } | null>(null);
  return (
    <AdminScreen
      testId="admin-artshop"
      title={t('adminConsole.artShop.title')}
      lead={t('adminConsole.artShop.lead')}
    >
      <TextInput
        label={t('adminConsole.artShop.search')}
        placeholder={t('adminConsole.artShop.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        data-testid="admin-artshop-search"
      />
      <AdminLoad
        query={shops}
        isEmpty={(data) => data.Total === 0 && query === ''}
        empty={{
          title: t('adminConsole.artShop.emptyTitle'),
          body: t('adminConsole.artShop.emptyBody'),
          testId: 'admin-artshop-empty',
        }}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed" data-testid="admin-artshop-count">
              {data.Total === 0
                ? t('adminConsole.artShop.noMatch', { query })
                : t('adminConsole.artShop.count', { count: data.Total })}
            </Text>
            <Table.ScrollContainer minWidth={760}>
              <Table data-testid="admin-artshop-list" highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminConsole.artShop.artist')}</Table.Th>
                    <Table.Th ta="right">{t('adminConsole.artShop.share')}</Table.Th>
                    <Table.Th ta="right">{t('adminConsole.artShop.earned')}</Table.Th>
                    <Table.Th ta="right">{t('adminConsole.artShop.paidOut')}</Table.Th>
                    <Table.Th ta="right">{t('adminConsole.artShop.balance')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.List.map((s) => (
                    <Table.Tr key={s.Slug} data-testid="admin-artshop-row">
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {s.Name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          @{s.UserName}
                          {s.ShopName ? ` · ${s.ShopName}` : ''}
                        </Text>
                        <Group gap={4} mt={2}>
                          {s.Holiday ? (
                            <Badge size="xs" color="gray" variant="light">
                              {t('adminConsole.artShop.holiday')}
                            </Badge>
                          ) : null}
                          {s.HasPayout ? null : (
                            <Badge size="xs" color="orange" variant="light">
                              {t('adminConsole.artShop.noPayoutDetails')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">
                        {s.SharePercent} %
                        {s.SharePercent !== data.DefaultSharePercent ? (
                          <Text size="xs" c="dimmed">
                            {t('adminConsole.artShop.agreed')}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{money(s.EarnedCents)}</Table.Td>
                      <Table.Td ta="right">{money(s.PaidOutCents)}</Table.Td>
                      <Table.Td ta="right" fw={700} data-testid="admin-artshop-balance">
                        {money(s.BalanceCents)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => setOpen({ shop: s, what: 'share' })}
                            aria-label={t('adminConsole.artShop.setShareFor', { name: s.Name })}
                          >
                            {t('adminConsole.artShop.setShare')}
                          </Button>
                          <Button
                            size="compact-sm"
                            disabled={s.BalanceCents <= 0}
                            onClick={() => setOpen({ shop: s, what: 'payout' })}
                            aria-label={t('adminConsole.artShop.recordPayoutFor', {
                              name: s.Name,
                            })}
                          >
                            {t('adminConsole.artShop.recordPayout')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            disabled={s.PaidOutCents <= 0}
                            onClick={() => setOpen({ shop: s, what: 'correct' })}
                            aria-label={t('adminConsole.artShop.correctFor', { name: s.Name })}
                          >
                            {t('adminConsole.artShop.correct')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <AdminPager
              total={data.Total}
              pageSize={artShopPageSize}
              page={page}
              onChange={setPage}
            />
            {open?.what === 'share' ? (
              <ShareDialog
                shop={open.shop}
                defaultPercent={data.DefaultSharePercent}
                onClose={() => setOpen(null)}
              />
            ) : null}
            {open?.what === 'payout' ? (
              <PayoutDialog shop={open.shop} onClose={() => setOpen(null)} />
            ) : null}
            {open?.what === 'correct' ? (
              <PayoutCorrectionDialog shop={open.shop} onClose={() => setOpen(null)} />
            ) : null}
          </>
        )}
      </AdminLoad>
    </AdminScreen>
  );
}
