/**
 * Signup (spec §2 auth/signup, §3 Signup form, §5 Signup, §8 Signup messages), web only.
 *
 * Two steps: credentials (email, password, confirmation) then personal details (first and last name, gender,
 * birthdate, country, privacy-policy acceptance). The first submit only validates and advances; the second validates
 * and registers. Values and field errors live in the context, so nothing typed is lost when going back a step or when
 * the server refuses. A club with an external registration page (the one company of spec §1) never shows the form:
 * the machine asks for the redirect and stays there.
 *
 * Effects are named actions provided in src/app/provide/signup.ts: `goToExternalSignup`, `notifySignupSuccess`
 * (a persistent toast), `notifySignupError` (the server message or signup.signup_error) and `goToLogin`.
 */
import { assign, setup } from 'xstate';
import type { Gender, Language, Result } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import {
  emptySignupValues,
  hasErrors,
  validateCredentials,
  validateDetails,
  type SignupField,
  type SignupTextField,
  type SignupValues,
  type ValidationCode,
} from './validation';
import { failureMessage, outputOk } from '../shared/outcome';

/**
 * A Lingui message descriptor (id and English source text), written as a plain object marked for extraction: the lint
 * keeps every `@lingui/*` import out of machines; the app translates it with `i18n._(descriptor)`.
 */
export interface Descriptor {
  id: string;
  message: string;
}
export type SignupErrors = Partial<Record<SignupField, Descriptor>>;

/** What the register actor sends (POST /register): the form plus the club, `genderType` is added by the client. */
export interface SignupRequest {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  birthdate: string;
  country: string;
  companyCode: string;
  clubId: number;
  language: Language;
}

export interface SignupInput {
  companyCode: string;
  clubId: number;
  language: Language;
  /** The club's external registration page; when set the form is never shown. */
  externalSignup: string | null;
  /** Initial values (an empty form when absent). */
  values?: Partial<SignupValues>;
  /** The member's local day (YYYY-MM-DD): a birthdate after it is refused. */
  today: string;
}

export interface SignupContext {
  companyCode: string;
  clubId: number;
  language: Language;
  externalSignup: string | null;
  values: SignupValues;
  errors: SignupErrors;
  today: string;
}

export type SignupEvent =
  | { type: 'user.change'; field: SignupTextField; value: string }
  | { type: 'user.acceptPrivacy'; accepted: boolean }
  | { type: 'user.submit' }
  | { type: 'user.back' };

/** A refused registration (`error` flag) or a failed call; `message` is the server's when it sent one. */
export type SignupResult = Result<null, 'rejected' | 'failed'>;

const messages: Record<ValidationCode, Descriptor> = {
  required: /*i18n*/ { id: 'signup.error_required', message: 'This field is required' },
  email: /*i18n*/ { id: 'signup.error_email', message: 'Enter a valid email address' },
  mismatch: /*i18n*/ { id: 'signup.error_verification_password', message: 'verification password does not match' },
  date: /*i18n*/ { id: 'signup.error_birthdate', message: 'Enter a valid date' },
  future: /*i18n*/ { id: 'signup.error_birthdate_future', message: 'Your date of birth cannot be in the future' },
  gender: /*i18n*/ { id: 'signup.error_option', message: 'Choose one of the options' },
  country: /*i18n*/ { id: 'signup.error_option', message: 'Choose one of the options' },
  privacy: /*i18n*/ { id: 'signup.error_privacy', message: 'You must accept the privacy policy' },
};

function describe(errors: Partial<Record<SignupField, ValidationCode>>): SignupErrors {
  const out: SignupErrors = {};
  for (const [field, code] of Object.entries(errors) as Array<[SignupField, ValidationCode]>)
    out[field] = messages[code];
  return out;
}

/** Editing a field clears its own message (and the confirmation's when the password changes). */
function withoutErrors(errors: SignupErrors, fields: SignupField[]): SignupErrors {
  const out = { ...errors };
  for (const f of fields) delete out[f];
  return out;
}

export function signupRequest(c: SignupContext): SignupRequest {
  const v = c.values;
  return {
    email: v.email.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    gender: v.gender as Gender,
    birthdate: v.birthdate,
    country: v.country,
    companyCode: c.companyCode,
    clubId: c.clubId,
    language: c.language,
  };
}

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
  },
  actors: {
    register: promiseStub<SignupResult, SignupRequest>('register'),
  },
  actions: {
    goToExternalSignup: actionStub<{ url: string }>('goToExternalSignup'),
    notifySignupSuccess: actionStub<{ email: string }>('notifySignupSuccess'),
    notifySignupError: actionStub<{ message: string | null }>('notifySignupError'),
    goToLogin: actionStub<{ email: string }>('goToLogin'),
    change: assign(({ context, event }) => {
      if (event.type !== 'user.change') return {};
      const cleared: SignupField[] = event.field === 'password' ? ['password', 'confirmPassword'] : [event.field];
      return {
        values: { ...context.values, [event.field]: event.value },
        errors: withoutErrors(context.errors, cleared),
      };
    }),
    acceptPrivacy: assign(({ context, event }) => {
      if (event.type !== 'user.acceptPrivacy') return {};
      return {
        values: { ...context.values, acceptPrivacy: event.accepted },
        errors: withoutErrors(context.errors, ['acceptPrivacy']),
      };
    }),
    showCredentialErrors: assign(({ context }) => ({ errors: describe(validateCredentials(context.values)) })),
    showDetailErrors: assign(({ context }) => ({ errors: describe(validateDetails(context.values, context.today)) })),
    clearErrors: assign({ errors: {} }),
  },
  guards: {
    hasExternalSignup: ({ context }) => context.externalSignup !== null,
    credentialsValid: ({ context }) => !hasErrors(validateCredentials(context.values)),
    detailsValid: ({ context }) =>
      !hasErrors(validateCredentials(context.values)) && !hasErrors(validateDetails(context.values, context.today)),
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    companyCode: input.companyCode,
    clubId: input.clubId,
    language: input.language,
    externalSignup: input.externalSignup,
    values: { ...emptySignupValues, ...input.values },
    today: input.today,
    errors: {},
  }),
  initial: 'credentials',
  states: {
    credentials: {
      description: 'Step 1: email and password',
      always: {
        description: 'The club registers members on its own site',
        guard: 'hasExternalSignup',
        target: 'external',
      },
      on: {
        'user.change': { description: 'The member types in a field', actions: 'change' },
        'user.submit': [
          {
            description: 'Valid: on to the personal details',
            guard: 'credentialsValid',
            target: 'details',
            actions: 'clearErrors',
          },
          { description: 'A field is not valid: its error shows', actions: 'showCredentialErrors' },
        ],
      },
    },
    details: {
      description: 'Step 2: personal details and the privacy policy',
      on: {
        'user.change': { description: 'The member types in a field', actions: 'change' },
        'user.acceptPrivacy': { description: 'The member accepts the privacy policy', actions: 'acceptPrivacy' },
        'user.back': {
          description: 'Back to email and password (nothing typed is lost)',
          target: 'credentials',
          actions: 'clearErrors',
        },
        'user.submit': [
          { description: 'Valid: registering', guard: 'detailsValid', target: 'registering', actions: 'clearErrors' },
          { description: 'A field is not valid: its error shows', actions: 'showDetailErrors' },
        ],
      },
    },
    registering: {
      description: 'Registering',
      tags: ['busy'],
      // the form is disabled while the request runs: edits are not accepted
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => signupRequest(context),
        onDone: [
          {
            description: 'Registered: a toast says to check the email and the login page opens',
            guard: outputOk,
            target: 'registered',
            actions: [
              { type: 'goToLogin', params: ({ context }) => ({ email: context.values.email.trim() }) },
              { type: 'notifySignupSuccess', params: ({ context }) => ({ email: context.values.email.trim() }) },
            ],
          },
          {
            description: 'Refused: the server’s message shows, nothing typed is lost',
            target: 'details',
            actions: {
              type: 'notifySignupError',
              params: ({ event }) => ({ message: failureMessage(event) }),
            },
          },
        ],
        onError: {
          description: 'No answer: an error shows, nothing typed is lost',
          target: 'details',
          actions: { type: 'notifySignupError', params: { message: null } },
        },
      },
    },
    registered: { description: 'Registered', type: 'final' },
    external: {
      description: 'The club’s own registration page opens',
      type: 'final',
      entry: { type: 'goToExternalSignup', params: ({ context }) => ({ url: context.externalSignup! }) },
    },
  },
});
