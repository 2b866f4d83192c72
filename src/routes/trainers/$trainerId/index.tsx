import { createFileRoute, redirect } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { TrainerBooking } from '~/features/booking/TrainerBooking';
import { TrainerView } from '~/features/booking/TrainerView';
import { parseId } from '~/domain';
import { useTrainer } from '~/features/booking/useTrainer';

/** spec §2 trainers {trainerId}: the trainer page; a segment that is not an id goes to /trainers. */
export const Route = createFileRoute('/trainers/$trainerId/')({
  beforeLoad: async (ctx) => {
    await guard(routeRules.trainers)(ctx);
    if (parseId(ctx.params.trainerId) === null) throw redirect({ href: '/trainers', replace: true });
  },
  loader: ({ context }) => context.machines.load('booking'),
  component: TrainerPage,
});

function TrainerPage() {
  const { trainerId } = Route.useParams();
  const { vm } = useTrainer(parseId(trainerId) ?? 0);
  return <TrainerView vm={vm} renderBooking={(trainer) => <TrainerBooking key={trainer.id} trainer={trainer} />} />;
}
