import { ThumbnailFrame } from './Thumbnail';
import { tileText } from './logic';
import type { CollectionThumbnailProps } from './types';

/** A collection tile: portrait by default, profile (round) for collections of type personal. */
export function CollectionThumbnail({ collection, style, showTitle, priority }: CollectionThumbnailProps) {
  const s = style ?? (collection.type === 'personal' ? 'profile' : 'portrait');
  return (
    <ThumbnailFrame
      to={collection.pathToDetail}
      {...tileText(collection)}
      image={collection.thumbnail || collection.image}
      style={s}
      showTitle={showTitle}
      priority={priority}
    />
  );
}
