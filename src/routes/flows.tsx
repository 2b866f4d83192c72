import { lazy, Suspense } from 'react';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureAllMessages } from '~/i18n/i18n';
import { loadFlowsPage } from '~/app/inspect';

/**
 * `/flows`: every flow with its diagram, coverage and QA paths, for product owners and QA (src/inspector/FlowsPage).
 * Only in the dev server and demo builds (`loadFlowsPage`): a production build answers not found and has no chunk
 * of the page.
 */
const FlowsPage = loadFlowsPage ? lazy(() => loadFlowsPage!().then((m) => ({ default: m.FlowsPage }))) : null;

export const Route = createFileRoute('/flows')({
  validateSearch: z.object({ flow: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: () => {
    if (!loadFlowsPage) throw notFound();
  },
  loader: () => ensureAllMessages(),
  component: Flows,
});

function Flows() {
  const { flow } = Route.useSearch();
  const navigate = useNavigate();
  if (!FlowsPage) return null;
  return (
    <Suspense fallback={null}>
      <FlowsPage selected={flow ?? null} onSelect={(name) => void navigate({ to: '/flows', search: { flow: name } })} />
    </Suspense>
  );
}
