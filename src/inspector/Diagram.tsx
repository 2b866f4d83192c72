/**
 * A flow's diagram in the inspector: the SVG `npm run flows` generated (offline, under the app's CSP), in the product
 * view (the states and steps in words) or the engineering view (ids, guards, actors), with its active states
 * highlighted. It fits the box when a flow is chosen and the whole of it is readable so (a larger flow opens at a
 * readable scale, its current state in view); it zooms (the buttons, the wheel, + and -), pans (a drag, the
 * arrow keys, the remote's arrows on TV) and fits again (the button, 0); when the current state moves out of view it
 * is brought back to the middle.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { remoteKeyOf } from '~machines/tv/remoteKeys';
import { fitView, openingView, panBy, zoomAt, type View } from './view';

const engineering = import.meta.glob<string>('../../docs/flows/*.svg', { query: '?raw', import: 'default' });
const product = import.meta.glob<string>('../../docs/flows/product/*.svg', { query: '?raw', import: 'default' });

const mermaidId = (stateId: string) => stateId.replace(/[^\w]/g, '_');

export type DiagramKind = 'product' | 'engineering';

declare const __DEVICE__: 'web' | 'tv';

const PAN_STEP = 60;

/** The remote's blue key (webOS, Tizen, HbbTV): it hands the remote to the diagram. */
const isBlueKey = (e: KeyboardEvent) => e.key === 'ColorF3Blue' || e.keyCode === 406;
/** Zoom keys: + and - on a keyboard, the channel keys on a remote. */
const ZOOM_IN = new Set(['+', '=', 'ChannelUp', 'PageUp']);
const ZOOM_OUT = new Set(['-', 'ChannelDown', 'PageDown']);

/** The two views of a diagram: in words (the product view) or the engineering one. */
export function DiagramKindPicker({ kind, onChange }: { kind: DiagramKind; onChange(kind: DiagramKind): void }) {
  const { t } = useLingui();
  return (
    <p className="fi-views" role="group" aria-label={t({ id: 'inspector.view', message: 'Diagram view' })}>
      <button type="button" aria-pressed={kind === 'product'} onClick={() => onChange('product')}>
        <Trans id="inspector.productView">In words</Trans>
      </button>
      <button type="button" aria-pressed={kind === 'engineering'} onClick={() => onChange('engineering')}>
        <Trans id="inspector.engineeringView">Engineering</Trans>
      </button>
    </p>
  );
}

export function Diagram({ name, active, kind }: { name: string; active: string[]; kind: DiagramKind }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  const [view, setView] = useState<View | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  // where focus was in the app when the remote was handed to the diagram: Back gives it back there
  const handedFrom = useRef<HTMLElement | null>(null);
  const load = (kind === 'product' ? product : engineering)[
    kind === 'product' ? `../../docs/flows/product/${name}.svg` : `../../docs/flows/${name}.svg`
  ];

  useEffect(() => {
    let live = true;
    setSvg(null);
    setView(null);
    if (load) void load().then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [load]);

  const size = useCallback(() => {
    const drawing = layer.current?.querySelector('svg');
    const vb = drawing?.viewBox.baseVal;
    const frame = box.current;
    if (!drawing || !vb || !vb.width || !frame) return null;
    return { width: vb.width, height: vb.height, boxWidth: frame.clientWidth, boxHeight: frame.clientHeight };
  }, []);

  const fit = useCallback(() => {
    const s = size();
    if (s) setView(fitView(s));
  }, [size]);

  // a new drawing: at its own size, fitted to the box when it is readable so, else readable with its current state in
  // view (the effect below brings it in)
  useLayoutEffect(() => {
    const drawing = layer.current?.querySelector('svg');
    const vb = drawing?.viewBox.baseVal;
    if (!drawing || !vb?.width) return;
    drawing.setAttribute('width', String(vb.width));
    drawing.setAttribute('height', String(vb.height));
    drawing.style.maxWidth = 'none';
    const s = size();
    if (s) setView(openingView(s));
  }, [svg, size]);

  // the active states highlighted; the current one brought back into view when it left it
  useEffect(() => {
    const el = layer.current;
    const frame = box.current;
    if (!el || !frame || !svg || !view) return;
    const ids = new Set(active.map(mermaidId));
    for (const g of el.querySelectorAll<SVGGElement>('g[data-id]'))
      g.classList.toggle('fi-active', ids.has(g.getAttribute('data-id') ?? ''));
    const node = el.querySelector('g.node.fi-active');
    if (!node) return;
    const f = frame.getBoundingClientRect();
    const at = node.getBoundingClientRect();
    const inside = at.left >= f.left && at.right <= f.right && at.top >= f.top && at.bottom <= f.bottom;
    if (!inside)
      setView(
        (v) =>
          v &&
          panBy(v, f.left + f.width / 2 - (at.left + at.width / 2), f.top + f.height / 2 - (at.top + at.height / 2)),
      );
    // the view is read, not followed: only a new state or drawing brings the current one back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg, active, view === null]);

  // the wheel zooms around the pointer (a listener that may prevent the page's scroll)
  useEffect(() => {
    const frame = box.current;
    if (!frame) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = frame.getBoundingClientRect();
      setView((v) => v && zoomAt(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top));
    };
    frame.addEventListener('wheel', wheel, { passive: false });
    return () => frame.removeEventListener('wheel', wheel);
  }, []);

  const zoom = (factor: number) => {
    const frame = box.current;
    if (frame) setView((v) => v && zoomAt(v, factor, frame.clientWidth / 2, frame.clientHeight / 2));
  };

  // the blue key hands the remote to the diagram (its keys are then the diagram's, not the TV shell's)
  useEffect(() => {
    const take = (e: KeyboardEvent) => {
      const frame = box.current;
      if (!frame || !isBlueKey(e)) return;
      e.preventDefault();
      const from = document.activeElement;
      handedFrom.current = from instanceof HTMLElement && !frame.contains(from) ? from : handedFrom.current;
      frame.focus({ preventScroll: true });
    };
    window.addEventListener('keydown', take, true);
    return () => window.removeEventListener('keydown', take, true);
  }, []);

  const giveBack = () => {
    const to = handedFrom.current;
    handedFrom.current = null;
    if (to?.isConnected) to.focus({ preventScroll: true });
    else box.current?.blur();
  };

  /** What a key does to the diagram: arrows pan, OK or 0 fits, +/- or the channel keys zoom, Back leaves. */
  const act = (e: React.KeyboardEvent): (() => void) | null => {
    if (ZOOM_IN.has(e.key)) return () => zoom(1.25);
    if (ZOOM_OUT.has(e.key)) return () => zoom(1 / 1.25);
    if (e.key === '0') return fit;
    switch (remoteKeyOf(e.nativeEvent)) {
      case 'left':
        return () => setView((v) => v && panBy(v, PAN_STEP, 0));
      case 'right':
        return () => setView((v) => v && panBy(v, -PAN_STEP, 0));
      case 'up':
        return () => setView((v) => v && panBy(v, 0, PAN_STEP));
      case 'down':
        return () => setView((v) => v && panBy(v, 0, -PAN_STEP));
      case 'ok':
        return fit;
      case 'back':
        return giveBack;
      default:
        return null;
    }
  };

  if (!load)
    return (
      <p className="fi-muted">
        <Trans id="inspector.noDiagram">No diagram for this actor.</Trans>
      </p>
    );
  return (
    <div className="fi-diagram-wrap">
      <div className="fi-zoom" role="toolbar" aria-label={t({ id: 'inspector.zoom', message: 'Zoom' })}>
        <button type="button" onClick={() => zoom(1.25)}>
          <Trans id="inspector.zoomIn">Zoom in</Trans>
        </button>
        <button type="button" onClick={() => zoom(1 / 1.25)}>
          <Trans id="inspector.zoomOut">Zoom out</Trans>
        </button>
        <button type="button" onClick={fit}>
          <Trans id="inspector.fit">Fit</Trans>
        </button>
        <span className="fi-muted" data-testid="inspector-scale">
          {view ? `${Math.round(view.scale * 100)} %` : ''}
        </span>
        {__DEVICE__ === 'tv' && (
          <span className="fi-muted" data-testid="inspector-remote-hint">
            <Trans id="inspector.remoteHint">Blue key: the arrows move the diagram, OK fits, Back returns</Trans>
          </span>
        )}
      </div>
      <div
        ref={box}
        className="fi-diagram"
        data-testid="inspector-diagram"
        data-tv-own-keys
        tabIndex={0}
        role="group"
        aria-label={t({
          id: 'inspector.diagramHelp',
          message: 'Diagram: + and - zoom, 0 fits, the arrows move it',
        })}
        onKeyDown={(e) => {
          const action = act(e);
          if (!action) return;
          e.preventDefault();
          e.stopPropagation();
          action();
        }}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          drag.current = { x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const from = drag.current;
          if (!from) return;
          drag.current = { x: e.clientX, y: e.clientY };
          setView((v) => v && panBy(v, e.clientX - from.x, e.clientY - from.y));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        {/* our own generated SVG (docs/flows), not user content */}
        <div
          ref={layer}
          className="fi-layer"
          data-testid="inspector-layer"
          style={view ? { transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` } : undefined}
          dangerouslySetInnerHTML={{ __html: svg ?? '' }}
        />
      </div>
    </div>
  );
}
