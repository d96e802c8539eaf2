import { type JournalKind, PREMIUM_FEATURE_TITLE, PREMIUM_SAVE_MESSAGES } from '@contract/journal-text';
import { toast } from '@/components/ui/use-toast';

/** The 'Premium Feature' toast a free member gets on a Save button, offering the upgrade. */
export function showPremiumFeatureToast(kind: JournalKind, goToPremium: () => void): void {
  toast({
    title: PREMIUM_FEATURE_TITLE,
    description: PREMIUM_SAVE_MESSAGES[kind],
    action: {
      label: 'Upgrade to Premium',
      altText: "Open the Premium page with the dashboard's Upgrade Now button.",
      onSelect: goToPremium,
    },
  });
}
