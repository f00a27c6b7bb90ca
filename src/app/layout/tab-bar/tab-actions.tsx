// The four tab actions, shown in a tab's context menu and in the bar's dropdown.
import { Trans } from '@lingui/react/macro'
import { IconArrowBarToLeft, IconArrowBarToRight, IconSquareRoundedX, IconX } from '@tabler/icons-react'
import { Menu } from '../../../components/floating/deferred'
import type { TabAction } from './tab-reducer'

export type TabActionType = Exclude<TabAction['type'], 'open'>

export function TabActions({ onAction }: { onAction: (type: TabActionType) => void }) {
  return (
    <>
      <Menu.Item leftSection={<IconX size={16} />} onClick={() => onAction('close')}>
        <Trans>Close current</Trans>
      </Menu.Item>
      <Menu.Item leftSection={<IconArrowBarToRight size={16} />} onClick={() => onAction('close-right')}>
        <Trans>Close right</Trans>
      </Menu.Item>
      <Menu.Item leftSection={<IconArrowBarToLeft size={16} />} onClick={() => onAction('close-left')}>
        <Trans>Close left</Trans>
      </Menu.Item>
      <Menu.Item leftSection={<IconSquareRoundedX size={16} />} onClick={() => onAction('close-all')}>
        <Trans>Close all</Trans>
      </Menu.Item>
    </>
  )
}
