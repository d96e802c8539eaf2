import { PLANS } from '@contract/plans';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What Telve is',
    body: (
      <>
        <p>
          Telve offers coffee-cup readings, daily horoscopes, affirmations, a journal and the Wellness Circle community.
          Readings and horoscopes are for reflection and play. They are not predictions you should act on, and they are
          not advice about your health, money or legal matters.
        </p>
        <p>
          Telve is not a mental health service and is no replacement for therapy, a doctor or other experts. If you are
          struggling, please reach out to someone you trust or to a professional. If you are in danger, call your local
          emergency number.
        </p>
      </>
    ),
  },
  {
    heading: 'Who can use it',
    body: (
      <p>
        You must be 18 or older. Please give your real date of birth and an email address you can open: we send sign-in
        and account messages there. Keep your password to yourself; you are responsible for what is done with your
        account.
      </p>
    ),
  },
  {
    heading: 'Premium and payments',
    body: (
      <>
        <p>
          Premium costs {PLANS.monthly.priceLabel} a month or {PLANS.annual.priceLabel} a year and renews until you
          cancel. Payments are handled by Stripe. You can cancel at any time under Premium; your benefits last until the
          end of the period you have paid for, and we do not charge you again.
        </p>
      </>
    ),
  },
  {
    heading: 'The Wellness Circle',
    body: (
      <>
        <p>Circles are shared spaces. Please be kind, and post only what you have the right to share.</p>
        <ul>
          <li>No harassment, hate, threats or sexual content.</li>
          <li>No advertising, and nothing that puts someone else's privacy at risk.</li>
          <li>No medical, legal or financial advice presented as fact.</li>
        </ul>
        <p>
          Members can report a post. Moderators may hide or remove posts and comments that break these rules, and we may
          close an account that keeps breaking them.
        </p>
      </>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        What you write and upload stays yours. You give Telve permission to store it and show it to the people you share
        it with (only you, for your journal; the members of a circle, for a post), and nothing more. When you delete
        your account, it goes with it.
      </p>
    ),
  },
  {
    heading: 'Leaving',
    body: (
      <p>
        You can download your data and delete your account at any time in Settings. The Privacy Policy says exactly what
        is deleted and the little that is kept.
      </p>
    ),
  },
  {
    heading: 'Changes',
    body: (
      <p>
        If these terms change in a way that matters, we will tell you before the change applies, and you can always
        leave as described above.
      </p>
    ),
  },
];

export default function TermsOfUsePage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="27 November 2026"
      intro={<p>These are the few rules that keep Telve calm, fair and safe. We have kept them short and plain.</p>}
      sections={SECTIONS}
      other={{ href: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
