import { type JournalKind, PREMIUM_FEATURE_TITLE, PREMIUM_SAVE_MESSAGES } from '@contract/journal-text';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/i18n';

/**
 * The 'Premium Feature' toast a free member gets on a Save button, offering the upgrade. Its title and
 * text are the contract's English, which the Toaster shows in her language (the journal's catalog).
 */
export function showPremiumFeatureToast(kind: JournalKind, goToPremium: () => void): void {
  toast({
    title: PREMIUM_FEATURE_TITLE,
    description: PREMIUM_SAVE_MESSAGES[kind],
    action: {
      label: t('premium.upgrade'),
      altText: t('journal.premium.upgradeHint'),
      onSelect: goToPremium,
    },
  });
}
