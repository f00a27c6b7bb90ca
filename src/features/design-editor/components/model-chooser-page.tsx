// The model chooser as the editor's first screen (no draft on the device yet): the same panel as the
// workspace's modal, in a plain dialog that cannot be closed (there is nothing behind it). Mantine's
// Modal, with its portal, focus trap, scroll lock and transitions, was 16 KiB gzip and a good part
// of the first render on a phone (issue 17, time to interactive); the workspace keeps it.
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import type { ProductRow } from '../../../contract/goods'
import classes from './model-chooser-page.module.css'
import { ModelChooserPanel } from './model-chooser-panel'

export function ModelChooserPage({ onChoose }: { onChoose: (model: ProductRow) => void }) {
  const { t } = useLingui()
  const titleId = useId()
  const dialog = useRef<HTMLElement>(null)
  // As the modal did: the keyword field takes the focus, so typing searches at once. In the next
  // frame, when the browser lays the page out anyway: focused in the effect, it forced a layout of
  // the whole first screen inside the render's task (≈ 20 ms, 80 on a phone's CPU, issue 17).
  useEffect(() => {
    const frame = requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <div className={classes.backdrop}>
      <section ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.dialog}>
        <h2 id={titleId} className={classes.title}>
          {t`Choose a product model`}
        </h2>
        <ModelChooserPanel onChoose={onChoose} />
      </section>
    </div>
  )
}
