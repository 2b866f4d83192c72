/**
 * The flow inspector's side panel: the running flows grouped by the page that runs them, the selected flow's diagram
 * (src/inspector/Diagram.tsx) with its current state(s) highlighted live, its event log in words (the descriptions of
 * the transitions each step took, the raw event a click away, payloads masked) and its context. Clicking a past step
 * shows the state after it; "Back to live" follows the flow again. States are said in words with their ids beside.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import flows from '../../docs/flows/flows.json';
import { besidePanel } from './layout';
import { Diagram, DiagramKindPicker, type DiagramKind } from './Diagram';
import { APP_WIDE, isRunning, listedActors, type Entry, type InspectedActor, type InspectorStore } from './store';
import { actorStatus, purposeWords, stateWords, stepWords, type FlowWords } from './words';
import { stateText } from '~machines/shared/stateText';

const flowByMachine = new Map<string, FlowWords>(
  (flows as Array<FlowWords & { machineId: string }>).map((f) => [f.machineId, f]),
);

const clock = (time: number) => {
  const d = new Date(time);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

/** A payload on one line, cut at 200 characters (the context below shows everything). */
const compact = (value: unknown) => {
  const text = JSON.stringify(value);
  if (text === '{}' || text === undefined) return '';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

const flowOf = (actor: InspectedActor) => (actor.machineId ? flowByMachine.get(actor.machineId) : undefined);

function flowName(actor: InspectedActor) {
  return flowOf(actor)?.name ?? actor.machineId ?? actor.id;
}

/** The flows in groups by the page that runs them, the app's own first, in the order they started. */
function byPage(actors: InspectedActor[]): Array<[string, InspectedActor[]]> {
  const groups = new Map<string, InspectedActor[]>();
  for (const a of [...actors].sort((x, y) => Number(x.page !== APP_WIDE) - Number(y.page !== APP_WIDE)))
    groups.set(a.page, [...(groups.get(a.page) ?? []), a]);
  return [...groups];
}

function Status({ actor }: { actor: InspectedActor }) {
  const { t } = useLingui();
  const status = actorStatus(flowOf(actor), { running: isRunning(actor), last: actor.entries.at(-1) });
  if (status.kind === 'waiting')
    return <span className="fi-state">{t({ id: 'inspector.waiting', message: 'waiting' })}</span>;
  if (status.kind === 'done')
    return (
      <span className="fi-state" title={status.id}>
        {t({ id: 'inspector.done', message: `done: ${status.words}` })}
      </span>
    );
  return (
    <span className="fi-state" title={status.id}>
      {status.words}
    </span>
  );
}

function LogEntry({
  entry,
  before,
  flow,
  current,
  picked,
  onPick,
}: {
  entry: Entry;
  /** The step before it (none for the first one kept). */
  before: Entry | undefined;
  flow: FlowWords | undefined;
  current: boolean;
  picked: boolean;
  onPick: () => void;
}) {
  const payload = compact(entry.event.payload);
  const changed = !before || JSON.stringify(before.value) !== JSON.stringify(entry.value);
  return (
    <li className={current ? 'fi-current' : ''}>
      <button type="button" aria-pressed={picked} onClick={onPick}>
        <time>{clock(entry.time)}</time>{' '}
        <span className="fi-step">{stepWords(entry.steps, entry.event.type, changed)}</span>
        <span className="fi-arrow"> → {stateWords(flow, entry.active, entry.value)}</span>
      </button>
      <details className="fi-raw">
        <summary>
          <code className="fi-event">{entry.event.type}</code>
          {entry.from && <span className="fi-muted"> ← {entry.from}</span>}
        </summary>
        {payload && <code className="fi-payload">{payload}</code>}
        <span className="fi-muted"> → {stateText(entry.value)}</span>
      </details>
    </li>
  );
}

export function InspectorPanel({ store, firstFlow }: { store: InspectorStore; firstFlow: string | null }) {
  const { t } = useLingui();
  useSyncExternalStore(store.subscribe, store.version);
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [kind, setKind] = useState<DiagramKind>('product');
  useEffect(() => besidePanel(open), [open]);
  // XState reports no event when an actor stops: look again now and then
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const machines = listedActors(store.actors().filter((a) => a.machineId));
  const running = machines.filter(isRunning);
  const stopped = machines.filter((a) => !isRunning(a)).slice(-8);
  const fallback = running.filter((a) => flowOf(a)).at(-1) ?? running.at(-1);
  const preferred = firstFlow ? running.filter((a) => flowName(a) === firstFlow).at(-1) : undefined;
  const selected = (chosen ? store.get(chosen) : undefined) ?? preferred ?? fallback;
  const flow = selected ? flowOf(selected) : undefined;
  const entries = selected?.entries ?? [];
  const shown: Entry | undefined =
    (picked !== null ? entries.find((e) => e.seq === picked) : undefined) ?? entries.at(-1);
  const isLive = picked === null || shown === entries.at(-1);
  const log = [...entries].reverse();

  if (!open)
    return (
      <button type="button" className="fi-tab" data-tv-skip onClick={() => setOpen(true)}>
        <Trans id="inspector.open">Flows</Trans>
      </button>
    );

  const pageName = (page: string) =>
    page === APP_WIDE
      ? t({ id: 'inspector.appWide', message: 'Every page' })
      : t({ id: 'inspector.onPage', message: `On ${page}` });

  return (
    <aside className="fi" data-tv-skip aria-label={t({ id: 'inspector.title', message: 'Flow inspector' })}>
      <header className="fi-head">
        <strong>
          <Trans id="inspector.title">Flow inspector</Trans>
        </strong>
        <span className="fi-muted">
          <Trans id="inspector.offline">offline · live</Trans>
        </span>
        <button type="button" onClick={() => setOpen(false)}>
          <Trans id="inspector.hide">Hide</Trans>
        </button>
      </header>

      <section className="fi-actors" aria-label={t({ id: 'inspector.running', message: 'Running flows' })}>
        <h2>
          <Trans id="inspector.running">Running flows</Trans> ({running.length})
        </h2>
        {byPage([...running, ...stopped]).map(([page, actors]) => (
          <div key={page} className="fi-group">
            <h3>{pageName(page)}</h3>
            <ul>
              {actors.map((a) => (
                <li key={a.sessionId}>
                  <button
                    type="button"
                    aria-pressed={a === selected}
                    className={isRunning(a) ? '' : 'fi-stopped'}
                    onClick={() => {
                      setChosen(a.sessionId);
                      setPicked(null);
                    }}
                  >
                    <span className="fi-name">{flowName(a)}</span>
                    <Status actor={a} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      {selected && selected.machineId ? (
        <>
          <section className="fi-now" aria-live="polite">
            <h2 data-testid="inspector-flow">{flowName(selected)}</h2>
            {flow && <p className="fi-purpose">{purposeWords(flow.purpose)}</p>}
            <p>
              <span className="fi-muted">
                {isLive ? (
                  <Trans id="inspector.live">Live state</Trans>
                ) : (
                  <Trans id="inspector.after">State after the chosen event</Trans>
                )}
                :
              </span>{' '}
              <strong data-testid="inspector-state">
                {shown
                  ? stateWords(flow, shown.active, shown.value)
                  : t({ id: 'inspector.waiting', message: 'waiting' })}
              </strong>{' '}
              {shown && (
                <code className="fi-muted" data-testid="inspector-state-id">
                  {stateText(shown.value)}
                </code>
              )}
              {!isLive && (
                <button type="button" onClick={() => setPicked(null)}>
                  <Trans id="inspector.backToLive">Back to live</Trans>
                </button>
              )}
            </p>
            <DiagramKindPicker kind={kind} onChange={setKind} />
          </section>
          <Diagram
            key={`${selected.sessionId}:${kind}`}
            name={flowName(selected)}
            active={shown?.active ?? []}
            kind={kind}
          />
          <section className="fi-log" aria-label={t({ id: 'inspector.events', message: 'Events' })}>
            <h2>
              <Trans id="inspector.events">Events</Trans> ({entries.length})
            </h2>
            <ol>
              {log.map((e, i) => (
                <LogEntry
                  key={e.seq}
                  entry={e}
                  before={log[i + 1]}
                  flow={flow}
                  current={e === shown}
                  picked={e === shown && !isLive}
                  onPick={() => setPicked(e.seq)}
                />
              ))}
            </ol>
          </section>
          <section className="fi-context">
            <h2>
              <Trans id="inspector.context">Context</Trans>
            </h2>
            <pre data-testid="inspector-context">
              {shown
                ? JSON.stringify(shown.context ?? null, null, 2)
                : t({ id: 'inspector.waiting', message: 'waiting' })}
            </pre>
          </section>
        </>
      ) : (
        <p className="fi-muted">
          <Trans id="inspector.none">No flow is running yet.</Trans>
        </p>
      )}
    </aside>
  );
}
