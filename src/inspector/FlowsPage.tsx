/**
 * The flows page (`/flows`, in the dev server and demo builds only): every flow of the app with its purpose, its
 * diagram (in words by default, the engineering view a button away), what its model tests cover, and its QA paths
 * as `npm run qa-paths -- <flow>` prints them; a link opens the page where the flow runs with the inspector on it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import flows from '../../docs/flows/flows.json';
import coverage from '../../docs/flows/coverage.json';
import qaPaths from '../../docs/flows/paths.json';
import { Diagram, DiagramKindPicker, type DiagramKind } from './Diagram';
import { purposeWords } from './words';
import './inspector.css';

interface Where {
  /** The page of the web app (club 2, MCT) where the flow runs, or null when it runs on the TV build only. */
  path: string | null;
  /** Who to be there, when it matters. */
  as?: string;
}

/** Where each flow runs. A flow missing here is shown without a link (and the unit test of this page fails). */
export const RUNS_ON: Record<string, Where> = {
  session: { path: '/' },
  cookieConsent: { path: '/' },
  banner: { path: '/' },
  completeProfile: { path: '/', as: 'incomplete@demo.club' },
  login: { path: '/auth/login' },
  signup: { path: '/auth/signup' },
  forgottenPassword: { path: '/auth/forgotten-password' },
  restorePassword: { path: '/auth/restore-password?token=demo' },
  verifyUser: { path: '/verify-user?token=demo' },
  verifyQr: { path: '/verify-qr?qrCode=123456', as: 'member@demo.club' },
  search: { path: '/search?search=climb' },
  productPage: { path: '/product/2014' },
  vote: { path: '/product/2014' },
  trailer: { path: '/product/2014' },
  liveTimer: { path: '/product/2001' },
  rent: { path: '/product/2004', as: 'free@demo.club' },
  player: { path: '/product/2014/play', as: 'member@demo.club' },
  playerControls: { path: '/product/2014/play', as: 'member@demo.club' },
  reporting: { path: '/product/2014/play', as: 'member@demo.club' },
  accountData: { path: '/account', as: 'member@demo.club' },
  profileEdit: { path: '/account', as: 'member@demo.club' },
  profileSave: { path: '/account', as: 'member@demo.club' },
  passwordChange: { path: '/account', as: 'member@demo.club' },
  paymentMethods: { path: '/account/payment-methods', as: 'member@demo.club' },
  subscribeWizard: { path: '/account/subscription', as: 'free@demo.club' },
  subscriptionActions: { path: '/account/subscription', as: 'member@demo.club' },
  booking: { path: '/trainers', as: 'member@demo.club' },
  meetingRoom: { path: '/account/bookings', as: 'member@demo.club' },
  qrLogin: { path: null },
  tvShell: { path: null },
  focusMemory: { path: null },
};

const cover = coverage as Record<string, { covered: number; total: number } | undefined>;
const paths = qaPaths as Record<string, string | undefined>;

/** The address that opens a flow's page with the inspector on that flow. */
export function inspectHref(name: string, path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}inspect=${encodeURIComponent(name)}`;
}

export function FlowsPage({ selected, onSelect }: { selected: string | null; onSelect: (name: string) => void }) {
  const { t } = useLingui();
  const [kind, setKind] = useState<DiagramKind>('product');
  const flow = flows.find((f) => f.name === selected) ?? flows[0]!;
  const where = RUNS_ON[flow.name];
  const covered = cover[flow.name];
  return (
    <main id="main" className="flows-page">
      <h1>
        <Trans id="flows.title">Flows</Trans>
      </h1>
      <p className="fi-muted">
        <Trans id="flows.intro">
          Every flow of the app, as its machine defines it: what it is for, its diagram, what its model tests cover and
          the paths QA can follow.
        </Trans>
      </p>
      <div className="flows-page__body">
        <nav aria-label={t({ id: 'flows.list', message: 'All flows' })}>
          <ol className="flows-page__list">
            {flows.map((f) => (
              <li key={f.name}>
                <a
                  href={`/flows?flow=${f.name}`}
                  aria-current={f === flow ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    onSelect(f.name);
                  }}
                >
                  {f.name}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flows-page__flow" aria-labelledby="flow-name">
          <h2 id="flow-name">{flow.name}</h2>
          <p>{purposeWords(flow.purpose)}</p>
          <p data-testid="flow-coverage">
            {covered ? (
              <Trans id="flows.coverage">
                Model tests take {covered.covered} of its {covered.total} transitions.
              </Trans>
            ) : (
              <Trans id="flows.noCoverage">No model test measures this flow yet.</Trans>
            )}
          </p>
          <p>
            {where?.path ? (
              <>
                <a href={inspectHref(flow.name, where.path)}>
                  <Trans id="flows.open">Open where it runs, with the inspector on it</Trans>
                </a>
                {where.as && (
                  <span className="fi-muted">
                    {' '}
                    <Trans id="flows.as">(log in as {where.as}, password Demo1234!)</Trans>
                  </span>
                )}
              </>
            ) : (
              <span className="fi-muted">
                <Trans id="flows.tvOnly">
                  It runs in the TV app: npm start -- --tv, then add ?inspect={flow.name}.
                </Trans>
              </span>
            )}
          </p>
          <DiagramKindPicker kind={kind} onChange={setKind} />
          <div className="flows-page__diagram">
            <Diagram key={`${flow.name}:${kind}`} name={flow.name} active={[]} kind={kind} />
          </div>
          <h3>
            <Trans id="flows.paths">QA paths</Trans>
          </h3>
          <pre className="flows-page__paths" data-testid="flow-paths">
            {paths[flow.name] ?? ''}
          </pre>
        </article>
      </div>
    </main>
  );
}
