/** The toast container module alone (aliased in vite.config.ts). */
declare module '@mantine/notifications/container' {
  export { Notifications } from '@mantine/notifications';
}
