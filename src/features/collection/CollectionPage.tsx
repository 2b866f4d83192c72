import { CollectionView } from './CollectionView';
import { useCollection } from './useCollection';

/** What both collection routes render (with and without the title segment). */
export function CollectionPage({ collectionId }: { collectionId: number }) {
  const { vm, on } = useCollection(collectionId);
  return <CollectionView vm={vm} on={on} />;
}
