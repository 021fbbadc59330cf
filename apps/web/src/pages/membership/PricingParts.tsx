import {
  Blockquote,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { exchangeRates } from '@storyloom/domain';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { purchaseApi } from './purchase/api';

/** The plans in the order of the comparison's columns. */
const columns = ['free', 'monthly', 'yearly', 'family', 'school'] as const;
type Column = (typeof columns)[number];

/**
 * A row of the comparison: `true` is a check, `false` a dash, a string is the key of a short
 * text under `payments.pricing.compare.values`.
 */
type Cell = boolean | string;
const rows: { key: string; cells: Record<Column, Cell> }[] = [
  {
    key: 'freeStories',
    cells: { free: true, monthly: true, yearly: true, family: true, school: true },
  },
  {
    key: 'memberStories',
    cells: { free: false, monthly: true, yearly: true, family: true, school: true },
  },
  {
    key: 'tickets',
    cells: {
      free: 'welcomeTicket',
      monthly: 'tenTickets',
      yearly: 'tenTickets',
      family: 'tenTickets',
      school: 'tenTickets',
    },
  },
  {
    key: 'paidChallenges',
    cells: { free: false, monthly: true, yearly: true, family: true, school: true },
  },
  {
    key: 'accounts',
    cells: { free: 'one', monthly: 'one', yearly: 'one', family: 'twoToFive', school: 'tenTo200' },
  },
  {
    key: 'studentAccounts',
    cells: { free: false, monthly: false, yearly: false, family: false, school: true },
  },
];

function CellText({ cell }: { cell: Cell }) {
  const { t } = useTranslation();
  if (cell === true) {
    return (
      <IconCheck
        size={20}
        color="var(--mantine-color-teal-8)"
        role="img"
        aria-label={t('payments.pricing.compare.included')}
      />
    );
  }
  if (cell === false) {
    return (
      <IconMinus
        size={20}
        color="var(--mantine-color-gray-6)"
        role="img"
        aria-label={t('payments.pricing.compare.notIncluded')}
      />
    );
  }
  return <Text size="sm">{t(`payments.pricing.compare.values.${cell}`)}</Text>;
}

/** What each plan gives, side by side (issue 16: the plan comparison on /pricing). */
export function PlanComparison() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="plan-comparison">
      <Title order={2}>{t('payments.pricing.compare.title')}</Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm" captionSide="bottom">
          <Table.Caption>{t('payments.pricing.compare.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('payments.pricing.compare.feature')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`payments.pricing.compare.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  {t(`payments.pricing.compare.rows.${row.key}`)}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <CellText cell={row.cells[column]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

const currencies = Object.keys(exchangeRates);

/** The currency the hints are shown in, with a choice of the configured ones. */
export function CurrencyChoice({
  currency,
  onChange,
}: {
  currency: string;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('payments.pricing.currency')}
        data={currencies}
        value={currency}
        onChange={(event) => onChange(event.currentTarget.value)}
        w={140}
      />
      <Text size="sm" c="dimmed" pb={6}>
        {t('payments.pricing.currencyNote')}
      </Text>
    </Group>
  );
}

/** A price in US cents shown in the chosen currency at today's configured rate. */
export function LocalPriceHint({ cents, currency }: { cents: number; currency: string }) {
  const { t, i18n } = useTranslation();
  const rate = useQuery({
    queryKey: ['payments', 'exchange-rate', currency],
    queryFn: () => purchaseApi.exchangeRate(currency),
    enabled: currency !== 'USD',
    staleTime: 60 * 60 * 1000,
  });
  if (currency === 'USD' || typeof rate.data !== 'number') return null;
  const amount = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  }).format((cents / 100) * rate.data);
  return (
    <Text size="sm" c="dimmed" data-testid="local-price">
      {t('payments.pricing.localTotal', { amount, currency })}
    </Text>
  );
}

const voices = ['teacher', 'parent', 'writer'] as const;

/** What teachers, parents and young writers say about Storyloom. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="testimonials">
      <Title order={2}>{t('payments.pricing.voices.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {voices.map((voice) => (
          <Blockquote
            key={voice}
            color="orange"
            radius="lg"
            p="lg"
            cite={`— ${t(`payments.pricing.voices.${voice}.who`)}`}
            // Mantine's citation is the text at 60% opacity: 3.9:1 on the quote's tint. Full text colour passes.
            styles={{ cite: { opacity: 1, color: 'var(--mantine-color-text)' } }}
          >
            {t(`payments.pricing.voices.${voice}.quote`)}
          </Blockquote>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
