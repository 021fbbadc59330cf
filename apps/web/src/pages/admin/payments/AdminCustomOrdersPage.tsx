import {
  Alert,
  Anchor,
  Badge,
  Button,
  NumberInput,
  Select,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CustomQuoteProblem,
  customQuoteMessage,
  quotePriceCents,
  translateMessage,
  validateCustomQuote,
} from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { AdminFormCard, RowAction, useConfirmedAction } from './AdminFormParts';
import { customOrderKeys, customOrdersAdminApi } from './api';

const items = ['SCHOOL_PLAN', 'RENEW_SCHOOL_PLAN'];
const stateColors: Record<string, string> = {
  open: 'blue',
  waiting: 'yellow',
  reviewing: 'blue',
  paid: 'green',
  refunded: 'gray',
  cancelled: 'gray',
};

function asNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

function CustomOrderForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [buyer, setBuyer] = useState('');
  const [item, setItem] = useState('SCHOOL_PLAN');
  const [members, setMembers] = useState<number | string>(40);
  const [price, setPrice] = useState<number | string>('');
  const [title, setTitle] = useState('');
  const [school, setSchool] = useState('');
  const [note, setNote] = useState('');
  const [shown, setShown] = useState(false);
  // The same rule and text as the server's (decision 053): accounts above 200 are a district's
  // quote. Nothing is clamped: what the admin typed stays, with the rule's text under it.
  // Mantine answers text for numbers it keeps as typed ("1500.50"): read them as numbers.
  const membersNumber = asNumber(members);
  const priceNumber = asNumber(price);
  const problems: Record<CustomQuoteProblem, boolean> = {
    accounts: validateCustomQuote({ members: membersNumber, priceCents: 1 }) === 'accounts',
    price:
      validateCustomQuote({ members: 1, priceCents: quotePriceCents(priceNumber) }) === 'price',
  };
  const typed = (field: CustomQuoteProblem) =>
    field === 'accounts' ? members !== '' : price !== '';
  const errorFor = (field: CustomQuoteProblem) => {
    if (!problems[field] || !(shown || typed(field))) return undefined;
    const { key, params } = customQuoteMessage(field);
    return translateMessage(key, currentLanguage(), params);
  };
  const ok = buyer.trim() && title.trim() && !problems.accounts && !problems.price;
  const create = useMutation({
    mutationFn: () =>
      customOrdersAdminApi.create({
        Buyer: buyer.trim(),
        PayItem: item,
        Members: membersNumber,
        Price: priceNumber,
        Title: title.trim(),
        SchoolName: school.trim(),
        Note: note.trim(),
      }),
    onSuccess: async (made) => {
      showSuccess(t('adminConsole.customOrders.created', { title: made.Title }));
      setBuyer('');
      setTitle('');
      setNote('');
      setPrice('');
      setShown(false);
      await client.invalidateQueries({ queryKey: customOrderKeys.all });
    },
  });
  const required = t('membership.educator.required');
  return (
    <AdminFormCard
      title={t('adminConsole.customOrders.new')}
      submitLabel={t('adminConsole.customOrders.create')}
      busy={create.isPending}
      error={create.error}
      onSubmit={() => {
        setShown(true);
        if (ok) create.mutate();
      }}
      after={
        <Textarea
          label={t('adminConsole.customOrders.note')}
          description={t('adminConsole.customOrders.noteHint')}
          value={note}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      }
    >
      <TextInput
        label={t('adminConsole.customOrders.buyer')}
        description={t('adminConsole.customOrders.buyerHint')}
        value={buyer}
        required
        maxLength={200}
        onChange={(e) => setBuyer(e.currentTarget.value)}
        error={shown && !buyer.trim() ? required : undefined}
      />
      <Select
        label={t('account.orders.item')}
        data={items.map((i) => ({ value: i, label: t(`account.orders.items.${i}`) }))}
        value={item}
        allowDeselect={false}
        onChange={(value) => setItem(value ?? 'SCHOOL_PLAN')}
      />
      <NumberInput
        label={t('payments.buy.accountsLabel')}
        description={t('adminConsole.customOrders.accountsHint')}
        value={members}
        onChange={setMembers}
        error={errorFor('accounts')}
        data-testid="custom-quote-accounts"
      />
      <NumberInput
        label={t('adminConsole.customOrders.price')}
        description={t('adminConsole.customOrders.priceHint')}
        value={price}
        onChange={setPrice}
        error={errorFor('price')}
        data-testid="custom-quote-price"
      />
      <TextInput
        label={t('adminConsole.customOrders.titleLabel')}
        description={t('adminConsole.customOrders.titleHint')}
        value={title}
        required
        maxLength={200}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={shown && !title.trim() ? required : undefined}
      />
      <TextInput
        label={t('payments.buy.schoolName')}
        value={school}
        maxLength={200}
        onChange={(e) => setSchool(e.currentTarget.value)}
      />
    </AdminFormCard>
  );
}

/**
 * /admin/custom-orders (admins; decision 053): orders prepared for a school at an agreed price,
 * made for a buyer named by email or username (who is emailed the link), listed with where they
 * stand, and withdrawn after a confirmation while the buyer has not started paying.
 */
export function AdminCustomOrdersPage() {
  const { t, i18n } = useTranslation();
  const list = useQuery({ queryKey: customOrderKeys.all, queryFn: customOrdersAdminApi.list });
  const cancel = useConfirmedAction(
    (target: { id: string; title: string }) => customOrdersAdminApi.cancel(target.id),
    customOrderKeys.all,
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <AdminScreen
      testId="admin-custom-orders"
      title={t('adminConsole.customOrders.title')}
      lead={t('adminConsole.customOrders.lead')}
      action={
        <Button component={Link} to="/admin/orders" variant="outline" color="ink.8">
          {t('adminConsole.orders.title')}
        </Button>
      }
    >
      <CustomOrderForm />
      {cancel.error ? <Alert color="red">{apiErrorMessage(cancel.error)}</Alert> : null}
      <AdminLoad
        query={list}
        isEmpty={(data) => data.length === 0}
        empty={{
          title: t('adminConsole.customOrders.emptyTitle'),
          body: t('adminConsole.customOrders.emptyBody'),
          testId: 'admin-custom-orders-empty',
        }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={860}>
            <Table data-testid="admin-custom-orders-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.orders.date')}</Table.Th>
                  <Table.Th>{t('adminConsole.customOrders.titleLabel')}</Table.Th>
                  <Table.Th>{t('payments.buy.accountsLabel')}</Table.Th>
                  <Table.Th>{t('account.orders.total')}</Table.Th>
                  <Table.Th>{t('account.orders.state')}</Table.Th>
                  <Table.Th>{t('adminConsole.customOrders.link')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((c) => (
                  <Table.Tr key={c.ItemID} data-testid="admin-custom-order-row">
                    <Table.Td>{date.format(new Date(c.CreateTime))}</Table.Td>
                    <Table.Td>{c.Title}</Table.Td>
                    <Table.Td>{c.Members}</Table.Td>
                    <Table.Td>{c.Total} US$</Table.Td>
                    <Table.Td>
                      <Badge color={stateColors[c.State] ?? 'blue'} variant="light" maw="none">
                        {t(`payments.custom.states.${c.State}`, c.State)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ fontFamily: 'monospace' }}>
                      <Anchor component={Link} to={`/custom-order/${c.ItemID}`} size="sm">
                        /custom-order/{c.ItemID}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {c.State === 'open' || c.State === 'waiting' ? (
                        <RowAction
                          label={t('adminConsole.customOrders.cancel')}
                          name={c.Title}
                          onClick={() => cancel.ask({ id: c.ItemID, title: c.Title })}
                        />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </AdminLoad>
      <ConfirmDialog
        body={
          cancel.target
            ? t('adminConsole.customOrders.confirm', { title: cancel.target.title })
            : null
        }
        title={t('adminConsole.customOrders.confirmTitle')}
        confirmLabel={t('adminConsole.customOrders.cancel')}
        cancelLabel={t('adminConsole.cancel')}
        busy={cancel.busy}
        onCancel={cancel.close}
        onConfirm={cancel.confirm}
        testId="custom-order-confirm"
      />
    </AdminScreen>
  );
}
