import { describe, expect, it } from 'vitest';
import type { Advertisement } from '~/domain';
import {
  FOOTER_LINKS,
  accountLinks,
  favoriteTeamLinks,
  footerAdvertisement,
  navItems,
  appPageLinks,
} from '~/features/shell/links';

describe('FOOTER_LINKS: the routes flagged for the footer', () => {
  it('lists the cookie policy', () => {
    expect(FOOTER_LINKS.map((l) => l.href)).toContain('/legal/cookies');
    const cookies = FOOTER_LINKS.find((l) => l.href === '/legal/cookies')!;
    expect(cookies.label.id).toBe('footer.cookies');
    expect(cookies.label.message).toBe('Cookie policy');
  });

  it('holds app paths only, each once, with translatable labels', () => {
    for (const link of FOOTER_LINKS) {
      expect(link.href).toMatch(/^\/(?!\/)/);
      expect(link.label.id).toMatch(/^footer\./);
    }
    expect(new Set(FOOTER_LINKS.map((l) => l.href)).size).toBe(FOOTER_LINKS.length);
  });
});

describe('accountLinks', () => {
  it('offers profile, subscription and payment methods on the web', () => {
    expect(accountLinks('web').map((l) => l.href)).toEqual([
      '/account/profile',
      '/account/subscription',
      '/account/payment-methods',
    ]);
  });

  it('offers none on TV (account pages are web only)', () => {
    expect(accountLinks('tv')).toEqual([]);
    expect(accountLinks('tv', { bookings: true })).toEqual([]);
  });

  it('adds My bookings for members who may open it', () => {
    const links = accountLinks('web', { bookings: true });
    expect(links.map((l) => l.href)).toEqual([
      '/account/profile',
      '/account/subscription',
      '/account/payment-methods',
      '/account/bookings',
    ]);
    expect(links[3]?.label).toMatchObject({ id: 'navbar.account.bookings', message: 'My bookings' });
  });
});

describe('favoriteTeamLinks', () => {
  const teams = [
    { id: 601, name: 'Silver Arrows', shortName: 'SA', image: 'http://img/601', pathToDetail: '/teams/601/a' },
  ];

  it('on TV where the teams pages open (GPT): each favourite as a logo link to its page', () => {
    expect(favoriteTeamLinks('tv', true, teams)).toEqual([
      { id: 601, name: 'Silver Arrows', image: 'http://img/601', href: '/teams/601/a' },
    ]);
  });

  it('nothing on the web, nor where the teams pages do not open', () => {
    expect(favoriteTeamLinks('web', true, teams)).toEqual([]);
    expect(favoriteTeamLinks('tv', false, teams)).toEqual([]);
  });
});

describe('appPageLinks', () => {
  const club = navItems([{ text: 'Home', url: '/', openTarget: '_self' }]);
  const hrefs = (links: ReadonlyArray<{ href: string }>) => links.map((l) => l.href);

  it("links the app's own pages where their routes would open, after the club's links", () => {
    expect(appPageLinks(club, { trainers: true })).toMatchObject([
      { href: '/trainers', label: { id: 'navbar.trainers' } },
    ]);
    expect(appPageLinks(club, { teams: true })).toMatchObject([{ href: '/teams', label: { id: 'navbar.teams' } }]);
    expect(appPageLinks(club, { liveTv: true })).toMatchObject([
      { href: '/torole-tv', label: { id: 'navbar.live_tv', message: 'Live TV' } },
    ]);
    expect(hrefs(appPageLinks(club, { trainers: true, teams: true, liveTv: true }))).toEqual([
      '/trainers',
      '/teams',
      '/torole-tv',
    ]);
    expect(appPageLinks(club, { trainers: false, teams: false, liveTv: false })).toEqual([]);
  });

  it("is not added twice when the club's navigation already links to it", () => {
    for (const url of ['/trainers', '/trainers/', '/trainers?x=1']) {
      expect(appPageLinks(navItems([{ text: 'Coaches', url, openTarget: '_self' }]), { trainers: true })).toEqual([]);
    }
    expect(appPageLinks(navItems([{ text: 'TV', url: '/torole-tv', openTarget: '_self' }]), { liveTv: true })).toEqual(
      [],
    );
  });
});

describe('navItems', () => {
  it("maps the club's navigation: app paths are internal, _blank opens a new tab", () => {
    expect(
      navItems([
        { text: 'Home', url: '/', openTarget: '_self' },
        { text: ' Magazine ', url: '/magazine', openTarget: '_self' },
        { text: 'Official shop', url: 'https://example.com/shop', openTarget: '_blank' },
        { text: 'Partner', url: 'https://example.com/partner', openTarget: '_self' },
      ]),
    ).toEqual([
      { text: 'Home', href: '/', internal: true, newTab: false },
      { text: 'Magazine', href: '/magazine', internal: true, newTab: false },
      { text: 'Official shop', href: 'https://example.com/shop', internal: false, newTab: true },
      { text: 'Partner', href: 'https://example.com/partner', internal: false, newTab: false },
    ]);
  });

  it('drops empty and unsafe links', () => {
    expect(
      navItems([
        { text: '', url: '/x', openTarget: '_self' },
        { text: 'Script', url: 'javascript:alert(1)', openTarget: '_self' },
        { text: 'Data', url: 'data:text/html,hi', openTarget: '_blank' },
        { text: 'Protocol-relative', url: '//evil.example', openTarget: '_self' },
        { text: 'Relative', url: 'magazine', openTarget: '_self' },
      ]),
    ).toEqual([]);
  });
});

describe('footerAdvertisement', () => {
  const image: Advertisement = {
    id: 4902,
    title: 'Equipaciones Base',
    description: '',
    location: 'FOOTER',
    type: 'image',
    urlRedirect: 'https://example.com/sponsor',
    script: null,
    image: 'http://img.test/ad.svg',
  };
  const script: Advertisement = {
    ...image,
    id: 7,
    title: '',
    description: 'Sponsor',
    type: 'script',
    urlRedirect: null,
    image: null,
    script: '<b>ad</b>',
  };

  it('is shown on the home route only', () => {
    expect(footerAdvertisement(image, '/')).toEqual({
      kind: 'image',
      id: 4902,
      image: 'http://img.test/ad.svg',
      alt: 'Equipaciones Base',
      href: 'https://example.com/sponsor',
    });
    expect(footerAdvertisement(image, '/magazine')).toBeNull();
    expect(footerAdvertisement(image, '/legal/cookies')).toBeNull();
  });

  it('is absent when the club has none', () => {
    expect(footerAdvertisement(null, '/')).toBeNull();
  });

  it('maps a script advertisement (title falling back to the description)', () => {
    expect(footerAdvertisement(script, '/')).toEqual({ kind: 'script', id: 7, script: '<b>ad</b>', title: 'Sponsor' });
  });

  it('drops unusable advertisements and unsafe redirects', () => {
    expect(footerAdvertisement({ ...image, image: null }, '/')).toBeNull();
    expect(footerAdvertisement({ ...script, script: '  ' }, '/')).toBeNull();
    expect(footerAdvertisement({ ...image, urlRedirect: 'javascript:alert(1)' }, '/')).toMatchObject({ href: null });
  });
});
