import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PlaceSearch } from '@/features/natal';
import { useT } from '@/lib/i18n';
import type { ProfileFormValues } from './profile-form-values';

/** The note shown once the birth time is unknown: its English is its key in the catalogs, as tests read it. */
export const NO_BIRTH_TIME_NOTE =
  'Without a birth time your chart is cast for noon, so it has no houses and no rising sign.' as const;

/** Birth time (or "I don't know") and birth place, for the natal chart. */
export function BirthFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const say = useT();
  const { errors } = form.formState;
  const unknown = form.watch('birthTimeUnknown');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">{say('profile.birth.title')}</legend>
      <Field
        label={say('profile.birth.time')}
        description={say('profile.birth.timeHelp')}
        error={errors.birthTime?.message}
      >
        <Input
          inputMode="numeric"
          placeholder={say('profile.birth.timePlaceholder')}
          maxLength={5}
          disabled={unknown}
          {...form.register('birthTime')}
        />
      </Field>
      <Controller
        control={form.control}
        name="birthTimeUnknown"
        render={({ field }) => (
          <Field label={say('profile.birth.timeUnknown')} layout="inline">
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                if (checked === true) form.setValue('birthTime', '', { shouldValidate: true });
              }}
            />
          </Field>
        )}
      />
      {unknown && <p className="text-sm text-muted-foreground">{say(NO_BIRTH_TIME_NOTE)}</p>}
      <Controller
        control={form.control}
        name="birthPlace"
        render={({ field }) => (
          <Field
            label={say('profile.birth.place')}
            description={say('profile.birth.placeHelp')}
            error={errors.birthPlace?.message}
          >
            {/* The profile keeps a place's id and name: the name is what GET /api/user gives back. */}
            <PlaceSearch
              value={field.value}
              onChange={(place) => field.onChange(place && { id: place.id, name: place.name })}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
    </fieldset>
  );
}
