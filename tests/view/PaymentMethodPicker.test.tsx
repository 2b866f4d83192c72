// @vitest-environment jsdom
/** The shared saved-card picker: a labelled radio group, brand, masked number, expiry, default flag, empty slot. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker, brandName, last4 } from '~/components/PaymentMethodPicker';
import type { Card } from '~/domain';
import { WithI18n } from '../support/render';

const cards: Card[] = [
  { id: 'pm_1', selected: true, number: '**** **** **** 4242', expiration: '12/30', brand: 'visa' },
  { id: 'pm_2', selected: false, number: '**** **** **** 4444', expiration: '01/29', brand: 'mastercard' },
];

describe('PaymentMethodPicker', () => {
  it('renders a radio group named by its legend with one radio per card', () => {
    const onSelect = vi.fn();
    render(
      <WithI18n>
        <PaymentMethodPicker cards={cards} selectedId="pm_1" onSelect={onSelect} legend="Pay with" />
      </WithI18n>,
    );
    const group = screen.getByRole('group', { name: 'Pay with' });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect((radios[1] as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('radio', { name: /Visa.*ending in 4242.*Expires 12\/30.*Default/ })).toBe(radios[0]);
    expect(screen.getByRole('radio', { name: /Mastercard.*ending in 4444.*Expires 01\/29/ })).toBe(radios[1]);
    expect(screen.getAllByText('Default')).toHaveLength(1);
    // compact mask: the last four digits are what people recognise, and it fits a 360 px phone
    expect(screen.getByText('•••• 4444')).toBeTruthy();
    fireEvent.click(radios[1]!);
    expect(onSelect).toHaveBeenCalledWith('pm_2');
  });

  it('shows the empty slot when there are no cards', () => {
    render(
      <WithI18n>
        <PaymentMethodPicker cards={[]} selectedId={null} onSelect={vi.fn()} legend="Pay with" empty="No cards yet" />
      </WithI18n>,
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('No cards yet')).toBeTruthy();
  });

  it('disables every choice when disabled', () => {
    const onSelect = vi.fn();
    render(
      <WithI18n>
        <PaymentMethodPicker cards={cards} selectedId={null} onSelect={onSelect} legend="Pay with" disabled />
      </WithI18n>,
    );
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });

  it('names brands and last digits', () => {
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('VISA')).toBe('Visa');
    expect(brandName('elo')).toBe('Elo');
    expect(last4('**** **** **** 0005')).toBe('0005');
  });
});
