/**
 * FHIR in and out (issue 34): on the profile page a member imports a lab portal's FHIR R4 file → the toast counts
 * what was imported → the report opens marked "From FHIR" with its values and the test it did not understand → the
 * account card downloads the record as FHIR.
 */
import { expect, test } from '@playwright/test';
import { apiRegister, loginWithToken } from './support';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const lab = (id: string, code: string, display: string, value: number, unit: string) => ({
  resourceType: 'Observation',
  id,
  status: 'final',
  code: { coding: [{ system: LOINC, code, display }], text: display },
  effectiveDateTime: '2024-03-12T08:15:00+05:30',
  valueQuantity: { value, unit, system: UCUM, code: unit },
});
const portalFile = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    {
      fullUrl: 'urn:uuid:5e0a3f51-8f5a-4c55-9a63-2f7c1b6b8a01',
      resource: {
        resourceType: 'DiagnosticReport',
        id: 'dr-1',
        status: 'final',
        code: { text: 'Lipid panel' },
        effectiveDateTime: '2024-03-12T08:15:00+05:30',
        result: [
          { reference: 'Observation/chol' },
          { reference: 'Observation/hdl' },
          { reference: 'Observation/lead' },
        ],
      },
    },
    { resource: lab('chol', '14647-2', 'Cholesterol', 5.2, 'mmol/L') },
    { resource: lab('hdl', '2085-9', 'HDL Cholesterol', 42, 'mg/dL') },
    { resource: lab('lead', '5671-3', 'Lead [Mass/volume] in Blood', 1.2, 'ug/dL') },
  ],
};

test('import a FHIR lab results file, open its report, export the record as FHIR', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await loginWithToken(page, member.token, '/profile');

  await page.getByLabel('Choose a FHIR lab results file').setInputFiles({
    name: 'portal.json',
    mimeType: 'application/fhir+json',
    buffer: Buffer.from(JSON.stringify(portalFile)),
  });
  await expect(page.getByText('Import Successful')).toBeVisible();
  await expect(page.getByText(/Imported 1 report with 2 results; 1 result was not understood/)).toBeVisible();

  const list = page.getByRole('list', { name: 'Blood test reports' });
  await list.getByRole('link', { name: 'View Lipid panel (portal.json)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lipid panel (portal.json)' })).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'From FHIR' });
  await expect(note).toBeVisible();
  await expect(note.getByTestId('not-understood')).toContainText(
    'Lead [Mass/volume] in Blood (5671-3): a LOINC code not in our catalogue',
  );
  await expect(page.getByText('Total cholesterol').first()).toBeVisible();

  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as FHIR' }).click();
  expect((await download).suggestedFilename()).toBe('vitalplan-record.fhir.json');
});
