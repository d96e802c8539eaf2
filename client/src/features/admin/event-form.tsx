import { type AdminCircle, type AdminEvent, CreateEventRequestSchema } from '@contract/admin';
import { ADMIN_TEXT, ADMIN_TOASTS } from '@contract/admin-text';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { AdminForm } from './admin-form';
import { CircleSelect } from './circle-select';
import { DatePicker } from './date-picker';
import { firstErrors } from './form-errors';
import { notifyError } from './notify';
import { useEventMutations } from './use-admin-events';

const BLANK = { circleId: 0, title: '', date: '', time: '', location: '', description: '' };
type Values = typeof BLANK;
const text = ADMIN_TEXT.events;

/** Create Event, or Edit Event when given one. */
export function EventForm({
  event,
  circles,
  onDone,
}: {
  event: AdminEvent | null;
  circles: AdminCircle[];
  onDone: () => void;
}) {
  const { user } = useAuth();
  const [values, setValues] = useState<Values>(event ?? BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create, update } = useEventMutations();
  const pending = create.isPending || update.isPending;
  const set = (field: Partial<Values>) => setValues({ ...values, ...field });
  const filled = [values.title, values.time, values.location, values.description].every((v) => v.trim() !== '');
  // A new event needs every field; an edit keeps its circle and date unless they are changed.
  const complete = event ? filled : filled && values.circleId !== 0 && values.date !== '';
  const say = useT();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.date) return notifyError(ADMIN_TOASTS.error.selectDate);
    const parsed = CreateEventRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    const { date, createdBy: _fromForm, ...rest } = parsed.data;
    if (event) {
      // The date is sent only when a new one was picked.
      const body = date === event.date ? rest : { ...rest, date };
      update.mutate({ id: event.id, body }, { onSuccess: onDone });
    } else {
      create.mutate(
        { ...rest, date, createdBy: user?.id },
        {
          onSuccess: () => {
            setValues(BLANK);
            onDone();
          },
        },
      );
    }
  };

  return (
    <AdminForm
      title={event ? 'admin.events.edit' : text.create}
      description={event ? text.editDescription : text.createDescription}
      submitLabel={event ? ADMIN_TEXT.saveChanges : text.create}
      complete={complete}
      pending={pending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label={say(text.circleLabel)} error={errors.circleId}>
        <CircleSelect circles={circles} value={values.circleId} onChange={(circleId) => set({ circleId })} />
      </Field>
      <Field label={say(text.titleLabel)} error={errors.title}>
        <Input value={values.title} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={say(text.dateLabel)} error={errors.date}>
          <DatePicker value={values.date} onChange={(date) => set({ date })} />
        </Field>
        <Field label={say(text.timeLabel)} error={errors.time}>
          <Input type="time" value={values.time} onChange={(e) => set({ time: e.target.value })} />
        </Field>
      </div>
      <Field label={say(text.locationLabel)} error={errors.location}>
        <Input
          placeholder={say(text.locationPlaceholder)}
          value={values.location}
          onChange={(e) => set({ location: e.target.value })}
        />
      </Field>
      <Field label={say(text.descriptionLabel)} error={errors.description}>
        <Textarea rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field>
    </AdminForm>
  );
}
