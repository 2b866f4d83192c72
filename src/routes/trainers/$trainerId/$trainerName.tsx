import { createFileRoute, redirect } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { routeRules } from '../../../app/routeRules';
import { TrainerBooking } from '../../../features/trainers/TrainerBooking';
import { TrainerView } from '../../../features/trainers/TrainerView';
import { parseTrainerId } from '../../../features/trainers/trainerId';
import { useTrainer } from '../../../features/trainers/useTrainer';

/**
 * spec §2 trainers {trainerId}/{trainerName} (the path the product builds, §2 Paths): the trainer page. A first
 * segment that is not an id is the redirect case /trainers/{trainerName}/*: to /trainers.
 */
export const Route = createFileRoute('/trainers/$trainerId/$trainerName')({
  beforeLoad: async (ctx) => {
    await guard(routeRules.trainers)(ctx);
    if (parseTrainerId(ctx.params.trainerId) === null) throw redirect({ href: '/trainers', replace: true });
  },
  component: TrainerPage,
});

function TrainerPage() {
  const { trainerId } = Route.useParams();
  const { vm } = useTrainer(parseTrainerId(trainerId) ?? 0);
  return <TrainerView vm={vm} renderBooking={(trainer) => <TrainerBooking key={trainer.id} trainer={trainer} />} />;
}
