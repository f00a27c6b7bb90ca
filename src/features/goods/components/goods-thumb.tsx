// A goods or product image (mock-up or design), square, with a neutral tile when there is none.
import { Image } from '@mantine/core'

export function GoodsThumb({ src, alt, size = 48 }: { src: string | null | undefined; alt: string; size?: number }) {
  return (
    <Image
      src={src || null}
      alt={alt}
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='10' height='10' fill='%23e9ecef'/></svg>"
      style={{ flex: 'none' }}
    />
  )
}
