// One material in the grid: picture, name and the facts a printer needs (size, DPI, colour mode).
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Checkbox, Group, Text, UnstyledButton } from '@mantine/core'
import { formatBytes, type MaterialRow } from '../../../contract/materials'
import { colorModeLabel } from '../labels'
import { MaterialThumb } from './material-thumb'

export interface MaterialCardProps {
  material: MaterialRow
  selected?: boolean
  onSelectChange?: (selected: boolean) => void
  onOpen: (material: MaterialRow) => void
}

export function MaterialCard({ material, selected, onSelectChange, onOpen }: MaterialCardProps) {
  const { t, i18n } = useLingui()
  return (
    <Card withBorder padding={0} radius="sm" data-testid="material-card" aria-label={material.name}>
      <UnstyledButton onClick={() => onOpen(material)} aria-label={t`Preview ${material.name}`}>
        <MaterialThumb id={material.id} name={material.name} />
      </UnstyledButton>
      <Group gap={6} p="xs" wrap="nowrap" align="flex-start">
        {onSelectChange && (
          <Checkbox
            mt={2}
            size="md"
            checked={selected ?? false}
            onChange={(event) => onSelectChange(event.currentTarget.checked)}
            aria-label={t`Select ${material.name}`}
          />
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} truncate="end" title={material.name}>
            {material.name}
          </Text>
          <Text size="xs" c="dimmed">
            {material.width}×{material.height} · {material.dpi ? t`${material.dpi} DPI` : t`DPI not set`}
          </Text>
          <Group gap={4} mt={4}>
            <Badge size="xs" variant="light">
              {colorModeLabel(i18n, material.colorMode)}
            </Badge>
            <Badge size="xs" variant="outline" color="gray">
              {formatBytes(material.sizeBytes)}
            </Badge>
          </Group>
        </div>
      </Group>
    </Card>
  )
}
