// @vitest-environment jsdom
/**
 * The pure product view and the rent modal's body (spec §2 Product page, §4, §5): the play button as a link to the
 * player or as a resolving button, the rent label with the price, vote and favourite states, trailer controls,
 * levels with translated labels, tags linking to search, the live timer, each play-button modal, the rent form's
 * disabled and failure states.
 */
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductPlaceholder, ProductView } from '~/features/product/ProductView';
import { RentView } from '~/features/product/RentView';
import type { ProductOn, ProductVm } from '~/features/product/useProduct';
import type { RentOn, RentVm } from '~/features/product/useRent';
import type { ProductDetail } from '~/domain';
import { installLayoutStandIns, renderInRouter as renderAt } from '../support/render';

beforeAll(() => {
  installLayoutStandIns({ intersection: true });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});

/** The view at /product/1004, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/product/1004');

const card = (id: number, title: string): ProductDetail['relatedProducts'][number] => ({
  id,
  title,
  subtitle: '',
  fullTitle: title,
  thumbnail: '/t.svg',
  thumbnailPortrait: '/p.svg',
  image: '/i.svg',
  imagePortrait: '/ip.svg',
  pathToPlay: `/product/${id}/play`,
  pathToTrailer: `/product/${id}/trailer`,
  pathToDetail: `/product/${id}/${title.toLowerCase()}`,
  liveSchedule: null,
  available: true,
  favorite: false,
  rentalPrice: null,
  currency: 'EUR',
  homeTeam: null,
  awayTeam: null,
});

function aProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...card(1004, 'Premiere'),
    subtitle: 'Part 1',
    tags: ['beginner', 'core strength'],
    level: 'MEDIUM',
    physicalLevel: 'HIGH',
    technicalLevel: null,
    mentalLevel: 'LOW',
    video: null,
    trailer: { url: '/media/trailer/master.m3u8', hash: null },
    isTranscodifying: false,
    relatedProducts: [
      card(1020, 'Next'),
      { ...card(1002, 'Soon'), liveSchedule: { start: '2026-11-22T12:00:00Z', end: '2026-11-22T14:00:00Z' } },
    ],
    description: '<p>Safe <strong>text</strong></p><script>window.__x = 1</script>',
    like: 0,
    advertisement: null,
    rentalPrice: 3.99,
    ...over,
  };
}

function aVm(over: Partial<ProductVm> = {}): ProductVm {
  return {
    product: aProduct(),
    loggedIn: true,
    language: 'en',
    playHref: null,
    rentable: true,
    modal: null,
    modalLocked: false,
    liked: false,
    disliked: false,
    favorite: false,
    voting: false,
    favouriting: false,
    trailer: { src: '/media/trailer/master.m3u8', playing: false, muted: true, run: 1, canReplay: true },
    live: { phase: 'none', untilStart: null, now: Date.parse('2026-11-22T10:00:00Z') },
    adOpen: false,
    showProductTitles: true,
    purchasesOnWeb: false,
    clubName: 'Titan Training Club',
    resume: null,
    canShare: true,
    ...over,
  };
}

function anOn(): ProductOn {
  return {
    play: vi.fn(),
    startOver: vi.fn(),
    share: vi.fn(),
    closeModal: vi.fn(),
    login: vi.fn(),
    like: vi.fn(),
    dislike: vi.fn(),
    favorite: vi.fn(),
    replayTrailer: vi.fn(),
    toggleMute: vi.fn(),
    trailerEnded: vi.fn(),
    trailerError: vi.fn(),
    closeAd: vi.fn(),
  };
}

const hero = () => document.querySelector('.product-hero') as HTMLElement;

describe('ProductView', () => {
  it('a rental without a video: the button offers renting for its price and resolves on click', async () => {
    const on = anOn();
    await renderInRouter(() => <ProductView vm={aVm()} on={on} rent={null} />);
    const button = within(hero()).getByRole('button', { name: 'Rent · 3.99\u00a0€' });
    fireEvent.click(button);
    expect(on.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Premiere');
    expect(within(hero()).getByText('Part 1')).toBeTruthy();
    // the backdrop is the page's largest paint: fetched ahead of the page's other images
    expect(hero().querySelector('img.product-hero__image')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('with a video the button is a plain link to the player (no machine in between)', async () => {
    const on = anOn();
    await renderInRouter(() => (
      <ProductView vm={aVm({ playHref: '/product/1004/play', rentable: false })} on={on} rent={null} />
    ));
    const link = within(hero()).getByRole('link', { name: 'Play' });
    expect(link.getAttribute('href')).toBe('/product/1004/play');
    expect(within(hero()).queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('a kept position: Resume from its time with its bar, and Start over, which forgets it on the way', async () => {
    const on = anOn();
    await renderInRouter(() => (
      <ProductView
        vm={aVm({ playHref: '/product/1004/play', rentable: false, resume: { at: 252.6, progress: 42 } })}
        on={on}
        rent={null}
      />
    ));
    const resume = within(hero()).getByRole('link', { name: /^Resume from 4:12/ });
    expect(resume.getAttribute('href')).toBe('/product/1004/play');
    expect(within(resume).getByRole('progressbar', { name: '42% watched' }).getAttribute('aria-valuenow')).toBe('42');
    const startOver = within(hero()).getByRole('link', { name: 'Start over' });
    expect(startOver.getAttribute('href')).toBe('/product/1004/play');
    fireEvent.click(startOver);
    expect(on.startOver).toHaveBeenCalledOnce();
  });

  it('Share asks for the share; not offered where the device cannot share', async () => {
    const on = anOn();
    await renderInRouter(() => <ProductView vm={aVm()} on={on} rent={null} />);
    fireEvent.click(within(hero()).getByRole('button', { name: 'Share' }));
    expect(on.share).toHaveBeenCalledOnce();
    cleanup();
    await renderInRouter(() => <ProductView vm={aVm({ canShare: false })} on={on} rent={null} />);
    expect(within(hero()).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('vote, favourite and trailer controls reflect their state and send their intents', async () => {
    const on = anOn();
    await renderInRouter(() => (
      <ProductView
        vm={aVm({
          liked: true,
          favorite: true,
          voting: true,
          trailer: { src: '/t.m3u8', playing: false, muted: false, run: 1, canReplay: true },
        })}
        on={on}
        rent={null}
      />
    ));
    const h = within(hero());
    expect(h.getByRole('button', { name: 'I like it' }).getAttribute('aria-pressed')).toBe('true');
    expect(h.getByRole('button', { name: 'I like it' }).getAttribute('aria-busy')).toBe('true');
    expect(h.getByRole('button', { name: 'I do not like it' }).getAttribute('aria-pressed')).toBe('false');
    expect(h.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true');
    expect(h.getByRole('button', { name: 'Trailer sound' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(h.getByRole('button', { name: 'I like it' }));
    fireEvent.click(h.getByRole('button', { name: 'I do not like it' }));
    fireEvent.click(h.getByRole('button', { name: 'Favourite' }));
    fireEvent.click(h.getByRole('button', { name: 'Play the trailer again' }));
    fireEvent.click(h.getByRole('button', { name: 'Trailer sound' }));
    expect(
      [on.like, on.dislike, on.favorite, on.replayTrailer, on.toggleMute].map((f) => vi.mocked(f).mock.calls.length),
    ).toEqual([1, 1, 1, 1, 1]);
  });

  it('the trailer element shows only while it plays, muted as told, and reports its end', async () => {
    const on = anOn();
    await renderInRouter(() => (
      <ProductView
        vm={aVm({ trailer: { src: '/t.mp4', playing: true, muted: true, run: 1, canReplay: true } })}
        on={on}
        rent={null}
      />
    ));
    const video = screen.getByTestId('trailer') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    fireEvent.ended(video);
    expect(on.trailerEnded).toHaveBeenCalledTimes(1);
    fireEvent.error(video);
    expect(on.trailerError).toHaveBeenCalledTimes(1);
  });

  it('levels with translated labels, tags linking to search, sanitised description, related products', async () => {
    await renderInRouter(() => <ProductView vm={aVm()} on={anOn()} rent={null} />);
    const levels = document.querySelector('.levels') as HTMLElement;
    expect([...levels.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['General', 'Mental', 'Physical']);
    expect([...levels.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Medium', 'Low', 'High']);
    const tag = screen.getByRole('link', { name: '#core strength' });
    // the router writes the space form-encoded
    expect(tag.getAttribute('href')).toBe('/search?search=%23core+strength');
    const description = document.querySelector('.product__description') as HTMLElement;
    expect(description.querySelector('strong')?.textContent).toBe('text');
    expect(description.querySelector('script')).toBeNull();
    const related = screen.getByRole('list', { name: 'Related videos' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(2);
    // the upcoming live related product counts down from the page's clock (2 h)
    expect(related.textContent).toContain('Starts in 2:00:00');
  });

  it('the live timer: current, past, and future with the time until start', async () => {
    const { unmount } = { unmount: () => document.body.replaceChildren() };
    await renderInRouter(() => (
      <ProductView vm={aVm({ live: { phase: 'current', untilStart: null, now: 0 } })} on={anOn()} rent={null} />
    ));
    expect(screen.getByTestId('live-timer').textContent).toBe('Live now');
    unmount();
    await renderInRouter(() => (
      <ProductView vm={aVm({ live: { phase: 'past', untilStart: null, now: 0 } })} on={anOn()} rent={null} />
    ));
    expect(screen.getByTestId('live-timer').textContent).toBe('This live event has ended');
    unmount();
    await renderInRouter(() => (
      <ProductView vm={aVm({ live: { phase: 'future', untilStart: 90_061_000, now: 0 } })} on={anOn()} rent={null} />
    ));
    expect(screen.getByTestId('live-timer').textContent).toBe('Starts in 1 d 01:01:01');
  });

  it.each([
    ['processing', 'This video is being processed'],
    ['subscribe', 'Subscribers only'],
    ['notAvailable', 'Not available yet'],
    ['loginRequired', 'Log in to continue'],
    ['rent', 'Rent this video'],
  ] as const)('the %s modal', async (modal, title) => {
    const on = anOn();
    await renderInRouter(() => <ProductView vm={aVm({ modal })} on={on} rent={<p>rent body</p>} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    if (modal === 'loginRequired') {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(on.login).toHaveBeenCalled();
    }
    if (modal === 'subscribe') {
      expect(within(dialog).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
        '/account/subscription',
      );
    }
    if (modal === 'rent') expect(within(dialog).getByText('rent body')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(on.closeModal).toHaveBeenCalled();
  });

  it('the not-available modal shows the live schedule', async () => {
    const product = aProduct({ liveSchedule: { start: '2026-11-22T12:00:00Z', end: '2026-11-22T14:00:00Z' } });
    await renderInRouter(() => (
      <ProductView
        vm={aVm({ product, modal: 'notAvailable', live: { phase: 'future', untilStart: 7_200_000, now: 0 } })}
        on={anOn()}
        rent={null}
      />
    ));
    expect(screen.getByTestId('live-schedule').textContent).toMatch(
      /^Live event from 22\/11\/2026 \d\d:00 to 22\/11\/2026 \d\d:00$/,
    );
    expect(screen.getByTestId('live-countdown').textContent).toBe('Starts in 2:00:00');
  });

  it('TV: renting and subscribing are web only, the modals say so with a close button, no picker or plans link', async () => {
    const on = anOn();
    await renderInRouter(() => (
      <ProductView
        vm={aVm({ modal: 'rent', purchasesOnWeb: true })}
        on={on}
        rent={<p data-testid="rent-flow">picker</p>}
      />
    ));
    const rent = screen.getByRole('dialog', { name: 'Rent this video' });
    expect(within(rent).getByTestId('web-only').textContent).toContain(
      'Renting is only available on the web. Open Titan Training Club on your phone or computer',
    );
    expect(within(rent).queryByTestId('rent-flow')).toBeNull();
    fireEvent.click(within(rent).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(on.closeModal).toHaveBeenCalledTimes(1);
    cleanup();

    await renderInRouter(() => (
      <ProductView vm={aVm({ modal: 'subscribe', purchasesOnWeb: true })} on={on} rent={null} />
    ));
    const subscribe = screen.getByRole('dialog', { name: 'Subscribers only' });
    expect(within(subscribe).getByTestId('web-only').textContent).toContain(
      'Subscriptions are only available on the web',
    );
    expect(within(subscribe).queryByRole('link', { name: 'See the plans' })).toBeNull();
  });

  it('the advertisement modal', async () => {
    const on = anOn();
    const product = aProduct({
      advertisement: {
        id: 1,
        title: 'Sponsor',
        description: '',
        location: '',
        type: 'image',
        urlRedirect: null,
        script: null,
        image: '/ad.svg',
      },
    });
    await renderInRouter(() => <ProductView vm={aVm({ product, adOpen: true })} on={on} rent={null} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('advertisement')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(on.closeAd).toHaveBeenCalled();
  });

  it('placeholder: a skeleton while loading; when it failed, the generic message, Try again and a way back', async () => {
    await renderInRouter(() => <ProductPlaceholder failed={false} />);
    expect(screen.getByTestId('product-skeleton').getAttribute('aria-busy')).toBe('true');
    document.body.replaceChildren();
    const failure = { retry: vi.fn(), back: vi.fn() };
    await renderInRouter(() => <ProductPlaceholder failed on={failure} />);
    expect(screen.getByRole('alert').textContent).toContain('Oops! something unexpected has happened.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(failure.retry).toHaveBeenCalledTimes(1);
    expect(failure.back).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
    await renderInRouter(() => <ProductPlaceholder failed on={{ retry: vi.fn() }} />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});

function aRentVm(over: Partial<RentVm> = {}): RentVm {
  return {
    cards: [
      { id: 'pm_1', selected: true, number: '**** **** **** 4242', expiration: '12/30', brand: 'visa' },
      { id: 'pm_2', selected: false, number: '**** **** **** 4444', expiration: '01/29', brand: 'mastercard' },
    ],
    selectedId: 'pm_1',
    addCardHref: '/account/payment-methods?returnTo=%2Fproduct%2F1014%3Fresolve%3Dplay',
    loadingCards: false,
    cardsFailed: false,
    noPayments: false,
    busy: false,
    canRent: true,
    failure: null,
    ...over,
  };
}

const anRentOn = (): RentOn => ({ select: vi.fn(), rent: vi.fn(), retry: vi.fn() });

describe('RentView', () => {
  it('shows the price, the 3 days, the delay note and the cards; picks and pays', async () => {
    const on = anRentOn();
    await renderInRouter(() => <RentView vm={aRentVm()} on={on} price="3.99 €" />);
    expect(screen.getByText(/Rent this video for 3.99 €. The rental lasts 3 days/)).toBeTruthy();
    expect(screen.getByText(/Access may take a few minutes/)).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    fireEvent.click(radios[1]!);
    expect(on.select).toHaveBeenCalledWith('pm_2');
    fireEvent.click(screen.getByRole('button', { name: 'Rent for 3.99 €' }));
    expect(on.rent).toHaveBeenCalled();
  });

  it('disabled when it cannot rent; busy while paying', async () => {
    await renderInRouter(() => (
      <RentView vm={aRentVm({ canRent: false, busy: true })} on={anRentOn()} price="1.50 €" />
    ));
    const button = screen.getByRole('button', { name: 'Rent for 1.50 €' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('a failure shows its own message, or the spec fallback', async () => {
    await renderInRouter(() => (
      <RentView vm={aRentVm({ failure: { message: 'Your card was declined.' } })} on={anRentOn()} price="1 €" />
    ));
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    document.body.replaceChildren();
    await renderInRouter(() => <RentView vm={aRentVm({ failure: { message: '' } })} on={anRentOn()} price="1 €" />);
    expect(screen.getByRole('alert').textContent).toBe('Oops! an error occurred while renting the product');
  });

  it('no cards: a link to add one; a failed list: retry', async () => {
    const on = anRentOn();
    await renderInRouter(() => (
      <RentView vm={aRentVm({ cards: [], selectedId: null, canRent: false })} on={on} price="1 €" />
    ));
    // the add-card target, sending the member back to this rent
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/account/payment-methods?returnTo=%2Fproduct%2F1014%3Fresolve%3Dplay',
    );
    document.body.replaceChildren();
    await renderInRouter(() => <RentView vm={aRentVm({ cardsFailed: true })} on={on} price="1 €" />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.retry).toHaveBeenCalled();
  });
});
