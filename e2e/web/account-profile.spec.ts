/**
 * Profile and password (spec §2 profile rows, §5 profile edit and password change, §8 Profile): rows with the
 * masked password, joined address and DD/MM/YYYY birthdate; the change-password modal (the server judges, its
 * message shown, what was typed kept); the edit-profile modal (required fields, email disabled, language applied
 * on success). A member registered by the test, so nothing shared changes.
 */
import { expect, test } from '../support/test';
import { englishWithCookies, logIn, PASSWORD, registerUser, section } from '../support/account';

test.beforeEach(async ({ page }) => englishWithCookies(page));

test('change the password, then edit the profile and switch language', async ({ page, request }) => {
  const email = await registerUser(request, 2, 'profile');
  await logIn(page, email, 2, '/account/profile');
  const profile = section(page, 'Profile');
  await expect(profile.getByText('••••••••')).toBeVisible();
  await expect(profile.getByText('17/05/1990')).toBeVisible();
  await expect(profile.getByText('Spain', { exact: true })).toBeVisible();

  // password: wrong current password -> the server's message, fields kept
  await profile.getByRole('button', { name: 'Change password' }).click();
  const pwd = page.getByRole('dialog', { name: 'Change password' });
  await pwd.getByLabel('Current password', { exact: true }).fill('wrong-one');
  await pwd.getByLabel('New password', { exact: true }).fill('Another123!');
  await pwd.getByLabel('Confirm the new password', { exact: true }).fill('Another123!');
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await expect(pwd.getByLabel('New password', { exact: true })).toHaveValue('Another123!');
  await pwd.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(pwd).toBeHidden();

  // profile: required first name, email disabled, optional fields, language switch
  await profile.getByRole('button', { name: /^Phone:/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(edit.getByLabel('Email')).toBeDisabled();
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await edit.getByLabel(/^First name/).fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter your first name')).toBeVisible();
  await edit.getByLabel(/^First name/).fill('Ana');
  await edit.getByLabel('Phone').fill('600 111 222');
  await edit.getByLabel('Address').fill('Calle Mayor 1');
  await edit.getByLabel('City').fill('Bilbao');
  await edit.getByLabel('Postal code').fill('48001');
  await edit.getByLabel(/^Language/).selectOption('es');
  await edit.getByRole('button', { name: 'Save' }).click();
  // the toast speaks the language just saved, never the one left
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Tu perfil se ha actualizado' })).toBeVisible();
  await expect(page.getByText('Your profile has been updated')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('profile-saved-spanish-toast.png') });
  await expect(edit).toBeHidden();
  // the app now speaks the chosen language and shows the saved rows
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  const perfil = page.getByRole('region', { name: 'Perfil' });
  await expect(perfil.getByText('Ana Tester')).toBeVisible();
  await expect(perfil.getByText('600 111 222')).toBeVisible();
  await expect(perfil.getByText(/^Calle Mayor 1, 48001, Bilbao, España$/)).toBeVisible();
});
