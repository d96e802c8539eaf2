import { ComingSoonPage } from '@/features/placeholder/coming-soon-page';

export default function Page() {
  return <ComingSoonPage title="Premium Membership" />;
}
