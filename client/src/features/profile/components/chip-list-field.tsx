import { PROFILE_LIST_ITEM_MAX, PROFILE_LIST_MAX_ITEMS } from '@common/limits';
import { Check, Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { FieldError } from '@/components/label';
import { ToggleGroup, ToggleGroupItem } from '@/components/toggle-group';
import type { PickerCatalogue } from '../lib/catalogue-suggestions';
import { CataloguePicker } from './catalogue-picker';

interface ChipListFieldProps {
  label: string;
  presets: readonly string[];
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  /** A searchable catalogue picker above "add your own"; a chosen entry is added like one typed there. */
  catalogue?: PickerCatalogue;
}

/** Preset options as toggle chips, plus entries of the member's own ("add your own"). */
export function ChipListField({ label, presets, value, onChange, error, catalogue }: ChipListFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const presetSet = new Set(presets.map((p) => p.toLowerCase()));
  const selectedPresets = value.filter((v) => presetSet.has(v.toLowerCase()));
  const custom = value.filter((v) => !presetSet.has(v.toLowerCase()));
  const full = value.length >= PROFILE_LIST_MAX_ITEMS;

  /** Adds an entry once; one that names a preset turns that preset on. */
  function addEntry(text: string) {
    const entry = text.replace(/\s+/g, ' ').trim();
    if (!entry || full) return;
    const preset = presets.find((p) => p.toLowerCase() === entry.toLowerCase());
    const next = preset ?? entry;
    if (!value.some((v) => v.toLowerCase() === next.toLowerCase())) onChange([...value, next]);
  }

  function addDraft() {
    addEntry(draft);
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      addDraft();
    }
  }

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <ToggleGroup
        type="multiple"
        aria-label={label}
        value={selectedPresets}
        onValueChange={(presetsOn) => onChange([...presets.filter((p) => presetsOn.includes(p)), ...custom])}
      >
        {presets.map((p) => (
          <ToggleGroupItem
            key={p}
            value={p}
            variant="soft"
            className="group"
            disabled={full && !selectedPresets.includes(p)}
          >
            {/* Selection is shown by a tick as well as by colour. */}
            <Check className="hidden group-data-[state=on]:block" aria-hidden="true" />
            {p}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      {custom.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Your own ${label.toLowerCase()}`}>
          {custom.map((c) => (
            <li
              key={c}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-primary bg-secondary pl-4 pr-1 text-sm font-medium text-secondary-foreground"
            >
              {c}
              <Button
                variant="ghost"
                size="icon"
                className="size-9 rounded-full"
                aria-label={`Remove ${c}`}
                onClick={() => onChange(value.filter((v) => v !== c))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {catalogue && (
        <CataloguePicker
          catalogue={catalogue}
          label={`Search ${label.toLowerCase()}`}
          placeholder="Start typing, e.g. coeliac"
          disabled={full}
          onPick={(s) => addEntry(s.label)}
        />
      )}
      <div className="flex gap-2">
        <Input
          id={`${id}-add`}
          aria-label={`Add your own ${label.toLowerCase()}`}
          placeholder="Add your own"
          maxLength={PROFILE_LIST_ITEM_MAX}
          value={draft}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          onClick={addDraft}
          disabled={!draft.trim() || full}
          aria-label={`Add to ${label.toLowerCase()}`}
        >
          <Plus /> Add
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
