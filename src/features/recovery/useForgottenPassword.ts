import { shallowEqual, useSelector } from '@xstate/react';
import * as sel from '~machines/auth/forgottenPassword.selectors';
import { useActorRef, useFlow } from '~/app/machines';
import type { MessageDescriptor } from '~/domain';

export interface ForgottenPasswordVm {
  email: string;
  emailError: MessageDescriptor | null;
  busy: boolean;
}

export interface ForgottenPasswordOn {
  changeEmail(value: string): void;
  submit(): void;
}

/** The forgotten-password form: a route-scoped actor and its view model. */
export function useForgottenPassword(initialEmail?: string): { vm: ForgottenPasswordVm; on: ForgottenPasswordOn } {
  const { forgottenPassword } = useFlow('recovery');
  const actor = useActorRef(forgottenPassword, { input: { email: initialEmail } });
  const vm = useSelector(actor, sel.selectForgottenPasswordView, shallowEqual);
  return {
    vm,
    on: {
      changeEmail: (value) => actor.send({ type: 'user.change', field: 'email', value }),
      submit: () => actor.send({ type: 'user.submit' }),
    },
  };
}
