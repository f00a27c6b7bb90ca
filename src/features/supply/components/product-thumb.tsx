// A product picture of fixed size, with a neutral box when there is none, and the list cell both
// supply screens (supplied products, factory products) show it in.
import { Group, Image, Text } from '@mantine/core'

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

/** A supplied or factory product in a list: its picture, its title and, dimmed, its code or model. */
export function ProductTitleCell(props: { image: string; title: string; code: string; size: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductThumb src={props.image} alt={props.title} size={props.size} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} lineClamp={2}>
          {props.title}
        </Text>
        <Text size="xs" c="dimmed">
          {props.code}
        </Text>
      </div>
    </Group>
  )
}
