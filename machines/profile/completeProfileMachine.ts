/**
 * Complete-profile modal (spec §4 "Complete profile", §5 "Complete-profile form", §8 "Profile", §9 "1.5 s after
 * login"). Web only: the TV app never renders it.
 *
 * The modal opens `modalDelay` (1.5 s) after the session becomes authenticated (a login, or the app starting with a
 * stored session) when country, birthdate, firstName, lastName or gender is missing, and only once cookies are
 * accepted: a user who accepts later sees it 1.5 s after accepting.
 *
 * The form (all six fields required) is pre-filled from the user and kept as typed when saving fails. Saving is the
 * `profileSave` child shared with the account's edit-profile (machines/profile/profileSaveMachine): it sends the user
 * with the form applied; on success the session gets the new user, a success toast shows, the app switches to the
 * chosen language when it changed, and the modal closes. On failure the server's message (else
 * `user.modal_update.error`) is shown and the form stays open.
 *
 * "Later" (also Escape / the close button) hides the modal for this user in this browser session (remembered by
 * `rememberLater`, read back as `postponedUserId`); it comes back on the next session or for another user.
 *
 * Facts from other actors come in as events: `session.loggedIn` / `session.loggedOut` / `session.userUpdated` from
 * the session (through the `watchSession` actor) and `consent.accepted` from the cookie consent (`watchConsent`).
 */
import { assign, setup } from 'xstate';
import type { User } from '~/domain';
import { actionStub, callbackStub } from '../shared/stubs';
import { profileSaveMachine, type ProfileSaveOutput } from './profileSaveMachine';
import {
  isProfileComplete,
  isValidProfile,
  profileFormFrom,
  validateProfile,
  withField,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from './validation';

export interface CompleteProfileInput {
  /** The signed-in user, null when anonymous. */
  user: User | null;
  cookiesAccepted: boolean;
  /** The user who chose "Later" in this browser session. */
  postponedUserId: number | null;
  /** YYYY-MM-DD, for the birthdate rule. */
  today: string;
  /**
   * How long the session had already been authenticated when this actor started (its code loads lazily): that part of
   * the 1.5 s is not waited again. 0 for a login or a consent after the start.
   */
  elapsed?: number;
}

export interface CompleteProfileContext extends CompleteProfileInput {
  form: ProfileForm;
  /** Field errors, shown once the user tried to save. */
  errors: ProfileErrors;
  submitted: boolean;
}

export type CompleteProfileEvent =
  | { type: 'session.loggedIn'; user: User }
  | { type: 'session.loggedOut' }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'consent.accepted' }
  | { type: 'user.change'; field: ProfileField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.later' };

const emptyForm: ProfileForm = { firstName: '', lastName: '', birthdate: '', country: '', gender: '', language: '' };

export const completeProfileMachine = setup({
  types: {
    context: {} as CompleteProfileContext,
    events: {} as CompleteProfileEvent,
    input: {} as CompleteProfileInput,
  },
  actors: {
    /** Saves the form, updates the session, toasts and switches the language (machines/profile/profileSaveMachine). */
    profileSave: profileSaveMachine,
    /** Sends session.loggedIn / session.loggedOut / session.userUpdated as the session changes. */
    watchSession: callbackStub<CompleteProfileEvent>('watchSession'),
    /** Sends consent.accepted when cookies get accepted. */
    watchConsent: callbackStub<CompleteProfileEvent>('watchConsent'),
  },
  actions: {
    rememberLater: actionStub<{ userId: number }>('rememberLater'),
    assignUser: assign((_, params: { user: User | null }) => ({ user: params.user })),
    fillForm: assign(({ context }) => ({
      form: context.user ? profileFormFrom(context.user) : emptyForm,
      errors: {},
      submitted: false,
    })),
  },
  guards: {
    anonymousOrComplete: ({ context }) => context.user === null || isProfileComplete(context.user),
    postponed: ({ context }) => context.user !== null && context.postponedUserId === context.user.id,
    cookiesAccepted: ({ context }) => context.cookiesAccepted,
    formValid: ({ context }) => isValidProfile(context.form, context.today),
    completeUser: (_, params: { user: User }) => isProfileComplete(params.user),
    saved: (_, params: { output: ProfileSaveOutput }) => params.output.user !== null,
  },
  delays: {
    /** 1.5 s after login (spec §9), less what had passed before this actor started */
    modalDelay: ({ context }) => Math.max(0, 1500 - (context.elapsed ?? 0)),
  },
}).createMachine({
  id: 'completeProfile',
  context: ({ input }) => ({ ...input, form: emptyForm, errors: {}, submitted: false }),
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'watchConsent', src: 'watchConsent' },
  ],
  on: {
    'session.loggedIn': {
      description: 'The member logged in: is the profile complete?',
      target: '.evaluating',
      actions: [{ type: 'assignUser', params: ({ event }) => ({ user: event.user }) }, assign({ elapsed: 0 })],
    },
    'session.loggedOut': {
      description: 'The member logged out',
      target: '.idle',
      actions: { type: 'assignUser', params: { user: null } },
    },
    // Another flow changed the user: nothing to ask if the profile is complete now; otherwise keep going.
    'session.userUpdated': [
      {
        description: 'The profile is complete now',
        guard: { type: 'completeUser', params: ({ event }) => ({ user: event.user }) },
        target: '.idle',
        actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
      },
      {
        description: 'The profile changed elsewhere',
        actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
      },
    ],
    'consent.accepted': { description: 'Cookies accepted', actions: assign({ cookiesAccepted: true }) },
  },
  initial: 'evaluating',
  states: {
    evaluating: {
      description: 'Deciding whether to ask the member to complete the profile',
      always: [
        {
          description: 'Logged out or the profile is complete: nothing to ask',
          guard: 'anonymousOrComplete',
          target: 'idle',
        },
        { description: 'The member chose Later in this browser session', guard: 'postponed', target: 'postponed' },
        {
          description: 'Cookies accepted: the modal opens after a moment',
          guard: 'cookiesAccepted',
          target: 'delaying',
        },
        { description: 'The cookie notice comes first', target: 'waitingForConsent' },
      ],
    },
    /** Anonymous, or nothing missing. */
    idle: {
      description: 'Nothing to ask',
      on: {
        'session.userUpdated': {
          description: 'The profile changed: asking again',
          target: 'evaluating',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
        },
      },
    },
    /** The user chose "Later" in this browser session. */
    postponed: { description: 'The member chose Later: not asked again in this browser session' },
    waitingForConsent: {
      description: 'Waiting for the member to answer the cookie notice',
      on: {
        'consent.accepted': {
          description: 'Cookies accepted: the modal opens after a moment',
          target: 'delaying',
          actions: assign({ cookiesAccepted: true, elapsed: 0 }),
        },
      },
    },
    delaying: {
      description: 'Waiting a moment after login before asking',
      after: {
        modalDelay: { description: 'The modal opens, filled from the profile', target: 'open', actions: 'fillForm' },
      },
    },
    open: {
      description: 'The complete-profile modal is open',
      tags: ['visible'],
      initial: 'editing',
      on: {
        'session.userUpdated': [
          {
            description: 'The profile is complete now: the modal closes',
            guard: { type: 'completeUser', params: ({ event }) => ({ user: event.user }) },
            target: 'idle',
            actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
          },
          {
            description: 'The profile changed elsewhere',
            actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) },
          },
        ],
      },
      states: {
        editing: {
          description: 'Filling in the missing details',
          on: {
            'user.change': {
              description: 'The member types in a field',
              actions: assign(({ context, event }) => {
                const form = withField(context.form, event.field, event.value);
                return { form, errors: context.submitted ? validateProfile(form, context.today) : {} };
              }),
            },
            'user.submit': [
              {
                description: 'The form is valid: saving',
                guard: 'formValid',
                target: 'saving',
                actions: assign({ errors: {}, submitted: true }),
              },
              {
                description: 'A field is not valid: its error shows',
                actions: assign(({ context }) => ({
                  errors: validateProfile(context.form, context.today),
                  submitted: true,
                })),
              },
            ],
            'user.later': {
              description: 'The member chooses Later',
              target: '#completeProfile.postponed',
              actions: [
                assign(({ context }) => ({ postponedUserId: context.user?.id ?? null })),
                { type: 'rememberLater', params: ({ context }) => ({ userId: context.user!.id }) },
              ],
            },
          },
        },
        saving: {
          description: 'Saving the profile',
          tags: ['busy'],
          invoke: {
            id: 'profileSave',
            src: 'profileSave',
            input: ({ context }) => ({ user: context.user!, form: context.form }),
            onDone: [
              {
                description: 'Saved: the modal closes',
                guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
                target: '#completeProfile.idle',
                actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output.user }) },
              },
              // the child told the member why; the form stays as typed
              { description: 'Not saved: the form stays as typed', target: 'editing' },
            ],
            onError: { description: 'Not saved: the form stays as typed', target: 'editing' },
          },
        },
      },
    },
  },
});
