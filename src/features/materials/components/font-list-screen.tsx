// /material/font/list: the tenant's fonts — upload (TTF, OTF, WOFF, WOFF2), list, delete.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { ListPagination } from '../../../components/list-page/list-pagination'
import { PageHeader } from '../../../components/list-page/page-header'
import { formatBytes, MATERIAL_PATHS } from '../../../contract/materials'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useDeleteFonts, useFontList } from '../api/fonts'
import { materialKeys } from '../api/keys'
import { uploadFile } from '../api/upload-file'

export function FontListScreen(props: { canUpload: boolean; canDelete: boolean }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [page, setPage] = useState({ pageNo: 1, pageSize: 12 })
  const fonts = useFontList(page)
  const remove = useDeleteFonts()
  const input = useRef<HTMLInputElement>(null)
  const [sending, setSending] = useState(0)

  const upload = async (files: File[]) => {
    setSending(files.length)
    for (const file of files) {
      const result = await uploadFile({ path: MATERIAL_PATHS.fontSave, file })
      if (result.ok) notifySuccess(t`${file.name} uploaded`)
      else notifyFailure(`${file.name}: ${result.msg}`)
      setSending((count) => count - 1)
    }
    await queryClient.invalidateQueries({ queryKey: [...materialKeys.all, 'fonts'] })
  }

  const rows = fonts.data?.data ?? []
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Fonts`}
        actions={
          props.canUpload && (
            <>
              <Button
                leftSection={<IconUpload size={16} />}
                loading={sending > 0}
                onClick={() => input.current?.click()}
              >
                <Trans>Upload fonts</Trans>
              </Button>
              <input
                ref={input}
                type="file"
                multiple
                hidden
                accept=".ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2"
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? [])
                  event.currentTarget.value = ''
                  if (files.length) void upload(files)
                }}
              />
            </>
          )
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>TrueType, OpenType, WOFF or WOFF2 files; the family name is read from the file.</Trans>
      </Text>
      {fonts.isError && !fonts.data ? (
        <Alert color="red" title={t`The fonts could not be loaded`}>
          <Button size="xs" variant="light" onClick={() => fonts.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : fonts.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          <Trans>No fonts yet</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {rows.map((font) => (
            <Card key={font.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} truncate="end">
                    {font.family}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {font.fileName} · {formatBytes(font.sizeBytes)} · {i18n.date(font.createdAt)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light">{font.format.toUpperCase()}</Badge>
                  {props.canDelete && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-md"
                      aria-label={t`Delete ${font.family}`}
                      onClick={async () => {
                        const ok = await confirm({
                          title: t`Delete font`,
                          message: t`Delete the font "${font.family}"?`,
                          danger: true,
                          confirmLabel: t`Delete`,
                        })
                        if (ok) remove.mutate([font.id])
                      }}
                    >
                      <IconTrash size={16} />
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {fonts.data && fonts.data.totalCount > 0 && (
        <ListPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          totalCount={fonts.data.totalCount}
          pageSizeOptions={[12, 24, 48]}
          onChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        />
      )}
    </Stack>
  )
}
