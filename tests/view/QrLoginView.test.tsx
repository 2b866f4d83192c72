// @vitest-environment jsdom
/** The TV QR login view: a QR of the verify-qr address at the spec's size, the code as text, a loading state. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrLoginView } from '~/features/qrLogin/QrLoginView';
import { QR_SIZE, QR_SIZE_SMALL, type QrLoginVm } from '~/features/qrLogin/useQrLogin';
import { WithI18n } from '../support/render';

const vm = (overrides: Partial<QrLoginVm> = {}): QrLoginVm => ({
  code: 123456,
  qrValue: 'http://localhost:4373/verify-qr?qrCode=123456',
  qrSize: QR_SIZE,
  loading: false,
  ...overrides,
});

describe('QrLoginView', () => {
  it('shows the title, the steps, the code as text and the QR at 280 px', () => {
    render(<QrLoginView vm={vm()} />, { wrapper: WithI18n });
    expect(screen.getByRole('heading', { name: 'Log in with your phone' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('123456')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code to log in on this TV' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('width')).toBe('280');
    expect(qr.getAttribute('height')).toBe('280');
  });

  it('renders 150 px on small screens', () => {
    render(<QrLoginView vm={vm({ qrSize: QR_SIZE_SMALL })} />, { wrapper: WithI18n });
    expect(screen.getByRole('img', { name: 'QR code to log in on this TV' }).getAttribute('width')).toBe('150');
  });

  it('encodes a different QR for a different address', () => {
    const { container, unmount } = render(<QrLoginView vm={vm()} />, { wrapper: WithI18n });
    const a = container.querySelector('svg path:last-of-type')!.getAttribute('d');
    unmount();
    const other = render(<QrLoginView vm={vm({ qrValue: 'http://localhost:4373/verify-qr?qrCode=654321' })} />, {
      wrapper: WithI18n,
    });
    const b = other.container.querySelector('svg path:last-of-type')!.getAttribute('d');
    expect(a).toBeTruthy();
    expect(b).not.toBe(a);
  });

  it('shows progress, no QR and no code while the code is being fetched', () => {
    render(<QrLoginView vm={vm({ code: null, qrValue: null, loading: true })} />, { wrapper: WithI18n });
    expect(screen.getByRole('status', { name: 'Getting a login code' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Your code')).toBeNull();
  });
});
