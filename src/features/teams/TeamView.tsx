import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamSection } from '~/domain';
import { Spinner } from '~/components/Spinner';
import { EmptyState, ProductThumbnail, ThumbnailGrid } from '~/components/thumbnail';
import type { TeamVm } from './useTeams';
import { usePageHead } from '~/components/usePageHead';
import { tvRegion } from '~/components/tvRegion';

function Section({ section, showProductTitles }: { section: TeamSection; showProductTitles: boolean }) {
  const { t } = useLingui();
  const headingId = `team-section-${section.id}`;
  const name = section.name;
  return (
    <section className="team__section" aria-labelledby={headingId}>
      <h2 className="row__title" id={headingId}>
        {section.name}
      </h2>
      {section.collectionList.length > 0 ? (
        <nav
          className="team__collections"
          aria-label={t({ id: 'team.collections', message: `Collections of ${name}` })}
        >
          {/* a scrollable rail must be reachable by keyboard (WCAG scrollable-region-focusable) */}
          <ul className="team__chips" tabIndex={0} {...tvRegion('row')}>
            {section.collectionList.map((collection) => (
              <li key={collection.pathToDetail}>
                <Link to={collection.pathToDetail} className="team__chip">
                  {collection.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {section.productList.length > 0 ? (
        <ThumbnailGrid label={t({ id: 'team.products', message: `Videos of ${name}` })}>
          {section.productList.map((product) => (
            <ProductThumbnail key={product.id} product={product} showTitle={showProductTitles} />
          ))}
        </ThumbnailGrid>
      ) : (
        <EmptyState />
      )}
    </section>
  );
}

/** A team page (spec §2 teams ':title', ':teamId/:title'): name header over the faded image, then its sections. */
export function TeamView({ vm }: { vm: TeamVm }) {
  const { t } = useLingui();
  const team = vm.team;
  usePageHead(vm.loading ? null : team?.name);
  if (vm.loading) {
    return (
      <div className="team page" aria-busy="true">
        <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />
      </div>
    );
  }
  if (!team) {
    return (
      <div className="team page">
        {vm.failed ? (
          <p className="notice" role="alert">
            <Trans id="team.error">The team could not be loaded.</Trans>
          </p>
        ) : null}
        <Link to="/teams" className="button button--ghost">
          <Trans id="team.back">All teams</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="team page">
      <header className="team__header">
        <img className="team__backdrop" src={team.image} alt="" aria-hidden="true" decoding="async" />
        <img className="team__logo" src={team.image} alt="" width={96} height={96} decoding="async" />
        <h1 className="team__name">{team.name}</h1>
      </header>
      {team.sectionList.length === 0 ? (
        <EmptyState />
      ) : (
        team.sectionList.map((section) => (
          <Section key={section.id} section={section} showProductTitles={vm.showProductTitles} />
        ))
      )}
    </div>
  );
}
