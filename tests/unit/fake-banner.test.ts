import { describe, expect, it } from 'vitest';
import { CLUB_SUMMARY } from '~openapi/fake/seed';
import { demoBanner } from '~openapi/fake/server';

// `npm start` prints the app's links, not the fake's JSON port, and whom to log in as
describe('the fake provider start-up banner', () => {
  it("links every club at the app's port, with the demo login", () => {
    const lines = demoBanner(5173);
    expect(lines[0]).toContain('member@demo.club / Demo1234!');
    for (const club of CLUB_SUMMARY) {
      const line = lines.find((l) => l.includes(`club ${club.clubId} `));
      expect(line).toContain(`http://${club.domain}:5173`);
    }
    expect(lines.join('\n')).not.toMatch(/:4010/);
  });

  it('without the app beside it, names the clubs without links that would answer JSON', () => {
    const lines = demoBanner(null);
    expect(lines.join('\n')).not.toMatch(/http:/);
    expect(lines.filter((l) => /^ {2}club \d+ /.test(l))).toHaveLength(CLUB_SUMMARY.length);
  });
});
