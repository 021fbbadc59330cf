import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from './languages';
import {
  bookShippingCents,
  shippingAddressLines,
  shippingAddressSchema,
  shippingCountries,
  shippingMessageKeys,
  shippingTexts,
  shippingZoneOf,
  validateShippingAddress,
} from './shipping';

const good = {
  Name: '  Ana   López ',
  Line1: '1200 Market St',
  City: 'San Francisco',
  Region: 'CA',
  PostalCode: '94102',
  Country: 'us',
};

function problems(input: unknown) {
  const result = validateShippingAddress(input);
  return result.ok ? [] : result.fields;
}

describe('shipping address (decision 047)', () => {
  it('accepts an address, trims it and fills the optional fields', () => {
    const result = validateShippingAddress(good);
    expect(result).toEqual({
      ok: true,
      address: {
        Name: 'Ana López',
        Line1: '1200 Market St',
        Line2: '',
        City: 'San Francisco',
        Region: 'CA',
        PostalCode: '94102',
        Country: 'US',
        Phone: '',
      },
    });
  });

  it('names each missing required field', () => {
    expect(problems({ ...good, Name: ' ', Line1: '', City: '' })).toEqual([
      { path: 'Name', message: 'nameRequired' },
      { path: 'Line1', message: 'line1Required' },
      { path: 'City', message: 'cityRequired' },
    ]);
    expect(problems({})).toEqual(
      expect.arrayContaining([
        { path: 'Name', message: 'nameRequired' },
        { path: 'Country', message: 'countryRequired' },
      ]),
    );
    expect(problems(null)).toEqual([{ path: 'Address', message: 'addressRequired' }]);
  });

  it('takes only countries on the list', () => {
    expect(problems({ ...good, Country: 'ZZ' })).toEqual([
      { path: 'Country', message: 'countryRequired' },
    ]);
    expect(problems({ ...good, Country: 'KP' })[0]?.message).toBe('countryRequired');
  });

  it('checks postal codes where the format is known and skips them where there are none', () => {
    expect(problems({ ...good, PostalCode: '9410' })).toEqual([
      { path: 'PostalCode', message: 'postalCodeFormat' },
    ]);
    expect(problems({ ...good, PostalCode: '94102-1234' })).toEqual([]);
    expect(problems({ ...good, PostalCode: '' })).toEqual([
      { path: 'PostalCode', message: 'postalCodeRequired' },
    ]);
    const canada = { ...good, Country: 'CA', Region: 'ON', PostalCode: 'k1a 0b1' };
    expect(shippingAddressSchema.parse(canada).PostalCode).toBe('K1A 0B1');
    const hongKong = { ...good, Country: 'HK', Region: '', PostalCode: '999077' };
    expect(shippingAddressSchema.parse(hongKong).PostalCode).toBe('');
    expect(problems({ ...good, Country: 'CL', Region: '', PostalCode: '8320000' })).toEqual([]);
    expect(problems({ ...good, Country: 'CL', Region: '', PostalCode: '#' })[0]?.message).toBe(
      'postalCodeFormat',
    );
  });

  it('asks for a region only where the post needs one', () => {
    expect(problems({ ...good, Region: '' })).toEqual([
      { path: 'Region', message: 'regionRequired' },
    ]);
    expect(problems({ ...good, Country: 'GB', Region: '', PostalCode: 'SW1A 1AA' })).toEqual([]);
  });

  it('takes an optional phone of digits', () => {
    expect(problems({ ...good, Phone: '+1 (415) 555-0100' })).toEqual([]);
    expect(problems({ ...good, Phone: 'call me' })).toEqual([
      { path: 'Phone', message: 'phoneFormat' },
    ]);
  });

  it('refuses overlong fields', () => {
    expect(problems({ ...good, Name: 'a'.repeat(81) })).toEqual([
      { path: 'Name', message: 'tooLong' },
    ]);
  });

  it('prints the label lines', () => {
    const address = shippingAddressSchema.parse({ ...good, Line2: 'Apt 4' });
    expect(shippingAddressLines(address)).toEqual([
      'Ana López',
      '1200 Market St',
      'Apt 4',
      'San Francisco, CA, 94102',
      'US',
    ]);
  });

  it('has every text in zh, en and es', () => {
    for (const language of interfaceLanguages) {
      for (const key of shippingMessageKeys) expect(shippingTexts[language][key]).toBeTruthy();
      expect(Object.keys(shippingTexts[language]).sort()).toEqual(
        Object.keys(shippingTexts.en).sort(),
      );
    }
    expect(new Set(shippingCountries).size).toBe(shippingCountries.length);
  });
});

describe('book shipping (decision 047)', () => {
  it('gives each of the 44 countries we ship to one zone from the same list', () => {
    expect(shippingCountries).toHaveLength(44);
    expect(new Set(shippingCountries).size).toBe(44);
    expect(shippingZoneOf('US')).toBe('domestic');
    expect(shippingZoneOf('PR')).toBe('domestic');
    expect(shippingZoneOf('CA')).toBe('americas');
    expect(shippingZoneOf('UY')).toBe('americas');
    expect(shippingZoneOf('ES')).toBe('world');
    expect(shippingZoneOf('TW')).toBe('world');
    // Not a country we ship to: the world price (the address rule refuses it anyway).
    expect(shippingZoneOf('ZZ')).toBe('world');
  });

  it('charges a first copy and each further copy by zone', () => {
    expect(bookShippingCents('US', 0)).toBe(0);
    expect(bookShippingCents('US', 1)).toBe(599);
    expect(bookShippingCents('US', 3)).toBe(899);
    expect(bookShippingCents('MX', 1)).toBe(999);
    expect(bookShippingCents('CN', 2)).toBe(1849);
  });
});
