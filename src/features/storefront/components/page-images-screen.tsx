// /upload: page images for banners, icons and covers — JPG or PNG up to 500K, checked here
// for a quick answer and by content on the server.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, CopyButton, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccess } from '../../../components/access'
import { PageHeader } from '../../../components/list-page/page-header'
import { UPLOAD_MAX_BYTES } from '../../../contract/constants'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { storefrontKeys } from '../api/keys'
import { uploadPageImage, usePageImages } from '../api/pages'
import { QueryState } from './query-state'

export function PageImagesScreen() {
  const { t } = useLingui()
  const can = useAccess()
  const images = usePageImages()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  const upload = async (files: File[]) => {
    setBusy(true)
    try {
      for (const file of files) {
        if (!['image/jpeg', 'image/png'].includes(file.type)) {
          notifyFailure(t`${file.name}: only JPG or PNG files may be uploaded`)
          continue
        }
        if (file.size > UPLOAD_MAX_BYTES) {
          notifyFailure(t`${file.name}: the file size cannot exceed 500K`)
          continue
        }
        try {
          await uploadPageImage(file)
          notifySuccess(t`${file.name} uploaded`)
        } catch (error) {
          notifyFailure(`${file.name}: ${errorMessage(error)}`)
        }
      }
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.images() })
    }
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Page images</Trans>}
        actions={
          can('setting.edit') ? (
            <FileButton multiple accept="image/png,image/jpeg" onChange={(files) => void upload(files)}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} />} loading={busy}>
                  <Trans>Upload images</Trans>
                </Button>
              )}
            </FileButton>
          ) : null
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>JPG or PNG, at most 500K each. Use them for banners, navigation icons and subject covers.</Trans>
      </Text>
      <QueryState query={images}>
        {images.data?.length === 0 ? (
          <Text c="dimmed">
            <Trans>No page images yet.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {(images.data ?? []).map((image) => (
              <Card key={image.id} withBorder padding="xs">
                <Card.Section>
                  <Image src={image.url} alt={image.name} h={120} fit="cover" />
                </Card.Section>
                <Text size="xs" mt={6} truncate>
                  {image.name}
                </Text>
                <Group justify="space-between" gap={4}>
                  <Text size="xs" c="dimmed">
                    {Math.ceil(image.bytes / 1024)}K
                  </Text>
                  <CopyButton value={new URL(image.url, window.location.origin).toString()}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy}>
                        {copied ? t`Copied` : t`Copy link`}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  )
}
