import type { Place } from '@contract/natal';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { useT } from '@/lib/i18n';
import { useSettled } from '@/lib/use-settled';

/** How long typing must pause before the towns are asked for. */
export const PLACE_SEARCH_DELAY_MS = 250;

/** A place the box can show: one chosen from the list, or a saved one of which only the id and name are known. */
export type PlaceChoice = Pick<Place, 'id' | 'name'> & Partial<Pick<Place, 'region' | 'country'>>;

/** 'İzmir, TR' or 'Springfield, IL, US' (or just 'İzmir' for a saved place): how a place reads in the list and the box. */
export function placeLabel(place: Omit<PlaceChoice, 'id'>): string {
  return [place.name, place.region, place.country].filter(Boolean).join(', ');
}

interface PlaceSearchProps<T extends PlaceChoice> {
  value: T | null;
  /** A place chosen from the list; null as soon as the member types again; the earlier place when she gives up. */
  onChange: (place: T | Place | null) => void;
  onBlur?: () => void;
  /** Given by <Field>, with aria-describedby and aria-invalid: they go on the text box. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  placeholder?: string;
}

/**
 * A birth place chosen from GET /api/places: a combobox (ARIA 1.2, list autocomplete) whose list
 * shows the best matches once typing pauses. Typing forgets the chosen place; arrows move through
 * the list, Enter chooses, and Escape or leaving the box without choosing puts the earlier place
 * back. A live status says when it searches, how many towns match, or that none does. Put it in a
 * <Field>, which gives it its label, description and error.
 */
export function PlaceSearch<T extends PlaceChoice>({
  value,
  onChange,
  onBlur,
  id,
  placeholder,
  ...aria
}: PlaceSearchProps<T>) {
  const say = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-places`;
  const [text, setText] = useState(value ? placeLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The place held before the member started typing, to put back if she chooses none.
  const earlier = useRef<T | null>(null);
  const typed = text.trim();
  const query = useSettled(typed, PLACE_SEARCH_DELAY_MS);
  const searching = open && value === null && typed.length > 0;
  const places = useQuery({
    queryKey: [endpoints.places.path, query],
    queryFn: ({ signal }) => api(endpoints.places, undefined, { query: { q: query }, signal }),
    enabled: searching && query.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A place set from outside (a chosen one, a saved one, a form reset) shows in the box.
  useEffect(() => {
    if (value) {
      earlier.current = null;
      setText(placeLabel(value));
    }
  }, [value]);

  const waiting = searching && (typed !== query || places.isFetching);
  const results = searching && !waiting ? (places.data ?? []) : [];
  const expanded = results.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (place: Place) => {
    earlier.current = null;
    onChange(place);
    setText(placeLabel(place));
    close();
  };
  const giveUp = () => {
    close();
    const place = earlier.current;
    if (!place) return;
    earlier.current = null;
    onChange(place);
    setText(placeLabel(place));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && searching) {
      // Choosing a town must not send the form.
      event.preventDefault();
      const place = results[active];
      if (place) choose(place);
    } else if (event.key === 'Escape' && searching) {
      event.preventDefault();
      giveUp();
    }
  };

  let status = '';
  if (waiting) status = say('natal.place.searching');
  else if (searching && places.isError) status = say('natal.place.failed');
  else if (searching && places.isSuccess)
    status =
      results.length === 0 ? say('natal.place.none', { query }) : say('natal.place.found', { count: results.length });

  return (
    <div className="relative">
      <MapPin aria-hidden className="pointer-events-none absolute top-3 left-3.5 size-5 text-muted-foreground" />
      <Input
        {...aria}
        id={inputId}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? say('natal.place.placeholder')}
        className="pl-11"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) {
            earlier.current = value;
            onChange(null);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          giveUp();
          onBlur?.();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={say('natal.place.list')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-soft"
      >
        {results.map((place, index) => (
          <div
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen on mouse down, before the box's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            className={cn(
              'flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-base',
              index === active ? 'bg-secondary text-secondary-foreground' : 'hover:bg-muted',
            )}
          >
            {placeLabel(place)}
          </div>
        ))}
      </div>
      <p role="status" className={cn('mt-1 text-sm text-muted-foreground', expanded && 'sr-only')}>
        {status}
      </p>
    </div>
  );
}
