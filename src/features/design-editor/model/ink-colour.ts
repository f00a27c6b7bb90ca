// A new text's colour: the one of two inks (near-black or white) that stands out more on the
// product's colour, by WCAG contrast ratio. A dark text on a black shirt was nearly invisible.

export const DARK_INK = '#1b1b1f'
export const LIGHT_INK = '#ffffff'

/** sRGB hex (#rgb or #rrggbb) to relative luminance (WCAG 2), or null for anything else. */
export function luminanceOf(colour: string): number | null {
  const hex = colour.trim().replace(/^#/, '')
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((digit) => digit + digit).join('') : hex
  if (!/^[0-9a-f]{6}$/i.test(full)) return null
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** The ink with the higher contrast on `background`; the dark one when the colour is not a hex value. */
export function inkFor(background: string): string {
  const surface = luminanceOf(background)
  if (surface === null) return DARK_INK
  return contrast(surface, 1) > contrast(surface, luminanceOf(DARK_INK)!) ? LIGHT_INK : DARK_INK
}
