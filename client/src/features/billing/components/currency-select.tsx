import { CURRENCIES, CURRENCY_INFO, type Currency } from '@common/pricing';
import { Label } from '@/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/select';

/** docs/product.md#screens: INR, USD, EUR, GBP; the currency picks the payment method. */
export function CurrencySelect({ value, onChange }: { value: Currency; onChange(currency: Currency): void }) {
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor="subscribe-currency">Currency</Label>
      <Select value={value} onValueChange={(v) => onChange(v as Currency)}>
        <SelectTrigger id="subscribe-currency" className="w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CURRENCIES.map((c) => (
            <SelectItem key={c} value={c}>
              {CURRENCY_INFO[c].symbol} {c} — {CURRENCY_INFO[c].name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
