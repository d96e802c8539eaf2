import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from '@contract/circles';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

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
      toast({ title: 'Thank you for telling us', description: 'A moderator will look at this post.' });
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-11 text-muted-foreground" aria-describedby={describedBy}>
          <Flag aria-hidden />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Report this post</DialogTitle>
            <DialogDescription>
              Only the moderators see your report. Posts that several members report are hidden until they decide.
            </DialogDescription>
          </DialogHeader>
          <Field label="What is wrong with it?" error={error ?? undefined}>
            <Textarea
              rows={3}
              value={reason}
              maxLength={CIRCLE_LIMITS.reportReasonLength}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={report.isPending}>
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
