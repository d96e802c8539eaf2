import { T, useT } from '@/lib/i18n';
import { LegalPage, type LegalSection, STRONG } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'legal.privacy.keep.title',
    body: (
      <ul>
        <li>
          <T id="legal.privacy.keep.account" components={STRONG} />
        </li>
        <li>
          <T id="legal.privacy.keep.moods" components={STRONG} />
        </li>
        <li>
          <T id="legal.privacy.keep.readings" components={STRONG} />
        </li>
        <li>
          <T id="legal.privacy.keep.photos" components={STRONG} />
        </li>
        <li>
          <T id="legal.privacy.keep.journal" components={STRONG} />
        </li>
        <li>
          <T id="legal.privacy.keep.circle" components={STRONG} />
        </li>
      </ul>
    ),
  },
  {
    heading: 'legal.privacy.payments.title',
    body: (
      <p>
        <T id="legal.privacy.payments.text" />
      </p>
    ),
  },
  {
    heading: 'legal.privacy.who.title',
    body: (
      <>
        <p>
          <T id="legal.privacy.who.text" />
        </p>
        <p>
          <T id="legal.privacy.who.ai" />
        </p>
      </>
    ),
  },
  {
    heading: 'legal.privacy.care.title',
    body: (
      <p>
        <T id="legal.privacy.care.text" />
      </p>
    ),
  },
  {
    heading: 'legal.privacy.choice.title',
    body: (
      <>
        <p>
          <T id="legal.privacy.choice.download" />
        </p>
        <p>
          <T id="legal.privacy.choice.delete" />
        </p>
      </>
    ),
  },
  {
    heading: 'legal.privacy.cookies.title',
    body: (
      <p>
        <T id="legal.privacy.cookies.text" />
      </p>
    ),
  },
];

export default function PrivacyPage() {
  const say = useT();
  return (
    <LegalPage
      title={say('title:/privacy')}
      updated={say('legal.privacy.date')}
      intro={
        <p>
          <T id="legal.privacy.intro" />
        </p>
      }
      sections={SECTIONS}
      other={{ href: '/terms', seeAlso: 'legal.privacy.seeAlso' }}
    />
  );
}
