// '@mantine/notifications/store' is an alias (vite.config.ts) of the package's own store module:
// the app imports the store alone on the first page and the container lazily.
declare module '@mantine/notifications/store' {
  export { notifications, notificationsStore, useNotifications } from '@mantine/notifications'
}
