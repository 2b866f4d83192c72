// @vitest-environment jsdom
/**
 * Thumbnails and the first screen (src/performance/firstScreen.ts): a priority thumbnail (one of the page's
 * largest-paint candidates) has its image at once, timed by Element Timing; the others, near the viewport, only once
 * the page's first screen has been drawn. Its own file: the first screen is drawn once per document.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductThumbnail } from '~/components/thumbnail';
import { markFirstScreenDrawn } from '~/performance/firstScreen';
import { renderInRouter } from '../support/render';
import { aProductCard } from '../support/vm';

describe('thumbnails before the first screen', () => {
  it('only the priority ones load their image; the rest once the first screen is drawn', async () => {
    await renderInRouter(
      () => (
        <>
          <ProductThumbnail product={aProductCard(1, { pathToDetail: '/product/1' })} showTitle priority />
          <ProductThumbnail product={aProductCard(2, { pathToDetail: '/product/2' })} showTitle />
        </>
      ),
      '/',
    );
    const [first, second] = await screen.findAllByRole('link');
    const image = first!.querySelector('img');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('elementtiming')).toBe('first-screen');
    expect(second!.querySelector('img')).toBeNull();
    await act(async () => markFirstScreenDrawn());
    expect(second!.querySelector('img')?.getAttribute('elementtiming')).toBeNull();
    expect(second!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
