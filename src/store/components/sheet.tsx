// A bottom sheet on phones, a centred dialog on wider screens: the native <dialog>, so focus,
// Escape and the backdrop behave as the platform does.
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef } from 'react'

export function Sheet({
  title,
  open,
  onClose,
  children,
}: {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="sheet" aria-label={title} onClose={onClose} onCancel={onClose}>
      <header className="sheet-head">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="sheet-body">{open ? children : null}</div>
    </dialog>
  )
}
