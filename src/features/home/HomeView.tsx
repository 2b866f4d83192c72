import { Trans } from '@lingui/react/macro';
import type { HomeVm } from './useHome';

/** The club's front page: its name and description, then a row per category with its products. */
export function HomeView({ vm }: { vm: HomeVm }) {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          {vm.clubName}
        </h1>
        {vm.description ? <p className="hero__text">{vm.description}</p> : null}
      </section>
      {vm.loading ? (
        <div className="rows" aria-busy="true">
          {[0, 1].map((i) => (
            <div key={i} className="row">
              <div className="skeleton skeleton--heading" />
              <div className="rail">
                {[0, 1, 2, 3, 4].map((j) => (
                  <div key={j} className="tile skeleton" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {vm.failed ? (
        <p className="notice" role="alert">
          <Trans id="home.error">The content could not be loaded.</Trans>
        </p>
      ) : null}
      {!vm.loading && vm.rows.length > 0 ? (
        <div className="rows">
          {vm.rows.map((row) => (
            <section key={row.id} className="row" aria-labelledby={`row-${row.id}`}>
              <h2 className="row__title" id={`row-${row.id}`}>
                {row.name ?? <Trans id="home.live">Live</Trans>}
              </h2>
              {/* a scrollable rail must be reachable by keyboard (WCAG scrollable-region-focusable) */}
              <ul className="rail" tabIndex={0} aria-labelledby={`row-${row.id}`}>
                {row.productList.map((p) => (
                  <li key={p.id} className="tile">
                    <img className="tile__image" src={p.thumbnail} alt="" loading="lazy" width={320} height={180} />
                    <span className="tile__title">{p.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
