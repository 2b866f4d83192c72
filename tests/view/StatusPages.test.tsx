// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineNoticeView, RouteErrorView, RoutePendingView } from '~/components/StatusPages';
import { WithI18n } from '../support/render';

describe('route error and pending views (never blank, always a way out)', () => {
  it('the error page: the spec generic error, Try again and Home, never the router English text', () => {
    const onRetry = vi.fn();
    const onHome = vi.fn();
    render(<RouteErrorView offline={false} onRetry={onRetry} onHome={onHome} />, { wrapper: WithI18n });
    expect(screen.getByRole('alert').textContent).toContain('Oops! something unexpected has happened');
    expect(screen.queryByText('Something went wrong!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('offline, the error page and the pending page say so; the pending page offers Home', () => {
    const onHome = vi.fn();
    const { unmount } = render(<RouteErrorView offline onRetry={vi.fn()} onHome={onHome} />, { wrapper: WithI18n });
    expect(screen.getByRole('heading').textContent).toBe(
      'You are offline. The page will load when the connection returns.',
    );
    unmount();
    render(<RoutePendingView offline onHome={onHome} />, { wrapper: WithI18n });
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('online, the pending page is a labelled spinner; the offline notice is a status', () => {
    const { unmount } = render(<RoutePendingView offline={false} onHome={vi.fn()} />, { wrapper: WithI18n });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    unmount();
    render(<OfflineNoticeView />, { wrapper: WithI18n });
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
  });
});
