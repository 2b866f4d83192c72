import { createFileRoute, useParams } from '@tanstack/react-router';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { parseId } from '~/domain';
import { MagazineView } from '~/features/magazine/MagazineView';
import { useMagazine } from '~/features/magazine/useMagazine';
import { useFirstScreenShown } from '~/components/useFirstScreenDrawn';

/**
 * The magazine (spec §2 /magazine, /magazine/{newId}, /magazine/{newId}/{newTitle}): one page for the three
 * addresses, the item's dialog open over it on the last two; its children (`_list/*`) only name them. Opening and
 * closing an item therefore keeps the page as it was: its scroll, the news "More news" added, and the item it was
 * opened from, to which the dialog gives focus back. The player (`$newId/play`) is a sibling.
 */
export const Route = createFileRoute('/magazine/_list')({
  beforeLoad: guard(routeRules.magazine),
  staticData: { drawsFirstScreen: true },
  component: MagazinePage,
});

function MagazinePage() {
  const { newId } = useParams({ strict: false });
  const { vm, on } = useMagazine(parseId(newId));
  useFirstScreenShown(!vm.loading);
  return <MagazineView vm={vm} on={on} />;
}
