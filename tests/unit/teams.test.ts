/** Team lookup by the `:title` segment (spec §2 teams, Paths the product builds). */
import { describe, expect, it } from 'vitest';
import { findTeamBySlug } from '~/features/teams/teams';
import { teamPath } from '~/api/urls';
import type { TeamSummary } from '~/domain';

const team = (id: number, name: string): TeamSummary => ({
  id,
  name,
  shortName: name.slice(0, 3).toUpperCase(),
  image: 'https://img.example/t.png',
  pathToDetail: teamPath(id, name),
});

const teams = [
  team(601, 'Scuderia Rossa'),
  team(602, 'Silver Arrow Racing'),
  team(603, 'Atlético Base'),
  team(604, '  Green Lion F1 '),
];

describe('findTeamBySlug', () => {
  it('finds a team by the slug of its name', () => {
    expect(findTeamBySlug(teams, 'scuderia-rossa')?.id).toBe(601);
    expect(findTeamBySlug(teams, 'silver-arrow-racing')?.id).toBe(602);
  });

  it('matches the slug of its own detail path (trimmed name, encoded accents)', () => {
    for (const t of teams) {
      const slug = t.pathToDetail.split('/').pop() as string;
      expect(findTeamBySlug(teams, slug)?.id).toBe(t.id);
    }
  });

  it('accepts the decoded form and another letter case', () => {
    expect(findTeamBySlug(teams, 'atlético-base')?.id).toBe(603);
    expect(findTeamBySlug(teams, 'Scuderia-Rossa')?.id).toBe(601);
  });

  it('falls back to a team id (/teams/601)', () => {
    expect(findTeamBySlug(teams, '602')?.id).toBe(602);
  });

  it('is null for an unknown slug, an unknown id, an empty title or a malformed escape', () => {
    expect(findTeamBySlug(teams, 'no-such-team')).toBeNull();
    expect(findTeamBySlug(teams, '999')).toBeNull();
    expect(findTeamBySlug(teams, '')).toBeNull();
    expect(findTeamBySlug(teams, '%E0%A4%A')).toBeNull();
    expect(findTeamBySlug([], 'scuderia-rossa')).toBeNull();
  });
});
