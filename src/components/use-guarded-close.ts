// Closing a drawer whose form has unsaved changes asks first (the drawer's X, Escape and
// overlay as well as the form's own Cancel).
import { t } from '@lingui/core/macro'
import { useCallback, useRef } from 'react'
import { confirm } from './confirm-dialog'

export function useGuardedClose(onClose: () => void) {
  const dirty = useRef(false)
  const close = useCallback(async () => {
    if (dirty.current && !(await confirm({ title: t`Discard changes?`, message: t`What you entered is lost.` }))) return
    dirty.current = false
    onClose()
  }, [onClose])
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value
  }, [])
  /** A save closes without asking, and the next form opened starts clean. */
  const done = useCallback(() => {
    dirty.current = false
    onClose()
  }, [onClose])
  return { close: () => void close(), setDirty, done }
}
