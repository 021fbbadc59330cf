import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  emptyShippingAddress,
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
import { useInterfaceLanguage } from '../i18n/useInterfaceLanguage';
import { countryOptions } from './countries';

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
  const countries = useMemo(() => countryOptions(language, shippingCountries), [language]);
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

  /** One text field of the address: its label, autofill name, limit, rule and problem. */
  const field = (
    name: Exclude<keyof AddressValues, 'Country'>,
    label: string,
    autoComplete: string,
    maxLength: number,
    extra: { required?: boolean; description?: string; type?: string } = {},
  ) => (
    <TextInput
      label={label}
      autoComplete={`shipping ${autoComplete}`}
      maxLength={maxLength}
      required={extra.required ?? false}
      disabled={disabled}
      {...(extra.description
        ? {
            description: extra.description,
            inputWrapperOrder: ['label', 'input', 'description', 'error'] as const,
          }
        : {})}
      {...(extra.type ? { type: extra.type } : {})}
      {...register(name)}
      error={message(name)}
    />
  );

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
        {field('Name', words.name, 'name', shippingLimits.name, { required: true })}
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
        {field('Line1', words.line1, 'address-line1', shippingLimits.line, { required: true })}
        {field('Line2', words.line2, 'address-line2', shippingLimits.line)}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {field('City', words.city, 'address-level2', shippingLimits.city, { required: true })}
          {field('Region', regionLabel, 'address-level1', shippingLimits.region, {
            required: !country || regionRequired(country),
          })}
          {needsPostal
            ? field('PostalCode', words.postalCode, 'postal-code', shippingLimits.postalCode, {
                required: true,
              })
            : null}
          {field('Phone', words.phone, 'tel', shippingLimits.phone, {
            description: words.phoneHint,
            type: 'tel',
          })}
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
