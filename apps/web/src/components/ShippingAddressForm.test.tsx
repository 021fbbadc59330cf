// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { I18nProvider, Translator } from '../i18n/react';
import { ShippingAddressForm } from './ShippingAddressForm';

async function renderForm(
  props: Partial<Parameters<typeof ShippingAddressForm>[0]> = {},
  language: 'en' | 'es' | 'zh' = 'en',
) {
  const i18n = new Translator().init(language, {});
  const onSubmit = props.onSubmit ?? vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ShippingAddressForm submitLabel="Continue" {...props} onSubmit={onSubmit} />
      </MantineProvider>
    </I18nProvider>,
  );
  return onSubmit;
}

const saved = {
  Name: 'Ana López',
  Line1: '1200 Market St',
  City: 'San Francisco',
  Region: 'CA',
  PostalCode: '94102',
  Country: 'US',
};

describe('<ShippingAddressForm />', () => {
  it('shows each problem under its field and does not submit', async () => {
    const onSubmit = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please enter the name of the person receiving the parcel.'),
    ).toBeTruthy();
    expect(screen.getByText('Please choose a country we ship to.')).toBeTruthy();
    const name = screen.getByLabelText(/Full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the checked address', async () => {
    const onSubmit = await renderForm({ defaultValue: { ...saved, Name: '  Ana  López ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ...saved,
      Line2: '',
      Phone: '',
    });
  });

  it("puts the server's field problems under the fields", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({
        code: 100001,
        message: 'bad',
        result: {
          fields: [
            {
              path: 'Address.PostalCode',
              message: 'This postal code does not look right for the country.',
            },
          ],
        },
      }),
    );
    await renderForm({ defaultValue: saved, onSubmit }, 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Este código postal no parece correcto para el país.'),
    ).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await renderForm({}, 'zh');
    expect(screen.getByLabelText(/收件人姓名/)).toBeTruthy();
    expect(screen.getByText('收货地址')).toBeTruthy();
  });
});
