import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from '@contract/circles';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, t } from '@/lib/i18n';

/** Report on a post: the member says what is wrong, and the moderators are told. */
export function ReportDialog({ postId, describedBy }: { postId: number; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useMutation({
    mutationFn: (text: string) => api(endpoints.reportPost, { reason: text }, { params: { id: postId } }),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      toast({ title: t('circles.report.thanks'), description: t('circles.report.thanksText') });
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(CIRCLE_MESSAGES.emptyReason);
    setError(null);
    report.mutate(reason.trim());
  };
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-11 text-muted-foreground" aria-describedby={describedBy}>
          <Flag aria-hidden />
          <T id="circles.report.open" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>
              <T id="circles.report.title" />
            </AlertDialogTitle>
            <AlertDialogDescription>
              <T id="circles.report.text" />
            </AlertDialogDescription>
          </AlertDialogHeader>
          <Field label={<T id="circles.report.reason" />} error={error ?? undefined}>
            <Textarea
              rows={3}
              value={reason}
              maxLength={CIRCLE_LIMITS.reportReasonLength}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">
              <T id="circles.report.cancel" />
            </AlertDialogCancel>
            <Button type="submit" loading={report.isPending}>
              <T id="circles.report.send" />
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
