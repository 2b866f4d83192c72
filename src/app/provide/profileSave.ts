/**
 * Saving a profile, provided once for both forms that invoke it (the complete-profile modal and the account's
 * edit-profile modal): PUT /users/{id} with the user and the form applied; saved, the session gets the new user, the
 * app language follows the chosen one and the success toast is said in it (the toast waits for its catalogue);
 * refused, the server's message, else the form's own.
 */
import { fromPromise } from '../actors';
import { profileSaveMachine, type ProfileSaveInput } from '~machines/profile/profileSaveMachine';
import type { UserUpdateInput } from '~/api/endpoints';
import { attempt } from '~/api/attempt';
import { onFailure, toastSuccess } from '~/services/notify';
import { inLanguage } from '~/i18n/inLanguage';
import type { AppDeps } from '../machines';

const TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'postalCode'] as const;

/**
 * What is sent for a profile: the user as the form was opened for, with the form applied. Every text the form
 * edits is sent trimmed (spaces typed around a name or an address are not the member's data; a blank optional field
 * is sent as none); what the form does not edit is sent as stored. An unchosen gender or language keeps the user's.
 */
export function profilePayload({ user, form }: ProfileSaveInput): UserUpdateInput {
  const payload: UserUpdateInput = {
    ...user,
    ...form,
    gender: form.gender || user.gender,
    language: form.language || user.language,
  };
  for (const field of TEXT_FIELDS) {
    const value = form[field];
    if (value !== undefined) payload[field] = value.trim();
  }
  return payload;
}

type ProfileSaveDeps = Pick<AppDeps, 'endpoints' | 'session'>;

function provide(deps: ProfileSaveDeps) {
  const { endpoints, session } = deps;
  return profileSaveMachine.provide({
    actors: {
      updateUser: fromPromise(({ input, signal }) =>
        attempt('save_failed', () => endpoints.updateUser(input.user.id, profilePayload(input), { signal })),
      ),
    },
    actions: {
      updateSession: (_, { user }) => session.send({ type: 'session.userUpdated', user }),
      changeLanguage: (_, { lang }) => {
        if (session.getSnapshot().context.lang !== lang) session.send({ type: 'user.changeLanguage', lang });
      },
      // in the language the member just chose in the same form (its catalogue may still be loading)
      notifySaved: (_, { message, lang }) => inLanguage(lang, () => void toastSuccess(message)),
      notifySaveFailed: onFailure(),
    },
  });
}

const provided = new WeakMap<ProfileSaveDeps, ReturnType<typeof provide>>();

/** The profile save flow, provided once per app (both forms' provisions get the same machine). */
export function provideProfileSave(deps: ProfileSaveDeps): ReturnType<typeof provide> {
  let machine = provided.get(deps);
  if (!machine) provided.set(deps, (machine = provide(deps)));
  return machine;
}
