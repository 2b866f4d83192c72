import { createFileRoute } from '@tanstack/react-router';
import { HomeView } from '../features/home/HomeView';
import { useHome } from '../features/home/useHome';
import { waitForSession } from '../app/waitForSession';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => waitForSession(context.session),
  component: Home,
});

function Home() {
  const { vm } = useHome();
  return <HomeView vm={vm} />;
}
