// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSelector } from '@xstate/react';
import { createActor, SimulatedClock } from 'xstate';
import { act } from 'react';
import { cookieConsentMachine } from '~machines/cookieConsent/cookieConsentMachine';
import * as sel from '~machines/cookieConsent/cookieConsent.selectors';
import { CookieBannerView } from '~/features/cookieConsent/CookieBannerView';
import { CookiePolicyView } from '~/features/cookiePolicy/CookiePolicyView';
import type { CookieBannerOn, CookieBannerVm } from '~/features/cookieConsent/useCookieConsent';
import { WithI18n } from '../support/render';

const vm = (over: Partial<CookieBannerVm> = {}): CookieBannerVm => ({
  visible: true,
  focusOnShow: false,
  policyHref: '/legal/cookies',
  ...over,
});
const handlers = (): CookieBannerOn => ({ accept: vi.fn(), dismiss: vi.fn(), openPolicy: vi.fn() });

describe('CookieBannerView', () => {
  it('renders nothing while hidden', () => {
    const { container } = render(<CookieBannerView vm={vm({ visible: false })} on={handlers()} />, {
      wrapper: WithI18n,
    });
    expect(container.innerHTML).toBe('');
  });

  it('is a labelled, non-modal notice with the policy link, Accept and Dismiss', () => {
    const on = handlers();
    render(<CookieBannerView vm={vm()} on={on} />, { wrapper: WithI18n });
    const notice = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(notice.getAttribute('aria-modal')).toBe('false');
    const link = screen.getByRole('link', { name: 'Read our cookie policy' });
    expect(link.getAttribute('href')).toBe('/legal/cookies');
    fireEvent.click(link);
    expect(on.openPolicy).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(on.accept).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(on.dismiss).toHaveBeenCalledTimes(1);
  });

  it('Escape inside the notice dismisses it', () => {
    const on = handlers();
    render(<CookieBannerView vm={vm()} on={on} />, { wrapper: WithI18n });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Accept cookies' }), { key: 'Escape' });
    expect(on.dismiss).toHaveBeenCalledTimes(1);
  });

  it('does not take focus on web; on TV it focuses Accept (focus can still leave: nothing traps it)', () => {
    const web = render(<CookieBannerView vm={vm()} on={handlers()} />, { wrapper: WithI18n });
    expect(document.activeElement).toBe(document.body);
    web.unmount();
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    const tv = render(<CookieBannerView vm={vm({ focusOnShow: true })} on={handlers()} />, { wrapper: WithI18n });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept cookies' }));
    // hidden again: focus goes back where it was
    tv.rerender(<CookieBannerView vm={vm({ focusOnShow: true, visible: false })} on={handlers()} />);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('driven by the machine: appears at 1500 ms, Accept hides it and records consent', async () => {
    const recordConsent = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(cookieConsentMachine.provide({ actions: { recordConsent } }), {
      input: { accepted: false, dismissed: false, quietPage: false, waitedMs: 0 },
      clock,
    }).start();
    function Connected() {
      const visible = useSelector(actor, sel.selectVisible);
      return (
        <CookieBannerView
          vm={vm({ visible })}
          on={{
            accept: () => actor.send({ type: 'user.accept' }),
            dismiss: () => actor.send({ type: 'user.dismiss' }),
            openPolicy: () => {},
          }}
        />
      );
    }
    render(<Connected />, { wrapper: WithI18n });
    act(() => clock.increment(1499));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => clock.increment(1));
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recordConsent).toHaveBeenCalledTimes(1);
  });
});

describe('CookiePolicyView', () => {
  it('has a title, content and an accessible table of cookie, type, duration and description', () => {
    render(<CookiePolicyView clubName="Mountain Climbing Team" />, { wrapper: WithI18n });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeTruthy();
    expect(screen.getByText(/Mountain Climbing Team uses/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Cookies and storage used by this app' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Cookie', 'Type', 'Duration', 'Description']);
    for (const th of screen.getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
    const rows = screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(rows).toEqual(
      expect.arrayContaining(['club.session', 'club.configuration', '_ga', '_ga_<ID>', '_gid', 'club.cookieNotice']),
    );
    // the spec's durations all appear
    const text = table.textContent ?? '';
    for (const d of ['Session', '1 day', '1 month', '11 months', '2 years']) expect(text).toContain(d);
    const ga = screen.getByRole('rowheader', { name: '_ga' }).closest('tr')!;
    expect(ga.textContent).toContain('2 years');
    expect(ga.textContent).toContain('Analytics');
    const gid = screen.getByRole('rowheader', { name: '_gid' }).closest('tr')!;
    expect(gid.textContent).toContain('1 day');
  });
});
