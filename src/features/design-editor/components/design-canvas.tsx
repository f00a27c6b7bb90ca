// The canvas (react-konva over konva): the side's model photo, its print area, the elements in
// millimetres inside a group scaled to the zoom, a transformer for the selection, snapping guides
// and the preflight marks. Touch: drag moves, two fingers scale and turn the selection (or zoom
// the view when nothing is selected).
import type Konva from 'konva'
import { useEffect, useRef, useState } from 'react'
import { Group, Image as KImage, Text as KText, Layer, Line, Rect, Stage, Transformer } from 'react-konva'
import { boundsOf, type PreflightIssue } from '../../../contract/design-preflight'
import { type DesignElement, mockupFrame, printResolution, ZOOM_LIMITS } from '../../../contract/designs'
import type { ProductSide } from '../../../contract/goods'
import { snapBox } from '../model/snap'
import { ElementNode } from './element-node'

export interface DesignCanvasProps {
  width: number
  height: number
  side: ProductSide
  photo: HTMLImageElement | null
  elements: DesignElement[]
  images: ReadonlyMap<string, HTMLImageElement>
  selectedId: string | null
  zoom: number
  issues: PreflightIssue[]
  /** Short text for an element's worst issue (e.g. "133 DPI"), already translated. */
  issueLabel: (issue: PreflightIssue) => string
  onSelect: (id: string | null) => void
  onChange: (id: string, values: Partial<DesignElement>, coalesce?: string | null) => void
  onZoom: (zoom: number) => void
}

const SNAP_PX = 6
const ISSUE_COLORS = { error: '#e03131', warning: '#f08c00' } as const

export const pxPerMm = (side: ProductSide, zoom: number) => (zoom / 100) * (printResolution(side).dpi / 25.4)

/** The zoom at which the side's whole photo fits the canvas. */
export function fitZoom(side: ProductSide, width: number, height: number): number {
  const frame = mockupFrame(side)
  const perMm = Math.min((width * 0.92) / frame.width, (height * 0.92) / frame.height)
  const zoom = Math.floor((perMm / (printResolution(side).dpi / 25.4)) * 100)
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom))
}

export function DesignCanvas(props: DesignCanvasProps) {
  const { width, height, side, zoom, elements, selectedId } = props
  const scale = pxPerMm(side, zoom)
  const frame = mockupFrame(side)
  // Panning starts over when the side or the canvas size changes.
  const panKey = `${side.id}:${width}x${height}`
  const [panState, setPanState] = useState({ key: panKey, x: 0, y: 0 })
  const pan = panState.key === panKey ? panState : { key: panKey, x: 0, y: 0 }
  const originX = (width - frame.width * scale) / 2 + side.x * scale + pan.x
  const originY = (height - frame.height * scale) / 2 + side.y * scale + pan.y
  const [guides, setGuides] = useState<{ x: number[]; y: number[] }>({ x: [], y: [] })
  const transformer = useRef<Konva.Transformer>(null)
  const stage = useRef<Konva.Stage>(null)
  const selected = elements.find((element) => element.id === selectedId) ?? null

  // The transformer follows the selection (not for locked or hidden elements). A picture's node
  // exists only once its image has loaded, so a picture selected as it is added gets its handles
  // when the image arrives.
  const selectedImage = selected?.kind === 'image' ? (props.images.get(selected.materialId) ?? null) : null
  useEffect(() => {
    const drawn = selected && !selected.locked && !selected.hidden && (selected.kind !== 'image' || selectedImage)
    const node = drawn ? stage.current?.findOne(`#${selected.id}`) : null
    transformer.current?.nodes(node ? [node] : [])
    transformer.current?.getLayer()?.batchDraw()
  }, [selected, selectedImage])

  const commitNode = (element: DesignElement, node: Konva.Node, coalesce: string | null) => {
    const sx = Math.abs(node.scaleX())
    const sy = Math.abs(node.scaleY())
    const widthMm = element.width * sx
    const heightMm = element.height * sy
    node.scaleX(element.flipX ? -1 : 1)
    node.scaleY(element.flipY ? -1 : 1)
    const values: Partial<DesignElement> = {
      x: round(node.x() - widthMm / 2),
      y: round(node.y() - heightMm / 2),
      width: round(widthMm),
      height: round(heightMm),
      rotation: round(node.rotation()),
    }
    if (element.kind === 'text' && sx !== 1) Object.assign(values, { fontSize: round(element.fontSize * sx) })
    props.onChange(element.id, values, coalesce)
  }

  const onDragMove = (element: DesignElement) => (event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target
    const box = boundsOf({ ...element, x: node.x() - element.width / 2, y: node.y() - element.height / 2 })
    const snap = snapBox(box, side, SNAP_PX / scale)
    node.x(node.x() + snap.dx)
    node.y(node.y() + snap.dy)
    // Most moves leave the guides as they were: keeping the same state object lets React skip the
    // canvas's render, so a drag frame is Konva's redraw of the elements' layer alone.
    setGuides((current) => (sameGuides(current, snap.guides) ? current : snap.guides))
  }

  // Two fingers: scale and turn the selection, or zoom the view.
  const pinch = useRef<{ distance: number; angle: number; element: DesignElement | null; zoom: number } | null>(null)
  const fingers = (touches: TouchList) => {
    const [a, b] = [touches[0]!, touches[1]!]
    return {
      distance: Math.hypot(b.clientX - a.clientX, b.clientY - a.clientY),
      angle: (Math.atan2(b.clientY - a.clientY, b.clientX - a.clientX) * 180) / Math.PI,
    }
  }
  /** The second finger is down: measured from here, the distance and angle of the fingers scale and turn. */
  const startPinch = (touches: TouchList) => {
    // The first finger may have started dragging the selection (or the view): that drag ends here
    // (committing where it got to) and the pinch starts from there, so the first finger's moves
    // while pinching do not shift the element as well.
    const node = selected ? stage.current?.findOne(`#${selected.id}`) : null
    node?.stopDrag()
    stage.current?.stopDrag()
    const base =
      selected && node
        ? { ...selected, x: round(node.x() - selected.width / 2), y: round(node.y() - selected.height / 2) }
        : selected
    pinch.current = { ...fingers(touches), element: base && !base.locked ? base : null, zoom }
  }
  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const touches = event.evt.touches
    if (touches.length !== 2) return
    event.evt.preventDefault()
    if (!pinch.current) {
      startPinch(touches)
      return
    }
    const { distance, angle } = fingers(touches)
    const start = pinch.current
    const factor = distance / Math.max(1, start.distance)
    if (!start.element) {
      props.onZoom(Math.round(Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, start.zoom * factor))))
      return
    }
    const element = start.element
    const cx = element.x + element.width / 2
    const cy = element.y + element.height / 2
    const w = element.width * factor
    const h = element.height * factor
    props.onChange(
      element.id,
      {
        x: round(cx - w / 2),
        y: round(cy - h / 2),
        width: round(w),
        height: round(h),
        rotation: round(element.rotation + angle - start.angle),
        ...(element.kind === 'text' ? { fontSize: round(element.fontSize * factor) } : {}),
      },
      `pinch:${element.id}:${start.distance}`,
    )
  }

  const worst = new Map<string, PreflightIssue>()
  for (const issue of props.issues)
    if (issue.elementId && (!worst.has(issue.elementId) || issue.severity === 'error'))
      worst.set(issue.elementId, issue)

  return (
    <Stage
      ref={stage}
      width={width}
      height={height}
      draggable
      onDragEnd={(event) => {
        if (event.target === stage.current) {
          setPanState({ key: panKey, x: pan.x + event.target.x(), y: pan.y + event.target.y() })
          event.target.position({ x: 0, y: 0 })
        }
      }}
      onMouseDown={(event) => {
        if (event.target === stage.current || event.target.name() === 'backdrop') props.onSelect(null)
      }}
      onTouchStart={(event) => {
        const touches = event.evt.touches
        if (touches.length === 2) startPinch(touches)
        // A second finger beside a small selection pinches it; only a lone tap on the backdrop deselects.
        else if (touches.length === 1 && (event.target === stage.current || event.target.name() === 'backdrop'))
          props.onSelect(null)
      }}
      onTouchMove={onTouchMove}
      onTouchEnd={(event) => {
        // Lifting one of two fingers ends the pinch; the one left does not start a drag.
        if (event.evt.touches.length < 2) pinch.current = null
      }}
      onWheel={(event) => {
        if (!event.evt.ctrlKey && !event.evt.metaKey) return
        event.evt.preventDefault()
        const next = Math.round(zoom * (event.evt.deltaY < 0 ? 1.1 : 1 / 1.1))
        props.onZoom(Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, next)))
      }}
      style={{ touchAction: 'none', background: '#e9ecef' }}
    >
      {/* The model's photo and the print area's outline on a layer of their own: dragging an
          element redraws the elements' layer only, not the photo under it. */}
      <Layer>
        <Group x={originX} y={originY} scaleX={scale} scaleY={scale}>
          {props.photo ? (
            <KImage
              name="backdrop"
              image={props.photo}
              x={-side.x}
              y={-side.y}
              width={frame.width}
              height={frame.height}
            />
          ) : (
            <Rect name="backdrop" x={-side.x} y={-side.y} width={frame.width} height={frame.height} fill="#f8f9fa" />
          )}
          <Rect
            width={side.width}
            height={side.height}
            stroke="#1971c2"
            strokeWidth={1.5}
            dash={[6, 4]}
            strokeScaleEnabled={false}
            listening={false}
          />
        </Group>
      </Layer>
      <Layer>
        <Group x={originX} y={originY} scaleX={scale} scaleY={scale}>
          {elements.map((element) => (
            <ElementNode
              key={element.id}
              element={element}
              image={element.kind === 'image' ? (props.images.get(element.materialId) ?? null) : null}
              onSelect={() => props.onSelect(element.id)}
              onDragMove={onDragMove(element)}
              onDragEnd={(event) => {
                setGuides({ x: [], y: [] })
                commitNode(element, event.target, null)
              }}
              onTransformEnd={(event) => commitNode(element, event.target, null)}
            />
          ))}
          {elements.map((element) => {
            const issue = worst.get(element.id)
            if (!issue || element.hidden) return null
            const box = boundsOf(element)
            const color = ISSUE_COLORS[issue.severity]
            return (
              <Group key={`issue-${element.id}`} listening={false}>
                <Rect
                  x={box.left}
                  y={box.top}
                  width={box.right - box.left}
                  height={box.bottom - box.top}
                  stroke={color}
                  strokeWidth={2}
                  dash={[4, 3]}
                  strokeScaleEnabled={false}
                />
                <Rect
                  x={box.left}
                  y={box.top - 16 / scale}
                  width={(props.issueLabel(issue).length * 7.5) / scale + 8 / scale}
                  height={16 / scale}
                  fill={color}
                />
                <KText
                  x={box.left + 4 / scale}
                  y={box.top - 14 / scale}
                  text={props.issueLabel(issue)}
                  fontSize={12 / scale}
                  fill="#ffffff"
                />
              </Group>
            )
          })}
          {guides.x.map((x) => (
            <Line
              key={`gx${x}`}
              points={[x, -side.y, x, side.height + side.y]}
              stroke="#e64980"
              strokeWidth={1}
              strokeScaleEnabled={false}
              listening={false}
            />
          ))}
          {guides.y.map((y) => (
            <Line
              key={`gy${y}`}
              points={[-side.x, y, side.width + side.x, y]}
              stroke="#e64980"
              strokeWidth={1}
              strokeScaleEnabled={false}
              listening={false}
            />
          ))}
        </Group>
        <Transformer
          ref={transformer}
          rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
          keepRatio={selected?.kind === 'text'}
          enabledAnchors={
            selected?.kind === 'text' ? ['top-left', 'top-right', 'bottom-left', 'bottom-right'] : undefined
          }
          anchorSize={12}
          boundBoxFunc={(old, next) => (Math.abs(next.width) < 8 || Math.abs(next.height) < 8 ? old : next)}
        />
      </Layer>
    </Stage>
  )
}

const round = (value: number) => Math.round(value * 100) / 100

const sameGuides = (a: { x: number[]; y: number[] }, b: { x: number[]; y: number[] }) =>
  a.x.length === b.x.length &&
  a.y.length === b.y.length &&
  a.x.every((value, index) => value === b.x[index]) &&
  a.y.every((value, index) => value === b.y[index])
