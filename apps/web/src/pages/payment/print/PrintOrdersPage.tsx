import { Container, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { PrintOrderList } from './PrintOrderList';

/** /yourstuff-print-order: the user's print orders and where each stands (SPEC §4). */
export function PrintOrdersPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'ready' && !user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?redirect=${back}`} replace />;
  }
  if (!user) return null;
  return (
    <Container size="lg" w="100%" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('print.orders.title')}</Title>
          <Text c="dimmed">{t('print.orders.intro')}</Text>
        </div>
        <PrintOrderList />
      </Stack>
    </Container>
  );
}
