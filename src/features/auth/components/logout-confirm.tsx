// Sign-out from the header (SPEC.md §4): ask first, then end the session and go to /login.
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { logout } from '../api/logout'

/** Returns a function that asks for confirmation, then signs out. Needs <ConfirmDialogHost /> mounted. */
export function useConfirmLogout(): () => Promise<void> {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    const confirmed = await confirm({
      title: t`Sign out`,
      message: t`Do you really want to sign out?`,
      confirmLabel: t`Sign out`,
    })
    if (!confirmed) return
    await logout(queryClient, { leave: () => navigate({ to: '/login', replace: true }) })
  }, [t, queryClient, navigate])
}
