/**
 * The account page on its first load (in the `web-dev` project too, where React's StrictMode mounts every component
 * twice): the subscription and payment-methods cards show their data straight away, with no "try again", no error
 * toast and nothing in the console. A new member of club 2 with a saved card and a subscription (through the API).
 */
import { expect, pageProblems, test } from '../support/test';
import { englishWithCookies, logIn, section } from '../support/account';
import { addCard, newMember } from '../support/productSession';
import { PROVIDER } from '../support/fake';

test('the subscription and payment methods load on the first visit', async ({ page, request }) => {
  const member = await newMember(request, 2);
  const card = `pm_fake_visa_4242_${member.userId}`;
  await addCard(request, member, 2, card);
  const headers = { Authorization: `Bearer ${member.token}`, 'Accept-Language': 'en' };
  const plans = (await (await request.get(`${PROVIDER}/api/plans/list?club=2`, { headers })).json()) as {
    planList: Array<{ id: number; name: string }>;
  };
  const plan = plans.planList[0]!;
  const subscribed = await request.post(`${PROVIDER}/api/subscriptions/users?club=2`, {
    headers,
    data: { paymentMethodId: card, planId: plan.id },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  const problems = pageProblems(page);
  await englishWithCookies(page);
  await logIn(page, member.email, 2);
  const subscription = section(page, 'Subscription');
  await expect(subscription.getByRole('heading', { name: plan.name })).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  const cards = section(page, 'Payment methods');
  await expect(cards.getByRole('listitem').filter({ hasText: '**** **** **** 4242' })).toContainText('Default');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
