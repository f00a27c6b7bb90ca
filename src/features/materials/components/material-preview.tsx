// Preview of one material: the original picture, its facts and, when the caller may edit, a form
// to rename it, move it and change its tags (sent with its version: a stale one is refused).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { formatBytes, type MaterialCategoryRow, type MaterialRow, materialName } from '../../../contract/materials'
import { useUpdateMaterials } from '../api/material-changes'
import { colorModeLabel, materialTypeLabel } from '../labels'
import { categoryOptions } from './category-tree'
import { MaterialThumb } from './material-thumb'

export interface MaterialPreviewProps {
  material: MaterialRow | null
  categories: readonly MaterialCategoryRow[]
  canEdit: boolean
  onClose: () => void
}

export function MaterialPreview({ material, categories, canEdit, onClose }: MaterialPreviewProps) {
  const { t, i18n } = useLingui()
  const update = useUpdateMaterials()
  const [name, setName] = useState('')
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [tags, setTags] = useState<string[]>([])
  useEffect(() => {
    setName(material?.name ?? '')
    setCategoryId(material?.categoryId ?? null)
    setTags(material?.tags ?? [])
  }, [material])
  if (!material) return null
  const nameError = materialName.safeParse(name).success ? null : t`Enter a name of 1 to 120 characters`
  const dirty =
    name !== material.name || categoryId !== material.categoryId || tags.join('\n') !== material.tags.join('\n')
  const save = () =>
    update.mutate({ id: material.id, name, categoryId, tags, version: material.version }, { onSuccess: onClose })
  return (
    <Modal opened onClose={onClose} title={material.name} size="lg" centered>
      <Stack gap="sm">
        <MaterialThumb id={material.id} name={material.name} variant="original" height={320} />
        <Text size="sm" c="dimmed">
          {materialTypeLabel(i18n, material.type)} · {material.width}×{material.height} ·{' '}
          {material.dpi ? t`${material.dpi} DPI` : t`DPI not set`} · {colorModeLabel(i18n, material.colorMode)} ·{' '}
          {material.format.toUpperCase()} · {formatBytes(material.sizeBytes)}
        </Text>
        {canEdit && !material.isPublic ? (
          <>
            <TextInput
              label={t`Name`}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={nameError}
            />
            <Select
              label={t`Category`}
              placeholder={t`Uncategorised`}
              data={categoryOptions(categories)}
              value={categoryId}
              onChange={setCategoryId}
              clearable
              searchable
            />
            <TagsInput label={t`Tags`} value={tags} onChange={setTags} maxTags={20} clearable />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={save} disabled={!dirty || nameError !== null} loading={update.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </>
        ) : (
          material.tags.length > 0 && <Text size="sm">{material.tags.join(' · ')}</Text>
        )}
      </Stack>
    </Modal>
  )
}
