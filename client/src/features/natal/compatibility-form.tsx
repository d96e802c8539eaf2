import {
  BIRTH_PLACE_MESSAGE,
  BirthTimeSchema,
  type CompatibilityRequest,
  CompatibilityRequestSchema,
  type Place,
} from '@contract/natal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { T, useT } from '@/lib/i18n';
import { type BirthTimeFold, FoldChoice } from './fold-choice';
import { PlaceSearch } from './place-search';

/** The contract's request as the form edits it: a time box with an "I don't know" beside it, and the place chosen. */
const CompatibilityFormSchema = z
  .object({
    name: CompatibilityRequestSchema.shape.name,
    dateOfBirth: CompatibilityRequestSchema.shape.dateOfBirth,
    birthTime: z.string(),
    timeUnknown: z.boolean(),
    place: z.custom<Place | null>(),
  })
  // Checked here rather than in the fields so every message shows at once (a failing z.custom would stop the rest).
  .superRefine((values, context) => {
    const time = values.timeUnknown ? null : BirthTimeSchema.safeParse(values.birthTime);
    if (time && !time.success) {
      context.addIssue({ code: 'custom', path: ['birthTime'], message: time.error.issues[0]?.message ?? '' });
    }
    if (!values.place) context.addIssue({ code: 'custom', path: ['place'], message: BIRTH_PLACE_MESSAGE });
  });
type CompatibilityFormValues = z.input<typeof CompatibilityFormSchema>;

const EMPTY: CompatibilityFormValues = { name: '', dateOfBirth: '', birthTime: '', timeUnknown: false, place: null };

/** The request the form's values make (after validation), without a fold: the caller adds one when asked. */
export function requestOf(values: CompatibilityFormValues): CompatibilityRequest {
  return {
    name: values.name.trim(),
    dateOfBirth: values.dateOfBirth,
    birthTime: values.timeUnknown ? null : values.birthTime,
    birthPlaceId: (values.place as Place).id,
  };
}

/** The birth the request describes, so a fold question is dropped once the date, time or place changes. */
export const birthKey = (request: CompatibilityRequest) =>
  `${request.dateOfBirth} ${request.birthTime} ${request.birthPlaceId}`;

interface CompatibilityFormProps {
  pending: boolean;
  /** The server's question when the clocks changed over the birth time, for the birth it was asked about. */
  foldQuestion: { key: string; message: string } | null;
  onSubmit: (request: CompatibilityRequest) => void;
}

/**
 * Another person's name, date, time ("I don't know" for a noon chart) and place of birth, checked
 * with the contract's own rules and messages; when the clocks changed over the time given, the
 * server's question and a choice of the earlier or the later reading.
 */
export function CompatibilityForm({ pending, foldQuestion, onSubmit }: CompatibilityFormProps) {
  const form = useForm<CompatibilityFormValues>({
    resolver: zodResolver(CompatibilityFormSchema),
    defaultValues: EMPTY,
  });
  const say = useT();
  const { errors } = form.formState;
  const [fold, setFold] = useState<BirthTimeFold | null>(null);
  /** Whether the form was sent without an answer to the question. */
  const [foldMissing, setFoldMissing] = useState(false);
  const values = form.watch();
  const current = values.place ? birthKey(requestOf(values)) : null;
  const asked = foldQuestion && foldQuestion.key === current ? foldQuestion : null;
  // A new question (another birth) starts without the last one's answer.
  const askedKey = asked?.key;
  useEffect(() => {
    if (askedKey === undefined) return;
    setFold(null);
    setFoldMissing(false);
  }, [askedKey]);

  const submit = form.handleSubmit((checked) => {
    const request = requestOf(checked);
    if (!asked) return onSubmit(request);
    if (!fold) return setFoldMissing(true);
    setFoldMissing(false);
    onSubmit({ ...request, birthTimeFold: fold });
  });

  return (
    <form noValidate aria-label={say('natal.form.label')} onSubmit={submit} className="flex flex-col gap-4">
      <Field label={say('natal.form.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={say('natal.form.date')} error={errors.dateOfBirth?.message}>
        <Input type="date" min="1900-01-01" {...form.register('dateOfBirth')} />
      </Field>
      <div className="grid gap-1">
        <Field label={say('natal.form.time')} error={values.timeUnknown ? undefined : errors.birthTime?.message}>
          <Input type="time" disabled={values.timeUnknown} {...form.register('birthTime')} />
        </Field>
        <Controller
          control={form.control}
          name="timeUnknown"
          render={({ field }) => (
            <Field
              label={say('natal.form.timeUnknown')}
              layout="inline"
              description={say('natal.form.timeUnknownHelp')}
            >
              <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
            </Field>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="place"
        render={({ field }) => (
          <Field label={say('natal.form.place')} error={errors.place?.message}>
            <PlaceSearch value={field.value ?? null} onChange={field.onChange} onBlur={field.onBlur} />
          </Field>
        )}
      />
      {asked && (
        <FoldChoice
          question={asked.message}
          value={fold}
          onChange={setFold}
          error={foldMissing ? say('natal.fold.needed') : undefined}
        />
      )}
      <Button type="submit" loading={pending}>
        <T id="natal.form.submit" />
      </Button>
    </form>
  );
}
