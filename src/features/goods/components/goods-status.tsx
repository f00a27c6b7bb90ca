// A goods status as a badge, and the menu of the statuses the status model allows next (for one
// goods or a selection: only the statuses every selected goods may move to).
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Menu } from '@mantine/core'
import { commonNextStatuses, type GoodsStatus } from '../../../contract/goods'
import { GOODS_STATUS_ACTIONS, GOODS_STATUS_COLORS, GOODS_STATUS_LABELS } from '../../../lookups/goods-labels'

export function GoodsStatusBadge({ status }: { status: GoodsStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge color={GOODS_STATUS_COLORS[status]} variant="light" radius="sm" data-testid="goods-status">
      {i18n._(GOODS_STATUS_LABELS[status])}
    </Badge>
  )
}

export interface GoodsStatusMenuProps {
  /** Current statuses of the goods the change applies to. */
  from: readonly GoodsStatus[]
  onChange: (status: GoodsStatus) => void
  label: string
  disabled?: boolean
  size?: 'xs' | 'sm' | 'md'
  fullWidth?: boolean
  /** Offer every status, so the server's refusal can be seen (allowed ones first). */
  showRefused?: boolean
}

const TARGETS: GoodsStatus[] = ['on_sale', 'off_shelf', 'draft', 'deleted']

export function GoodsStatusMenu({
  from,
  onChange,
  label,
  disabled,
  size = 'xs',
  fullWidth,
  showRefused,
}: GoodsStatusMenuProps) {
  const { i18n } = useLingui()
  const allowed = commonNextStatuses(from)
  const shown = showRefused ? TARGETS : TARGETS.filter((status) => allowed.includes(status))
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Inside a clickable table row: the menu's clicks must not open the row (portals bubble in React). */}
        <Button
          size={size}
          variant="light"
          disabled={disabled || shown.length === 0}
          fullWidth={fullWidth}
          onClick={(event) => event.stopPropagation()}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {shown.map((status) => (
          <Menu.Item
            key={status}
            color={status === 'deleted' ? 'red' : undefined}
            c={allowed.includes(status) ? undefined : 'dimmed'}
            onClick={() => onChange(status)}
          >
            {i18n._(GOODS_STATUS_ACTIONS[status])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
