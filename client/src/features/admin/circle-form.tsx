import { type AdminCircle, CreateCircleRequestSchema } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { AdminForm } from './admin-form';
import { firstErrors } from './form-errors';
import { useCircleMutations } from './use-admin-circles';

const BLANK = { name: '', description: '', active: true };
const text = ADMIN_TEXT.circles;

/** Create Circle, or Edit Circle when given one: name, 4-row description and the Active switch. */
export function CircleForm({ circle, onDone }: { circle: AdminCircle | null; onDone: () => void }) {
  const [values, setValues] = useState(circle ?? BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create, update } = useCircleMutations();
  const pending = create.isPending || update.isPending;
  const complete = values.name.trim() !== '' && values.description.trim() !== '';
  const say = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateCircleRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error));
    setErrors({});
    if (circle) {
      update.mutate({ id: circle.id, body: parsed.data }, { onSuccess: onDone });
    } else {
      create.mutate(parsed.data, {
        onSuccess: () => {
          setValues(BLANK);
          onDone();
        },
      });
    }
  };

  return (
    <AdminForm
      title={circle ? 'admin.circles.edit' : text.create}
      description={circle ? text.editDescription : text.createDescription}
      submitLabel={circle ? ADMIN_TEXT.saveChanges : text.create}
      complete={complete}
      pending={pending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label={say(text.nameLabel)} error={errors.name}>
        <Input value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      </Field>
      <Field label={say(text.descriptionLabel)} error={errors.description}>
        <Textarea
          rows={4}
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
      </Field>
      <Field label={say(text.activeLabel)} layout="inline">
        <Switch checked={values.active} onCheckedChange={(active) => setValues({ ...values, active })} />
      </Field>
    </AdminForm>
  );
}
