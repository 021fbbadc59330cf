import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  emptyShippingAddress,
  type InterfaceLanguage,
  isShippingMessageKey,
  postalCodeNeeded,
  regionRequired,
  type ShippingAddress,
  type ShippingAddressInput,
  type ShippingMessageKey,
  shippingAddressSchema,
  shippingCountries,
  shippingLimits,
  shippingMessageKeys,
  shippingTexts,
} from '@storyloom/domain';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { serverFields } from '../api/form-errors';
import { htmlLangFor } from '../i18n';
import { useInterfaceLanguage } from '../i18n/useInterfaceLanguage';

type AddressValues = { [K in keyof ShippingAddress]: string };
const fieldNames = Object.keys(emptyShippingAddress) as (keyof AddressValues)[];

export interface ShippingAddressFormProps {
  /** A saved address to start from (the last order's, say). */
  defaultValue?: Partial<ShippingAddressInput> | null;
  /**
   * Called with the checked address. When it rejects with the server's field problems
   * (`result.fields`, paths `PostalCode` or `Address.PostalCode`), they show under the fields.
   */
  onSubmit: (address: ShippingAddress) => unknown | Promise<unknown>;
  submitLabel: string;
  /** Shown between the fields and the button: a total, an acknowledgement. */
  children?: ReactNode;
  /** Set while something outside the form is busy (the button then waits). */
  busy?: boolean;
  disabled?: boolean;
  /** The heading above the fields; none when the page has its own. */
  withLegend?: boolean;
  /** Follows the chosen country (a page shows the shipping cost to it). */
  onCountryChange?: (country: string) => void;
}

const countryCache = new Map<InterfaceLanguage, { value: string; label: string }[]>();

/** The countries we ship to, named in the interface language and sorted by that name. */
export function shippingCountryOptions(language: InterfaceLanguage) {
  const cached = countryCache.get(language);
  if (cached) return cached;
  const locale = htmlLangFor[language];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  const options = shippingCountries
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  countryCache.set(language, options);
  return options;
}

const englishToKey = new Map<string, ShippingMessageKey>(
  shippingMessageKeys.map((key) => [shippingTexts.en[key], key]),
);

/**
 * A shipping address form (decision 047): labelled fields in the reader's language, each
 * problem under its field (and announced), the same rule as the server (`shippingAddressSchema`
 * from the domain). Region and postal code follow the country: the region says "(optional)"
 * where the post does not need it and the postal code is not asked where there are none.
 * Enter submits from any field; the country list is searchable by typing.
 */
export function ShippingAddressForm({
  defaultValue,
  onSubmit,
  submitLabel,
  children,
  busy = false,
  disabled = false,
  withLegend = true,
  onCountryChange,
}: ShippingAddressFormProps) {
  const language = useInterfaceLanguage();
  const words = shippingTexts[language];
  const headingId = useId();
  const form = useForm<AddressValues>({
    resolver: zodResolver(shippingAddressSchema) as never,
    defaultValues: { ...emptyShippingAddress, ...clean(defaultValue) },
    mode: 'onTouched',
  });
  const { register, control, formState, setError } = form;
  const country = useWatch({ control, name: 'Country' });
  const countries = useMemo(() => shippingCountryOptions(language), [language]);
  useEffect(() => {
    onCountryChange?.(country ?? '');
  }, [country, onCountryChange]);

  const message = (name: keyof AddressValues): string | undefined => {
    const raw = formState.errors[name]?.message;
    if (!raw) return undefined;
    if (isShippingMessageKey(raw)) return words[raw];
    const key = englishToKey.get(raw);
    return key ? words[key] : raw;
  };

  const submit = form.handleSubmit(async (values) => {
    const address = shippingAddressSchema.parse(values);
    try {
      await onSubmit(address);
    } catch (err) {
      let placed = false;
      for (const field of serverFields(err)) {
        const name = field.path.replace(/^Address\./, '') as keyof AddressValues;
        if (!fieldNames.includes(name)) continue;
        setError(
          name as Path<AddressValues>,
          { type: 'server', message: field.message },
          {
            shouldFocus: !placed,
          },
        );
        placed = true;
      }
      if (!placed) throw err;
    }
  });

  const needsPostal = !country || postalCodeNeeded(country);
  const regionLabel = !country || regionRequired(country) ? words.region : words.regionOptional;

  return (
    <form
      onSubmit={(event) => {
        // A problem the caller did not place under a field is the caller's to show.
        submit(event).catch(() => undefined);
      }}
      noValidate
      aria-labelledby={withLegend ? headingId : undefined}
      aria-label={withLegend ? undefined : words.legend}
      data-testid="shipping-address-form"
    >
      <Stack gap="md">
        {withLegend ? (
          <Title order={2} size="h4" id={headingId}>
            {words.legend}
          </Title>
        ) : null}
        <TextInput
          label={words.name}
          autoComplete="shipping name"
          maxLength={shippingLimits.name}
          required
          disabled={disabled}
          {...register('Name')}
          error={message('Name')}
        />
        <Controller
          control={control}
          name="Country"
          render={({ field }) => (
            <Select
              label={words.country}
              placeholder={words.countryPlaceholder}
              data={countries}
              searchable
              required
              disabled={disabled}
              nothingFoundMessage={words.countryNone}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              autoComplete="shipping country"
              error={message('Country')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label={words.line1}
          autoComplete="shipping address-line1"
          maxLength={shippingLimits.line}
          required
          disabled={disabled}
          {...register('Line1')}
          error={message('Line1')}
        />
        <TextInput
          label={words.line2}
          autoComplete="shipping address-line2"
          maxLength={shippingLimits.line}
          disabled={disabled}
          {...register('Line2')}
          error={message('Line2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={words.city}
            autoComplete="shipping address-level2"
            maxLength={shippingLimits.city}
            required
            disabled={disabled}
            {...register('City')}
            error={message('City')}
          />
          <TextInput
            label={regionLabel}
            autoComplete="shipping address-level1"
            maxLength={shippingLimits.region}
            required={!country || regionRequired(country)}
            disabled={disabled}
            {...register('Region')}
            error={message('Region')}
          />
          {needsPostal ? (
            <TextInput
              label={words.postalCode}
              autoComplete="shipping postal-code"
              maxLength={shippingLimits.postalCode}
              required
              disabled={disabled}
              {...register('PostalCode')}
              error={message('PostalCode')}
            />
          ) : null}
          <TextInput
            label={words.phone}
            description={words.phoneHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
            autoComplete="shipping tel"
            maxLength={shippingLimits.phone}
            disabled={disabled}
            {...register('Phone')}
            error={message('Phone')}
          />
        </SimpleGrid>
        {children}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            disabled={disabled}
            loading={busy || formState.isSubmitting}
            data-testid="shipping-address-submit"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function clean(value: Partial<ShippingAddressInput> | null | undefined): Partial<AddressValues> {
  const out: Partial<AddressValues> = {};
  if (!value) return out;
  for (const name of fieldNames) {
    const field = (value as Record<string, unknown>)[name];
    if (typeof field === 'string') out[name] = field;
  }
  return out;
}
