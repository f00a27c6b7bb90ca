import { afterEach, describe, expect, it } from 'vitest'
import { productTitle } from '../lib/host-page'
import { composeTitle } from './page-title'

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta')
  meta.name = name
  meta.content = content
  document.head.append(meta)
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove()
})

describe('page title', () => {
  it('joins the route title and the product title', () => {
    expect(composeTitle('Sales orders', '分销控制台')).toBe('Sales orders - 分销控制台')
  })

  it('falls back to the product title alone', () => {
    expect(composeTitle(undefined, 'Console')).toBe('Console')
    expect(composeTitle('  ', 'Console')).toBe('Console')
  })

  it('reads the product title from the host page, per language when offered', () => {
    setMeta('product-title', '分销控制台')
    expect(productTitle('en')).toBe('分销控制台')
    setMeta('product-title-en', 'Distribution Console')
    expect(productTitle('en')).toBe('Distribution Console')
    expect(productTitle('zh-cn')).toBe('分销控制台')
  })
})
