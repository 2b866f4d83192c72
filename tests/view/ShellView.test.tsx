// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_AFTER_MS, ShellView } from '~/features/shell/ShellView';
import type { ShellOn, ShellVm } from '~/features/shell/useShell';
import { WithI18n } from '../support/render';
import { aShellVm, shellIntents } from '../support/vm';

const shellVm = (overrides: Partial<ShellVm> = {}): ShellVm => aShellVm(overrides);

const shellOn = shellIntents;

const renderShell = (vm: ShellVm, on: ShellOn = shellOn()) =>
  render(
    <ShellView vm={vm} on={on}>
      content
    </ShellView>,
    { wrapper: WithI18n },
  );

describe('ShellView startup states', () => {
  it('shows a busy splash while the session settles', () => {
    renderShell(shellVm({ status: 'loading' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the spec 404 page for an unknown club', () => {
    renderShell(shellVm({ status: 'clubNotFound', clubName: null, logo: null }));
    expect(screen.getByRole('heading', { name: 'Oops! Error 404' })).toBeTruthy();
    expect(
      screen.getByText(
        'Sorry, the page you are looking for does not exist. The page may have been moved or deleted, or perhaps you misspelled the URL.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('offers a retry when the provider cannot be reached', () => {
    const on = shellOn();
    renderShell(shellVm({ status: 'clubUnavailable', clubName: null, logo: null }), on);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.retry).toHaveBeenCalledTimes(1);
  });
});

describe('ShellView frame', () => {
  it('frames the page with the navbar, the content and, once the first screen is up, the footer', async () => {
    renderShell(shellVm());
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('content');
    // below the fold: its code loads after the first screen
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(await screen.findByRole('contentinfo', {}, { timeout: FOOTER_AFTER_MS + 2000 })).toBeTruthy();
  });

  it('renders only the content on play routes (no navbar, no footer, no skip link)', () => {
    renderShell(shellVm({ pathname: '/product/1/play', chrome: false }));
    expect(screen.getByRole('main').textContent).toBe('content');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });

  it('the skip link moves focus to the content', () => {
    renderShell(shellVm());
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
