/**
 * Progress photos on /progress at 390 px (issue 18): a Premium member adds one, sees it (fetched with the token,
 * shown from a blob), and deletes it; a file that is not a photo is refused beside the field.
 * Screenshot: test-results/progress/photos-390.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiRegister, buyWithSandbox, loginWithToken } from './support';

const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'progress');

test('a Premium member adds, sees and deletes a progress photo', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await apiRegister(request);
  await buyWithSandbox(request, member.token, 'premium');
  const photo = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();

  await loginWithToken(page, member.token, '/progress');
  const card = page.getByTestId('progress-photos');
  await expect(card).toContainText('No photos yet.');

  await card.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not an image, only text'),
  });
  await card.getByRole('button', { name: 'Add photo' }).click();
  await expect(card.locator('#photo-file-error')).toHaveText(
    'Upload the photo as a JPEG, PNG or WebP image.',
  );

  await card.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await card.getByRole('button', { name: 'Add photo' }).click();
  await expect(page.getByText('Photo added')).toBeVisible();
  const shown = card.getByRole('img', { name: /^Progress photo of / });
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(300);
  await page.screenshot({ path: path.join(SHOTS, 'photos-390.png'), fullPage: true });

  await card.getByRole('button', { name: /^Delete the photo of / }).click();
  await expect(card).toContainText('No photos yet.');
  const list = await request.get('/api/progress/photos', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(await list.json()).toEqual({ photos: [] });
});
