import { reminderEndpoints as endpoints } from '@contract/reminders';
import { defineRoutes } from '../../plugins/routes';
import { addPushSubscription, removePushSubscription } from './push-subscriptions';
import { getReminderSettings, updateReminder } from './reminder-settings';

/** The daily reminder's settings, and the browsers that receive it. */
export const reminderRoutes = defineRoutes(({ route, ctx }) => {
  route(endpoints.reminderSettings, ({ member }) => getReminderSettings(ctx, { userId: member.user.id }));
  route(endpoints.updateReminder, ({ member, body }) =>
    updateReminder(ctx, { userId: member.user.id, settings: body }),
  );
  route(endpoints.addPushSubscription, ({ member, body }) =>
    addPushSubscription(ctx, { userId: member.user.id, subscription: body }),
  );
  route(endpoints.removePushSubscription, ({ member, body }) =>
    removePushSubscription(ctx, { userId: member.user.id, endpoint: body.endpoint }),
  );
});
