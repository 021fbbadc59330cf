import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import {
  centsText,
  isPlanItem,
  PlanItem,
  schoolMinimum,
  schoolPlanPriceCents,
  translateMessage,
  validateSchoolMembers,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { membershipApi, membershipKeys, type SchoolInformation } from '../api';
import { emptySchool, SchoolInfoFields, schoolInfoComplete } from '../SchoolInfoFields';
import { purchaseApi } from './api';
import { type AppliedCoupon, CouponBox } from './CouponBox';
import { PayOrderStep } from './PayOrderStep';
import { PlanPayStep } from './PlanPayStep';

/** Step one: the account count (SPEC §5 minimum to 200) and the coupon, with the price. */
function CountStep({
  item,
  count,
  setCount,
  minimum,
  coupon,
  setCoupon,
  onNext,
}: {
  item: string;
  count: number | string;
  setCount: (n: number | string) => void;
  minimum: number;
  coupon: AppliedCoupon | null;
  setCoupon: (c: AppliedCoupon | null) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const n = typeof count === 'number' ? count : Number.NaN;
  const problem = validateSchoolMembers(n, minimum);
  const priceCents = problem ? null : schoolPlanPriceCents(n);
  let countError: React.ReactNode = null;
  if (shown && problem?.key === 'schoolPlanMembers') {
    countError = translateMessage('schoolPlanMembers', currentLanguage(), problem.params);
  } else if (problem?.key === 'schoolPlanDistrict') {
    countError = t('payments.buy.district', { max: problem.params.max });
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (!problem) onNext();
      }}
    >
      <Stack gap="md" maw={520}>
        <NumberInput
          label={t('payments.buy.count')}
          description={t('payments.buy.countHint', { min: minimum })}
          value={count}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => {
            setCount(value);
            // SPEC §4: the coupon is cleared when the member count changes.
            setCoupon(null);
          }}
          error={countError}
          data-testid="buy-count"
        />
        {problem?.key === 'schoolPlanDistrict' ? (
          <Anchor component={Link} to="/become-member?showdistrict=1">
            {t('payments.buy.districtLink')}
          </Anchor>
        ) : null}
        <CouponBox item={item} priceCents={priceCents} coupon={coupon} setCoupon={setCoupon} />
        {priceCents ? (
          <Text fw={700} fz="lg" data-testid="buy-price">
            {t('payments.checkout.total', {
              price: centsText(coupon ? coupon.totalCents : priceCents),
            })}
          </Text>
        ) : null}
        <Button type="submit" w="fit-content">
          {t('payments.buy.next')}
        </Button>
      </Stack>
    </form>
  );
}

/** Step two: the SPEC §5 school information, filled from the last one the user gave. */
function SchoolStep({
  form,
  setForm,
  onBack,
  onNext,
}: {
  form: SchoolInformation;
  setForm: (f: SchoolInformation) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (schoolInfoComplete(form)) onNext();
      }}
    >
      <Stack gap="md">
        <SchoolInfoFields form={form} onChange={setForm} shown={shown} />
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('payments.buy.back')}
          </Button>
          <Button type="submit">{t('payments.buy.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The school plan and its renewal go through the three steps; other items pay at once. */
const schoolItems: readonly string[] = [PlanItem.SCHOOL_PLAN, PlanItem.RENEW_SCHOOL_PLAN];

/**
 * /buy (SPEC §2 "Membership and pricing"): the school plan's three steps - account count, school
 * information, pay order (card, the wallet, or a purchase order for schools) - with the
 * local-currency total. `?item=RENEW_SCHOOL_PLAN` renews instead of buying; `?item=` a
 * membership plan (monthly, yearly, family) or PLAN_ADD_MEMBER goes straight to its pay step,
 * by card or the wallet (decision 067).
 */
export function BuyPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  const requested = new URLSearchParams(search).get('item') ?? '';
  const item: PlanItem = isPlanItem(requested) ? requested : PlanItem.SCHOOL_PLAN;
  const schoolPlan = schoolItems.includes(item);
  const [step, setStep] = useState(0);
  const [count, setCount] = useState<number | string | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [school, setSchool] = useState<SchoolInformation | null>(null);
  const minimum = useQuery({
    queryKey: ['payments', 'school-minimum'],
    queryFn: () => purchaseApi.schoolMinimum(),
    enabled: Boolean(user) && schoolPlan,
  });
  const last = useQuery({
    queryKey: membershipKeys.school,
    queryFn: membershipApi.lastSchool,
    enabled: Boolean(user) && schoolPlan,
  });

  if (status === 'ready' && !user) {
    return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  let body: React.ReactNode;
  if (status !== 'ready' || (schoolPlan && (minimum.isPending || last.isPending))) {
    body = <Loader aria-label={t('membership.loading')} />;
  } else if (minimum.isError || last.isError) {
    body = (
      <Alert color="red" title={t('membership.loadFailed')}>
        <Button
          variant="light"
          mt="sm"
          onClick={() => {
            void minimum.refetch();
            void last.refetch();
          }}
        >
          {t('membership.retry')}
        </Button>
      </Alert>
    );
  } else if (!schoolPlan) {
    body = <PlanPayStep item={item} />;
  } else {
    const min = schoolMinimum(minimum.data);
    const form = school ?? { ...emptySchool, ...(last.data ?? {}) };
    const members = typeof count === 'number' ? count : min;
    body = (
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        <Stepper.Step label={t('payments.buy.step1')}>
          <CountStep
            item={item}
            count={count ?? min}
            setCount={setCount}
            minimum={min}
            coupon={coupon}
            setCoupon={setCoupon}
            onNext={() => {
              if (count === null) setCount(min);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('payments.buy.step2')}>
          <SchoolStep
            form={form}
            setForm={setSchool}
            onBack={() => setStep(0)}
            onNext={() => {
              setSchool(form);
              setStep(2);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('payments.buy.step3')}>
          <PayOrderStep
            item={item}
            members={members}
            priceCents={schoolPlanPriceCents(members) ?? 0}
            coupon={coupon}
            school={form}
            methods={['card', 'wallet', 'purchaseOrder']}
            planLink="/educator-plan"
            onBack={() => setStep(1)}
          />
        </Stepper.Step>
      </Stepper>
    );
  }
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>
            {item === PlanItem.RENEW_SCHOOL_PLAN
              ? t('payments.buy.renewTitle')
              : schoolPlan
                ? t('payments.buy.title')
                : t('payments.buy.planTitle', { plan: t(`account.orders.items.${item}`) })}
          </Title>
          <Text>{t(schoolPlan ? 'payments.buy.intro' : 'payments.buy.planIntro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
