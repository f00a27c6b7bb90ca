// Layers of the side on screen, top first: select, raise, lower, lock, hide, delete.
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import {
  IconArrowDown,
  IconArrowUp,
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconPhoto,
  IconTextSize,
  IconTrash,
} from '@tabler/icons-react'
import type { DesignElement } from '../../../contract/designs'
import { moveInStack } from '../model/design-doc'
import type { Editor } from '../model/use-editor'

const nameOf = (element: DesignElement, imageName: (id: string) => string) =>
  element.kind === 'text' ? element.text.split('\n')[0]!.slice(0, 24) : imageName(element.materialId)

export function LayersPanel({ editor, imageName }: { editor: Editor; imageName: (id: string) => string }) {
  const { t } = useLingui()
  const layers = [...editor.elements].reverse()
  if (layers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No layers on this side yet.</Trans>
      </Text>
    )
  return (
    <Stack gap={4} role="list" aria-label={t`Layers`}>
      {layers.map((element, index) => {
        const name = nameOf(element, imageName)
        const active = element.id === editor.selectedId
        return (
          <Group
            key={element.id}
            role="listitem"
            gap={4}
            wrap="nowrap"
            px={6}
            py={4}
            style={{
              borderRadius: 6,
              background: active ? 'var(--mantine-primary-color-light)' : undefined,
              opacity: element.hidden ? 0.55 : 1,
            }}
          >
            <UnstyledButton
              onClick={() => editor.select(element.id)}
              style={{ flex: 1, minWidth: 0, display: 'flex', gap: 6, alignItems: 'center' }}
              aria-label={t`Select layer ${name}`}
            >
              {element.kind === 'text' ? <IconTextSize size={16} /> : <IconPhoto size={16} />}
              <Text size="sm" truncate>
                {name}
              </Text>
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              size="sm"
              disabled={index === 0}
              aria-label={t`Bring forward`}
              onClick={() => editor.apply((doc) => moveInStack(doc, editor.sideId, element.id, 1))}
            >
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              disabled={index === layers.length - 1}
              aria-label={t`Send backward`}
              onClick={() => editor.apply((doc) => moveInStack(doc, editor.sideId, element.id, -1))}
            >
              <IconArrowDown size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={element.locked ? t`Unlock` : t`Lock`}
              onClick={() => editor.patch(element.id, { locked: !element.locked })}
            >
              {element.locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={element.hidden ? t`Show` : t`Hide`}
              onClick={() => editor.patch(element.id, { hidden: !element.hidden })}
            >
              {element.hidden ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              color="red"
              aria-label={t`Delete layer`}
              onClick={() => editor.remove(element.id)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        )
      })}
    </Stack>
  )
}
