// @vitest-environment jsdom
/**
 * The two catalogs per language: the first load activates only `core`; `ensureAllMessages` adds the rest for the
 * active language and for one still being activated (the race that showed message ids on a Spanish club's cookie
 * policy); a later activation supersedes an earlier one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '~/i18n/i18n';

let m: typeof I18n;

beforeEach(async () => {
  vi.resetModules();
  m = await import('~/i18n/i18n');
});

const policyTitle = () => m.i18n._('cookies.policy.title');
const skipLink = () => m.i18n._('shell.skip_to_content');

describe('catalogs', () => {
  it('the first load has the core messages only; the rest come with ensureAllMessages', async () => {
    await m.activateLanguage('en');
    expect(skipLink()).not.toBe('shell.skip_to_content');
    expect(policyTitle()).toBe('cookies.policy.title');
    await m.ensureAllMessages();
    expect(policyTitle()).toBe('Cookie policy');
  });

  it('a language being activated when the rest is asked for gets the rest too', async () => {
    await m.activateLanguage('en');
    const switching = m.activateLanguage('es');
    await m.ensureAllMessages();
    await switching;
    expect(m.i18n.locale).toBe('es');
    expect(policyTitle()).toBe('Política de cookies');
  });

  it('once the rest was asked for, any later language loads it with its core catalog', async () => {
    await m.activateLanguage('en');
    await m.ensureAllMessages();
    expect(await m.activateLanguage('es')).toBe(true);
    expect(policyTitle()).toBe('Política de cookies');
    expect(document.documentElement.lang).toBe('es');
  });

  it('a later activation supersedes an earlier one still loading', async () => {
    await m.activateLanguage('en');
    const first = m.activateLanguage('es');
    const second = m.activateLanguage('en');
    expect(await second).toBe(false);
    expect(await first).toBe(false);
    expect(m.i18n.locale).toBe('en');
  });
});
