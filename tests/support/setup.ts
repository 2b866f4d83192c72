import { afterEach } from 'vitest';

// Testing Library only cleans up by itself with `globals: true`; do it explicitly for jsdom tests.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
