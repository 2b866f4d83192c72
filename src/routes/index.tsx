import { createFileRoute } from '@tanstack/react-router';
import { Banner } from '../features/banner/Banner';
import { HomeView } from '../features/home/HomeView';
import { useHome } from '../features/home/useHome';
import { guard } from '../app/guard';
import { routeRules } from '../app/routeRules';

export const Route = createFileRoute('/')({
  beforeLoad: guard(routeRules.home),
  component: Home,
});

function Home() {
  const { vm, on } = useHome();
  return <HomeView vm={vm} on={on} banner={vm.canBrowse ? <Banner /> : null} />;
}
