// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FooterView } from '~/features/shell/FooterView';
import { type FooterAd } from '~/features/shell/links';
import type { ShellOn, ShellVm } from '~/features/shell/useShell';
import { WithI18n } from '../support/render';
import { aShellVm, shellIntents } from '../support/vm';

const shellVm = (overrides: Partial<ShellVm> = {}): ShellVm =>
  aShellVm({ clubName: 'Futbol Base TV', logo: null, links: [], ...overrides });

const shellOn = shellIntents;

const renderFooter = (vm: ShellVm, on: ShellOn = shellOn()) =>
  render(<FooterView vm={vm} on={on} />, { wrapper: WithI18n });

const imageAd: FooterAd = {
  kind: 'image',
  id: 4902,
  image: 'http://img.test/ad.svg',
  alt: 'Equipaciones Base',
  href: 'https://example.com/sponsor',
};

describe('FooterView', () => {
  it('lists the footer routes, navigated in the app', () => {
    const on = shellOn();
    renderFooter(shellVm(), on);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const cookies = within(nav).getByRole('link', { name: 'Cookie policy' });
    expect(cookies.getAttribute('href')).toBe('/legal/cookies');
    fireEvent.click(cookies);
    expect(on.navigate).toHaveBeenCalledWith('/legal/cookies');
  });

  it("shows the club's name and copyright", () => {
    renderFooter(shellVm());
    expect(screen.getByText('© 2030 Futbol Base TV. All rights reserved.')).toBeTruthy();
  });

  it('shows no advertisement when the vm has none', () => {
    renderFooter(shellVm());
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(screen.queryByText('Advertisement')).toBeNull();
  });

  it('shows an image advertisement linking to its redirect in a new tab, labelled', () => {
    renderFooter(shellVm({ advertisement: imageAd }));
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(within(ad).getByText('Advertisement')).toBeTruthy();
    const img = within(ad).getByRole('img', { name: 'Equipaciones Base' });
    expect(img.getAttribute('src')).toBe('http://img.test/ad.svg');
    const link = img.closest('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/sponsor');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener noreferrer');
  });

  it('shows an image advertisement without a redirect as a plain image, alt falling back to the label', () => {
    renderFooter(shellVm({ advertisement: { ...imageAd, href: null, alt: '' } }));
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(within(ad).getByRole('img', { name: 'Advertisement' })).toBeTruthy();
    expect(within(ad).queryByRole('link')).toBeNull();
  });

  it('runs a script advertisement in a sandboxed iframe, never same-origin', async () => {
    const script = '<div>Sponsor</div><script>window.x = 1</script>';
    renderFooter(shellVm({ advertisement: { kind: 'script', id: 1, script, title: 'Sponsor' } }));
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    // the frame is made in an idle period once near the viewport (src/components/ScriptAdFrame.tsx)
    const frame = await waitFor(() => {
      const made = ad.querySelector('iframe');
      expect(made).not.toBeNull();
      return made!;
    });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    // the ad's own frame page with the HTML in the fragment (a srcdoc frame would inherit the app's CSP)
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(frame.getAttribute('src')).toBe(`/ad-frame.html?scheme=light#${encodeURIComponent(script)}`);
    expect(frame.getAttribute('title')).toBe('Sponsor');
    expect(within(ad).getByText('Advertisement')).toBeTruthy();
    // the script never runs in the page
    expect(document.body.querySelector(':scope > script, main script')).toBeNull();
    expect((window as unknown as { x?: number }).x).toBeUndefined();
  });
});
