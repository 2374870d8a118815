import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { report } from '../test/factories';
import { FhirSourceNote } from './fhir-source-note';

afterEach(cleanup);

describe('FhirSourceNote', () => {
  it('says nothing for an uploaded document', () => {
    const { container } = render(<FhirSourceNote report={report()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks a report from FHIR and lists every test it did not understand, with why', () => {
    render(
      <FhirSourceNote
        report={report({
          source: 'fhir',
          mimeType: 'application/fhir+json',
          notUnderstood: [
            {
              display: 'Lead [Mass/volume] in Blood',
              code: '5671-3',
              reason: 'a LOINC code not in our catalogue',
            },
            { display: 'Urine colour', code: null, reason: 'a text result ("Yellow"), not a number' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('From FHIR');
    const items = within(screen.getByTestId('not-understood')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Lead [Mass/volume] in Blood (5671-3): a LOINC code not in our catalogue',
      'Urine colour: a text result ("Yellow"), not a number',
    ]);
  });
});
