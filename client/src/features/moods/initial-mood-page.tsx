import { MOODS } from '@contract/moods';
import { MoodPicker } from './mood-picker';

/** The first mood picker after registration: all 14 moods. */
export default function InitialMoodPage() {
  return (
    <MoodPicker
      moods={MOODS}
      title="How are you feeling?"
      subtitle="There is no wrong answer. Your mood shapes today's affirmation."
      continueLabel="Continue to Dashboard"
      showSelection
    />
  );
}
