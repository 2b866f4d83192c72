import { createFileRoute } from '@tanstack/react-router';
import { Banner } from '~/features/banner/Banner';
import { HomeView } from '~/features/home/HomeView';
import { useHome } from '~/features/home/useHome';
import { useFirstScreenShown } from '~/components/useFirstScreenDrawn';
import { loadHomeData } from '~/api/loaders/homeLoader';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';

export const Route = createFileRoute('/')({
  beforeLoad: guard(routeRules.home),
  // the slides and rows, awaited a moment: the first draw usually has them (src/api/loaders/homeLoader.ts)
  loader: ({ context }) => loadHomeData(context),
  staticData: { drawsFirstScreen: true },
  component: Home,
});

function Home() {
  const { vm, on } = useHome();
  useFirstScreenShown(!vm.loading && !vm.bannerLoading);
  return <HomeView vm={vm} on={on} banner={vm.canBrowse ? <Banner /> : null} />;
}
