import { ThumbnailFrame } from './Thumbnail';
import type { TeamThumbnailProps } from './types';

/** A team logo tile (round): the name is always shown under the logo. */
export function TeamThumbnail({ team, priority, showTitle = true }: TeamThumbnailProps & { showTitle?: boolean }) {
  return (
    <ThumbnailFrame
      to={team.pathToDetail}
      title={team.name}
      image={team.image}
      style="profile"
      showTitle={showTitle}
      priority={priority}
      className="thumb--logo"
    />
  );
}
