import { Badge, Button, Select, Stack, Table } from '@mantine/core';
import { type PrintOrderState, printOrderStates } from '@storyloom/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { stateColors, useDateText } from '../../../components/print/PrintOrderState';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { printQueueApi, printQueueKeys, printQueuePageSize } from './api';
import { PrintOrderDetail } from './PrintOrderDetail';

/**
 * /admin/print (admins): print orders by state, paid ones under review first (oldest paid
 * first); one opens with its books' print-ready PDFs and the moves on (decision 048).
 */
export function AdminPrintPage() {
  const { t } = useTranslation();
  const date = useDateText();
  const [state, setState] = useState<PrintOrderState | null>('reviewing');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useQuery({
    queryKey: [...printQueueKeys.list, state, page],
    queryFn: () => printQueueApi.list(state, page),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminScreen
      testId="admin-print"
      title={t('adminConsole.print.title')}
      lead={t('adminConsole.print.lead')}
    >
      <Select
        label={t('adminConsole.orders.state')}
        placeholder={t('adminConsole.orders.allStates')}
        data={printOrderStates.map((s) => ({ value: s, label: t(`print.orders.state.${s}`) }))}
        value={state}
        clearable
        onChange={(value) => {
          setState(value as PrintOrderState | null);
          setPage(1);
        }}
        w={240}
      />
      <AdminLoad
        query={orders}
        isEmpty={(data) => data.List.length === 0}
        empty={{
          title: t('adminConsole.print.emptyTitle'),
          body: t('adminConsole.print.emptyBody'),
          testId: 'admin-print-empty',
        }}
      >
        {(data) => (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={640}>
              <Table data-testid="admin-print-list" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminConsole.print.number')}</Table.Th>
                    <Table.Th>{t('adminConsole.print.paidOn')}</Table.Th>
                    <Table.Th>{t('adminConsole.print.buyerColumn')}</Table.Th>
                    <Table.Th ta="right">{t('adminConsole.print.copies')}</Table.Th>
                    <Table.Th>{t('print.checkout.total')}</Table.Th>
                    <Table.Th>{t('adminConsole.orders.state')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.List.map((o) => (
                    <Table.Tr key={o.PrintOrderId} data-testid="admin-print-row">
                      <Table.Td>#{o.Number}</Table.Td>
                      <Table.Td>{date(o.PaidTime || o.CreateTime)}</Table.Td>
                      <Table.Td>{o.Buyer}</Table.Td>
                      <Table.Td ta="right">{o.Copies}</Table.Td>
                      <Table.Td>
                        {o.Total} {o.Currency}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={stateColors[o.State]} variant="light">
                          {t(`print.orders.state.${o.State}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setOpen(o.PrintOrderId)}
                          aria-label={t('adminConsole.print.openOrder', {
                            number: o.Number,
                            name: o.Buyer,
                          })}
                        >
                          {t('adminConsole.orders.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <AdminPager
              total={data.Total}
              pageSize={printQueuePageSize}
              page={page}
              onChange={setPage}
            />
          </Stack>
        )}
      </AdminLoad>
      {open ? <PrintOrderDetail id={open} onClose={() => setOpen(null)} /> : null}
    </AdminScreen>
  );
}
