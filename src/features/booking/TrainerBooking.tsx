import type { Trainer } from '~/domain';
import { BookingView } from './BookingView';
import { useBooking } from './useBooking';

/** The booking calendar of one trainer, with its own booking actor (list rows and the detail page). */
export function TrainerBooking({ trainer }: { trainer: Trainer }) {
  const { vm, on } = useBooking(trainer);
  return <BookingView vm={vm} on={on} trainerName={trainer.name} />;
}
