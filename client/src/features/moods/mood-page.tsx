import { DAILY_MOODS } from '@contract/moods';
import { MoodPicker } from './mood-picker';

/** The picker after sign-in: 12 moods with icons. */
export default function MoodPage() {
  return (
    <MoodPicker
      moods={DAILY_MOODS}
      titleId="moods.daily.title"
      subtitleId="moods.daily.lead"
      continueId="moods.daily.continue"
    />
  );
}
