import { createFileRoute } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { TrainerBooking } from '~/features/booking/TrainerBooking';
import { TrainersView } from '~/features/booking/TrainersView';
import { useTrainers } from '~/features/booking/useTrainers';

/** spec §2 trainers: the list with availability and booking. */
export const Route = createFileRoute('/trainers/')({
  beforeLoad: guard(routeRules.trainers),
  loader: ({ context }) => context.machines.load('booking'),
  component: TrainersPage,
});

function TrainersPage() {
  const { vm, on } = useTrainers();
  return <TrainersView vm={vm} on={on} renderBooking={(trainer) => <TrainerBooking trainer={trainer} />} />;
}
