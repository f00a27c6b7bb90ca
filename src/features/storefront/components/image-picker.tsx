// Picks one of the tenant's page images (uploaded on /upload) for a banner, icon or cover.
import { useLingui } from '@lingui/react/macro'
import { Group, Image, Select } from '@mantine/core'
import { usePageImages } from '../api/pages'

export function ImagePicker({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (id: string) => void
}) {
  const { t } = useLingui()
  const images = usePageImages().data ?? []
  const chosen = images.find((image) => image.id === value)
  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        label={label}
        clearable
        placeholder={t`No image`}
        style={{ flex: 1 }}
        value={value || null}
        data={images.map((image) => ({ value: image.id, label: image.name }))}
        onChange={(id) => onChange(id ?? '')}
      />
      {chosen ? <Image src={chosen.url} alt="" w={56} h={56} radius="sm" fit="cover" /> : null}
    </Group>
  )
}
