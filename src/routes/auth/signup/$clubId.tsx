import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { SignupView } from '~/features/signup/SignupView';
import { useSignup } from '~/features/signup/useSignup';

/** Signup for a club id given in the address (numeric ids override the current club's id on the request). */
export const Route = createFileRoute('/auth/signup/$clubId')({
  beforeLoad: guard(routeRules.signup),
  loader: ({ context }) => context.machines.load('signup'),
  component: SignupForClubPage,
});

function SignupForClubPage() {
  const { clubId } = Route.useParams();
  const { vm, on } = useSignup(clubId);
  return <SignupView vm={vm} on={on} />;
}
