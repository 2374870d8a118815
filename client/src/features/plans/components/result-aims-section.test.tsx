import type { PlanContent } from '@common/plan';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultAimsSection } from './result-aims-section';

afterEach(cleanup);

const withAims = (resultAims: PlanContent['resultAims']) => ({ resultAims }) as PlanContent;

describe('the plan states the results it aims to move', () => {
  it('lists each aim with its starting value, direction, what the plan does and the retest date', () => {
    render(
      <ResultAimsSection
        content={withAims([
          {
            code: 'LDL',
            direction: 'down',
            how: 'Less saturated fat and more soluble fibre.',
            before: { value: 172, sampledAt: '2026-01-10' },
            retest: {
              by: '2026-05-01',
              why: 'Lipids are rechecked after 4–12 weeks.',
              source: 'AHA/ACC 2018',
            },
          },
          {
            code: 'B12',
            direction: 'up',
            how: 'A B12 supplement.',
            before: { value: 150, sampledAt: '2026-01-10' },
            retest: null,
          },
        ])}
      />,
    );
    expect(screen.getByText('LDL cholesterol: 172 mg/dL → aim lower')).toBeTruthy();
    expect(screen.getByText(/Retest advised by 2026-05-01: .* Source: AHA\/ACC 2018\./)).toBeTruthy();
    expect(screen.getByText('Ask your doctor when to retest.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Progress' }).getAttribute('href')).toBe('/progress');
  });

  it('shows nothing for a plan made before plans stated their aims, or one with none', () => {
    expect(render(<ResultAimsSection content={withAims(undefined)} />).container.innerHTML).toBe('');
    expect(render(<ResultAimsSection content={withAims([])} />).container.innerHTML).toBe('');
  });
});
