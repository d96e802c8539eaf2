import { DAILY_MOODS } from '@contract/moods';
import { MoodPicker } from './mood-picker';

/** The picker after sign-in: 12 moods with icons. */
export default function MoodPage() {
  return (
    <MoodPicker
      moods={DAILY_MOODS}
      title="How are you feeling today?"
      subtitle="Pick the mood closest to your heart right now."
      continueLabel="Continue"
    />
  );
}
