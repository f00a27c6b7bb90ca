import { i18n, type MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { buildMenu } from './menu'
import { shortcutGroups } from './shortcuts'
import { derivedWith, SELLER_KEYS, STAFF_KEYS } from './test-support/demo-roles'

i18n.loadAndActivate({ locale: 'en', messages: {} })
const translate = (node: { title: MessageDescriptor }) => i18n._(node.title)

describe('workplace shortcuts', () => {
  it('offers a staff member the screens of their menu, without the workplace itself', () => {
    const groups = shortcutGroups(buildMenu(derivedWith(STAFF_KEYS)), translate, '/dashboard/workplace')
    expect(groups.map((group) => group.title)).toEqual([
      // The menu's daily-use order (issue 14 item 21).
      'Dashboard',
      'Orders',
      'Creation',
      'Materials',
      'Resources',
      'Mine',
    ])
    const links = groups.flatMap((group) => group.sections.flatMap((section) => section.links.map((link) => link.to)))
    expect(links).not.toContain('/dashboard/workplace')
    expect(links).toContain('/sale/order')
    expect(links).not.toContain('/sale/refund')
  })

  it('gives nested groups their own titled section and keeps top-level entries', () => {
    const groups = shortcutGroups(buildMenu(derivedWith(SELLER_KEYS)), translate)
    const listing = groups.find((group) => group.key === 'group:listing')
    expect(listing?.sections.map((section) => section.title)).toContain('Lazada')
    const lazada = listing?.sections.find((section) => section.title === 'Lazada')
    expect(lazada?.links.map((link) => link.title)).toContain('Lazada goods')
    const production = groups.find((group) => group.key === '/distribution/production/list')
    expect(production?.sections[0]?.links[0]?.to).toBe('/distribution/production/list')
    const creation = groups.find((group) => group.key === 'group:creation')
    expect(creation?.sections[0]?.links.find((link) => link.to === '/dis/pcdiy/')?.external).toBe(true)
  })
})
