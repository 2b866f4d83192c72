import { ThumbnailFrame } from './Thumbnail';
import type { TrainerThumbnailProps } from './types';

/** A trainer tile (round profile picture). */
export function TrainerThumbnail({ trainer, showTitle, priority }: TrainerThumbnailProps) {
  return (
    <ThumbnailFrame
      to={trainer.pathToDetail}
      title={trainer.name}
      image={trainer.thumbnail || trainer.image}
      style="profile"
      showTitle={showTitle}
      priority={priority}
    />
  );
}
