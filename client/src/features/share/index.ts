/** Sharing a card (a reading, a horoscope, an affirmation) as a picture. */

export { openPublicLinkUrl, PUBLIC_LINK_TEXTS, PublicLinkPanel } from './public-link-panel';
export { SHARE_COMING_SOON, SHARE_DOWNLOADED, type ShareCardOptions, type ShareOutcome, shareCard } from './share-card';
export { ShareCardButton } from './share-card-button';
