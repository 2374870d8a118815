/**
 * FHIR R4 lab-result files as lab portals send them, made here for tests: a searchset Bundle with the patient, three
 * DiagnosticReports in mixed units (SI and conventional, UCUM codes), one test whose LOINC code is not in the
 * catalogue, and a CRP given as the text "<5" (below the assay's limit). `expected` is what the import must make of it.
 */
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';

interface Lab {
  id: string;
  loinc: string;
  display: string;
  value?: number;
  valueString?: string;
  unit?: string;
  ucum?: string;
  low?: number;
  high?: number;
}

function observation(o: Lab, date: string) {
  const q = (value: number) => ({
    value,
    ...(o.unit ? { unit: o.unit } : {}),
    ...(o.ucum ? { system: UCUM, code: o.ucum } : {}),
  });
  return {
    resourceType: 'Observation',
    id: o.id,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
            display: 'Laboratory',
          },
        ],
      },
    ],
    code: { coding: [{ system: LOINC, code: o.loinc, display: o.display }], text: o.display },
    subject: { reference: 'Patient/pt-1' },
    effectiveDateTime: `${date}T08:15:00+05:30`,
    issued: `${date}T14:02:11+05:30`,
    ...(o.value !== undefined ? { valueQuantity: q(o.value) } : {}),
    ...(o.valueString !== undefined ? { valueString: o.valueString } : {}),
    ...(o.low !== undefined || o.high !== undefined
      ? {
          referenceRange: [
            {
              ...(o.low !== undefined ? { low: q(o.low) } : {}),
              ...(o.high !== undefined ? { high: q(o.high) } : {}),
            },
          ],
        }
      : {}),
  };
}

function report(id: string, loinc: string, display: string, date: string, labs: Lab[]) {
  return {
    resourceType: 'DiagnosticReport',
    id,
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' },
        ],
      },
    ],
    code: { coding: [{ system: LOINC, code: loinc, display }], text: display },
    subject: { reference: 'Patient/pt-1', display: 'Ravi Kumar' },
    effectiveDateTime: `${date}T08:15:00+05:30`,
    issued: `${date}T14:05:00+05:30`,
    result: labs.map((l) => ({ reference: `Observation/${l.id}`, display: l.display })),
  };
}

const LIPIDS: Lab[] = [
  {
    id: 'chol',
    loinc: '14647-2',
    display: 'Cholesterol [Moles/volume] in Serum or Plasma',
    value: 5.2,
    unit: 'mmol/L',
    ucum: 'mmol/L',
    high: 5.17,
  },
  {
    id: 'tg',
    loinc: '14927-8',
    display: 'Triglyceride [Moles/volume] in Serum or Plasma',
    value: 1.7,
    unit: 'mmol/L',
    ucum: 'mmol/L',
    high: 1.7,
  },
  {
    id: 'hdl',
    loinc: '2085-9',
    display: 'HDL Cholesterol',
    value: 42,
    unit: 'mg/dL',
    ucum: 'mg/dL',
    low: 40,
  },
  // hs-CRP in µg/mL, a unit the catalogue does not list for CRP: converted by UCUM (1 µg/mL = 1 mg/L).
  { id: 'hscrp', loinc: '30522-7', display: 'hs-CRP', value: 1.8, unit: 'ug/mL', ucum: 'ug/mL', high: 3 },
  {
    id: 'ldl',
    loinc: '18262-6',
    display: 'LDL Cholesterol (direct)',
    value: 3.4,
    unit: 'mmol/L',
    ucum: 'mmol/L',
    high: 3.36,
  },
];
const CBC: Lab[] = [
  {
    id: 'hb',
    loinc: '718-7',
    display: 'Hemoglobin',
    value: 138,
    unit: 'g/L',
    ucum: 'g/L',
    low: 130,
    high: 170,
  },
  {
    id: 'wbc',
    loinc: '6690-2',
    display: 'WBC',
    value: 6.2,
    unit: '10*9/L',
    ucum: '10*9/L',
    low: 4,
    high: 11,
  },
  {
    id: 'plt',
    loinc: '777-3',
    display: 'Platelets',
    value: 250,
    unit: '10*3/uL',
    ucum: '10*3/uL',
    low: 150,
    high: 410,
  },
  // Blood lead: a real LOINC code (5671-3) that is not one of our analytes.
  {
    id: 'lead',
    loinc: '5671-3',
    display: 'Lead [Mass/volume] in Blood',
    value: 1.2,
    unit: 'ug/dL',
    ucum: 'ug/dL',
    high: 3.5,
  },
];
const CHEMISTRY: Lab[] = [
  { id: 'a1c', loinc: '59261-8', display: 'HbA1c (IFCC)', value: 48, unit: 'mmol/mol', ucum: 'mmol/mol' },
  // The unit only as a UCUM code, with UCUM's brackets for an arbitrary unit.
  { id: 'tsh', loinc: '3016-3', display: 'TSH', value: 2.1, ucum: 'm[IU]/L', low: 0.4, high: 4.0 },
  {
    id: 'crp',
    loinc: '1988-5',
    display: 'C-reactive protein',
    valueString: '<5',
    unit: 'mg/L',
    ucum: 'mg/L',
    high: 5,
  },
  {
    id: 'glu',
    loinc: '1558-6',
    display: 'Fasting glucose',
    value: 5.9,
    unit: 'mmol/L',
    ucum: 'mmol/L',
    low: 3.9,
    high: 5.5,
  },
];

/** A lab portal's export: patient, lipid panel and blood count on one day, chemistry three months later. */
export function labPortalBundle() {
  const reports = [
    {
      dr: report('dr-lipid', '57698-3', 'Lipid panel with direct LDL', '2024-03-12', LIPIDS),
      labs: LIPIDS,
      date: '2024-03-12',
    },
    {
      dr: report('dr-cbc', '58410-2', 'CBC panel - Blood by Automated count', '2024-03-12', CBC),
      labs: CBC,
      date: '2024-03-12',
    },
    {
      dr: report('dr-chem', '24323-8', 'Comprehensive metabolic panel', '2024-06-02', CHEMISTRY),
      labs: CHEMISTRY,
      date: '2024-06-02',
    },
  ];
  const patient = {
    resourceType: 'Patient',
    id: 'pt-1',
    name: [{ use: 'official', family: 'Kumar', given: ['Ravi'] }],
    gender: 'male',
    birthDate: '1979-05-14',
  };
  const resources = [
    patient,
    ...reports.flatMap(({ dr, labs, date }) => [dr, ...labs.map((l) => observation(l, date))]),
  ];
  return {
    resourceType: 'Bundle',
    id: 'portal-export-1',
    type: 'searchset',
    total: resources.length,
    entry: resources.map((r) => ({
      fullUrl: `https://portal.example-lab.in/fhir/${r.resourceType}/${r.id}`,
      resource: r,
      search: { mode: 'match' },
    })),
  };
}

/** One DiagnosticReport with its Observations contained (as some hospital systems send a single report). */
export function containedReport() {
  const labs: Lab[] = [
    { id: 'c-hb', loinc: '718-7', display: 'Haemoglobin', value: 14.1, unit: 'g/dL', ucum: 'g/dL' },
    { id: 'c-fer', loinc: '2276-4', display: 'Ferritin', value: 85, unit: 'ug/L', ucum: 'ug/L' },
  ];
  const dr = report('dr-1', '58410-2', 'Blood count and ferritin', '2024-09-01', labs);
  return {
    ...dr,
    result: labs.map((l) => ({ reference: `#${l.id}` })),
    contained: labs.map((l) => observation(l, '2024-09-01')),
  };
}
