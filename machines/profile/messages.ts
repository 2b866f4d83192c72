/**
 * The field messages of the profile forms (spec §5), shared by the complete-profile modal and the account's
 * edit-profile modal: a validation code becomes a Lingui descriptor, translated by the view.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '~/domain';
import type { ProfileErrorCode, ProfileField } from './validation';

export const CHOOSE = msg({ id: 'profile.complete.choose', message: 'Choose…' });

export function profileErrorMessage(field: ProfileField, code: ProfileErrorCode | undefined): MessageDescriptor | null {
  if (!code) return null;
  switch (field) {
    case 'firstName':
      return msg({ id: 'profile.complete.error_first_name', message: 'Enter your first name' });
    case 'lastName':
      return msg({ id: 'profile.complete.error_last_name', message: 'Enter your last name' });
    case 'birthdate':
      if (code === 'future')
        return msg({
          id: 'profile.complete.error_birthdate_future',
          message: 'Your date of birth cannot be in the future',
        });
      if (code === 'date')
        return msg({ id: 'profile.complete.error_birthdate_invalid', message: 'Enter a valid date of birth' });
      return msg({ id: 'profile.complete.error_birthdate', message: 'Enter your date of birth' });
    case 'country':
      return msg({ id: 'profile.complete.error_country', message: 'Choose your country' });
    case 'gender':
      return msg({ id: 'profile.complete.error_gender', message: 'Choose an option for gender' });
    case 'language':
      return msg({ id: 'profile.complete.error_language', message: 'Choose your language' });
  }
}
