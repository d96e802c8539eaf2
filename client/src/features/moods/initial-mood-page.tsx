import { MOODS } from '@contract/moods';
import { MoodPicker } from './mood-picker';

/** The first mood picker after registration: all 14 moods. */
export default function InitialMoodPage() {
  return (
    <MoodPicker
      moods={MOODS}
      titleId="moods.initial.title"
      subtitleId="moods.initial.lead"
      continueId="moods.initial.continue"
      showSelection
    />
  );
}
