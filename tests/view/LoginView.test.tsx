// @vitest-environment jsdom
/**
 * The pure login view: fields with their autocomplete, inline messages, busy submit, recovery and signup links
 * (router link for an app path, plain anchor for an external address), the SPT note and the login advertisement
 * (image with its redirect; a script only in a sandboxed frame without allow-same-origin).
 */
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useActorRef, useSelector } from '@xstate/react';
import { LoginView } from '~/features/login/LoginView';
import { signupLinkOf, type LoginOn, type LoginVm } from '~/features/login/useLogin';
import { loginMachine, loginMessages } from '~machines/auth/loginMachine';
import * as sel from '~machines/auth/login.selectors';
import { withControls } from '../support/modelSuite';
import type { Advertisement } from '~/domain';
import { renderInRouter as renderAt } from '../support/render';

const baseVm: LoginVm = {
  email: '',
  password: '',
  emailError: null,
  passwordError: null,
  busy: false,
  signup: { href: '/auth/signup', internal: true },
  showSptNote: false,
  advertisement: null,
};

const on = (): LoginOn => ({ change: vi.fn(), submit: vi.fn() });

/** The view renders router links: mount it as the root route of a memory router. */
/** The view at /auth/login, in a router. */
async function renderInRouter(ui: () => ReactNode) {
  await renderAt(ui, '/auth/login');
  await screen.findByRole('heading', { name: 'Log in' });
}

const ad = (overrides: Partial<Advertisement>): Advertisement => ({
  id: 1,
  title: 'Official sponsor',
  description: '',
  location: 'LOGIN',
  type: 'image',
  urlRedirect: 'https://example.com/sponsor',
  script: null,
  image: 'https://img.example/ad.png',
  ...overrides,
});

describe('LoginView', () => {
  it('renders the form with the right field types and autocomplete, and the recovery link', async () => {
    await renderInRouter(() => <LoginView vm={{ ...baseVm, email: 'member@demo.club' }} on={on()} />);
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    expect(email.value).toBe('member@demo.club');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/auth/forgotten-password',
    );
  });

  it('sends field changes and the submit intent', async () => {
    const handlers = on();
    await renderInRouter(() => <LoginView vm={baseVm} on={handlers} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(handlers.change).toHaveBeenCalledWith('email', 'a@b.c');
    expect(handlers.change).toHaveBeenCalledWith('password', 'secret');
    expect(handlers.submit).toHaveBeenCalledTimes(1);
  });

  it('shows the inline messages under the fields that failed', async () => {
    await renderInRouter(() => (
      <LoginView
        vm={{ ...baseVm, emailError: loginMessages.emailRequired, passwordError: loginMessages.passwordRequired }}
        on={on()}
      />
    ));
    expect(screen.getByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('the submit button is busy and blocked while submitting', async () => {
    const handlers = on();
    await renderInRouter(() => <LoginView vm={{ ...baseVm, busy: true }} on={handlers} />);
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('offers an internal signup link as a router link and an external one as a plain anchor', async () => {
    await renderInRouter(() => <LoginView vm={baseVm} on={on()} />);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/signup');
  });

  it('external signup link', async () => {
    await renderInRouter(() => (
      <LoginView vm={{ ...baseVm, signup: signupLinkOf('https://example.com/register') }} on={on()} />
    ));
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('https://example.com/register');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('no signup link when the club offers none; the SPT note only for SPT', async () => {
    await renderInRouter(() => <LoginView vm={{ ...baseVm, signup: null, showSptNote: true }} on={on()} />);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/own password/);
  });

  it('no SPT note for other clubs', async () => {
    await renderInRouter(() => <LoginView vm={baseVm} on={on()} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('an image advertisement links to its redirect in a new tab', async () => {
    await renderInRouter(() => <LoginView vm={{ ...baseVm, advertisement: ad({}) }} on={on()} />);
    const img = screen.getByRole('img', { name: 'Official sponsor' });
    expect(img.getAttribute('src')).toBe('https://img.example/ad.png');
    const link = img.closest('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/sponsor');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('a script advertisement runs only in a sandboxed frame, never with allow-same-origin', async () => {
    const script = '<script>window.parent.hacked = 1</script><p>Ad</p>';
    const { container } = await (async () => {
      await renderInRouter(() => (
        <LoginView vm={{ ...baseVm, advertisement: ad({ type: 'script', image: null, script }) }} on={on()} />
      ));
      return { container: document.body };
    })();
    const frame = await waitFor(() => {
      const made = container.querySelector('iframe');
      expect(made).not.toBeNull();
      return made!;
    });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    // the ad's own frame page with the HTML in the fragment (a srcdoc frame would inherit the app's CSP)
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(frame.getAttribute('src')).toBe(`/ad-frame.html?scheme=light#${encodeURIComponent(script)}`);
    // nothing of the script reached the page itself
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('signupLinkOf', () => {
  it('tells app paths from external addresses', () => {
    expect(signupLinkOf('/auth/signup')).toEqual({ href: '/auth/signup', internal: true });
    expect(signupLinkOf('https://example.com/register')).toEqual({
      href: 'https://example.com/register',
      internal: false,
    });
    expect(signupLinkOf(null)).toBeNull();
  });

  it('is no link at all for an address the URL policy refuses', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', ' vbscript:x'])
      expect(signupLinkOf(bad)).toBeNull();
  });
});

describe('LoginView driven by the login machine', () => {
  /** The view wired to a real login actor (controllable provider call), as useLogin does without the router. */
  function Harness({ machine }: { machine: typeof loginMachine }) {
    const actor = useActorRef(machine, { input: { companyCode: 'MCT' } });
    const values = useSelector(actor, sel.selectValues);
    const errors = useSelector(actor, sel.selectErrors);
    const busy = useSelector(actor, sel.selectIsBusy);
    return (
      <LoginView
        vm={{ ...baseVm, ...values, emailError: errors.email, passwordError: errors.password, busy }}
        on={{
          change: (field, value) => actor.send({ type: 'user.change', field, value }),
          submit: () => actor.send({ type: 'user.submit' }),
        }}
      />
    );
  }

  it('empty submit shows the messages; a refused login keeps what was typed and the button comes back', async () => {
    const { machine: withLogin, controls } = withControls(loginMachine, { login: { done: [] } });
    const login = controls.login;
    const notifyFailure = vi.fn();
    const machine = withLogin.provide({
      actions: { notifyFailure: (_, p) => notifyFailure(p), loggedIn: () => {} },
    });
    await renderInRouter(() => <Harness machine={machine} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'member@demo.club' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    expect(screen.queryByText('Enter your email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).toBe('true'));
    expect(login.inputs).toEqual([{ email: 'member@demo.club', password: 'wrong', companyCode: 'MCT' }]);

    await act(async () =>
      login.resolve({ ok: false, error: 'rejected', message: 'The email and password do not match' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).toBeNull());
    expect(notifyFailure).toHaveBeenCalledWith({
      message: 'The email and password do not match',
      fallback: loginMessages.loginError,
    });
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('member@demo.club');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong');
  });
});
