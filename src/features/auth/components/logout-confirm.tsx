// Sign-out from the header (SPEC.md §4): ask first, then end the session and go to /login.
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { countUnsyncedChanges } from '../../../db/forget'
import { logout } from '../../../lib/session/logout'

/** Returns a function that asks for confirmation, then signs out. Needs <ConfirmDialogHost /> mounted. */
export function useConfirmLogout(): () => Promise<void> {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    const unsynced = await countUnsyncedChanges().catch(() => 0)
    const confirmed = await confirm(
      unsynced > 0
        ? {
            title: t`Sign out with unsynced changes?`,
            message: t`${unsynced} changes have not reached the server yet. Signing out deletes them from this device. Open the sync panel to send them first.`,
            confirmLabel: t`Sign out and discard them`,
            danger: true,
          }
        : { title: t`Sign out`, message: t`Do you really want to sign out?`, confirmLabel: t`Sign out` },
    )
    if (!confirmed) return
    await logout(queryClient, { leave: () => navigate({ to: '/login', replace: true }), forgetDevice: true })
  }, [t, queryClient, navigate])
}
