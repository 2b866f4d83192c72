/**
 * The flows page (/flows, demo builds and the dev server only): every flow listed, one opened with its purpose,
 * coverage, diagram and QA paths, and its link opening the page where it runs with the inspector on that flow.
 */
import { expect, test } from '../support/test';
import flows from '../../docs/flows/flows.json' with { type: 'json' };

test('the flows page lists every flow, opens one with its diagram, and links to where it runs', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/flows?club=2');
  const list = page.getByRole('navigation', { name: 'All flows' });
  await expect(list.getByRole('link')).toHaveCount(flows.length);
  expect(flows.length).toBeGreaterThanOrEqual(30);

  await list.getByRole('link', { name: 'rent', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/flows' && u.searchParams.get('flow') === 'rent');
  const flow = page.getByRole('article');
  await expect(flow.getByRole('heading', { level: 2 })).toHaveText('rent');
  await expect(flow.getByTestId('flow-coverage')).toHaveText(/Model tests take \d+ of its \d+ transitions\./);
  // the product view: the states in words
  await expect(flow.getByTestId('inspector-diagram').locator('svg')).toContainText('Choosing a card');
  await expect(flow.getByTestId('flow-paths')).toContainText('Shortest paths');
  await page.screenshot({ path: testInfo.outputPath('flows-page.png') });
  await flow.getByRole('button', { name: 'Engineering' }).click();
  await expect(flow.getByTestId('inspector-diagram').locator('g[data-id="rent_choosing"]')).toBeAttached();

  // the product page's flow: its link opens the product page with the inspector on it
  await list.getByRole('link', { name: 'productPage', exact: true }).click();
  await flow.getByRole('link', { name: 'Open where it runs, with the inspector on it' }).click();
  await expect(page).toHaveURL(
    (u) => u.pathname === '/product/2014' && u.searchParams.get('inspect') === 'productPage',
  );
  const panel = page.locator('#flow-inspector aside');
  await expect(panel.getByTestId('inspector-flow')).toHaveText('productPage');
});
