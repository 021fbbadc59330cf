import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { type PrintStaffMove, printMoveNeedsReason, shippingAddressLines } from '@storyloom/domain';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StateBadge, useDateText } from '../../../components/print/PrintOrderState';
import { useTranslation } from '../../../i18n/react';
import { type PrintFile, printQueueApi, printQueueKeys } from './api';

function FileCell({ orderId, file }: { orderId: string; file: PrintFile | undefined }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const prepare = useMutation({
    mutationFn: () =>
      printQueueApi.preparePdf(orderId, file?.BookId ?? '', file?.Format ?? 'softcover'),
    onSuccess: () => void client.invalidateQueries({ queryKey: printQueueKeys.one(orderId) }),
  });
  if (!file) return null;
  if (file.State === 'ready') {
    return (
      <Stack gap={4}>
        <Anchor
          href={printQueueApi.pdfUrl(orderId, file.BookId, file.Format, 'interior')}
          download
          data-testid="print-pdf-download"
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden="true" />
            {t('adminConsole.print.download', { count: file.Pages ?? 0 })}
          </Group>
        </Anchor>
        <Anchor
          href={printQueueApi.pdfUrl(orderId, file.BookId, file.Format, 'cover')}
          download
          data-testid="print-cover-download"
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden="true" />
            {t('adminConsole.print.downloadCover')}
          </Group>
        </Anchor>
      </Stack>
    );
  }
  if (file.State === 'queued' || file.State === 'rendering') {
    return (
      <Stack gap={4} miw={140} data-testid="print-pdf-progress">
        <Text size="xs">{t('adminConsole.print.making', { percent: file.Progress })}</Text>
        <Progress
          value={file.Progress}
          aria-label={t('adminConsole.print.making', { percent: file.Progress })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      {file.State === 'failed' ? (
        <Text size="xs" c="red.8">
          {t('adminConsole.print.failedFile')}
        </Text>
      ) : null}
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
        loading={prepare.isPending}
        onClick={() => prepare.mutate()}
        data-testid="print-pdf-make"
      >
        {t(file.State === 'outdated' ? 'adminConsole.print.remake' : 'adminConsole.print.make')}
      </Button>
      {prepare.error ? (
        <Text size="xs" c="red.8">
          {apiErrorMessage(prepare.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One print order for staff: books with their print-ready PDFs, address, and the moves. */
export function PrintOrderDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const date = useDateText();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [asking, setAsking] = useState<PrintStaffMove | null>(null);
  const order = useQuery({
    queryKey: printQueueKeys.one(id),
    queryFn: () => printQueueApi.one(id),
    // While a PDF is being made, its progress is asked for again.
    refetchInterval: (query) =>
      query.state.data?.Files.some((f) => f.State === 'queued' || f.State === 'rendering')
        ? 1500
        : false,
  });
  const move = useMutation({
    mutationFn: (to: PrintStaffMove) => printQueueApi.move(id, to, reason.trim()),
    onSuccess: async (_r, to) => {
      setAsking(null);
      showSuccess(t(`adminConsole.print.moved.${to}`));
      await client.invalidateQueries({ queryKey: ['admin', 'print'] });
    },
  });
  const ask = (to: PrintStaffMove) => {
    if (printMoveNeedsReason(to) && !reason.trim()) {
      setReasonError(t('adminConsole.print.reasonNeeded'));
      document.getElementById('print-reason')?.focus();
      return;
    }
    setReasonError(null);
    setAsking(to);
  };
  const data = order.data;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={data ? t('print.orders.number', { number: data.Number }) : t('adminConsole.loading')}
      data-testid="print-order-detail"
    >
      {order.isPending ? <Loader aria-label={t('adminConsole.loading')} /> : null}
      {order.isError ? <Alert color="red">{apiErrorMessage(order.error)}</Alert> : null}
      {data ? (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm">
              {t('adminConsole.print.buyer', { name: data.Buyer || '-' })}
              {' · '}
              {t('adminConsole.print.paid', { date: date(data.PaidTime) || '-' })}
            </Text>
            <StateBadge state={data.State} />
          </Group>
          {data.Reason ? <Alert title={t('print.orders.reason')}>{data.Reason}</Alert> : null}
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('print.orders.book')}</Table.Th>
                  <Table.Th>{t('print.orders.format')}</Table.Th>
                  <Table.Th ta="right">{t('print.quantity')}</Table.Th>
                  <Table.Th>{t('adminConsole.print.pdf')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.Lines.map((line) => (
                  <Table.Tr key={`${line.BookId}-${line.Format}`} data-testid="print-detail-line">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {line.Title || t('print.untitled')}
                    </Table.Td>
                    <Table.Td>{t(`print.format.${line.Format}`)}</Table.Td>
                    <Table.Td ta="right">{line.Quantity}</Table.Td>
                    <Table.Td>
                      <FileCell
                        orderId={data.PrintOrderId}
                        file={data.Files.find(
                          (f) => f.BookId === line.BookId && f.Format === line.Format,
                        )}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <div>
              <Text fw={700} size="sm">
                {t('print.orders.shipTo')}
              </Text>
              {shippingAddressLines(data.Address).map((l) => (
                <Text size="sm" key={l}>
                  {l}
                </Text>
              ))}
              {data.Address.Phone ? <Text size="sm">{data.Address.Phone}</Text> : null}
            </div>
            <Stack gap={2}>
              <Text size="sm">{t('print.orders.subtotal', { amount: data.Subtotal })}</Text>
              <Text size="sm">{t('print.orders.shipping', { amount: data.Shipping })}</Text>
              <Text fw={800}>
                {t('print.orders.total', { amount: `${data.Total} ${data.Currency}` })}
              </Text>
            </Stack>
          </SimpleGrid>
          {data.State === 'reviewing' ? (
            <Stack gap="sm">
              <Textarea
                id="print-reason"
                label={t('adminConsole.print.reason')}
                description={t('adminConsole.print.reasonHint')}
                value={reason}
                onChange={(e) => {
                  setReason(e.currentTarget.value);
                  setReasonError(null);
                }}
                maxLength={500}
                autosize
                minRows={2}
                error={reasonError}
              />
              {move.error ? <Alert color="red">{apiErrorMessage(move.error)}</Alert> : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="outline" color="red.8" onClick={() => ask('failed')}>
                  {t('adminConsole.print.action.failed')}
                </Button>
                <Button variant="outline" color="ember.8" onClick={() => ask('returned')}>
                  {t('adminConsole.print.action.returned')}
                </Button>
                <Button onClick={() => ask('complete')} data-testid="print-complete">
                  {t('adminConsole.print.action.complete')}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        body={
          asking && data
            ? t(`adminConsole.print.confirm.${asking}`, {
                number: data.Number,
                reason: reason.trim(),
              })
            : null
        }
        title={asking ? t(`adminConsole.print.action.${asking}`) : ''}
        confirmLabel={asking ? t(`adminConsole.print.action.${asking}`) : ''}
        cancelLabel={t('adminConsole.cancel')}
        busy={move.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && move.mutate(asking)}
        testId="print-confirm"
      />
    </Modal>
  );
}
