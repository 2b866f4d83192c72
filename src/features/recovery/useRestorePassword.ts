import { shallowEqual, useSelector } from '@xstate/react';
import * as sel from '~machines/auth/restorePassword.selectors';
import type { RestorePasswordField } from '~machines/auth/restorePasswordMachine';
import { useActorRef, useFlow } from '~/app/machines';
import type { MessageDescriptor } from '~/domain';

export interface RestorePasswordVm {
  password: string;
  confirmPassword: string;
  passwordError: MessageDescriptor | null;
  confirmPasswordError: MessageDescriptor | null;
  busy: boolean;
}

export interface RestorePasswordOn {
  change(field: RestorePasswordField, value: string): void;
  submit(): void;
}

/** The restore-password form for the token of the address: a route-scoped actor and its view model. */
export function useRestorePassword(token: string): { vm: RestorePasswordVm; on: RestorePasswordOn } {
  const { restorePassword } = useFlow('recovery');
  const actor = useActorRef(restorePassword, { input: { token } });
  const vm = useSelector(actor, sel.selectRestorePasswordView, shallowEqual);
  return {
    vm,
    on: {
      change: (field, value) => actor.send({ type: 'user.change', field, value }),
      submit: () => actor.send({ type: 'user.submit' }),
    },
  };
}
