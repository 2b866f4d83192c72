import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { routeRules } from '../../app/routeRules';
import { MagazineView } from '../../features/magazine/MagazineView';
import { useMagazine } from '../../features/magazine/useMagazine';

export const Route = createFileRoute('/magazine/')({
  beforeLoad: guard(routeRules.magazine),
  component: MagazinePage,
});

function MagazinePage() {
  const { vm, on } = useMagazine(null);
  return <MagazineView vm={vm} on={on} />;
}
