import { expect, test } from '@playwright/test';
import { textPdf } from '../server/test/documents';
import { apiRegister, loginWithToken } from './support';

test('save a profile: BMI and BMR shown, BMR "--" for gender other; toast and values kept', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  await page.getByLabel('Age').fill('30');
  await page.getByLabel('Height').fill('180');
  await page.getByLabel('Weight').fill('75');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await page.getByRole('combobox', { name: 'Activity Level' }).click();
  await page.getByRole('option', { name: /Moderate/ }).click();
  await page.getByRole('group', { name: 'Fitness Goals' }).getByRole('button', { name: 'Strength' }).click();
  await page.getByRole('textbox', { name: 'Add your own fitness goals' }).fill('Rock climbing');
  await page.getByRole('button', { name: 'Add to fitness goals' }).click();
  await page.getByLabel('Medications').fill('Metformin 500 mg\n\nAtorvastatin 10 mg');

  await expect(page.getByTestId('bmi-value')).toHaveText('23.1');
  await expect(page.getByTestId('bmr-value')).toHaveText('1,730');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();

  const me = await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } })
  ).json();
  expect(me.profile).toMatchObject({
    age: 30,
    gender: 'male',
    height: 180,
    weight: 75,
    activityLevel: 'moderate',
    fitnessGoals: ['Strength', 'Rock climbing'],
    medications: ['Metformin 500 mg', 'Atorvastatin 10 mg'],
  });

  await page.reload();
  // The reload fetches the member and the profile again before the form shows: longer than 10 s on a busy machine.
  await expect(page.getByLabel('Age')).toHaveValue('30', { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await expect(page.getByTestId('bmr-value')).toHaveText('--');
  await expect(page.getByTestId('bmi-value')).toHaveText('23.1');
});

test('an out-of-range value is refused with a message and nothing is saved', async ({ page, request }) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');
  await page.getByLabel('Age').fill('12');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Age must be between 13 and 120', { exact: true })).toBeVisible();
  const me = await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } })
  ).json();
  expect(me.profile).toBeNull();
});

test('upload a PDF and see it listed; an invalid file shows the error toast', async ({ page, request }) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');
  const picker = page.getByLabel('Choose a blood test report');

  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a report'),
  });
  await expect(page.getByText('Invalid File Type')).toBeVisible();
  await expect(page.getByText('Please upload JPG, PNG, PDF, or TIFF files only.')).toBeVisible();

  await picker.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('File Too Large')).toBeVisible();

  await picker.setInputFiles({
    name: 'march-bloods.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf(['Sunrise Diagnostics', 'Haemoglobin 14.1 g/dL 13.0 - 17.0']),
  });
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Upload Successful')).toBeVisible();
  const list = page.getByRole('list', { name: 'Blood test reports' });
  await expect(list.getByText('march-bloods.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Report' })).toHaveCount(0);

  // A file whose content is not a report is refused by the server even with the right extension.
  await picker.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ this is an exe'),
  });
  await page.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Upload Failed')).toBeVisible();
  await expect(page.getByText('Please upload JPG, PNG, PDF, or TIFF files only.')).toBeVisible();
});

test('imperial units: height in ft/in and weight in lb, stored in cm and kg, kept after a reload', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');
  await page.getByLabel('Height').fill('180');
  await page.getByLabel('Weight').fill('72');
  // Switching units converts what is typed already.
  await page.getByLabel('Units').selectOption('imperial');
  await expect(page.getByLabel('Height (ft)')).toHaveValue('5');
  await expect(page.getByLabel('Height (in)')).toHaveValue('11');
  await expect(page.getByLabel('Weight (lb)')).toHaveValue('159');
  await page.getByLabel('Weight (lb)').fill('165');
  await expect(page.getByTestId('bmi-value')).toHaveText('23.1'); // 75 kg at 180 cm
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  const me = await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } })
  ).json();
  expect(me.profile).toMatchObject({ height: 180, weight: 75, unitSystem: 'imperial' });
  await page.reload();
  await expect(page.getByLabel('Weight (lb)')).toHaveValue('165');

  // A typo is refused in the member's own units, beside the field and in the summary.
  await page.getByLabel('Height (ft)').fill('9');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('Height (ft)')).toHaveAccessibleDescription(
    'Height must be between 3 ft 3 in and 8 ft 2 in',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix this problem' })).toBeVisible();
});
