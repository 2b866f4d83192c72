/**
 * Rendering views under test (jsdom): the i18n wrapper, a router for views that render links, and the stand-ins for
 * what jsdom lacks (`<dialog>` methods and scrolling, installed before the file's tests by importing this module; media
 * queries and the observers carousels measure with, where a test asks for them).
 */
import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type RegisteredRouter,
} from '@tanstack/react-router';
import { WithI18n } from './i18n';

export { WithI18n };

class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** What every view test lacks in jsdom: `<dialog>` showModal/close, and scrolling (the router restores it). */
export function installDomStandIns() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/**
 * What carousels and lazy media measure with (opt-in: a view without an observer behaves differently, e.g. a
 * thumbnail samples its colour at once): matchMedia that matches nothing, observers that never report.
 */
export function installLayoutStandIns(which: { matchMedia?: boolean; resize?: boolean; intersection?: boolean }) {
  if (which.matchMedia)
    window.matchMedia ??= (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    });
  if (which.resize) globalThis.ResizeObserver ??= NoObserver;
  if (which.intersection) globalThis.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
}

if (typeof document !== 'undefined') beforeAll(installDomStandIns);

/** Renders a view in English with the source messages. */
export function renderWithI18n(ui: ReactNode): RenderResult {
  return render(ui, { wrapper: WithI18n });
}

/** Renders a view that needs the router (links), at `path`, in English. */
export async function renderInRouter(ui: () => ReactNode, path = '/'): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <WithI18n>{ui()}</WithI18n> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    // the app registers its own route tree; this one only hosts the view under test
    render(<RouterProvider router={router as unknown as RegisteredRouter} />);
  });
}
