export { LANGUAGE_SETTING_TEXTS, LanguageSetting, settingsLanguages } from './language-setting';
