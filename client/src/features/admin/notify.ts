import { ADMIN_TOASTS } from '@contract/admin-text';
import { toast } from '@/components/ui/use-toast';

/** The admin toasts: title 'Success' or 'Error' with the sentence. */
export const notifySuccess = (description: string) => toast({ title: ADMIN_TOASTS.successTitle, description });

export const notifyError = (description: string) =>
  toast({ title: ADMIN_TOASTS.errorTitle, description, variant: 'destructive' });
