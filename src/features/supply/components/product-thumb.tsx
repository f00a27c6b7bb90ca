// A product picture of fixed size, with a neutral box when there is none.
import { Image } from '@mantine/core'

export function ProductThumb({ src, alt, size = 56 }: { src: string; alt: string; size?: number }) {
  return (
    <Image
      src={src || null}
      alt={alt}
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='10' height='10' fill='%23eef0f3'/></svg>"
      style={{ flexShrink: 0 }}
    />
  )
}
