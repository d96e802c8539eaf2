/**
 * Care: knowing when not to read. Classifies a member's text, in any language she writes, as crisis,
 * health outcome or ordinary (embedded rules for English and seven more languages, a small trained
 * model, plus an AI judge when a provider is configured), and says what Telve answers instead of a
 * fortune, in her language. docs/decisions/0009-care-classifier.md explains the design.
 */
export { type CareJudge, createAiCareJudge } from './ai-care-judge';
export {
  assessCare,
  careAnswerFor,
  careAnswerForMember,
  careMessageFor,
  careNoteFor,
  healthMessageFor,
  withCareNote,
} from './assess-care';
export { type CareDecision, type CareKind, classifyCare, warmCareRulesInBackground } from './classify-care';
export { helpLinesFor } from './help-lines';
export { loadLanguageDetector } from './language/detect-language';
export { needsCare } from './needs-care';
export { readCare } from './read-care';
export { type LocaleHint, resolveCountry } from './resolve-country';
