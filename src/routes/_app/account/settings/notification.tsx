// /account/settings/notification: notification choices per event kind, saved on the server.
import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettings } from '../../../../features/team/components/notification-settings'

export const Route = createFileRoute('/_app/account/settings/notification')({ component: NotificationSettings })
