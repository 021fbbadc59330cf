import { Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { pageSize, paymentKeys, paymentsAdminApi } from './api';
import { OrderDetail, stateColors } from './OrderDetail';

const states = ['waiting', 'reviewing', 'returned', 'complete', 'failed', 'refunded'] as const;

/**
 * /admin/orders (admins): every order, newest first, by state (purchase orders to review are
 * "reviewing") or found by order number, buyer id or school name; one order opens with its
 * events, to mark a purchase order paid, return it with a reason, or refund a paid order.
 */
export function AdminOrdersPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useQuery({
    queryKey: [...paymentKeys.orders, state, query, page],
    queryFn: () =>
      paymentsAdminApi.orders({ ...(state ? { State: state } : {}), Query: query, Page: page }),
    placeholderData: keepPreviousData,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <AdminScreen
      testId="admin-orders"
      title={t('adminConsole.orders.title')}
      lead={t('adminConsole.orders.lead')}
      action={
        <Group gap="xs">
          <Button component={Link} to="/admin/coupons" variant="outline" color="ink.8">
            {t('adminConsole.coupons.title')}
          </Button>
          <Button component={Link} to="/admin/custom-orders" variant="outline" color="ink.8">
            {t('adminConsole.customOrders.title')}
          </Button>
        </Group>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQuery(text.trim());
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('adminConsole.orders.state')}
            placeholder={t('adminConsole.orders.allStates')}
            data={states.map((s) => ({ value: s, label: t(`account.orders.states.${s}`) }))}
            value={state}
            clearable
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
            w={200}
          />
          <TextInput
            label={t('adminConsole.orders.search')}
            description={t('adminConsole.orders.searchHint')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">{t('adminConsole.orders.find')}</Button>
        </Group>
      </form>
      <AdminLoad
        query={orders}
        isEmpty={(data) => data.List.length === 0}
        empty={{
          title: t('adminConsole.orders.emptyTitle'),
          body: t('adminConsole.orders.emptyBody'),
          testId: 'admin-orders-empty',
        }}
      >
        {(data) => (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={640}>
              <Table data-testid="admin-orders-list" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('account.orders.date')}</Table.Th>
                    <Table.Th>{t('adminConsole.orders.number')}</Table.Th>
                    <Table.Th>{t('account.orders.item')}</Table.Th>
                    <Table.Th>{t('account.orders.total')}</Table.Th>
                    <Table.Th>{t('account.orders.state')}</Table.Th>
                    <Table.Th>{t('adminConsole.orders.school')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.List.map((o) => (
                    <Table.Tr key={o.OrderNo} data-testid="admin-order-row">
                      <Table.Td>{date.format(new Date(o.CreateTime))}</Table.Td>
                      <Table.Td style={{ fontFamily: 'monospace' }}>{o.OrderNo}</Table.Td>
                      <Table.Td>{t(`account.orders.items.${o.PayItem}`, o.PayItem)}</Table.Td>
                      <Table.Td>
                        {o.Total} {o.Currency}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={stateColors[o.State] ?? 'blue'} variant="light">
                          {t(`account.orders.states.${o.State}`, o.State)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{o.SchoolName}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setOpen(o.OrderNo)}
                          aria-label={`${t('adminConsole.orders.open')}: ${o.OrderNo}`}
                        >
                          {t('adminConsole.orders.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <AdminPager total={data.Total} pageSize={pageSize} page={page} onChange={setPage} />
          </Stack>
        )}
      </AdminLoad>
      {open ? <OrderDetail orderNo={open} onClose={() => setOpen(null)} /> : null}
    </AdminScreen>
  );
}
