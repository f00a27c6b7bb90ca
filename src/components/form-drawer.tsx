// The drawer every create/edit form opens in (`?edit=new|<id>` screens): full width on a phone,
// closing a changed form asks first (useGuardedClose), and when the row to edit is still being
// read it shows a loader, then the read's error, and the form only once the row is there.
import { Alert, Drawer, Loader, type MantineSize } from '@mantine/core'
import type { ReactNode } from 'react'
import { errorMessage } from '../lib/error-message'
import { useIsPhone } from './list-page/use-is-phone'
import { useGuardedClose } from './use-guarded-close'

/** What the form inside reports to its drawer. */
export interface FormDrawerCallbacks {
  /** The form differs from what it opened with (closing then asks first). */
  onDirty: (dirty: boolean) => void
  /** Saved: closes without asking. */
  onDone: () => void
  /** The form's own Cancel: asks first when changed, like the drawer's X. */
  onCancel: () => void
}

export interface FormDrawerProps {
  opened: boolean
  title: string
  size: MantineSize
  onClose: () => void
  /** The read of the row being edited, when the drawer reads it itself (undefined for a new one). */
  read?: { isPending: boolean; isError: boolean; error: unknown }
  children: (form: FormDrawerCallbacks) => ReactNode
}

export function FormDrawer({ opened, title, size, onClose, read, children }: FormDrawerProps) {
  const isPhone = useIsPhone()
  const guard = useGuardedClose(onClose)
  const body = () => {
    if (read?.isPending) return <Loader />
    if (read?.isError) return <Alert color="red">{errorMessage(read.error)}</Alert>
    return children({ onDirty: guard.setDirty, onDone: guard.done, onCancel: guard.close })
  }
  return (
    <Drawer opened={opened} onClose={guard.close} position="right" size={isPhone ? '100%' : size} title={title}>
      {opened && body()}
    </Drawer>
  )
}
