import { Badge } from '@mantine/core';
import type { PrintOrderState } from '@storyloom/domain';
import { useTranslation } from '../../i18n/react';

/** A print order's SPEC §4 state as a coloured badge, and its dates: the buyer's list and the admin queue. */
export const stateColors: Record<PrintOrderState, string> = {
  waiting: 'yellow',
  reviewing: 'sky',
  returned: 'ember',
  complete: 'green',
  failed: 'red',
};

export function useDateText() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
    dateStyle: 'medium',
  });
  return (iso: string) => (iso ? format.format(new Date(iso)) : '');
}

export function StateBadge({ state }: { state: PrintOrderState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={stateColors[state]}
      variant="light"
      size="lg"
      data-testid="print-order-state"
      data-state={state}
    >
      {t(`print.orders.state.${state}`)}
    </Badge>
  );
}
