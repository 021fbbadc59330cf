import { z } from 'zod';
import type { InterfaceLanguage } from './languages';

/**
 * A shipping address (issue 20: print orders, art-shop prints; decision 047). One rule for the
 * web form and the server: name, first line, optional second line, city, region (required where
 * the post needs it), postal code (checked per country where the format is known; not asked in
 * places without postcodes), a country from the list we ship to, and an optional phone for the
 * delivery company. Wire names are PascalCase like every other call body.
 */

/**
 * The countries we ship printed books and art prints to (ISO 3166-1 alpha-2), by the shipping
 * zone of decision 047's table: one list gives both the countries and their zone.
 */
const countriesByZone = {
  // The United States and Puerto Rico.
  domestic: ['US', 'PR'],
  // Canada, Mexico, Central and South America, the Caribbean.
  americas: [
    'CA',
    'MX',
    'AR',
    'BO',
    'CL',
    'CO',
    'CR',
    'DO',
    'EC',
    'GT',
    'HN',
    'PA',
    'PE',
    'PY',
    'SV',
    'UY',
  ],
  // Europe, then Asia and Oceania.
  world: [
    'AT',
    'BE',
    'CH',
    'DE',
    'DK',
    'ES',
    'FI',
    'FR',
    'GB',
    'IE',
    'IT',
    'NL',
    'NO',
    'PL',
    'PT',
    'SE',
    'AU',
    'CN',
    'HK',
    'JP',
    'KR',
    'MO',
    'MY',
    'NZ',
    'SG',
    'TW',
  ],
} as const;

export const shippingCountries = [
  ...countriesByZone.domestic,
  ...countriesByZone.americas,
  ...countriesByZone.world,
] as const;
export type ShippingCountry = (typeof shippingCountries)[number];

export function isShippingCountry(value: unknown): value is ShippingCountry {
  return typeof value === 'string' && (shippingCountries as readonly string[]).includes(value);
}

/** Places whose post uses no postal code: the field is not asked there. */
const noPostalCode: ReadonlySet<string> = new Set(['HK', 'MO']);
/** Places whose post needs a state, province or prefecture on the label. */
const regionNeeded: ReadonlySet<string> = new Set(['US', 'CA', 'MX', 'AU', 'CN', 'JP', 'AR']);
/** Postal code formats we know; elsewhere 2-12 letters, digits, spaces or hyphens. */
const postalPatterns: Partial<Record<ShippingCountry, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  MX: /^\d{5}$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  CN: /^\d{6}$/,
  JP: /^\d{3}-?\d{4}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  SG: /^\d{6}$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};
const genericPostal = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;
const phonePattern = /^\+?[0-9][0-9 ()./-]{5,23}$/;

export function postalCodeNeeded(country: string): boolean {
  return !noPostalCode.has(country);
}

export function regionRequired(country: string): boolean {
  return regionNeeded.has(country);
}

export const shippingLimits = {
  name: 80,
  line: 120,
  city: 80,
  region: 80,
  postalCode: 12,
  phone: 24,
} as const;

/** Field problems, named by key; `shippingText` gives each its words in zh, en and es. */
export const shippingMessageKeys = [
  'nameRequired',
  'line1Required',
  'cityRequired',
  'regionRequired',
  'postalCodeRequired',
  'postalCodeFormat',
  'countryRequired',
  'phoneFormat',
  'tooLong',
  'addressRequired',
] as const;
export type ShippingMessageKey = (typeof shippingMessageKeys)[number];

export function isShippingMessageKey(value: unknown): value is ShippingMessageKey {
  return typeof value === 'string' && (shippingMessageKeys as readonly string[]).includes(value);
}

/**
 * Each field's problem when it is missing (a required field left empty) or not text at all; the
 * schema's required fields and `validateShippingAddress` both read it.
 */
const missingMessage = {
  Name: 'nameRequired',
  Line1: 'line1Required',
  City: 'cityRequired',
  Region: 'regionRequired',
  PostalCode: 'postalCodeFormat',
  Country: 'countryRequired',
  Phone: 'phoneFormat',
  Address: 'addressRequired',
} as const satisfies Record<string, ShippingMessageKey>;

/** Trimmed text with inner runs of white space made one space (what a label prints). */
const text = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, 'tooLong'));
/** The same, and not empty. */
const filled = (max: number, field: 'Name' | 'Line1' | 'City') =>
  text(max).pipe(z.string().min(1, missingMessage[field]));

/** The address a form sends and the server stores. */
export const shippingAddressSchema = z
  .object({
    Name: filled(shippingLimits.name, 'Name'),
    Line1: filled(shippingLimits.line, 'Line1'),
    Line2: text(shippingLimits.line).default(''),
    City: filled(shippingLimits.city, 'City'),
    Region: text(shippingLimits.region).default(''),
    PostalCode: text(shippingLimits.postalCode).default(''),
    Country: z
      .string()
      .transform((value) => value.trim().toUpperCase())
      .refine(isShippingCountry, missingMessage.Country),
    Phone: text(shippingLimits.phone).default(''),
  })
  .superRefine((address, ctx) => {
    const country = address.Country as ShippingCountry;
    if (regionRequired(country) && !address.Region) {
      ctx.addIssue({ code: 'custom', path: ['Region'], message: 'regionRequired' });
    }
    if (postalCodeNeeded(country)) {
      const pattern = postalPatterns[country] ?? genericPostal;
      if (!address.PostalCode) {
        ctx.addIssue({ code: 'custom', path: ['PostalCode'], message: 'postalCodeRequired' });
      } else if (!pattern.test(address.PostalCode)) {
        ctx.addIssue({ code: 'custom', path: ['PostalCode'], message: 'postalCodeFormat' });
      }
    }
    if (address.Phone && !phonePattern.test(address.Phone)) {
      ctx.addIssue({ code: 'custom', path: ['Phone'], message: 'phoneFormat' });
    }
  })
  .transform((address) => ({
    ...address,
    Country: address.Country as ShippingCountry,
    // A postal code is kept only where the post uses one, upper case (CA, GB).
    PostalCode: postalCodeNeeded(address.Country) ? address.PostalCode.toUpperCase() : '',
  }));

/** What the form holds (every field a string) before the rule checks it. */
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
/** A checked address. */
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const emptyShippingAddress: Required<{ [K in keyof ShippingAddress]: string }> = {
  Name: '',
  Line1: '',
  Line2: '',
  City: '',
  Region: '',
  PostalCode: '',
  Country: '',
  Phone: '',
};

/** Checks an address; the problems are keyed by field with a ShippingMessageKey each. */
export function validateShippingAddress(
  input: unknown,
):
  | { ok: true; address: ShippingAddress }
  | { ok: false; fields: { path: string; message: ShippingMessageKey }[] } {
  const parsed = shippingAddressSchema.safeParse(input);
  if (parsed.success) return { ok: true, address: parsed.data };
  const fields: { path: string; message: ShippingMessageKey }[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'Address';
    if (fields.some((f) => f.path === path)) continue;
    const message = isShippingMessageKey(issue.message)
      ? issue.message
      : ((missingMessage as Record<string, ShippingMessageKey>)[path] ?? 'tooLong');
    fields.push({ path, message });
  }
  return { ok: false, fields };
}

type ShippingLabelKey =
  | 'legend'
  | 'name'
  | 'line1'
  | 'line2'
  | 'city'
  | 'region'
  | 'regionOptional'
  | 'postalCode'
  | 'country'
  | 'countryPlaceholder'
  | 'countryNone'
  | 'phone'
  | 'phoneHint';

/** The form's labels and the rule's messages in the three interface languages. */
export const shippingTexts: Record<
  InterfaceLanguage,
  Record<ShippingLabelKey | ShippingMessageKey, string>
> = {
  en: {
    legend: 'Shipping address',
    name: 'Full name',
    line1: 'Address',
    line2: 'Apartment, suite, unit (optional)',
    city: 'City',
    region: 'State or province',
    regionOptional: 'State or province (optional)',
    postalCode: 'Postal code',
    country: 'Country',
    countryPlaceholder: 'Choose a country',
    countryNone: 'We do not ship there yet',
    phone: 'Phone (optional)',
    phoneHint: 'Only for the delivery company, if they need to reach you.',
    nameRequired: 'Please enter the name of the person receiving the parcel.',
    line1Required: 'Please enter the street address.',
    cityRequired: 'Please enter the city.',
    regionRequired: 'Please enter the state, province or region.',
    postalCodeRequired: 'Please enter the postal code.',
    postalCodeFormat: 'This postal code does not look right for the country.',
    countryRequired: 'Please choose a country we ship to.',
    phoneFormat: 'Please enter a phone number with digits only (a leading + is fine).',
    tooLong: 'This is too long.',
    addressRequired: 'Please enter a shipping address.',
  },
  zh: {
    legend: '收货地址',
    name: '收件人姓名',
    line1: '详细地址',
    line2: '门牌号、楼层、单元（选填）',
    city: '城市',
    region: '省 / 州',
    regionOptional: '省 / 州（选填）',
    postalCode: '邮政编码',
    country: '国家或地区',
    countryPlaceholder: '选择国家或地区',
    countryNone: '暂时无法寄送到这里',
    phone: '电话（选填）',
    phoneHint: '仅供快递公司在需要时联系你。',
    nameRequired: '请填写收件人的姓名。',
    line1Required: '请填写街道地址。',
    cityRequired: '请填写城市。',
    regionRequired: '请填写省、州或地区。',
    postalCodeRequired: '请填写邮政编码。',
    postalCodeFormat: '这个邮政编码与所选国家或地区的格式不符。',
    countryRequired: '请选择一个可寄送的国家或地区。',
    phoneFormat: '电话号码只能包含数字（开头可以有 +）。',
    tooLong: '内容太长了。',
    addressRequired: '请填写收货地址。',
  },
  es: {
    legend: 'Dirección de envío',
    name: 'Nombre completo',
    line1: 'Dirección',
    line2: 'Apartamento, piso, unidad (opcional)',
    city: 'Ciudad',
    region: 'Estado o provincia',
    regionOptional: 'Estado o provincia (opcional)',
    postalCode: 'Código postal',
    country: 'País',
    countryPlaceholder: 'Elige un país',
    countryNone: 'Todavía no enviamos allí',
    phone: 'Teléfono (opcional)',
    phoneHint: 'Solo para la empresa de reparto, por si necesita contactarte.',
    nameRequired: 'Escribe el nombre de la persona que recibe el paquete.',
    line1Required: 'Escribe la dirección.',
    cityRequired: 'Escribe la ciudad.',
    regionRequired: 'Escribe el estado, la provincia o la región.',
    postalCodeRequired: 'Escribe el código postal.',
    postalCodeFormat: 'Este código postal no parece correcto para el país.',
    countryRequired: 'Elige un país al que enviemos.',
    phoneFormat: 'Escribe un teléfono solo con números (puede empezar con +).',
    tooLong: 'Es demasiado largo.',
    addressRequired: 'Escribe una dirección de envío.',
  },
};

export function shippingText(
  key: ShippingLabelKey | ShippingMessageKey,
  language: InterfaceLanguage,
): string {
  return shippingTexts[language][key];
}

/**
 * Shipping of printed books (decision 047), USD cents: a first copy and each further copy, by
 * where the parcel goes. The server computes it; the page only shows the same figure.
 */
export const bookShippingZones = {
  domestic: { first: 599, more: 150 },
  americas: { first: 999, more: 250 },
  world: { first: 1499, more: 350 },
} as const;
export type ShippingZone = keyof typeof bookShippingZones;

const zoneOf = new Map<string, ShippingZone>(
  (Object.keys(countriesByZone) as ShippingZone[]).flatMap((zone) =>
    countriesByZone[zone].map((country) => [country, zone] as const),
  ),
);

export function shippingZoneOf(country: string): ShippingZone {
  return zoneOf.get(country) ?? 'world';
}

/** Shipping for `copies` printed books sent together to `country` (0 copies ship free). */
export function bookShippingCents(country: string, copies: number): number {
  if (copies <= 0) return 0;
  const zone = bookShippingZones[shippingZoneOf(country)];
  return zone.first + zone.more * (copies - 1);
}

/** One line of the address per row, as a label prints it (country as its code). */
export function shippingAddressLines(address: ShippingAddress): string[] {
  const cityLine = [address.City, address.Region, address.PostalCode].filter(Boolean).join(', ');
  return [address.Name, address.Line1, address.Line2, cityLine, address.Country].filter(Boolean);
}
