/** How a watch notifies the user (spec: products §3 Other "notification channels"). */
export const notificationChannels = ['Email', 'Push', 'Sms', 'MultiMethod'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
