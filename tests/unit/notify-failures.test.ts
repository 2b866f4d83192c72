/**
 * The one rule for failure notices (src/services/notify.ts): a call that met an expired session (440, or 401 with a
 * token) says only the session's "Your session has expired. Please log in again.", in the session's one toast, never
 * a second message of its own; a cancelled call says nothing; any other failure says the provider's message, else the
 * flow's own, else the generic one.
 */
import { CancelledError } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '~/api/errors';
import { serverMessage } from '~/api/attempt';
import {
  GENERIC_ERROR,
  notifyFailure,
  SESSION_EXPIRED_TOAST_ID,
  toastError,
  toastSessionExpired,
} from '~/services/notify';
import { resetToastsForTests, toasterReady } from '~/services/toast';
import { i18n } from '~/i18n/i18n';

// the English source texts
i18n.loadAndActivate({ locale: 'en', messages: {} });

const EXPIRED = 'Your session has expired. Please log in again.';
const GENERIC = 'Oops! something unexpected has happened. Please try again in a few moments.';
const SAVE_ERROR = { id: 'tests.save_error', message: 'It could not be saved.' };

/** What sonner would show: toasts by id, a toast under an id already shown replaces it (one toast). */
let shown: Map<string | number, string>;
beforeEach(() => {
  shown = new Map();
  const show = (text: string, options?: { id?: string | number }) => {
    const id = options?.id ?? `auto-${shown.size}`;
    shown.set(id, text);
    return id;
  };
  toasterReady({
    toast: Object.assign(show, {
      success: show,
      error: show,
      loading: show,
      info: show,
      warning: show,
      dismiss: () => {},
    }),
  } as never);
});
afterEach(() => resetToastsForTests());

const expired = (status = 440) => ApiError.sessionExpired('PUT /products/update-favorite', undefined, status);
const refused = ApiError.http('PUT /products/update-favorite', 400, { message: 'Not today' });
const bare = ApiError.http('GET /products/search', 500, undefined);

describe('a call that met an expired session', () => {
  it.each([440, 401])(
    '%i: a flow that keeps the failure as data notifies the session toast, and nothing else',
    (status) => {
      toastSessionExpired(); // the session's own alert
      const message = serverMessage(expired(status));
      expect(message).toBe(EXPIRED);
      notifyFailure({ message, fallback: SAVE_ERROR }); // the vote's / the account's / the booking's notice of the same failure
      notifyFailure({ message: serverMessage(expired(status)) }); // another call on its way when the session expired
      expect([...shown.entries()]).toEqual([[SESSION_EXPIRED_TOAST_ID, EXPIRED]]);
    },
  );

  it('a flow that notifies with the error itself (search, queries) says the same one toast', () => {
    toastSessionExpired();
    toastError(expired(), { id: 'product_search.error', message: 'The search could not be completed.' });
    expect([...shown.values()]).toEqual([EXPIRED]);
  });
});

describe('a cancelled call (its page or the session went away)', () => {
  it('says nothing', () => {
    expect(toastError(new CancelledError({ silent: true }), SAVE_ERROR)).toBeNull();
    expect(toastError(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
    expect(shown.size).toBe(0);
  });
});

describe('any other failure', () => {
  it("says the provider's message, else the flow's, else the generic one", () => {
    expect(serverMessage(refused)).toBe('Not today');
    expect(serverMessage(bare)).toBeUndefined();
    notifyFailure({ message: serverMessage(refused), fallback: SAVE_ERROR });
    notifyFailure({ message: serverMessage(bare), fallback: SAVE_ERROR });
    notifyFailure({ message: null });
    toastError(bare, GENERIC_ERROR);
    expect([...shown.values()]).toEqual(['Not today', 'It could not be saved.', GENERIC, GENERIC]);
  });
});
