import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { decode } from '~/api/decode';
import { PLACEHOLDER_IMAGE, mapAdvertisement } from '~/api/common/mappers';
import { DEFAULT_PRIMARY_COLOR, mapClub } from '~/api/club/mappers';
import { mapUser } from '~/api/account/mappers';
import { mapCategory, mapCollectionCard, mapHome, mapProductCard, mapSlide } from '~/api/catalogue/mappers';
import { mapCollectionDetail, mapNews, mapProductDetail, mapTeam } from '~/api/catalogue/mappers.lazy';
import { cardExpiration, mapCard, mapCoupon, mapPlan, mapSubscription } from '~/api/payments/mappers';
import { mapAvailability, mapMeeting, mapTemplate, mapTrainer, meetingCodeFromUrl } from '~/api/booking/mappers';
import { subscriptionActions } from '~/domain';
import * as account from '~/api/account/schemas';
import * as clubSchemas from '~/api/club/schemas';
import * as payments from '~/api/payments/schemas';
import * as catalogueCards from '~/api/catalogue/schemas';
import * as catalogueLazy from '~/api/catalogue/schemas.lazy';
import { Advertisement } from '~/api/common/schemas';
import * as booking from '~/api/booking/schemas';
import * as p from '../fixtures/api/provider';

/** Parse at the boundary as the endpoints do, then map. */
function through<S extends ZodMiniType, T>(schema: S, map: (raw: S['_zod']['output']) => T, raw: unknown): T {
  return map(decode('TEST', schema, raw));
}

const catalogue = { ...catalogueCards, ...catalogueLazy };

const url = (name: string) => `https://cdn.example.com/${name}.jpg`;

describe('product card', () => {
  it('maps a full provider product', () => {
    expect(through(catalogue.Product, mapProductCard, p.fullProduct)).toEqual({
      id: 101,
      title: 'Final',
      subtitle: 'Madrid vs Barcelona',
      fullTitle: 'Final: Madrid vs Barcelona',
      thumbnail: url('thumb'),
      thumbnailPortrait: url('thumb-portrait'),
      image: url('image'),
      imagePortrait: url('image-portrait'),
      pathToPlay: '/product/101/play',
      pathToTrailer: '/product/101/trailer',
      pathToDetail: '/product/101/final%3A-madrid-vs-barcelona',
      liveSchedule: { start: '2025-03-01T18:30:00Z', end: '2025-03-01T20:30:00Z' },
      available: true,
      favorite: true,
      rentalPrice: 3.99,
      currency: 'USD',
      homeTeam: { image: url('madrid') },
      awayTeam: { image: url('barcelona') },
    });
  });

  it('applies the fallbacks to a minimal product', () => {
    expect(through(catalogue.Product, mapProductCard, p.minimalProduct)).toEqual({
      id: 102,
      title: 'Bare',
      subtitle: '',
      fullTitle: 'Bare',
      thumbnail: PLACEHOLDER_IMAGE,
      thumbnailPortrait: PLACEHOLDER_IMAGE,
      image: PLACEHOLDER_IMAGE,
      imagePortrait: PLACEHOLDER_IMAGE,
      pathToPlay: '/product/102/play',
      pathToTrailer: '/product/102/trailer',
      pathToDetail: '/product/102/bare',
      liveSchedule: null,
      available: false,
      favorite: false,
      rentalPrice: null,
      currency: 'EUR',
      homeTeam: null,
      awayTeam: null,
    });
  });

  it('builds fullTitle from title and subtitle when absent', () => {
    const card = mapProductCard({ id: 1, title: 'Match', subtitle: 'Second half', fullTitle: null });
    expect(card.fullTitle).toBe('Match Second half');
    expect(card.pathToDetail).toBe('/product/1/match-second-half');
  });

  it.each([
    ['only thumbnail', { thumbnail: p.img('t') }, ['t', 't', 't', 't']],
    ['only thumbnailPortrait', { thumbnailPortrait: p.img('tp') }, ['tp', 'tp', 'tp', 'tp']],
    ['landscape pair', { thumbnail: p.img('t'), image: p.img('i') }, ['t', 't', 'i', 'i']],
    ['portrait pair', { thumbnailPortrait: p.img('tp'), imagePortrait: p.img('ip') }, ['tp', 'tp', 'ip', 'ip']],
    ['image and thumbnailPortrait', { image: p.img('i'), thumbnailPortrait: p.img('tp') }, ['i', 'tp', 'i', 'tp']],
    ['empty url counts as missing', { thumbnail: { url: '' }, image: p.img('i') }, ['i', 'i', 'i', 'i']],
  ])('image fallbacks: %s', (_, images, [thumbnail, thumbnailPortrait, image, imagePortrait]) => {
    const card = mapProductCard({ id: 1, title: 'x', ...images });
    expect([card.thumbnail, card.thumbnailPortrait, card.image, card.imagePortrait]).toEqual(
      [thumbnail, thumbnailPortrait, image, imagePortrait].map((name) => url(name!)),
    );
  });

  it('keeps a team badge only when it has an image', () => {
    const card = mapProductCard({
      id: 1,
      title: 'x',
      homeTeam: { name: 'A', image: null },
      awayTeam: { image: p.img('b') },
    });
    expect(card.homeTeam).toBeNull();
    expect(card.awayTeam).toEqual({ image: url('b') });
  });

  it('takes rentalPrice from price.amount, 0 included', () => {
    expect(mapProductCard({ id: 1, title: 'x', price: { amount: 0 } }).rentalPrice).toBe(0);
  });
});

describe('product detail', () => {
  it('maps a full provider product detail', () => {
    const detail = through(catalogue.ProductDetail, mapProductDetail, p.fullProductDetail);
    expect(detail).toMatchObject({
      id: 101,
      tags: ['football', 'final'],
      level: 'HIGH',
      physicalLevel: 'MEDIUM',
      technicalLevel: 'LOW',
      mentalLevel: 'HIGH',
      video: { url: 'https://media.example.com/v/101.m3u8', hash: 'h-video' },
      trailer: { url: 'https://media.example.com/t/101.m3u8', hash: null },
      isTranscodifying: false,
      description: '<p>Great match</p>',
      like: -1,
      advertisement: {
        id: 11,
        title: 'Summer sale',
        description: 'Half price',
        location: 'FOOTER',
        type: 'image',
        urlRedirect: 'https://shop.example.com',
        script: null,
        image: url('ad'),
      },
    });
    expect(detail.relatedProducts.map((product) => product.id)).toEqual([102]);
  });

  it('applies the defaults to a minimal detail', () => {
    const detail = through(catalogue.ProductDetail, mapProductDetail, p.minimalProduct);
    expect(detail).toMatchObject({
      tags: [],
      level: null,
      physicalLevel: null,
      technicalLevel: null,
      mentalLevel: null,
      video: null,
      trailer: null,
      isTranscodifying: false,
      relatedProducts: [],
      description: '',
      like: 0,
      advertisement: null,
    });
  });

  it('is transcodifying with no video url and a transcoding id', () => {
    expect(mapProductDetail({ id: 1, title: 'x', transcodingId: 'tr-1' }).isTranscodifying).toBe(true);
    expect(mapProductDetail({ id: 1, title: 'x', transcodingId: 'tr-1', video: { url: '' } }).isTranscodifying).toBe(
      true,
    );
    expect(
      mapProductDetail({ id: 1, title: 'x', transcodingId: 'tr-1', video: { url: 'https://v/1.m3u8' } })
        .isTranscodifying,
    ).toBe(false);
    expect(mapProductDetail({ id: 1, title: 'x', transcodingId: '' }).isTranscodifying).toBe(false);
  });

  it('treats an unknown level as absent and an odd like as 0', () => {
    const detail = through(catalogue.ProductDetail, mapProductDetail, { id: 1, title: 'x', level: 'EXTREME', like: 5 });
    expect(detail.level).toBeNull();
    expect(detail.like).toBe(0);
  });

  it('drops an advertisement that does not parse instead of failing the product', () => {
    const detail = through(catalogue.ProductDetail, mapProductDetail, {
      id: 1,
      title: 'x',
      advertising: { id: 'nope', type: 'IMAGE' },
    });
    expect(detail.advertisement).toBeNull();
  });
});

describe('advertisement', () => {
  it('maps SCRIPT and drops unknown types', () => {
    expect(through(Advertisement, mapAdvertisement, p.scriptAdvertisement)).toEqual({
      id: 12,
      title: '',
      description: '',
      location: '',
      type: 'script',
      urlRedirect: null,
      script: '<script>console.log(1)</script>',
      image: null,
    });
    expect(mapAdvertisement({ id: 1, type: 'VIDEO' })).toBeNull();
    expect(mapAdvertisement({ id: 1, type: 'image' })?.type).toBe('image');
  });
});

describe('collections, categories, home', () => {
  it('maps a full collection', () => {
    expect(through(catalogue.Collection, mapCollectionCard, p.fullCollection)).toEqual({
      id: 201,
      title: 'Season 2025',
      type: 'personal',
      subtitle: 'All matches',
      fullTitle: 'Season 2025 - All matches',
      thumbnail: url('col-thumb'),
      image: url('col-image'),
      pathToDetail: '/collection/201/season-2025---all-matches',
      numberOfProducts: 12,
    });
  });

  it('defaults a minimal collection (title empty, type product)', () => {
    expect(through(catalogue.Collection, mapCollectionCard, { id: 9 })).toEqual({
      id: 9,
      title: '',
      type: 'product',
      subtitle: '',
      fullTitle: '',
      thumbnail: PLACEHOLDER_IMAGE,
      image: PLACEHOLDER_IMAGE,
      pathToDetail: '/collection/9',
      numberOfProducts: 0,
    });
    expect(mapCollectionCard({ id: 9, type: 'PRODUCT', image: p.img('i') })).toMatchObject({
      type: 'product',
      thumbnail: url('i'),
    });
  });

  it('maps a collection detail', () => {
    const detail = through(catalogue.CollectionDetail, mapCollectionDetail, p.fullCollectionDetail);
    expect(detail.description).toBe('<p>Collection</p>');
    expect(detail.productList).toHaveLength(2);
    expect(detail.advertisement?.type).toBe('script');
    expect(detail.teamList).toEqual([
      { id: 5, name: 'Real Madrid', shortName: 'RMA', image: url('rma'), pathToDetail: '/teams/5/real-madrid' },
    ]);
    expect(through(catalogue.CollectionDetail, mapCollectionDetail, { id: 3 })).toMatchObject({
      description: '',
      productList: [],
      advertisement: null,
      teamList: [],
    });
  });

  it('maps a category and derives focus and its path', () => {
    const category = through(catalogue.CategoryContent, mapCategory, p.fullCategory);
    expect(category).toMatchObject({
      id: 301,
      name: 'Top Matches',
      pathToCategory: '/category/301/top-matches?showProducts=true&showCollections=true',
      focus: 'collection',
      advertisement: { id: 11 },
    });
    expect(category.productList).toHaveLength(1);
    expect(category.collectionList).toHaveLength(1);
    const minimal = through(catalogue.CategoryContent, mapCategory, { id: 302, name: 'Empty' });
    expect(minimal).toMatchObject({ focus: 'product', productList: [], collectionList: [], advertisement: null });
  });

  it('maps home rows, defaulting absent rows to []', () => {
    const home = through(catalogue.HomeResponse, mapHome, p.fullHome);
    expect(home.categoryList.map((category) => category.focus)).toEqual(['collection', 'product']);
    expect([home.live.length, home.recents.length, home.favorites.length]).toEqual([1, 1, 2]);
    expect(through(catalogue.HomeResponse, mapHome, { categoryList: [], live: null })).toEqual({
      categoryList: [],
      live: [],
      recents: [],
      favorites: [],
    });
  });
});

describe('slides, teams, news', () => {
  it('maps slides with image fallbacks', () => {
    expect(through(catalogue.Slide, mapSlide, p.fullSlide)).toEqual({
      id: 401,
      title: 'Welcome',
      subtitle: 'to the club',
      image: url('slide'),
      imagePortrait: url('slide-portrait'),
      externalUrl: 'https://example.com',
      videoUrl: 'https://media.example.com/slide.m3u8',
    });
    expect(through(catalogue.Slide, mapSlide, { id: 2, imagePortrait: p.img('sp') })).toEqual({
      id: 2,
      title: '',
      subtitle: '',
      image: url('sp'),
      imagePortrait: url('sp'),
      externalUrl: null,
      videoUrl: null,
    });
  });

  it('maps a team with sections', () => {
    const team = through(catalogue.Team, mapTeam, p.fullTeam);
    expect(team).toMatchObject({
      id: 501,
      name: 'Real Madrid',
      shortName: 'RMA',
      jerseyHome: url('jersey-home'),
      jerseyAway: url('jersey-away'),
      image: url('team'),
      pathToDetail: '/teams/501/real-madrid',
    });
    expect(team.sectionList[0]).toMatchObject({
      id: 1,
      name: 'Highlights',
      collectionList: [
        { pathToDetail: '/collection/201/season-2025---all-matches', title: 'Season 2025' },
        { pathToDetail: '/collection/202', title: '' },
      ],
    });
    expect(through(catalogue.Team, mapTeam, { id: 3, name: 'Tiny' })).toEqual({
      id: 3,
      name: 'Tiny',
      shortName: 'Tiny',
      image: PLACEHOLDER_IMAGE,
      pathToDetail: '/teams/3/tiny',
      jerseyHome: null,
      jerseyAway: null,
      sectionList: [],
    });
  });

  it('maps news and derives the detail and play paths', () => {
    expect(through(catalogue.News, mapNews, p.fullNews)).toEqual({
      id: 601,
      title: 'Big News Today',
      description: '<p>News</p>',
      image: url('news'),
      video: 'https://media.example.com/news.m3u8',
      publicationDate: '2025-03-02T10:00:00Z',
      pathToDetail: '/magazine/601/big-news-today',
      pathToPlay: '/magazine/601/play',
    });
    expect(through(catalogue.News, mapNews, { id: 2, title: '' })).toEqual({
      id: 2,
      title: '',
      description: '',
      image: PLACEHOLDER_IMAGE,
      video: null,
      publicationDate: '',
      pathToDetail: '/magazine/2',
      pathToPlay: null,
    });
  });
});

describe('club', () => {
  it('maps a full club', () => {
    expect(through(clubSchemas.Club, mapClub, p.fullClub)).toEqual({
      id: 4,
      name: 'Test Club',
      companyCode: 'GPT',
      domain: 'gpt.example.com',
      language: 'es',
      publicAccess: true,
      navigation: [
        { text: 'Home', url: '/', openTarget: '_self' },
        { text: 'Shop', url: 'https://shop.example.com', openTarget: '_blank' },
      ],
      logos: {
        imageLight: url('logo-light'),
        imageDark: url('logo-dark'),
        imageSquareLight: url('logo-sq-light'),
        imageSquareDark: url('logo-sq-dark'),
      },
      style: { clubTheme: 'light', primaryColor: '#e30613', fontFamilyBase: 'Oswald', fontFamilyText: 'Roboto' },
      switches: {
        showTitlesOnTrainerThumbnail: true,
        showAddedRecentlyCategory: true,
        showTitlesOnCollectionThumbnail: true,
        showTitlesOnPanoramic: true,
        showTitlesOnNewThumbnail: true,
        showTitlesOnProductThumbnail: true,
      },
      payments: { publicKey: 'pk_test_123', connectedAccount: 'acct_123' },
      externalSubscription: 'https://ext.example.com/subscribe',
      externalPaymentMethods: 'https://ext.example.com/cards',
      externalSignup: 'https://ext.example.com/signup',
      allowSignup: true,
      signupLink: 'https://ext.example.com/signup',
      loginAdvertisement: expect.objectContaining({ id: 11, type: 'image', urlRedirect: 'https://shop.example.com' }),
      footerAdvertisement: expect.objectContaining({ id: 12, type: 'script' }),
      seo: { title: 'Test Club TV', description: 'Watch the club', favicon: url('favicon'), measurementId: 'G-TEST' },
    });
  });

  it('applies the defaults to a minimal club', () => {
    expect(through(clubSchemas.Club, mapClub, p.minimalClub)).toEqual({
      id: 5,
      name: 'Minimal Club',
      companyCode: 'TTT',
      domain: null,
      language: 'en',
      publicAccess: false,
      navigation: [],
      logos: { imageLight: null, imageDark: null, imageSquareLight: null, imageSquareDark: null },
      style: { clubTheme: 'dark', primaryColor: DEFAULT_PRIMARY_COLOR, fontFamilyBase: null, fontFamilyText: null },
      switches: {
        showTitlesOnTrainerThumbnail: false,
        showAddedRecentlyCategory: false,
        showTitlesOnCollectionThumbnail: false,
        showTitlesOnPanoramic: false,
        showTitlesOnNewThumbnail: false,
        showTitlesOnProductThumbnail: false,
      },
      payments: { publicKey: null, connectedAccount: null },
      externalSubscription: null,
      externalPaymentMethods: null,
      externalSignup: null,
      allowSignup: false,
      signupLink: '/auth/signup',
      loginAdvertisement: null,
      footerAdvertisement: null,
      seo: { title: 'Minimal Club', description: '', favicon: null, measurementId: null },
    });
  });

  it('takes the id from id when clubId is absent, and fails without either', () => {
    const { clubId: _, ...withoutClubId } = p.minimalClub;
    expect(through(clubSchemas.Club, mapClub, { ...withoutClubId, id: 77 }).id).toBe(77);
    expect(() => decode('GET /configuration/club', clubSchemas.Club, withoutClubId)).toThrow(
      /Unexpected response from GET \/configuration\/club: clubId: expected number \(clubId or id\)/,
    );
  });

  it.each([
    [{ imageDark: p.img('d') }, ['d', 'd', 'd', 'd']],
    [{ imageLight: p.img('l'), imageSquareDark: p.img('sd') }, ['l', 'l', 'sd', 'sd']],
    [{ imageSquareLight: p.img('sl') }, ['sl', 'sl', 'sl', 'sl']],
    [{ imageLight: p.img('l'), imageSquareLight: p.img('sl'), imageSquareDark: p.img('sd') }, ['l', 'l', 'sl', 'sd']],
  ])('logo fallbacks %#', (images, [light, dark, squareLight, squareDark]) => {
    const club = mapClub({ ...p.minimalClub, ...images });
    expect(club.logos).toEqual({
      imageLight: url(light!),
      imageDark: url(dark!),
      imageSquareLight: url(squareLight!),
      imageSquareDark: url(squareDark!),
    });
  });

  it('defaults theme, language and colour on unknown values', () => {
    const club = through(clubSchemas.Club, mapClub, {
      ...p.minimalClub,
      clubTheme: 'NEON',
      language: 'fr',
      primaryColor: 'red; background: url(x)',
      clubMenuList: [{ name: 'Odd', url: '/odd', openTarget: '_parent' }],
    });
    expect(club.style.clubTheme).toBe('dark');
    expect(club.language).toBe('en');
    expect(club.style.primaryColor).toBe(DEFAULT_PRIMARY_COLOR);
    expect(club.navigation).toEqual([{ text: 'Odd', url: '/odd', openTarget: '_self' }]);
  });

  it('offers /auth/signup when signup is allowed, else the external signup link, else nothing', () => {
    const external = 'https://ext.example.com/signup';
    const club = { ...p.minimalClub, companyCode: 'TTT' };
    expect(mapClub({ ...club, allowSignup: true }).signupLink).toBe('/auth/signup');
    // the external registration page wins over the app's own signup route
    expect(mapClub({ ...club, allowSignup: true, externalSignup: external }).signupLink).toBe(external);
    expect(mapClub({ ...club, allowSignup: false, externalSignup: external }).signupLink).toBe(external);
    expect(mapClub({ ...club, allowSignup: false, externalSignup: '' }).signupLink).toBe('/auth/signup');
    // companies without the signup route have no internal link
    expect(mapClub({ ...club, companyCode: 'SPT', allowSignup: true }).signupLink).toBeNull();
    expect(mapClub({ ...club, companyCode: 'GPT', allowSignup: true, externalSignup: external }).signupLink).toBe(
      external,
    );
  });
});

describe('provider addresses go through the URL policy', () => {
  const hostile = [
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
  ];

  it.each(hostile)('a club address %j is null, so the app falls back to its own screens', (value) => {
    const club = mapClub({
      ...p.minimalClub,
      companyCode: 'TTT',
      allowSignup: true,
      externalSignup: value,
      externalSubscription: value,
      externalPaymentMethods: value,
      clubMenuList: [
        { name: 'Bad', url: value },
        { name: 'Good', url: '/magazine' },
      ],
    });
    expect(club.externalSignup).toBeNull();
    expect(club.externalSubscription).toBeNull();
    expect(club.externalPaymentMethods).toBeNull();
    expect(club.signupLink).toBe('/auth/signup');
    expect(club.navigation).toEqual([{ text: 'Good', url: '/magazine', openTarget: '_self' }]);
  });

  it.each(hostile)('an ad redirect, a slide link or an image %j is null', (value) => {
    expect(mapAdvertisement({ id: 1, type: 'IMAGE', redirect: value, image: { url: value } })).toMatchObject({
      urlRedirect: null,
      image: null,
    });
    const slide = mapSlide({ id: 3, externalUrl: value, image: { url: value } });
    expect(slide.externalUrl).toBeNull();
    expect(slide.image).toBe(PLACEHOLDER_IMAGE);
  });

  it('keeps http(s) addresses and app paths as given', () => {
    const club = mapClub({
      ...p.minimalClub,
      externalSignup: 'https://example.com/register',
      externalSubscription: 'http://example.com/subscribe',
    });
    expect(club.externalSignup).toBe('https://example.com/register');
    expect(club.externalSubscription).toBe('http://example.com/subscribe');
    expect(mapSlide({ id: 3, externalUrl: '/magazine' }).externalUrl).toBe('/magazine');
  });
});

describe('user', () => {
  it('maps a full user with favourite teams', () => {
    expect(through(account.User, (raw) => mapUser(raw), p.fullUser)).toEqual({
      id: 7,
      email: 'member@demo.club',
      firstName: 'Marta',
      lastName: 'Ruiz',
      phone: '+34600000000',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28001',
      country: 'ES',
      birthdate: '1990-04-01',
      gender: 'female',
      language: 'es',
      roles: ['USER', 'ADMIN'],
      favoriteTeams: [
        { id: 5, name: 'Real Madrid', shortName: 'RMA', image: url('rma'), pathToDetail: '/teams/5/real-madrid' },
      ],
    });
  });

  it('applies the defaults to a minimal user', () => {
    expect(through(account.User, (raw) => mapUser(raw), p.minimalUser)).toEqual({
      id: 8,
      email: 'new@demo.club',
      firstName: '',
      lastName: '',
      phone: '',
      address: '',
      city: '',
      postalCode: '',
      country: '',
      birthdate: '',
      gender: null,
      language: 'en',
      roles: ['USER'],
      favoriteTeams: [],
    });
  });

  it('defaults empty roles to [USER], takes gender from genderType, trims a datetime birthdate', () => {
    const user = through(account.User, (raw) => mapUser(raw), {
      ...p.minimalUser,
      roles: [],
      genderType: 'do_not_say',
      birthdate: '1990-04-01T00:00:00Z',
      language: 'de',
    });
    expect(user.roles).toEqual(['USER']);
    expect(user.gender).toBe('do_not_say');
    expect(user.birthdate).toBe('1990-04-01');
    expect(user.language).toBe('en');
  });

  it('takes the favourites given next to the user (login answer) when the user has none', () => {
    const user = mapUser({ id: 1, email: 'a@b.c' }, [{ id: 9, name: 'Team Nine' }]);
    expect(user.favoriteTeams).toEqual([
      {
        id: 9,
        name: 'Team Nine',
        shortName: 'Team Nine',
        image: PLACEHOLDER_IMAGE,
        pathToDetail: '/teams/9/team-nine',
      },
    ]);
  });
});

describe('plans and subscriptions', () => {
  it('maps a full plan', () => {
    expect(through(payments.Plan, mapPlan, p.fullPlan)).toEqual({
      id: 1,
      name: 'Monthly',
      active: true,
      description: 'All content',
      currency: 'USD',
      price: 9.99,
      interval: 'MONTH',
      extendable: true,
      providerPlanId: 'price_123',
      trialDays: 7,
    });
  });

  it('applies the plan defaults (EUR, 0, 0)', () => {
    expect(through(payments.Plan, mapPlan, p.minimalPlan)).toEqual({
      id: 2,
      name: 'Free',
      active: false,
      description: '',
      currency: 'EUR',
      price: 0,
      interval: 'LIFE',
      extendable: false,
      providerPlanId: null,
      trialDays: 0,
    });
  });

  it('maps a full subscription', () => {
    expect(through(payments.Subscription, mapSubscription, p.aSubscription())).toEqual({
      id: 900,
      plan: {
        id: 1,
        name: 'Monthly',
        price: 9.99,
        interval: 'MONTH',
        currency: 'USD',
        description: 'All content',
        active: true,
        providerPlanId: 'price_123',
      },
      price: 8.99,
      discount: 1,
      status: 'ACTIVE',
      startDate: '2025-01-01T00:00:00Z',
      endDate: null,
      trialingDateEnd: null,
      nextDayPayment: '2025-04-01T00:00:00Z',
      coupon: 'WELCOME',
      clientSecret: null,
      paymentMethod: 'pm_123',
      actions: ['cancel'],
    });
  });

  it('applies the defaults to a minimal subscription', () => {
    const subscription = through(payments.Subscription, mapSubscription, {
      subscriptionId: 1,
      plan: p.minimalPlan,
      status: 'TRIALING',
    });
    expect(subscription).toMatchObject({
      price: 0,
      discount: 0,
      startDate: null,
      endDate: null,
      coupon: null,
      clientSecret: null,
      paymentMethod: null,
      actions: [],
    });
  });

  describe('actions (spec §4)', () => {
    const withPlan = (active: boolean, providerPlanId: string | null) => ({ active, providerPlanId });
    it.each([
      // status, clientSecret, endDate, plan active, provider plan id, expected
      ['INCOMPLETE', 'pi_secret', null, true, 'price_1', ['payment_error']],
      ['INCOMPLETE', null, null, true, 'price_1', []],
      ['INCOMPLETE', 'pi_secret', null, true, null, ['payment_error']],
      ['ACTIVE', null, null, true, 'price_1', ['cancel']],
      ['TRIALING', null, null, false, 'price_1', ['cancel']],
      ['ACTIVE', null, null, true, null, []],
      ['ACTIVE', null, '2025-05-01T00:00:00Z', false, 'price_1', ['resume']],
      ['ACTIVE', null, '2025-05-01T00:00:00Z', true, 'price_1', []],
      ['CANCELED', null, '2025-05-01T00:00:00Z', false, null, ['resume']],
      ['INCOMPLETE', 'pi_secret', '2025-05-01T00:00:00Z', false, 'price_1', ['payment_error', 'resume']],
      ['ERROR', 'pi_secret', null, true, 'price_1', ['cancel']],
    ] as const)(
      '%s secret=%s end=%s active=%s plan=%s -> %j',
      (status, clientSecret, endDate, active, planId, expected) => {
        expect(subscriptionActions({ status, clientSecret, endDate, plan: withPlan(active, planId) })).toEqual(
          expected,
        );
      },
    );

    it('derives them when mapping', () => {
      const cancelled = mapSubscription(
        p.aSubscription({ endDate: '2025-05-01T00:00:00Z', plan: { ...p.fullPlan, active: false } }),
      );
      expect(cancelled.actions).toEqual(['resume']);
      const pending = mapSubscription(p.aSubscription({ status: 'INCOMPLETE', clientSecret: 'pi_1' }));
      expect(pending.actions).toEqual(['payment_error']);
    });
  });
});

describe('cards and coupons', () => {
  it('maps a full card', () => {
    expect(through(payments.Card, mapCard, p.fullCard)).toEqual({
      id: 'pm_123',
      selected: true,
      number: '**** **** **** 4242',
      expiration: '03/27',
      brand: 'visa',
    });
  });

  it('applies the defaults to a minimal card', () => {
    expect(through(payments.Card, mapCard, p.minimalCard)).toEqual({
      id: 'pm_456',
      selected: false,
      number: '**** **** **** 0005',
      expiration: '',
      brand: '',
    });
  });

  it('formats the expiration as MM/YY', () => {
    expect(cardExpiration(12, 2030)).toBe('12/30');
    expect(cardExpiration(1, 2005)).toBe('01/05');
    expect(cardExpiration(1, 27)).toBe('01/27');
    expect(cardExpiration(null, 2030)).toBe('');
  });

  it('maps coupons', () => {
    expect(through(payments.Coupon, mapCoupon, p.fullCoupon)).toEqual({
      id: 'co_1',
      name: 'WELCOME',
      valid: true,
      percentOff: 10,
      amountOff: null,
      currency: 'EUR',
    });
    expect(through(payments.Coupon, mapCoupon, { id: 'c', name: 'X', valid: false })).toEqual({
      id: 'c',
      name: 'X',
      valid: false,
      percentOff: null,
      amountOff: null,
      currency: null,
    });
  });
});

describe('trainers and meetings', () => {
  it('maps a full trainer', () => {
    expect(through(booking.Trainer, mapTrainer, p.fullTrainer)).toEqual({
      id: 81,
      name: 'Ana López',
      description: 'Coach',
      email: 'ana@example.com',
      image: url('ana'),
      thumbnail: url('ana-thumb'),
      templateIdList: [71],
      productIdList: [101, 102],
      templates: [
        {
          id: 71,
          templateName: 'Personal training',
          categoryName: 'Fitness',
          level: 'MEDIUM',
          price: 25,
          description: 'One hour',
          extraDescription: 'Bring water',
          image: url('template'),
          maxParticipants: 2,
        },
      ],
      pathToDetail: '/trainers/81/ana-l%C3%B3pez',
      allowsMeeting: true,
      hasProducts: true,
    });
  });

  it('applies the defaults to a minimal trainer', () => {
    expect(through(booking.Trainer, mapTrainer, p.minimalTrainer)).toEqual({
      id: 82,
      name: 'Bob',
      description: '',
      email: '',
      image: PLACEHOLDER_IMAGE,
      thumbnail: PLACEHOLDER_IMAGE,
      templateIdList: [],
      productIdList: [],
      templates: [],
      pathToDetail: '/trainers/82/bob',
      allowsMeeting: false,
      hasProducts: false,
    });
  });

  it('allows meetings with template ids even when templates are not embedded; image <-> thumbnail', () => {
    const trainer = mapTrainer({ id: 1, name: 'x', templateIdList: [3], thumbnail: p.img('t') });
    expect(trainer.allowsMeeting).toBe(true);
    expect(trainer.image).toBe(url('t'));
  });

  it('applies the defaults to a minimal template', () => {
    expect(through(booking.Template, mapTemplate, { id: 1, templateName: 'T' })).toEqual({
      id: 1,
      templateName: 'T',
      categoryName: '',
      level: null,
      price: 0,
      description: '',
      extraDescription: '',
      image: PLACEHOLDER_IMAGE,
      maxParticipants: 1,
    });
  });

  it('maps a full meeting, taking the code from the url', () => {
    expect(through(booking.Meeting, mapMeeting, p.fullMeeting)).toEqual({
      meetingId: 91,
      start: '2025-03-05T10:00:00Z',
      end: '2025-03-05T11:00:00Z',
      categoryName: 'Yoga',
      image: url('meeting'),
      code: 'abc-123',
      price: 10,
      description: 'Group yoga',
      extraDescription: 'Mat needed',
      participants: 3,
      maxParticipants: 9,
    });
    expect(through(booking.Meeting, mapMeeting, p.minimalMeeting)).toEqual({
      meetingId: 92,
      start: '2025-03-06T10:00:00Z',
      end: '2025-03-06T11:00:00Z',
      categoryName: '',
      image: PLACEHOLDER_IMAGE,
      code: null,
      price: 0,
      description: '',
      extraDescription: '',
      participants: 0,
      maxParticipants: 0,
    });
  });

  it.each([
    ['https://meet.example.com/abc-123', 'abc-123'],
    ['https://meet.example.com/rooms/abc-123/', 'abc-123'],
    ['https://meet.example.com/rooms/abc-123?jwt=x#config', 'abc-123'],
    ['//meet.example.com/r/xyz', 'xyz'],
    ['/rooms/room%20one', 'room one'],
    ['plain-code', 'plain-code'],
    ['https://meet.example.com/', null],
    ['https://meet.example.com', null],
    ['', null],
    ['   ', null],
    [null, null],
  ])('meeting code of %j is %j', (value, code) => {
    expect(meetingCodeFromUrl(value)).toBe(code);
  });

  it('maps availability with group meetings and individual slots', () => {
    const availability = through(booking.Availability, mapAvailability, {
      dailyScheduleList: [
        {
          day: '2025-03-05',
          parts: [
            { start: '2025-03-05T10:00:00Z', end: '2025-03-05T11:00:00Z', meeting: p.fullMeeting },
            { start: '2025-03-05T12:00:00Z', end: '2025-03-05T13:00:00Z' },
          ],
        },
        { day: '2025-03-06', parts: [] },
      ],
    });
    expect(availability.dailyScheduleList[0]?.parts[0]?.meeting?.code).toBe('abc-123');
    expect(availability.dailyScheduleList[0]?.parts[1]?.meeting).toBeNull();
    expect(availability.dailyScheduleList[1]?.parts).toEqual([]);
    expect(through(booking.Availability, mapAvailability, { dailyScheduleList: null })).toEqual({
      dailyScheduleList: [],
    });
  });
});
