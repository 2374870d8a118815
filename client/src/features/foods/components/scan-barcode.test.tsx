/**
 * The scan dialog without a camera (jsdom has none, like a phone that refuses permission): it says so, the typed
 * digits are checked, a known barcode opens its food, an unknown one (the server's 404) offers "Create this food"
 * and posts the label with that barcode. The camera's frames themselves are not tested here.
 */
import type { Food } from '@common/foods';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanBarcode } from './scan-barcode';

const GTIN = '8901063092211';
const food = { id: 'custom:1', name: 'Glucose biscuits' } as Food;

function answer(responses: Record<string, () => Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const key = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`;
    return responses[key]?.() ?? new Response('{}', { status: 500 });
  });
  return calls;
}
const json = (status: number, body: object) => () => new Response(JSON.stringify(body), { status });

describe('Scan a barcode', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the camera cannot start and refuses digits with a wrong check digit', async () => {
    render(<ScanBarcode onFood={() => {}} onCancel={() => {}} />);
    expect(await screen.findByText(/camera could not start/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/type the digits/), { target: { value: '8901063092212' } });
    expect(screen.getByText(/not a valid barcode/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find this barcode' })).toBeDisabled();
  });

  it('opens the food of a known barcode', async () => {
    answer({ [`GET /api/foods/barcode/${GTIN}`]: json(200, { food }) });
    const onFood = vi.fn();
    render(<ScanBarcode onFood={onFood} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/type the digits/), { target: { value: GTIN } });
    fireEvent.click(screen.getByRole('button', { name: 'Find this barcode' }));
    await waitFor(() => expect(onFood).toHaveBeenCalledWith(food));
  });

  it('offers to create an unknown food from the label, with the barcode', async () => {
    const calls = answer({
      [`GET /api/foods/barcode/${GTIN}`]: json(404, {
        message: `We don't know the food with barcode ${GTIN} yet. Add it once from the nutrition label on its packet.`,
        create: { method: 'POST', path: '/api/foods', body: { gtin: GTIN } },
      }),
      'POST /api/foods': json(201, { food }),
    });
    const onFood = vi.fn();
    render(<ScanBarcode onFood={onFood} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/type the digits/), { target: { value: GTIN } });
    fireEvent.click(screen.getByRole('button', { name: 'Find this barcode' }));
    const form = await screen.findByRole('form', { name: 'Create this food' });
    expect(screen.getByRole('status')).toHaveTextContent(`We don't know the food with barcode ${GTIN} yet`);
    for (const [label, value] of [
      ['Name on the packet', 'Glucose biscuits'],
      ['Serving weight (g)', '25'],
      ['Energy (kcal)', '113'],
      ['Protein (g)', '1.7'],
      ['Carbohydrate (g)', '19'],
      ['Fat (g)', '3.4'],
    ])
      fireEvent.change(screen.getByLabelText(label!), { target: { value } });
    fireEvent.submit(form);
    await waitFor(() => expect(onFood).toHaveBeenCalledWith(food));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toMatchObject({ gtin: GTIN, servingGrams: 25, kcal: 113 });
    expect(JSON.parse(String(post.init!.body))).not.toHaveProperty('sodiumMg');
  });
});
