/** The gentle morning reminder (issue 35): web push at the member's time. What the app and account care use of it: */
export { exportReminders } from './export-reminders';
export { scheduleReminders } from './schedule-reminders';
export { loadVapidKeys, type PushSender, vapidSubject } from './vapid-keys';
