// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellView } from '../../src/features/shell/ShellView';
import type { ShellVm } from '../../src/features/shell/useShell';
import { WithI18n } from '../support/i18n';

const vm = (status: ShellVm['status']): ShellVm => ({ status, clubName: null, logo: null, greeting: null });

describe('ShellView startup states', () => {
  it('shows a busy splash while the session settles', () => {
    render(
      <ShellView vm={vm('loading')} on={{ retry: vi.fn() }}>
        content
      </ShellView>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('shows the spec 404 page for an unknown club', () => {
    render(
      <ShellView vm={vm('clubNotFound')} on={{ retry: vi.fn() }}>
        content
      </ShellView>,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('heading', { name: 'Oops! Error 404' })).toBeTruthy();
    expect(
      screen.getByText(
        'Sorry, the page you are looking for does not exist. The page may have been moved or deleted, or perhaps you misspelled the URL.',
      ),
    ).toBeTruthy();
  });

  it('offers a retry when the provider cannot be reached', () => {
    const retry = vi.fn();
    render(
      <ShellView vm={vm('clubUnavailable')} on={{ retry }}>
        content
      </ShellView>,
      { wrapper: WithI18n },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
