// The tag cloud of SPEC.md §9 (font 8–32, rotations 0/90/270), laid out by d3-cloud in the
// browser and drawn as SVG. Loaded lazily with d3-cloud.
import { useElementSize } from '@mantine/hooks'
import cloud from 'd3-cloud'
import { useEffect, useState } from 'react'
import { type CloudWord, cloudWords } from '../cloud-words'

interface Placed extends CloudWord {
  x: number
  y: number
}

const COLORS = ['#fa541c', '#1677ff', '#13a8a8', '#722ed1', '#d48806', '#389e0d', '#c41d7f']
const HEIGHT = 300

export default function TagCloud({ words, label }: { words: { text: string; weight: number }[]; label: string }) {
  const { ref, width } = useElementSize()
  const [placed, setPlaced] = useState<Placed[]>([])
  useEffect(() => {
    if (width <= 0) return
    const layout = cloud<CloudWord>()
      .size([Math.floor(width), HEIGHT])
      .words(cloudWords(words).map((word) => ({ ...word })))
      .padding(2)
      .rotate((word) => word.rotate)
      .font('sans-serif')
      .fontSize((word) => word.size)
      // A fixed random source: the same words give the same picture on every render.
      .random(seeded(7))
      .on('end', (result) => setPlaced(result as Placed[]))
    layout.start()
    return () => void layout.stop()
  }, [words, width])
  return (
    <div ref={ref} style={{ width: '100%', height: HEIGHT }}>
      <svg width="100%" height={HEIGHT} role="img" aria-label={label}>
        <g transform={`translate(${Math.floor(width / 2)},${HEIGHT / 2})`}>
          {placed.map((word, index) => (
            <text
              key={word.text}
              textAnchor="middle"
              fontFamily="sans-serif"
              fontSize={word.size}
              fill={COLORS[index % COLORS.length]}
              transform={`translate(${word.x},${word.y}) rotate(${word.rotate})`}
            >
              <title>{word.text}</title>
              {word.text}
            </text>
          ))}
        </g>
      </svg>
    </div>
  )
}

function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 16807) % 2147483647
    return (state - 1) / 2147483646
  }
}
