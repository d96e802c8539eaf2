import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PlaceSearch } from '@/features/natal';
import type { ProfileFormValues } from './profile-form-values';

export const NO_BIRTH_TIME_NOTE =
  'Without a birth time your chart is cast for noon, so it has no houses and no rising sign.';

/** Birth time (or "I don't know") and birth place, for the natal chart. */
export function BirthFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { errors } = form.formState;
  const unknown = form.watch('birthTimeUnknown');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Your birth chart</legend>
      <Field
        label="Birth time"
        description="Local time on the 24-hour clock, e.g. 14:30. It gives your chart its houses and rising sign."
        error={errors.birthTime?.message}
      >
        <Input
          inputMode="numeric"
          placeholder="HH:MM"
          maxLength={5}
          disabled={unknown}
          {...form.register('birthTime')}
        />
      </Field>
      <Controller
        control={form.control}
        name="birthTimeUnknown"
        render={({ field }) => (
          <Field label="I don't know my birth time" layout="inline">
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
      {unknown && <p className="text-sm text-muted-foreground">{NO_BIRTH_TIME_NOTE}</p>}
      <Controller
        control={form.control}
        name="birthPlace"
        render={({ field }) => (
          <Field
            label="Birth place"
            description="Type the first letters of the town you were born in and choose it from the list."
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
