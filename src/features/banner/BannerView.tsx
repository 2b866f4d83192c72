import { useLingui } from '@lingui/react/macro';
import { FIRST_SCREEN_IMAGE } from '~/components/useFirstScreenDrawn';
import type { FocusEvent } from 'react';
import { ChevronIcon } from '~/components/thumbnail/icons';
import type { BannerOn, BannerVm, SwipeProps } from './useBannerCarousel';
import { safeUrl } from '~/domain/urlPolicy';
import { HlsVideo } from './HlsVideo';
import { tvRegion } from '~/components/tvRegion';

/**
 * The home hero banner (docs/ui.md Hero banner): full-bleed slides with a fade, the portrait image on phones, a
 * gradient, title and subtitle, the slide's action (external link in a new tab, or its video inline), arrows and
 * dots. Pointer and focus inside pause the autoplay.
 */
export function BannerView({ vm, on, swipe }: { vm: BannerVm; on: BannerOn; swipe?: SwipeProps }) {
  const { t } = useLingui();
  const count = vm.slides.length;
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) on.focusOut();
  };
  return (
    <section
      className="banner"
      data-testid="banner"
      aria-roledescription={t({ id: 'home.banner.carousel', message: 'carousel' })}
      aria-label={t({ id: 'home.banner.label', message: 'Featured slides' })}
      data-active-index={vm.index}
      data-playing={vm.playing ? 'true' : 'false'}
      {...tvRegion('banner', 'banner')}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') on.pointerEnter();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') on.pointerLeave();
      }}
      onFocus={on.focusIn}
      onBlur={onBlur}
    >
      <div className="banner__viewport" {...swipe}>
        <div className="banner__container">
          {vm.slides.map((slide, i) => {
            const active = i === vm.index;
            const position = t({ id: 'home.banner.position', message: `${i + 1} of ${count}` });
            // the mapper applied the URL policy; checked again where the provider's address becomes an href
            const externalUrl = safeUrl(slide.externalUrl);
            return (
              <div
                key={slide.id}
                className={`banner__slide${active ? ' is-active' : ''}${
                  vm.previous === null ? '' : active ? ' is-entering' : i === vm.previous ? ' is-previous' : ''
                }`}
                role="group"
                aria-roledescription={t({ id: 'home.banner.slide', message: 'slide' })}
                aria-label={slide.title ? `${position}: ${slide.title}` : position}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-testid="banner-slide"
              >
                {vm.videoSlideId === slide.id && slide.videoUrl ? (
                  <HlsVideo src={slide.videoUrl} label={slide.title} onEnded={on.stopVideo} />
                ) : active || vm.restShown ? (
                  <picture className="banner__picture">
                    {slide.imagePortrait ? <source media="(max-width: 575.98px)" srcSet={slide.imagePortrait} /> : null}
                    <img
                      className="banner__image"
                      src={slide.image}
                      alt=""
                      loading={i === 0 ? 'eager' : 'lazy'}
                      {...(i === 0 ? FIRST_SCREEN_IMAGE : null)}
                    />
                  </picture>
                ) : null}
                {/* a slide with only an image shows the image: no shade, no empty title block, no button */}
                {slide.title || slide.subtitle || slide.videoUrl || externalUrl ? (
                  <>
                    <div className="banner__shade" aria-hidden="true" />
                    {/* on TV the text block is the slide's stop when it has no action (`data-tv-stop`) */}
                    <div className="banner__content" data-tv-stop="" tabIndex={-1}>
                      {slide.title ? <h2 className="banner__title">{slide.title}</h2> : null}
                      {slide.subtitle ? <p className="banner__subtitle">{slide.subtitle}</p> : null}
                      {slide.videoUrl || externalUrl ? (
                        <div className="banner__actions">
                          {slide.videoUrl ? (
                            vm.videoSlideId === slide.id ? (
                              <button type="button" className="button button--ghost" onClick={on.stopVideo}>
                                {t({ id: 'home.banner.close_video', message: 'Close video' })}
                              </button>
                            ) : (
                              <button
                                type="button"
                                className="button button--primary"
                                onClick={() => on.playVideo(slide.id)}
                              >
                                {t({ id: 'home.banner.play', message: 'Play video' })}
                              </button>
                            )
                          ) : null}
                          {externalUrl ? (
                            <a
                              className="button button--primary"
                              href={externalUrl}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              {t({ id: 'home.banner.more', message: 'Find out more' })}
                              <span className="visually-hidden">
                                {t({ id: 'home.banner.new_tab', message: '(opens in a new tab)' })}
                              </span>
                            </a>
                          ) : null}
                        </div>
                      ) : null}
                    </div>
                  </>
                ) : (
                  // a slide of only an image: on TV its stop, a frame inside the safe area (nothing on the web)
                  <span className="banner__stop" data-tv-stop="" tabIndex={-1} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {vm.hasControls ? (
        <>
          <button
            type="button"
            className="banner__arrow banner__arrow--prev"
            // pointer affordances: on TV Left and Right on the banner press them (not a stop of their own)
            data-tv-skip=""
            data-tv-slide="prev"
            aria-label={t({ id: 'home.banner.previous', message: 'Previous slide' })}
            onClick={on.prev}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="banner__arrow banner__arrow--next"
            data-tv-skip=""
            data-tv-slide="next"
            aria-label={t({ id: 'home.banner.next', message: 'Next slide' })}
            onClick={on.next}
          >
            <ChevronIcon direction="right" />
          </button>
          <div className="banner__dots" data-tv-skip="">
            {vm.slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={`banner__dot${i === vm.index ? ' is-active' : ''}${i === vm.index && vm.playing ? ' is-playing' : ''}`}
                aria-label={t({ id: 'home.banner.go_to', message: `Go to slide ${i + 1}` })}
                aria-current={i === vm.index ? 'true' : undefined}
                onClick={() => on.goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
