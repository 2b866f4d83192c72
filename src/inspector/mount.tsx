/**
 * Mounts the flow inspector in its own React root beside the app, so the app's tree is untouched. Loaded
 * lazily by src/app/inspect.ts, only with `?inspect` in the dev server or a demo build.
 */
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { ensureAllMessages, i18n } from '~/i18n/i18n';
import type { InspectionSink } from '~/app/inspect';
import { InspectorPanel } from './Panel';
import { followModalDialogs } from './layout';
import { createInspectorStore } from './store';
import { transitionWordsFrom, type FlowTransitions } from './transitionWords';
import flows from '../../docs/flows/flows.json';
import './inspector.css';

export function mountInspector(attach: (sink: InspectionSink) => void, firstFlow: string | null): void {
  // a taken transition's words from flows.json: the built app's machines carry none
  const fromFlows = transitionWordsFrom(flows as FlowTransitions[]);
  const store = createInspectorStore((machineId, taken) => fromFlows(machineId, taken) ?? taken.description ?? null);
  attach(store.receive);
  const host = document.createElement('div');
  host.id = 'flow-inspector';
  // beside the app's scaled body, and inside the topmost modal dialog while one is open (src/inspector/layout.ts)
  followModalDialogs(host);
  // the panel's texts are in the catalog that is not part of the first load
  void ensureAllMessages().then(() =>
    createRoot(host).render(
      <I18nProvider i18n={i18n}>
        <InspectorPanel store={store} firstFlow={firstFlow} />
      </I18nProvider>,
    ),
  );
}
