/**
 * Saving a profile (spec §5 "Complete-profile form" and "Profile edit", §8 "Profile"): the child both profile forms
 * invoke (the complete-profile modal and the account's edit-profile modal) once their form is valid.
 *
 * It sends the user with the form applied (`updateUser`, PUT /users/{id}). Saved: the session gets the new user
 * (`updateSession`), the success toast is asked for with the chosen language (`notifySaved`: each provision decides
 * whether it is said in that language or in the current one), then the app switches to the chosen language
 * (`changeLanguage`, sent only when it differs). Refused: the server's message, else `user.modal_update.error`
 * (`notifySaveFailed`). It ends with the saved user, or `null` when nothing was saved (the form stays as typed).
 */
import { assign, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Language, MessageDescriptor, Result, User } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import type { ProfileForm } from './validation';
import { failureMessage, okValue } from '../shared/outcome';

export const PROFILE_UPDATED = msg({ id: 'user.modal_update.updated', message: 'Your profile has been updated' });
export const PROFILE_UPDATE_ERROR = msg({
  id: 'user.modal_update.error',
  message: 'Your profile could not be updated',
});

/** The fields a profile form edits: the required ones, and in the account's form the optional ones and the teams. */
export type ProfileSaveForm = ProfileForm &
  Partial<Record<'phone' | 'address' | 'city' | 'postalCode', string>> & { favoriteTeamIds?: number[] };

export interface ProfileSaveInput {
  /** The user as the form was opened for. */
  user: User;
  form: ProfileSaveForm;
}

export interface ProfileSaveContext extends ProfileSaveInput {
  /** The user the server saved, once it did. */
  saved: User | null;
}

export interface ProfileSaveOutput {
  /** The saved user; null when the save failed. */
  user: User | null;
}

export const profileSaveMachine = setup({
  types: {
    context: {} as ProfileSaveContext,
    input: {} as ProfileSaveInput,
    output: {} as ProfileSaveOutput,
  },
  actors: {
    updateUser: promiseStub<Result<User>, ProfileSaveInput>('updateUser'),
  },
  actions: {
    /** The session actor gets the saved user (`session.userUpdated`). */
    updateSession: actionStub<{ user: User }>('updateSession'),
    /** The success toast; `lang` is the language the member chose (the app switches to it right after). */
    notifySaved: actionStub<{ message: MessageDescriptor; lang: Language }>('notifySaved'),
    /** The app switches to the chosen language (`user.changeLanguage` to the session, sent only when it differs). */
    changeLanguage: actionStub<{ lang: Language }>('changeLanguage'),
    /** The server's message when there is one, else the flow's. */
    notifySaveFailed: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifySaveFailed'),
  },
  guards: {
    saved: (_, params: { output: Result<User> }) => params.output.ok,
  },
}).createMachine({
  id: 'profileSave',
  context: ({ input }) => ({ ...input, saved: null }),
  initial: 'saving',
  states: {
    saving: {
      description: 'Saving the profile',
      invoke: {
        id: 'updateUser',
        src: 'updateUser',
        input: ({ context }) => ({ user: context.user, form: context.form }),
        onDone: [
          {
            description: 'Saved: the chosen language applies and a toast says so',
            guard: { type: 'saved', params: ({ event }) => ({ output: event.output }) },
            target: 'saved',
            actions: [
              assign({ saved: ({ event }) => okValue(event) }),
              { type: 'updateSession', params: ({ context }) => ({ user: context.saved! }) },
              {
                type: 'notifySaved',
                params: ({ context }) => ({ message: PROFILE_UPDATED, lang: chosenLanguage(context) }),
              },
              { type: 'changeLanguage', params: ({ context }) => ({ lang: chosenLanguage(context) }) },
            ],
          },
          {
            description: 'Refused: the message shows, the form stays open',
            target: 'failed',
            actions: {
              type: 'notifySaveFailed',
              params: ({ event }) => ({
                message: failureMessage(event),
                fallback: PROFILE_UPDATE_ERROR,
              }),
            },
          },
        ],
        onError: {
          description: 'No answer: an error shows, the form stays open',
          target: 'failed',
          actions: { type: 'notifySaveFailed', params: { message: null, fallback: PROFILE_UPDATE_ERROR } },
        },
      },
    },
    saved: { description: 'Profile saved', type: 'final' },
    failed: { description: 'The profile was not saved', type: 'final' },
  },
  output: ({ context }) => ({ user: context.saved }),
});

/** The language chosen in the form, else the saved user's. */
function chosenLanguage(context: ProfileSaveContext): Language {
  return (context.form.language || context.saved!.language) as Language;
}
