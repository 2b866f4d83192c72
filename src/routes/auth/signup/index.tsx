import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { SignupView } from '~/features/signup/SignupView';
import { useSignup } from '~/features/signup/useSignup';

export const Route = createFileRoute('/auth/signup/')({
  beforeLoad: guard(routeRules.signup),
  loader: ({ context }) => context.machines.load('signup'),
  component: SignupPage,
});

function SignupPage() {
  const { vm, on } = useSignup();
  return <SignupView vm={vm} on={on} />;
}
