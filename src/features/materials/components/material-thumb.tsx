// A material's picture from the signed-in file route: a placeholder while it loads, a note when
// it cannot be shown.
import { Trans } from '@lingui/react/macro'
import { Center, Image, Skeleton, Text } from '@mantine/core'
import type { MaterialFileVariant } from '../../../contract/materials'
import { useFileUrl } from '../api/use-file-url'

export function MaterialThumb(props: {
  id: string
  name: string
  variant?: MaterialFileVariant
  height?: number | string
}) {
  const { url, failed } = useFileUrl(props.id, props.variant ?? 'thumb')
  const height = props.height ?? 160
  if (failed)
    return (
      <Center h={height} bg="var(--mantine-color-default-hover)">
        <Text size="xs" c="dimmed">
          <Trans>Picture unavailable</Trans>
        </Text>
      </Center>
    )
  if (!url) return <Skeleton h={height} radius={0} />
  return <Image src={url} alt={props.name} h={height} fit="contain" bg="var(--mantine-color-gray-1)" />
}
