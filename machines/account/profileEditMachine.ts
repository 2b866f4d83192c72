/**
 * Edit-profile modal of the account page (spec §2 "Profile card rows", §5 "Profile edit", §8 "Profile").
 *
 * Opening fills the form from the user (email is shown disabled, not part of the form). Required: first name, last
 * name, gender, country, birthdate, language (the complete-profile rules); phone, address, city and postal code
 * are optional. Saving is the `profileSave` child shared with complete-profile: the form is kept as typed when
 * saving fails (server message, else user.modal_update.error); on success the session gets the new user,
 * user.modal_update.updated shows, the app switches to the chosen language and the modal closes. In GPT clubs the favourite teams are chosen here too (spec §3 User favoriteTeams).
 */
import { assign, setup } from 'xstate';
import type { User } from '~/domain';
import { profileSaveMachine, type ProfileSaveOutput } from '../profile/profileSaveMachine';
import {
  isValidProfile,
  profileFormFrom,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '../profile/validation';

export const OPTIONAL_FIELDS = ['phone', 'address', 'city', 'postalCode'] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];
export type EditField = ProfileField | OptionalField;
/** GPT clubs also edit the favourite teams (ids, sent as spdTeamUserFavoritesIdList). */
export type EditForm = ProfileForm & Record<OptionalField, string> & { favoriteTeamIds: number[] };

export interface ProfileEditInput {
  /** YYYY-MM-DD, for the birthdate rule. */
  today: string;
}

export interface ProfileEditContext {
  today: string;
  user: User | null;
  form: EditForm;
  errors: ProfileErrors;
  submitted: boolean;
}

export type ProfileEditEvent =
  | { type: 'user.open'; user: User }
  | { type: 'user.change'; field: EditField; value: string }
  | { type: 'user.toggleTeam'; teamId: number }
  | { type: 'user.submit' }
  | { type: 'user.dismiss' };

export const editFormFrom = (user: User): EditForm => ({
  ...profileFormFrom(user),
  phone: user.phone,
  address: user.address,
  city: user.city,
  postalCode: user.postalCode,
  favoriteTeamIds: user.favoriteTeams.map((team) => team.id),
});

const emptyForm: EditForm = {
  firstName: '',
  lastName: '',
  birthdate: '',
  country: '',
  gender: '',
  language: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  favoriteTeamIds: [],
};

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
  },
  actors: {
    /** Saves the form, updates the session, toasts and switches the language (machines/profile/profileSaveMachine). */
    profileSave: profileSaveMachine,
  },
  guards: {
    formValid: ({ context }) => isValidProfile(context.form, context.today),
    saved: (_, params: { output: ProfileSaveOutput }) => params.output.user !== null,
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({ today: input.today, user: null, form: emptyForm, errors: {}, submitted: false }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The edit-profile modal is closed',
      on: {
        'user.open': {
          description: 'The member opens the edit-profile modal (filled from the profile)',
          target: 'editing',
          actions: assign(({ event }) => ({
            user: event.user,
            form: editFormFrom(event.user),
            errors: {},
            submitted: false,
          })),
        },
      },
    },
    editing: {
      description: 'Editing the profile',
      tags: ['open'],
      on: {
        'user.change': {
          description: 'The member types in a field',
          actions: assign(({ context, event }) => {
            const value = event.field === 'country' ? event.value.toUpperCase() : event.value;
            const form = { ...context.form, [event.field]: value } as EditForm;
            return { form, errors: context.submitted ? validateProfile(form, context.today) : {} };
          }),
        },
        'user.toggleTeam': {
          description: 'The member ticks or unticks a favourite team',
          actions: assign(({ context, event }) => {
            const ids = context.form.favoriteTeamIds;
            const favoriteTeamIds = ids.includes(event.teamId)
              ? ids.filter((id) => id !== event.teamId)
              : [...ids, event.teamId];
            return { form: { ...context.form, favoriteTeamIds } };
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
        'user.dismiss': { description: 'The member closes the modal', target: 'closed' },
      },
    },
    saving: {
      description: 'Saving the profile',
      tags: ['open', 'busy'],
      invoke: {
        id: 'profileSave',
        src: 'profileSave',
        input: ({ context }) => ({ user: context.user!, form: context.form }),
        onDone: [
          {
            description: 'Saved: the modal closes',
            guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
            target: 'closed',
            actions: assign(({ event }) => ({ user: event.output.user })),
          },
          // the child told the member why; the form stays as typed
          { description: 'Not saved: the form stays open to try again', target: 'editing' },
        ],
        onError: { description: 'Not saved: the form stays open to try again', target: 'editing' },
      },
    },
  },
});
