import { ORDER_PRINT_MESSAGE } from '@contract/gallery';
import { ShoppingBag } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n';

/**
 * 'Order Print': for now only the alert that ordering prints comes in the next update. `title` is the
 * piece's, in her language.
 */
export function OrderPrintButton({ title, className }: { title: string; className?: string }) {
  const say = useT();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className={cn('w-full', className)}>
          <ShoppingBag aria-hidden /> {say('gallery.order')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{say('gallery.order.title', { title })}</AlertDialogTitle>
          <AlertDialogDescription>{say(ORDER_PRINT_MESSAGE)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction>{say('gallery.order.ok')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
