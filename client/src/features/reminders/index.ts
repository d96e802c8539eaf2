// The daily reminder's public entry: the setting Settings shows, and the push subscription it uses.
export { DailyReminderSetting } from './daily-reminder-setting';
export { PushUnavailableError, subscribeToPush, unsubscribeFromPush } from './push-subscription';
