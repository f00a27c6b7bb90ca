// One design element on the canvas, in print-area millimetres (the parent group scales them to
// screen pixels). The node sits at its box centre with its offset there, so rotation and flips
// turn it in place, as the print file does.
import type Konva from 'konva'
import { Image as KImage, Text as KText } from 'react-konva'
import { type DesignElement, MM_PER_PT, TEXT_LINE_HEIGHT } from '../../../contract/designs'
import { familyOf } from '../api/fonts'

export interface ElementNodeProps {
  element: DesignElement
  image: HTMLImageElement | null
  onSelect: () => void
  onDragMove: (event: Konva.KonvaEventObject<DragEvent>) => void
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void
  onTransformEnd: (event: Konva.KonvaEventObject<Event>) => void
}

export function ElementNode({ element, image, onSelect, onDragMove, onDragEnd, onTransformEnd }: ElementNodeProps) {
  const common = {
    id: element.id,
    name: 'design-element',
    x: element.x + element.width / 2,
    y: element.y + element.height / 2,
    width: element.width,
    height: element.height,
    offsetX: element.width / 2,
    offsetY: element.height / 2,
    rotation: element.rotation,
    scaleX: element.flipX ? -1 : 1,
    scaleY: element.flipY ? -1 : 1,
    draggable: !element.locked,
    visible: !element.hidden,
    onMouseDown: onSelect,
    onTap: onSelect,
    onDragStart: onSelect,
    onDragMove,
    onDragEnd,
    onTransformEnd,
  }
  if (element.kind === 'image') {
    return image ? <KImage {...common} image={image} /> : null
  }
  return (
    <KText
      {...common}
      text={element.text}
      fontFamily={familyOf(element.fontId)}
      fontSize={element.fontSize * MM_PER_PT}
      lineHeight={TEXT_LINE_HEIGHT}
      letterSpacing={element.letterSpacing * MM_PER_PT}
      align={element.align}
      fill={element.fill}
      wrap="none"
    />
  )
}
