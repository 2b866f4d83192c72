// @vitest-environment jsdom
/**
 * The pure team views (spec §2 teams): logo tiles with a skeleton of 10 placeholders while loading; a team page
 * with its name, sections, collection links and products (home and away images, titles only when the switch
 * says so); the failure notice.
 */
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamsView } from '~/features/teams/TeamsView';
import { TeamView } from '~/features/teams/TeamView';
import type { TeamVm } from '~/features/teams/useTeams';
import type { ProductCard, Team } from '~/domain';
import { collectionPath, teamPath } from '~/api/urls';
import { renderInRouter as renderAt } from '../support/render';
import { aProductCard, expectAttr } from '../support/vm';
import { markFirstScreenDrawn } from '~/performance/firstScreen';

// long after the app's first screen: every thumbnail's image loads when near the viewport (tests/view/FirstScreen.test.tsx)
beforeAll(markFirstScreenDrawn);

/** The view at /teams, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/teams');

const product = (id: number, withTeams: boolean): ProductCard =>
  aProductCard(id, { title: `Lap ${id}`, teams: withTeams });

const team: Team = {
  id: 601,
  name: 'Scuderia Rossa',
  shortName: 'SRO',
  image: 'https://img.example/sro.png',
  pathToDetail: teamPath(601, 'Scuderia Rossa'),
  jerseyHome: null,
  jerseyAway: null,
  sectionList: [
    {
      id: 6011,
      name: 'Highlights',
      productList: [product(6014, true), product(6015, false)],
      collectionList: [
        { title: 'Season review', pathToDetail: collectionPath(651, 'Season review') },
        { title: 'Pit stops', pathToDetail: collectionPath(652, 'Pit stops') },
      ],
    },
    { id: 6012, name: 'Onboard', productList: [], collectionList: [] },
  ],
};

const teamVm = (overrides: Partial<TeamVm> = {}): TeamVm => ({
  loading: false,
  failed: false,
  team,
  showProductTitles: false,
  ...overrides,
});

describe('TeamsView', () => {
  it('shows a skeleton of 10 placeholders while loading', async () => {
    await renderInRouter(() => <TeamsView vm={{ loading: true, failed: false, teams: [] }} />);
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(10);
  });

  it('lists the teams as logo tiles linking to their detail paths', async () => {
    const other = { ...team, id: 602, name: 'Silver Arrow Racing', pathToDetail: teamPath(602, 'Silver Arrow Racing') };
    await renderInRouter(() => <TeamsView vm={{ loading: false, failed: false, teams: [team, other] }} />);
    const list = await screen.findByRole('list', { name: 'Teams' });
    expectAttr(within(list).getByRole('link', { name: 'Scuderia Rossa' }), 'href', '/teams/601/scuderia-rossa');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('shows teams.error on failure and the empty state for no team', async () => {
    await renderInRouter(() => <TeamsView vm={{ loading: false, failed: true, teams: [] }} />);
    expect((await screen.findByRole('alert'))?.textContent).toContain('The teams could not be loaded.');
    expect(screen.queryByText('There is nothing here yet.')).toBeNull();
  });
});

describe('TeamView', () => {
  it('shows the name, each section with its collection links and products', async () => {
    await renderInRouter(() => <TeamView vm={teamVm()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scuderia Rossa' })).toBeTruthy();
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    const nav = within(highlights).getByRole('navigation', { name: 'Collections of Highlights' });
    expectAttr(within(nav).getByRole('link', { name: 'Season review' }), 'href', '/collection/651/season-review');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    const products = within(highlights).getByRole('list', { name: 'Videos of Highlights' });
    const tiles = within(products).getAllByTestId('thumbnail');
    expect(tiles).toHaveLength(2);
    expectAttr(tiles[0], 'href', '/product/6014/lap-6014');
    // home and away images when both exist; titles hidden by the switch
    expect(tiles[0]?.querySelectorAll('.thumb__team')).toHaveLength(2);
    expect(tiles[1]?.querySelectorAll('.thumb__team')).toHaveLength(0);
    expect(within(products).queryByText('Lap 6014')).toBeNull();
    // a section without products shows the empty text
    expect(
      within(screen.getByRole('region', { name: 'Onboard' })).getByText('There is nothing here yet.'),
    ).toBeTruthy();
  });

  it('shows product titles when showTitlesOnProductThumbnail is on', async () => {
    await renderInRouter(() => <TeamView vm={teamVm({ showProductTitles: true })} />);
    expect(await screen.findByText('Lap 6014')).toBeTruthy();
  });

  it('shows team.error and a way back when the team cannot be shown', async () => {
    await renderInRouter(() => <TeamView vm={teamVm({ team: null, failed: true })} />);
    expect((await screen.findByRole('alert'))?.textContent).toContain('The team could not be loaded.');
    expectAttr(screen.getByRole('link', { name: 'All teams' }), 'href', '/teams');
  });

  it('shows a spinner while loading', async () => {
    await renderInRouter(() => <TeamView vm={teamVm({ team: null, loading: true })} />);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
