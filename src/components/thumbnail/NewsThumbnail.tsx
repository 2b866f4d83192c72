import { ThumbnailFrame } from './Thumbnail';
import type { NewsThumbnailProps } from './types';

/** A news tile (16:9). */
export function NewsThumbnail({ news, showTitle, priority, resetScroll }: NewsThumbnailProps) {
  return (
    <ThumbnailFrame
      to={news.pathToDetail}
      title={news.title}
      image={news.image}
      style="standard"
      showTitle={showTitle}
      priority={priority}
      resetScroll={resetScroll}
    />
  );
}
