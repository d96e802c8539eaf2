import type { AdminPost } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { usePostMutations } from './use-admin-posts';

const text = ADMIN_TEXT.posts;

/** The post's open reports with their reasons, and the button that dismisses them. */
export function ReportsBox({ post }: { post: AdminPost }) {
  const { dismissReports } = usePostMutations();
  const say = useT();
  if (post.openReports === 0) return null;
  const reported = say('admin.posts.reported', { count: post.openReports });
  return (
    <section aria-label={reported} className="grid gap-2 rounded-xl border border-destructive/40 bg-destructive/5 p-3">
      <h3 className="flex items-center gap-2 font-sans text-sm font-semibold text-destructive">
        <Flag aria-hidden="true" className="size-4" />
        {reported}
      </h3>
      <ul className="list-disc pl-5 text-sm">
        {post.reportReasons.map((reason, index) => (
          // Reasons repeat ('Spam'); their order is fixed, so the index keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{reason}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        loading={dismissReports.isPending}
        onClick={() => dismissReports.mutate(post)}
      >
        {say(text.dismissReports)}
      </Button>
    </section>
  );
}
