// A review's photos as small thumbnails; each opens the full image in a new tab.
import { useLingui } from '@lingui/react/macro'
import { Anchor, Group, Image } from '@mantine/core'

export function ReviewImages({ images, size = 48 }: { images: string[]; size?: number }) {
  const { t } = useLingui()
  if (images.length === 0) return null
  return (
    <Group gap={4} wrap="wrap">
      {images.map((src, index) => (
        <Anchor
          key={src}
          href={src}
          target="_blank"
          rel="noreferrer"
          aria-label={t`Photo ${index + 1}`}
          onClick={(event) => event.stopPropagation()}
        >
          <Image src={src} w={size} h={size} radius="sm" fit="cover" alt="" loading="lazy" />
        </Anchor>
      ))}
    </Group>
  )
}
