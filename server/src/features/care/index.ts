/**
 * Care: knowing when not to read. Classifies a member's text as crisis, health outcome or ordinary
 * (embedded rules and a small trained model, plus an AI judge when a provider is configured), and
 * says what Telve answers instead of a fortune. docs/decisions/0009-care-classifier.md explains
 * the design.
 */
export { type CareJudge, type CareVerdict, createAiCareJudge } from './ai-care-judge';
export {
  assessCare,
  type CareAssessment,
  careAnswerFor,
  careMessageFor,
  healthMessageFor,
  helpLinesForMember,
} from './assess-care';
export { careJudgeFor } from './care-judge-for';
export { type CareDecision, type CareKind, classifyCare, warmCareRulesInBackground } from './classify-care';
export { helpLinesFor } from './help-lines';
export { type LocaleHint, resolveCountry } from './resolve-country';
export { type CommunityCareReview, reviewCommunityText } from './review-community-text';
