/**
 * Web login (spec §4 "Login, signup, recovery"; §8 Login).
 *
 * The form's values and its field errors live in context, so nothing the user typed is lost when the provider
 * refuses the login. The client only checks that both fields are filled; everything else is the provider's call.
 * Submitting sets the busy state. Success hands the session over through the named action `loggedIn` (the app
 * sends `session.login` and goes to returnTo or /); a refusal comes back as data with the provider's message and is
 * shown by the named action `notifyFailure` (the message, else `login.login_error`).
 */
import { assign, setup } from 'xstate';
import type { LoginSession, MessageDescriptor, Result } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import { notifyFailure, okValue, outputOk } from '../shared/outcome';

export type LoginField = 'email' | 'password';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginMachineInput {
  /** Pre-fills the email (after signup or password recovery: `?email=`). */
  email?: string | undefined;
  companyCode: string;
  /** Where a successful login goes (the raw `?returnTo=`; the app checks it before use). */
  returnTo?: string | undefined;
}

export interface LoginContext {
  values: LoginValues;
  errors: Record<LoginField, MessageDescriptor | null>;
  companyCode: string;
  returnTo: string | undefined;
}

export type LoginEvent = { type: 'user.change'; field: LoginField; value: string } | { type: 'user.submit' };

export type LoginFailure = 'rejected';

export const loginMessages = {
  /** spec §8 Login: shown when the provider sends no message of its own. */
  loginError: /*i18n*/ { id: 'login.login_error', message: 'The email and password do not match' },
  emailRequired: /*i18n*/ { id: 'login.email_required', message: 'Enter your email' },
  passwordRequired: /*i18n*/ { id: 'login.password_required', message: 'Enter your password' },
} as const;

const fieldErrors = (values: LoginValues): LoginContext['errors'] => ({
  email: values.email.trim() === '' ? loginMessages.emailRequired : null,
  password: values.password === '' ? loginMessages.passwordRequired : null,
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginMachineInput,
  },
  actors: {
    login: promiseStub<Result<LoginSession, LoginFailure>, { email: string; password: string; companyCode: string }>(
      'login',
    ),
  },
  actions: {
    /** Stores the session (`session.login`) and goes to returnTo or /. */
    loggedIn: actionStub<LoginSession & { returnTo: string | undefined }>('loggedIn'),
    /** Error toast: the provider's message, else the fallback descriptor. */
    notifyFailure: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifyFailure'),
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      // typing into a field clears its message; the other field keeps its own
      return {
        values: { ...context.values, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: null },
      };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: fieldErrors(context.values) })),
  },
  guards: {
    isFilled: ({ context }) => {
      const errors = fieldErrors(context.values);
      return errors.email === null && errors.password === null;
    },
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    values: { email: input.email ?? '', password: '' },
    errors: { email: null, password: null },
    companyCode: input.companyCode,
    returnTo: input.returnTo,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in the login form',
      on: {
        'user.change': { description: 'The member types in a field', actions: 'change' },
        'user.submit': [
          {
            description: 'Both fields filled: logging in',
            guard: 'isFilled',
            target: 'submitting',
            actions: assign({ errors: { email: null, password: null } }),
          },
          { description: 'A field is empty: its error shows', actions: 'showFieldErrors' },
        ],
      },
    },
    submitting: {
      description: 'Logging in (the button waits)',
      tags: ['busy'],
      on: {
        // the request carries what was submitted; later typing is kept for a retry
        'user.change': { description: 'The member types in a field', actions: 'change' },
      },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          email: context.values.email.trim(),
          password: context.values.password,
          companyCode: context.companyCode,
        }),
        onDone: [
          {
            description: 'Logged in: the member goes back to where they were',
            guard: outputOk,
            target: 'done',
            actions: {
              type: 'loggedIn',
              params: ({ context, event }) => ({
                ...okValue(event),
                returnTo: context.returnTo,
              }),
            },
          },
          {
            description: 'Refused: the server’s message (else the login error) shows',
            target: 'editing',
            actions: notifyFailure(loginMessages.loginError),
          },
        ],
        onError: {
          description: 'No answer: the login error shows',
          target: 'editing',
          actions: { type: 'notifyFailure', params: { message: null, fallback: loginMessages.loginError } },
        },
      },
    },
    done: { description: 'Logged in', tags: ['busy'], type: 'final' },
  },
});
