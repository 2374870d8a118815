/** Shared steps for the browser tests. */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'e2e-password-123';

export function newIdentity(prefix = 'e2e') {
  const id = `${prefix}${randomBytes(4).toString('hex')}`;
  return { username: id, email: `${id}@example.com`, password: PASSWORD };
}

/** Registers through the API (fast) and returns the token. */
export async function apiRegister(request: APIRequestContext, identity = newIdentity()) {
  const res = await request.post('/api/auth/register', {
    data: { username: identity.username, email: identity.email, password: identity.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string; username: string } };
  return { ...identity, token: body.token, user: body.user };
}

/** Opens the app already logged in with the given token. */
export async function loginWithToken(page: Page, token: string, path = '/dashboard') {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.goto(path);
}

export async function signUpThroughForm(page: Page, identity = newIdentity()) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(identity.username);
  await page.getByLabel('Email Address').fill(identity.email);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByLabel('Confirm Password').fill(identity.password);
  await page.getByRole('checkbox', { name: /terms of service/i }).check();
  await page.getByRole('checkbox', { name: /medical disclaimer/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return identity;
}
