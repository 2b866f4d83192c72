import { ThumbnailFrame } from './Thumbnail';
import type { CollectionThumbnailProps } from './types';

/** A collection tile: portrait by default, profile (round) for collections of type personal. */
export function CollectionThumbnail({ collection, style, showTitle, priority }: CollectionThumbnailProps) {
  const s = style ?? (collection.type === 'personal' ? 'profile' : 'portrait');
  return (
    <ThumbnailFrame
      to={collection.pathToDetail}
      title={collection.fullTitle || collection.title}
      subtitle={collection.subtitle}
      image={collection.thumbnail || collection.image}
      style={s}
      showTitle={showTitle}
      priority={priority}
    />
  );
}
