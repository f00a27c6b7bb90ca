// The model chooser in a modal, opened from the workspace's toolbar (a new design on another model).
import { useLingui } from '@lingui/react/macro'
import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ProductRow } from '../../../contract/goods'
import { ModelChooserPanel } from './model-chooser-panel'

export function ModelChooser({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean
  onClose: () => void
  onChoose: (model: ProductRow) => void
}) {
  const { t } = useLingui()
  const phone = useMediaQuery('(max-width: 48em)')
  return (
    <Modal opened={opened} onClose={onClose} title={t`Choose a product model`} size="xl" fullScreen={Boolean(phone)}>
      <ModelChooserPanel onChoose={onChoose} />
    </Modal>
  )
}
