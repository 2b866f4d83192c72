import { createFileRoute, redirect } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { routeRules } from '../../../app/routeRules';
import { MagazineView } from '../../../features/magazine/MagazineView';
import { parseId } from '../../../domain';
import { useMagazine } from '../../../features/magazine/useMagazine';
import { prefetchNewsDetail } from '../../../features/magazine/newsDetailLoader';

/** spec §2 magazine/{newId}/{newTitle}: the magazine with the item's dialog open; a bad id goes to /magazine. */
export const Route = createFileRoute('/magazine/$newId/$newTitle')({
  beforeLoad: async (args) => {
    await guard(routeRules.magazine)(args);
    if (parseId(args.params.newId) === null) throw redirect({ to: '/magazine', replace: true });
    // the item's detail is what this address shows first: its code loads with the page's, not after it
    prefetchNewsDetail();
  },
  component: MagazineItemPage,
});

function MagazineItemPage() {
  const { newId } = Route.useParams();
  const { vm, on } = useMagazine(parseId(newId));
  return <MagazineView vm={vm} on={on} />;
}
