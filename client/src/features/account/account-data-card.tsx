import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, t } from '@/lib/i18n';

/** Settings' "Your data": everything Telve holds about the member, as one JSON file. */
export function AccountDataCard() {
  const download = useMutation({
    mutationFn: () => api(endpoints.exportAccount, undefined, { noCache: true }),
    onSuccess: (data) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `telve-my-data-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: (error) => toast({ title: t('account.data.failed'), description: error.message, variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <T id="account.data.title" />
        </CardTitle>
        <CardDescription>
          <T id="account.data.text" />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="w-full" onClick={() => download.mutate()} loading={download.isPending}>
          <Download aria-hidden /> <T id="account.data.download" />
        </Button>
      </CardContent>
    </Card>
  );
}
