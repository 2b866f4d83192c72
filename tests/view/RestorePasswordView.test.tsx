// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RestorePasswordField } from '~machines/auth/restorePasswordMachine';
import { RestorePasswordView } from '~/features/recovery/RestorePasswordView';
import type { RestorePasswordVm } from '~/features/recovery/useRestorePassword';
import { WithI18n } from '../support/render';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const vm = (over: Partial<RestorePasswordVm> = {}): RestorePasswordVm => ({
  password: '',
  confirmPassword: '',
  passwordError: null,
  confirmPasswordError: null,
  busy: false,
  ...over,
});
const on = () => ({
  change: vi.fn<(field: RestorePasswordField, value: string) => void>(),
  submit: vi.fn<() => void>(),
});

describe('RestorePasswordView', () => {
  it('has two password fields with show/hide and sends edits and the submit', () => {
    const o = on();
    render(<RestorePasswordView vm={vm()} on={o} />, { wrapper: WithI18n });
    const password = screen.getByLabelText(/^New password/) as HTMLInputElement;
    const confirm = screen.getByLabelText(/^Repeat the new password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(confirm.autocomplete).toBe('new-password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    fireEvent.change(password, { target: { value: 'NewPass1!' } });
    fireEvent.change(confirm, { target: { value: 'NewPass2!' } });
    expect(o.change.mock.calls).toEqual([
      ['password', 'NewPass1!'],
      ['confirmPassword', 'NewPass2!'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(o.submit).toHaveBeenCalledTimes(1);
  });

  it('shows the mismatch message under the confirmation', () => {
    render(
      <RestorePasswordView
        vm={vm({
          confirmPasswordError: {
            id: 'restore_password.restore_error_match_passwords',
            message: 'The passwords do not match',
          },
        })}
        on={on()}
      />,
      { wrapper: WithI18n },
    );
    const confirm = screen.getByLabelText(/^Repeat the new password/);
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The passwords do not match',
    );
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBeNull();
  });
});
