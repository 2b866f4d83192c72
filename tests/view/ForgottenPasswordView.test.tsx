// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ForgottenPasswordView } from '~/features/recovery/ForgottenPasswordView';
import type { ForgottenPasswordVm } from '~/features/recovery/useForgottenPassword';
import { WithI18n } from '../support/render';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const vm = (over: Partial<ForgottenPasswordVm> = {}): ForgottenPasswordVm => ({
  email: '',
  emailError: null,
  busy: false,
  ...over,
});
const on = () => ({ changeEmail: vi.fn<(value: string) => void>(), submit: vi.fn<() => void>() });

describe('ForgottenPasswordView', () => {
  it('asks for an email (type email) and sends edits and the submit', () => {
    const o = on();
    render(<ForgottenPasswordView vm={vm()} on={o} />, { wrapper: WithI18n });
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.type).toBe('email');
    fireEvent.change(email, { target: { value: 'member@demo.club' } });
    expect(o.changeEmail).toHaveBeenCalledWith('member@demo.club');
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(o.submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows the email message under the field and progress while busy', () => {
    render(
      <ForgottenPasswordView
        vm={vm({
          email: 'x@',
          emailError: { id: 'forgotten_password.error_email', message: 'Enter a valid email address' },
          busy: true,
        })}
        on={on()}
      />,
      { wrapper: WithI18n },
    );
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('x@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(screen.getByRole('button', { name: 'Send me the link' }).getAttribute('aria-busy')).toBe('true');
  });
});
