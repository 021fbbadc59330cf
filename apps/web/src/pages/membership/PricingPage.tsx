import {
  Accordion,
  Anchor,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { centsText, currencyForLanguage, planPricesCents } from '@storyloom/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { DistrictForm } from './DistrictForm';
import { CurrencyChoice, LocalPriceHint, PlanComparison, Testimonials } from './PricingParts';
import { type BuyableItem, CheckoutDialog } from './purchase/CheckoutDialog';

interface PlanCard {
  item: BuyableItem;
  name: string;
  text: string;
  price: string;
  cents: number;
}

const faqs = ['faq1', 'faq2', 'faq3', 'faq4', 'faq5'] as const;

/**
 * /pricing and /become-member (SPEC §2 "Membership and pricing"): the plans side by side with
 * SPEC §9 prices, the FAQ, and buying a plan by card (decision 026).
 */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const [currency, setCurrency] = useState(() => currencyForLanguage(i18n.language));
  const { user, status } = useSession();
  const [buying, setBuying] = useState<BuyableItem | null>(null);
  const become = pathname.startsWith('/become-member');
  const showDistrict = become && new URLSearchParams(search).get('showdistrict') === '1';
  const back = encodeURIComponent(pathname + search);
  const cards: PlanCard[] = [
    {
      item: 'MONTHLY_PLAN',
      name: t('payments.pricing.monthly'),
      text: t('payments.pricing.monthlyText'),
      price: t('payments.pricing.perMonth', { price: centsText(planPricesCents.MONTHLY_PLAN) }),
      cents: planPricesCents.MONTHLY_PLAN,
    },
    {
      item: 'ONE_YEAR',
      name: t('payments.pricing.yearly'),
      text: t('payments.pricing.yearlyText'),
      price: t('payments.pricing.perYear', { price: centsText(planPricesCents.ONE_YEAR) }),
      cents: planPricesCents.ONE_YEAR,
    },
    {
      item: 'FAMILY_PLAN',
      name: t('payments.pricing.family'),
      text: t('payments.pricing.familyText'),
      price: t('payments.pricing.perYear', { price: centsText(planPricesCents.FAMILY_PLAN) }),
      cents: planPricesCents.FAMILY_PLAN,
    },
  ];
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            {t(become ? 'payments.pricing.becomeTitle' : 'payments.pricing.title')}
          </Title>
          <Text>{t('payments.pricing.intro')}</Text>
          <Text>
            {t('payments.pricing.trialLead')}{' '}
            <Anchor component={Link} to="/free-trial">
              {t('payments.pricing.trialLink')}
            </Anchor>
          </Text>
        </Stack>
        <CurrencyChoice currency={currency} onChange={setCurrency} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {cards.map((card) => (
            <Paper key={card.item} withBorder radius="lg" p="lg" data-testid={`plan-${card.item}`}>
              <Stack gap="sm" align="flex-start" h="100%">
                <Title order={2} fz="h3">
                  {card.name}
                </Title>
                <Stack gap={0}>
                  <Text fw={700}>{card.price}</Text>
                  <LocalPriceHint cents={card.cents} currency={currency} />
                </Stack>
                <Text size="sm" style={{ flex: 1 }}>
                  {card.text}
                </Text>
                {user ? (
                  <Button
                    onClick={() => setBuying(card.item)}
                    aria-label={`${t('payments.pricing.buy')}: ${card.name}`}
                  >
                    {t('payments.pricing.buy')}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={`/signin?redirect=${back}`}
                    variant="outline"
                    disabled={status !== 'ready'}
                  >
                    {t('payments.pricing.signInToBuy')}
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
          <Paper withBorder radius="lg" p="lg" data-testid="plan-SCHOOL_PLAN">
            <Stack gap="sm" align="flex-start" h="100%">
              <Title order={2} fz="h3">
                {t('payments.pricing.school')}
              </Title>
              <Text size="sm" style={{ flex: 1 }}>
                {t('payments.pricing.schoolText')}
              </Text>
              <Button
                component={Link}
                to={user ? '/buy' : `/signin?redirect=${encodeURIComponent('/buy')}`}
                variant={user ? 'filled' : 'outline'}
                w="fit-content"
              >
                {t('payments.buy.title')}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
        {showDistrict ? <DistrictForm /> : null}
        <PlanComparison />
        <Testimonials />
        <Stack gap="xs">
          <Title order={2}>{t('payments.pricing.faqTitle')}</Title>
          <Accordion variant="separated">
            {faqs.map((key) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>{t(`payments.pricing.${key}q`)}</Accordion.Control>
                <Accordion.Panel>{t(`payments.pricing.${key}a`)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Stack>
      {buying ? <CheckoutDialog item={buying} onClose={() => setBuying(null)} /> : null}
    </Container>
  );
}
