import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we keep, and why',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> your name, email, password (scrambled, so no one can read it), date of birth
          (for your sign and to confirm you are 18 or older), and the occupation, intentions, bio and photo you choose
          to add.
        </li>
        <li>
          <strong>Your moods:</strong> the mood you pick each day, so your affirmations fit and your journal can show
          how your weeks have felt.
        </li>
        <li>
          <strong>Your readings:</strong> the intention you set, the symbols found in your cup, the reading and the
          questions you ask the reader, so you can come back to them. A reading is private unless you open its public
          link: then anyone with the link sees that cup's symbols, what they mean and the day (and your first name, only
          if you choose), never your intention or your reading's words. Closing the link stops it working at once.
        </li>
        <li>
          <strong>Cup photos:</strong> if you photograph your cup, Telve uses the photo to find the shapes in the
          grounds. Before it is stored we remove the hidden details a camera adds (its EXIF data, including the GPS
          position of where it was taken) and save a fresh copy of the picture under a random name. The photo is never
          written to our logs. It is deleted 24 hours after you upload it, unless one of your readings was made from it:
          then it stays with that reading until the reading or your account is deleted. Your cup photos are included
          when you download your data, and deleted with your account. A photo of a person, or of anything that is not a
          cup, is refused and not stored.
        </li>
        <li>
          <strong>Your journal:</strong> the readings, horoscopes and affirmations you save. Only you can see it.
        </li>
        <li>
          <strong>The Wellness Circle:</strong> the posts, comments, likes and event replies you make, which the members
          of that circle can see.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Payments',
    body: (
      <p>
        Premium payments are handled by Stripe. Your card details go to Stripe, never to Telve. We keep what we need to
        run your membership: your plan, its status, the renewal date, and Stripe's reference numbers for you and your
        subscription.
      </p>
    ),
  },
  {
    heading: 'Who sees it',
    body: (
      <>
        <p>
          We do not sell your data, show you advertising or share your information with advertisers. Your journal, moods
          and readings are yours alone. What you post in a circle is seen by its members, and moderators can review
          posts that are reported.
        </p>
        <p>
          If Telve uses an AI service to word a reading, it receives only what the reading needs: the symbols in your
          cup, your intention and your question.
        </p>
      </>
    ),
  },
  {
    heading: 'Care and safety',
    body: (
      <p>
        Telve is not a mental health service. When something you write suggests you may be going through a very hard
        time, Telve answers with care and shows you where to find help, such as a crisis line near you. If you are in
        danger, please call your local emergency number.
      </p>
    ),
  },
  {
    heading: 'Your data, your choice',
    body: (
      <>
        <p>
          You can correct your details in your profile at any time. In Settings you can download everything Telve keeps
          about you, as one file.
        </p>
        <p>
          You can also delete your account there. Your subscription is cancelled first; then your profile, moods,
          readings, journal, photos and circle posts are deleted (you may choose to keep your posts in the circle,
          without your name). We keep only the billing records the law requires, and they are no longer linked to you.
        </p>
      </>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use a few cookies that Telve needs to work: one keeps you signed in, and others remember your theme, time
        zone and today's mood so pages open the way you left them. None of them track you for anyone else.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="27 November 2026"
      intro={
        <p>
          Telve holds some of your most personal moments: your moods, your questions, your cup. This page says plainly
          what we keep, why, and how you stay in charge of it.
        </p>
      }
      sections={SECTIONS}
      other={{ href: '/terms', label: 'Terms of Service' }}
    />
  );
}
