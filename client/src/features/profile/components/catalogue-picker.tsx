import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { cn } from '@/lib/cn';
import type * as SuggestionsModule from '../lib/catalogue-suggestions';
import type { PickerCatalogue, Suggestion } from '../lib/catalogue-suggestions';

let loading: Promise<typeof SuggestionsModule> | null = null;
/** The catalogues are large: fetched once, when a picker is first focused, never in the main bundle. */
const loadSuggestions = (): Promise<typeof SuggestionsModule> =>
  (loading ??= import('../lib/catalogue-suggestions').catch((err: unknown) => {
    loading = null; // a failed chunk load (offline) is retried on the next focus
    throw err;
  }));

interface CataloguePickerProps {
  catalogue: PickerCatalogue;
  label: string;
  placeholder: string;
  /** Called with the chosen entry; the caller adds its display name to the free-text field below. */
  onPick(suggestion: Suggestion): void;
  disabled?: boolean;
}

/**
 * A searchable catalogue picker (WAI-ARIA combobox with a listbox popup, list autocomplete with automatic
 * selection): typing suggests catalogue entries, arrow keys move, Enter or a click chooses, Escape closes.
 * The first suggestion is active, so Enter after "celiac" picks "Coeliac disease".
 */
export function CataloguePicker({ catalogue, label, placeholder, onPick, disabled }: CataloguePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef('');

  async function search(text: string) {
    latest.current = text;
    setQuery(text);
    if (!text.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    try {
      const { suggest } = await loadSuggestions();
      if (latest.current !== text) return; // a newer keystroke has taken over
      setFailed(false);
      setOptions(suggest(text, catalogue));
      setActive(0);
      setOpen(true);
    } catch {
      setFailed(true);
    }
  }

  function choose(option: Suggestion) {
    onPick(option);
    latest.current = '';
    setQuery('');
    setOptions([]);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        if (query.trim()) setOpen(true);
        return;
      }
      if (count > 0) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (e.key === 'Enter') {
      // Never submits the profile form from here.
      e.preventDefault();
      const option = open ? options[active] : undefined;
      if (option) choose(option);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (query) {
        void search('');
      }
    }
  }

  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const status = failed
    ? 'The list could not be loaded. Type the entry in the field below instead.'
    : open && query.trim()
      ? options.length === 0
        ? 'Nothing in our list matches. You can still type it in the field below.'
        : `${options.length} suggestion${options.length === 1 ? '' : 's'}. Use the up and down arrows and Enter to choose.`
      : '';

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query}
        disabled={disabled}
        onFocus={() => void loadSuggestions().catch(() => setFailed(true))}
        onChange={(e) => void search(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-background p-1 text-foreground shadow-lg"
      >
        {options.map((option, i) => (
          // Keys are handled by the combobox input, which points at the active option (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1.5 text-sm',
              i === active && 'bg-accent text-accent-foreground',
            )}
            // Keeps focus in the input, so the blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(option)}
          >
            <span className="font-medium">{option.label}</span>
            {(option.detail || option.brand) && (
              <span className="text-xs text-muted-foreground">
                {[option.detail, option.brand && `brand ${option.brand}`].filter(Boolean).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} aria-live="polite" className="text-xs text-muted-foreground">
        {status}
      </p>
    </div>
  );
}
