// /material/upload: drop or choose several pictures, pick a category, type and tags; each file is
// sent on its own with its progress, and each shows the server's verdict (saved, or why not).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Progress, SegmentedControl, Stack, TagsInput, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconUpload, IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { PageHeader } from '../../../components/list-page/page-header'
import { UPLOAD_MAX_BYTES } from '../../../contract/constants'
import { formatBytes, MATERIAL_PATHS, MATERIAL_TYPES, type MaterialType } from '../../../contract/materials'
import { materialKeys } from '../api/keys'
import { useCategoryList } from '../api/list-categories'
import { uploadFile } from '../api/upload-file'
import { materialTypeLabel } from '../labels'
import { CategorySelect } from './category-tree'

type ItemState = 'waiting' | 'sending' | 'saved' | 'refused'
interface Item {
  key: string
  file: File
  state: ItemState
  progress: number
  message?: string
}

export function UploadScreen(props: { onOpenLibrary: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const categories = useCategoryList('tenant')
  const input = useRef<HTMLInputElement>(null)
  const [items, setItems] = useState<Item[]>([])
  const [categoryId, setCategoryId] = useState<string | undefined>()
  const [type, setType] = useState<MaterialType>('pattern')
  const [tags, setTags] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const busy = items.some((item) => item.state === 'sending')

  const patch = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const send = async (item: Item) => {
    // The server decides (by content); a file over the limit is refused here too, without sending it.
    if (item.file.size > UPLOAD_MAX_BYTES) {
      patch(item.key, { state: 'refused', message: t`File size cannot exceed 500K` })
      return
    }
    patch(item.key, { state: 'sending', progress: 0 })
    const result = await uploadFile({
      path: MATERIAL_PATHS.save,
      file: item.file,
      fields: { categoryId, type, tags: tags.join(',') },
      onProgress: (fraction) => patch(item.key, { progress: Math.round(fraction * 100) }),
    })
    patch(item.key, { state: result.ok ? 'saved' : 'refused', progress: 100, message: result.msg })
  }

  const add = (files: FileList | File[]) => {
    const added = Array.from(files).map((file) => ({
      key: `${file.name}-${file.size}-${crypto.randomUUID()}`,
      file,
      state: 'waiting' as const,
      progress: 0,
    }))
    setItems((current) => [...added, ...current])
    // Two at a time: quick on a good line, gentle on a phone's.
    void (async () => {
      const queue = [...added]
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await send(next)
      }
      await Promise.all([worker(), worker()])
      await queryClient.invalidateQueries({ queryKey: materialKeys.all })
    })()
  }

  const saved = items.filter((item) => item.state === 'saved').length
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Upload materials`}
        actions={
          <Button variant="default" onClick={props.onOpenLibrary}>
            <Trans>My materials</Trans>
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CategorySelect
          label={t`Upload into category`}
          placeholder={t`Uncategorised`}
          categories={categories.data ?? []}
          value={categoryId}
          onChange={setCategoryId}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>Type</Trans>
          </Text>
          <SegmentedControl
            value={type}
            onChange={(value) => setType(value as MaterialType)}
            data={MATERIAL_TYPES.map((value) => ({ value, label: materialTypeLabel(i18n, value) }))}
          />
        </Stack>
        <TagsInput
          label={t`Tags`}
          value={tags}
          onChange={setTags}
          maxTags={20}
          w={{ base: '100%', sm: 280 }}
          clearable
        />
      </Group>
      <Paper
        withBorder
        p="xl"
        radius="md"
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          cursor: 'pointer',
        }}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          if (event.dataTransfer.files.length) add(event.dataTransfer.files)
        }}
        onClick={() => input.current?.click()}
        role="button"
        aria-label={t`Choose files to upload`}
      >
        <Stack align="center" gap="xs">
          <IconUpload size={40} stroke={1.5} />
          <Text fw={500} ta="center">
            <Trans>Drop pictures here or tap to choose</Trans>
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            <Trans>JPG or PNG, at most 500K each; several at once</Trans>
          </Text>
        </Stack>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          hidden
          data-testid="material-file-input"
          onChange={(event) => {
            if (event.currentTarget.files?.length) add(event.currentTarget.files)
            event.currentTarget.value = ''
          }}
        />
      </Paper>
      {items.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {busy ? t`Uploading…` : t`${saved} of ${items.length} files saved`}
        </Text>
      )}
      <Stack gap="xs">
        {items.map((item) => (
          <Paper key={item.key} withBorder p="sm" data-testid="upload-item" data-state={item.state}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon
                color={item.state === 'refused' ? 'red' : item.state === 'saved' ? 'green' : 'gray'}
                variant="light"
                radius="xl"
              >
                {item.state === 'refused' ? (
                  <IconX size={16} />
                ) : item.state === 'saved' ? (
                  <IconCheck size={16} />
                ) : (
                  <IconUpload size={16} />
                )}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate="end">
                    {item.file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(item.file.size)}
                  </Text>
                </Group>
                {item.state === 'sending' || item.state === 'waiting' ? (
                  <Progress value={item.progress} size="sm" aria-label={t`Progress of ${item.file.name}`} />
                ) : (
                  <Text size="xs" c={item.state === 'refused' ? 'red' : 'green'}>
                    {item.message}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
