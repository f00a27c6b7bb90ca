// Mantine's notifications container with its stylesheet, loaded with the first notice
// (./notifications-host.tsx): the page's first screen draws no notice, so neither is render-blocking.
// The notices themselves are @mantine/core's Notification, whose stylesheet comes with this module
// (build/mantine-styles-plugin.ts), before this one's.
import '@mantine/notifications/styles.css'

export { Notifications } from '@mantine/notifications'
