import { PLANS } from '@contract/plans';
import { T, useCatalog, useT } from '@/lib/i18n';
import { LegalPage, type LegalSection } from './legal-page';

/** A plan's price as the member's language writes it ('$9.99'; '$9,99' in Turkish). */
const price = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** What Premium costs, in the member's language. */
function PremiumTerms() {
  const { language } = useCatalog();
  return (
    <p>
      <T
        id="legal.terms.premium.text"
        values={{
          monthly: price(PLANS.monthly.priceCents, language),
          annual: price(PLANS.annual.priceCents, language),
        }}
      />
    </p>
  );
}

const SECTIONS: LegalSection[] = [
  {
    heading: 'legal.terms.what.title',
    body: (
      <>
        <p>
          <T id="legal.terms.what.play" />
        </p>
        <p>
          <T id="legal.terms.what.care" />
        </p>
      </>
    ),
  },
  {
    heading: 'legal.terms.who.title',
    body: (
      <p>
        <T id="legal.terms.who.text" />
      </p>
    ),
  },
  {
    heading: 'legal.terms.premium.title',
    body: <PremiumTerms />,
  },
  {
    heading: 'legal.terms.circle.title',
    body: (
      <>
        <p>
          <T id="legal.terms.circle.lead" />
        </p>
        <ul>
          <li>
            <T id="legal.terms.circle.harm" />
          </li>
          <li>
            <T id="legal.terms.circle.ads" />
          </li>
          <li>
            <T id="legal.terms.circle.advice" />
          </li>
        </ul>
        <p>
          <T id="legal.terms.circle.moderation" />
        </p>
      </>
    ),
  },
  {
    heading: 'legal.terms.content.title',
    body: (
      <p>
        <T id="legal.terms.content.text" />
      </p>
    ),
  },
  {
    heading: 'legal.terms.leaving.title',
    body: (
      <p>
        <T id="legal.terms.leaving.text" />
      </p>
    ),
  },
  {
    heading: 'legal.terms.changes.title',
    body: (
      <p>
        <T id="legal.terms.changes.text" />
      </p>
    ),
  },
];

export default function TermsOfUsePage() {
  const say = useT();
  return (
    <LegalPage
      title={say('title:/terms')}
      updated={say('legal.terms.date')}
      intro={
        <p>
          <T id="legal.terms.intro" />
        </p>
      }
      sections={SECTIONS}
      other={{ href: '/privacy', seeAlso: 'legal.terms.seeAlso' }}
    />
  );
}
