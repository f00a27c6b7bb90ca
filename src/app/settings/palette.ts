// Owns turning one theme colour into the 10-shade palette Mantine needs (Ant Design's algorithm).
import type { MantineColorsTuple } from '@mantine/core'

interface Hsv {
  h: number
  s: number
  v: number
}

const HUE_STEP = 2
const SATURATION_STEP = 0.16
const SATURATION_STEP_DARK = 0.05
const BRIGHTNESS_STEP_LIGHT = 0.05
const BRIGHTNESS_STEP_DARK = 0.15
const LIGHT_COUNT = 5
const DARK_COUNT = 4
/** Index of the given colour inside the generated palette. */
export const BASE_SHADE = 5

export function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`)
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number]
}

function toHsv([r, g, b]: [number, number, number]): Hsv {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255]
  const max = Math.max(rn, gn, bn)
  const delta = max - Math.min(rn, gn, bn)
  let h = 0
  if (delta !== 0) {
    if (max === rn) h = ((gn - bn) / delta) % 6
    else if (max === gn) h = (bn - rn) / delta + 2
    else h = (rn - gn) / delta + 4
  }
  h = (h * 60 + 360) % 360
  return { h, s: max === 0 ? 0 : delta / max, v: max }
}

function toHex({ h, s, v }: Hsv): string {
  const c = v * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = v - c
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x]
  return `#${[r, g, b]
    .map((channel) =>
      Math.round((channel + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function hue(hsv: Hsv, i: number, light: boolean): number {
  const base = Math.round(hsv.h)
  // Warm and cool hues turn in opposite directions, as in Ant Design's palettes.
  const towardsCool = base >= 60 && base <= 240
  const next = towardsCool === light ? base - HUE_STEP * i : base + HUE_STEP * i
  return (next + 360) % 360
}

function saturation(hsv: Hsv, i: number, light: boolean): number {
  if (hsv.h === 0 && hsv.s === 0) return hsv.s
  let value = light
    ? hsv.s - SATURATION_STEP * i
    : i === DARK_COUNT
      ? hsv.s + SATURATION_STEP
      : hsv.s + SATURATION_STEP_DARK * i
  value = Math.min(value, 1)
  if (light && i === LIGHT_COUNT && value > 0.1) value = 0.1
  return Number(Math.max(value, 0.06).toFixed(2))
}

function brightness(hsv: Hsv, i: number, light: boolean): number {
  const value = light ? hsv.v + BRIGHTNESS_STEP_LIGHT * i : hsv.v - BRIGHTNESS_STEP_DARK * i
  return Number(Math.min(value, 1).toFixed(2))
}

/** Ten shades, lightest first; shade 5 is the given colour itself. */
export function generatePalette(hex: string): MantineColorsTuple {
  const base = toHsv(parseHex(hex))
  const light = (i: number) =>
    toHex({ h: hue(base, i, true), s: saturation(base, i, true), v: brightness(base, i, true) })
  const dark = (i: number) =>
    toHex({ h: hue(base, i, false), s: saturation(base, i, false), v: brightness(base, i, false) })
  // LIGHT_COUNT (5) lighter shades, the colour itself, DARK_COUNT (4) darker ones.
  return [light(5), light(4), light(3), light(2), light(1), toHex(base), dark(1), dark(2), dark(3), dark(4)]
}
