/**
 * The flow inspector's side panel (issue 15): the running actors, the selected flow's diagram (the SVG `npm run
 * flows` generated, so it works offline and under the app's CSP) with its current state(s) highlighted live, its
 * event log (payloads masked, time of each transition) and its context. Clicking a past event shows the state
 * after it; "Live" follows the flow again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import flows from '../../docs/flows/flows.json';
import { besidePanel } from './layout';
import { isRunning, type Entry, type InspectedActor, type InspectorStore } from './store';
import { stateText } from '../../machines/shared/stateText';

const diagrams = import.meta.glob<string>('../../docs/flows/*.svg', { query: '?raw', import: 'default' });

const flowByMachine = new Map(flows.map((f) => [f.machineId, f]));

const mermaidId = (stateId: string) => stateId.replace(/[^\w]/g, '_');

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

function flowName(actor: InspectedActor) {
  return (actor.machineId && flowByMachine.get(actor.machineId)?.name) ?? actor.machineId ?? actor.id;
}

/** The diagram of a flow, its active states highlighted. */
function Diagram({ machineId, active }: { machineId: string; active: string[] }) {
  const [svg, setSvg] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const name = flowByMachine.get(machineId)?.name;
  const load = name ? diagrams[`../../docs/flows/${name}.svg`] : undefined;

  useEffect(() => {
    let live = true;
    setSvg(null);
    if (load) void load().then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    const el = box.current;
    if (!el || !svg) return;
    const ids = new Set(active.map(mermaidId));
    for (const g of el.querySelectorAll<SVGGElement>('g[data-id]')) {
      g.classList.toggle('fi-active', ids.has(g.getAttribute('data-id') ?? ''));
    }
    // readable size (3/4 of the generated one, never narrower than the box), the current state scrolled into view
    const drawing = el.querySelector('svg');
    const width = drawing?.viewBox.baseVal?.width ?? 0;
    if (drawing && width) drawing.style.width = `${Math.max(width * 0.75, el.clientWidth - 2)}px`;
    const node = el.querySelector('g.node.fi-active');
    if (node) {
      const frame = el.getBoundingClientRect();
      const at = node.getBoundingClientRect();
      el.scrollTo({
        left: el.scrollLeft + at.left - frame.left - (frame.width - at.width) / 2,
        top: el.scrollTop + at.top - frame.top - (frame.height - at.height) / 2,
      });
    }
  }, [svg, active]);

  if (!load)
    return (
      <p className="fi-muted">
        <Trans id="inspector.noDiagram">No diagram for this actor.</Trans>
      </p>
    );
  // our own generated SVG (docs/flows), not user content
  return (
    <div
      ref={box}
      className="fi-diagram"
      data-testid="inspector-diagram"
      dangerouslySetInnerHTML={{ __html: svg ?? '' }}
    />
  );
}

export function InspectorPanel({ store, firstFlow }: { store: InspectorStore; firstFlow: string | null }) {
  const { t } = useLingui();
  useSyncExternalStore(store.subscribe, store.version);
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => besidePanel(open), [open]);
  // XState reports no event when an actor stops: look again now and then
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const machines = store.actors().filter((a) => a.machineId);
  const running = machines.filter(isRunning);
  const stopped = machines.filter((a) => !isRunning(a)).slice(-8);
  const fallback = running.filter((a) => flowByMachine.has(a.machineId ?? '')).at(-1) ?? running.at(-1);
  const preferred = firstFlow ? running.filter((a) => flowName(a) === firstFlow).at(-1) : undefined;
  const selected = (chosen ? store.get(chosen) : undefined) ?? preferred ?? fallback;
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
        <ul>
          {[...running, ...stopped].map((a) => (
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
                <span className="fi-state">
                  {isRunning(a)
                    ? stateText(a.entries.at(-1)?.value)
                    : t({ id: 'inspector.stopped', message: 'stopped' })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      {selected && selected.machineId ? (
        <>
          <section className="fi-now" aria-live="polite">
            <h2 data-testid="inspector-flow">{flowName(selected)}</h2>
            <p>
              <span className="fi-muted">
                {isLive ? (
                  <Trans id="inspector.live">Live state</Trans>
                ) : (
                  <Trans id="inspector.after">State after the chosen event</Trans>
                )}
                :
              </span>{' '}
              <strong data-testid="inspector-state">{stateText(shown?.value)}</strong>
              {!isLive && (
                <button type="button" onClick={() => setPicked(null)}>
                  <Trans id="inspector.backToLive">Back to live</Trans>
                </button>
              )}
            </p>
          </section>
          <Diagram machineId={selected.machineId} active={shown?.active ?? []} />
          <section className="fi-log" aria-label={t({ id: 'inspector.events', message: 'Events' })}>
            <h2>
              <Trans id="inspector.events">Events</Trans> ({entries.length})
            </h2>
            <ol>
              {log.map((e) => (
                <li key={e.seq}>
                  <button
                    type="button"
                    aria-pressed={e === shown && !isLive}
                    className={e === shown ? 'fi-current' : ''}
                    onClick={() => setPicked(e.seq)}
                  >
                    <time>{clock(e.time)}</time> <code className="fi-event">{e.event.type}</code>{' '}
                    <code className="fi-payload">{compact(e.event.payload)}</code>
                    {e.from && <span className="fi-muted"> ← {e.from}</span>}
                    <span className="fi-arrow"> → {stateText(e.value)}</span>
                  </button>
                </li>
              ))}
            </ol>
          </section>
          <section className="fi-context">
            <h2>
              <Trans id="inspector.context">Context</Trans>
            </h2>
            <pre data-testid="inspector-context">{JSON.stringify(shown?.context ?? null, null, 2)}</pre>
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
