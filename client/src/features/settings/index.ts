export { LanguageSetting, settingsLanguages } from './language-setting';
