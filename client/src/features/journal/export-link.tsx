import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { urlOf } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { useT } from '@/lib/i18n';

/** Downloads the whole journal as a JSON file (the server names it telve-journal-{day}.json). */
export function ExportLink() {
  const say = useT();
  return (
    <a
      href={urlOf(endpoints.exportJournal)}
      download
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'h-11' })}
    >
      <Download aria-hidden /> {say('journal.export')}
    </a>
  );
}
