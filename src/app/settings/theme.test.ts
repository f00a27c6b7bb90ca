import { describe, expect, it } from 'vitest'
import { createAppTheme } from './theme'

describe('the console theme', () => {
  it("honours the system's reduce-motion setting (dialogs, drawers and menus appear without animation)", () => {
    expect(createAppTheme({ color: '#fa541c' }).respectReducedMotion).toBe(true)
  })
})
