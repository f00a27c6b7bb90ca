// The editor's top bar: design name, model, colour, side, zoom, undo/redo, save and create goods.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Badge,
  Button,
  ColorSwatch,
  Group,
  SegmentedControl,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconMaximize,
  IconShirt,
  IconShoppingBagPlus,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react'
import { ZOOM_LIMITS } from '../../../contract/designs'
import type { ProductSide } from '../../../contract/goods'

export type SaveState = 'idle' | 'saving' | 'saved' | 'queued' | 'unsaved'

export interface EditorToolbarProps {
  name: string
  onName: (name: string) => void
  modelTitle: string
  onModel: () => void
  colors: string[]
  color: string
  onColor: (color: string) => void
  sides: ProductSide[]
  sideId: string
  sideLabel: (side: ProductSide) => string
  onSide: (id: string) => void
  zoom: number
  onZoom: (zoom: number) => void
  onFit: () => void
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  saveState: SaveState
  savedVersion: number | null
  onSave: () => void
  canCreateGoods: boolean
  onCreateGoods: () => void
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useLingui()
  const clampZoom = (value: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, Math.round(value)))
  const state: Record<SaveState, { color: string; text: string }> = {
    idle: { color: 'gray', text: t`Not saved yet` },
    saving: { color: 'blue', text: t`Saving…` },
    saved: { color: 'teal', text: t`Saved · version ${props.savedVersion ?? 0}` },
    queued: { color: 'orange', text: t`Saved on this device · sends when online` },
    unsaved: { color: 'gray', text: t`Unsaved changes (draft kept on this device)` },
  }
  return (
    <Group gap="xs" p="xs" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <TextInput
        aria-label={t`Design name`}
        value={props.name}
        maxLength={80}
        onChange={(event) => props.onName(event.currentTarget.value)}
        w={180}
        size="xs"
      />
      <Button size="xs" variant="default" leftSection={<IconShirt size={16} />} onClick={props.onModel} maw={220}>
        <Text size="xs" truncate>
          {props.modelTitle || t`Product model`}
        </Text>
      </Button>
      <Group gap={4} role="radiogroup" aria-label={t`Colour`}>
        {props.colors.map((color) => (
          <Tooltip key={color} label={color}>
            <ColorSwatch
              component="button"
              type="button"
              role="radio"
              aria-checked={color === props.color}
              aria-label={t`Colour ${color}`}
              color={color}
              size={22}
              onClick={() => props.onColor(color)}
              style={{
                cursor: 'pointer',
                outline: color === props.color ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                outlineOffset: 2,
              }}
            />
          </Tooltip>
        ))}
      </Group>
      <SegmentedControl
        size="xs"
        aria-label={t`Side`}
        value={props.sideId}
        onChange={props.onSide}
        data={props.sides.map((side) => ({ value: side.id, label: props.sideLabel(side) }))}
      />
      <Group gap={2}>
        <ActionIcon
          variant="default"
          aria-label={t`Zoom out`}
          onClick={() => props.onZoom(clampZoom(props.zoom / 1.25))}
        >
          <IconZoomOut size={16} />
        </ActionIcon>
        <Text size="xs" w={44} ta="center" data-testid="zoom">
          {props.zoom}%
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t`Zoom in`}
          onClick={() => props.onZoom(clampZoom(props.zoom * 1.25))}
        >
          <IconZoomIn size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t`Fit to screen`} onClick={props.onFit}>
          <IconMaximize size={16} />
        </ActionIcon>
      </Group>
      <Group gap={2}>
        <ActionIcon variant="default" aria-label={t`Undo (Ctrl+Z)`} disabled={!props.canUndo} onClick={props.onUndo}>
          <IconArrowBackUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t`Redo (Ctrl+Shift+Z)`}
          disabled={!props.canRedo}
          onClick={props.onRedo}
        >
          <IconArrowForwardUp size={16} />
        </ActionIcon>
      </Group>
      <Badge
        color={state[props.saveState].color}
        variant="light"
        data-testid="save-state"
        style={{ textTransform: 'none' }}
      >
        {state[props.saveState].text}
      </Badge>
      <Group gap="xs" ml="auto">
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={props.saveState === 'saving'}
          onClick={props.onSave}
        >
          <Trans>Save</Trans>
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShoppingBagPlus size={16} />}
          disabled={!props.canCreateGoods}
          onClick={props.onCreateGoods}
        >
          <Trans>Create goods</Trans>
        </Button>
      </Group>
    </Group>
  )
}
