import { describe, expect, it } from 'vitest';
import { detectReportLanguage } from './report-meta';
import {
  identityMismatches,
  namesClearlyDiffer,
  readPatientName,
  readPrintedIdentity,
  type ProfileIdentity,
} from './patient-identity';
import type { PageText, TextLine } from './types';

/** A page from rows of cells (cells joined with the parser's wide separator). */
function page(rows: (string | string[])[]): PageText[] {
  const lines: TextLine[] = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row]).map((text, k) => ({
      text,
      x0: k * 120,
      x1: k * 120 + 90,
    }));
    return { page: 1, y: i * 14, height: 9, cells, text: cells.map((c) => c.text).join('   ') };
  });
  return [{ page: 1, lines }];
}

const read = (rows: (string | string[])[]) => readPrintedIdentity(page(rows));

describe('the identity printed in a report header', () => {
  it.each([
    [['Sex/Age: M/45 Y'], { sex: 'male', age: 45 }],
    [['Gender : Female'], { sex: 'female' }],
    [['Age: 45 Years'], { age: 45 }],
    [
      ['Patient Name: Mrs. Anita Sharma   Age/Sex: 52 Y / F'],
      { sex: 'female', age: 52, name: 'Anita Sharma' },
    ],
    [
      [['Patient Name', ': Mr. VIKRAM SINGH'], ['DOB 12/03/1980'], ['Collected', ': 21/05/2024']],
      { sex: 'male', age: 44, dateOfBirth: '1980-03-12', name: 'VIKRAM SINGH' },
    ],
    [['Name: John Smith    DOB: 1975-07-04'], { dateOfBirth: '1975-07-04', name: 'John Smith' }],
    [['Patient: Test Member    Age/Sex: 34 Y / Male'], { sex: 'male', age: 34, name: 'Test Member' }],
    // French, Spanish, German, Italian, Dutch, Polish, Portuguese headers.
    [
      ['Nom : Mme DUPONT Marie', 'Sexe : F', 'Âge : 61 ans'],
      { sex: 'female', age: 61, name: 'DUPONT Marie' },
    ],
    [
      ['Paciente: José García', 'Sexo: Masculino', 'Edad: 38 años'],
      { sex: 'male', age: 38, name: 'José García' },
    ],
    [
      ['Name des Patienten: Herr Jürgen Müller', 'Geschlecht: männlich'],
      { sex: 'male', name: 'Jürgen Müller' },
    ],
    [['Sesso: F', 'Età: 29'], { sex: 'female', age: 29 }],
    [['Geslacht: V', 'Leeftijd: 47'], { sex: 'female', age: 47 }],
    [['Płeć: K', 'Wiek: 33 lat'], { sex: 'female', age: 33 }],
    [['Sexo: Feminino', 'Idade: 70 anos'], { sex: 'female', age: 70 }],
    [['Date de naissance : 02.01.1980', 'Prélèvement : 21.05.2024'], { age: 44, dateOfBirth: '1980-01-02' }],
  ] as const)('reads %j', (rows, identity) => {
    expect(read(rows as unknown as string[])).toEqual(identity);
  });

  // "M" is Masculino on some Spanish and Portuguese forms and Mujer / Mulher on others: the language is read
  // first, and an ambiguous letter asserts nothing (so no mismatch with the profile is claimed).
  it.each([
    [['Paciente: Ana López   Edad: 45 años   Sexo: M', 'Fecha de toma: 01/02/2024'], undefined],
    [['Patient: Ana   Sex: M', 'Prueba   Resultado   Unidades   Valores de referencia'], undefined],
    [['Paciente: Maria Costa   Idade: 45 anos   Sexo: M', 'Data da colheita: 01/02/2024'], undefined],
    [['Paciente: João Silva   Idade: 45 anos   Sexo: H', 'Data da colheita: 01/02/2024'], 'male'],
    [['Paciente: Juan Pérez   Edad: 45 años   Sexo: V', 'Resultado   Unidades'], 'male'],
    [['Paciente: Ana López   Sexo: F', 'Fecha de toma: 01/02/2024'], 'female'],
    [['Paciente: Ana López   Sexo: Mujer', 'Fecha de toma: 01/02/2024'], 'female'],
    [['Patient: John   Age/Sex: 45 Y / M', 'Test   Result   Units   Reference Range'], 'male'],
    [['Name: Jan   Alter: 45   Geschlecht: M', 'Ergebnis   Einheit'], 'male'],
    [['Naam: Jan   Leeftijd: 45   Geslacht: M', 'Uitslag   Eenheid'], 'male'],
    [['Nom: Jean   Âge: 45 ans   Sexe: M', 'Résultat   Unités'], 'male'],
  ] as const)('reads the sex in %j as %s', (rows, sex) => {
    expect(read(rows as unknown as string[]).sex).toBe(sex);
  });

  it('tells the report language from its words', () => {
    expect(detectReportLanguage(['Paciente   Edad   Sexo   Resultado'])).toBe('es');
    expect(detectReportLanguage(['Paciente   Idade   Sexo   Data da colheita'])).toBe('pt');
    expect(detectReportLanguage(['Patient   Age/Sex   Result   Units'])).toBe('en');
    expect(detectReportLanguage(['Haemoglobin 13.5'])).toBeNull();
  });

  it('does not take a test, lab or doctor name for the patient', () => {
    expect(readPatientName(['Test Name   Result   Unit'])).toBeUndefined();
    expect(readPatientName(['Lab Name: City Diagnostics'])).toBeUndefined();
    expect(readPatientName(['Referring Doctor Name: Dr. Rao'])).toBeUndefined();
    expect(readPatientName(['Patient ID: 123456'])).toBeUndefined();
    expect(readPatientName(['Name: 12345'])).toBeUndefined();
  });

  it('reads nothing from a header without demographics', () => {
    expect(read(['City Lab', 'Collected: 12/03/2024', 'Haemoglobin   13.5   g/dL   13 - 17'])).toEqual({});
  });
});

describe('the printed identity against the profile', () => {
  const profile: ProfileIdentity = { sex: 'male', age: 45, ageRecordedOn: '2024-06-01', name: null };

  it('matches a report of the same sex and age', () => {
    expect(identityMismatches({ sex: 'male', age: 45 }, profile, '2024-05-20')).toEqual([]);
  });

  it('finds a different sex', () => {
    expect(identityMismatches({ sex: 'female' }, profile, '2024-05-20')).toEqual([
      { field: 'sex', printed: 'female', profile: 'male' },
    ]);
  });

  it('allows two years either way, counting the time between the report and the profile', () => {
    expect(identityMismatches({ age: 47 }, profile, '2024-05-20')).toEqual([]);
    expect(identityMismatches({ age: 43 }, profile, '2024-05-20')).toEqual([]);
    expect(identityMismatches({ age: 48 }, profile, '2024-05-20')).toEqual([
      { field: 'age', printed: '48', profile: '45' },
    ]);
    // A report from five years before the profile was saved: the member was 40 then.
    expect(identityMismatches({ age: 40 }, profile, '2019-05-01')).toEqual([]);
    expect(identityMismatches({ age: 45 }, profile, '2019-05-01')).toEqual([
      { field: 'age', printed: '45', profile: '40' },
    ]);
  });

  it('works the age out from a printed date of birth', () => {
    expect(identityMismatches({ dateOfBirth: '1979-01-10' }, profile, '2024-05-20')).toEqual([]);
    expect(identityMismatches({ dateOfBirth: '1950-01-10' }, profile, '2024-05-20')).toEqual([
      { field: 'age', printed: '74', profile: '45' },
    ]);
  });

  it('compares names only when the profile has one, and only when they share no word', () => {
    expect(identityMismatches({ name: 'Anita Sharma' }, profile, '2024-05-20')).toEqual([]);
    const named = { ...profile, name: 'Vikram Singh' };
    expect(identityMismatches({ name: 'SINGH VIKRAM' }, named, '2024-05-20')).toEqual([]);
    expect(identityMismatches({ name: 'Anita Sharma' }, named, '2024-05-20')).toEqual([
      { field: 'name', printed: 'Anita Sharma', profile: 'Vikram Singh' },
    ]);
    expect(namesClearlyDiffer('José García', 'Jose Garcia')).toBe(false);
  });

  it('compares names tolerant of accents, order, transliteration and one misread letter', () => {
    expect(namesClearlyDiffer('MÜLLER, Jürgen', 'Juergen Mueller')).toBe(false);
    expect(namesClearlyDiffer('Łukasz Wiśniewski', 'Lukasz Wisniewski')).toBe(false);
    expect(namesClearlyDiffer('Marle Dub0is', 'Marie Dubois')).toBe(false);
    expect(namesClearlyDiffer('DUBOIS Marie', 'marie dubois')).toBe(false);
    expect(namesClearlyDiffer('Pieter van der Berg', 'Pieter Vandenberg')).toBe(false);
    expect(namesClearlyDiffer('J. Miller', 'John Miller')).toBe(false);
    expect(namesClearlyDiffer('Jan Kowalski', 'Marie Dubois')).toBe(true);
    // Short words must match exactly: "Li Wu" is not "Lu Wi".
    expect(namesClearlyDiffer('Li Wu', 'Lu Wi')).toBe(true);
  });

  it('never compares with "other" or a missing profile', () => {
    const none: ProfileIdentity = { sex: 'other', age: null, ageRecordedOn: null, name: null };
    expect(identityMismatches({ sex: 'female', age: 80 }, none, '2024-05-20')).toEqual([]);
  });
});
