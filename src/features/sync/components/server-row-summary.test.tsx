import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, renderWithProviders } from '../../../lib/testing/providers'
import { lookupKeys } from '../../../lookups/api/keys'
import { ServerRowSummary } from './server-row-summary'

function withStatuses() {
  const client = createTestQueryClient()
  client.setQueryData(lookupKeys.configList('en'), {
    SALE_ORDER_STATUS: [
      { value: '2', text: 'To ship' },
      { value: '3', text: 'Shipped' },
    ],
  })
  return client
}

describe('the server row of a conflict card (issue 14 item 19)', () => {
  it('names an order status from the dictionary, not its code', () => {
    renderWithProviders(
      <ServerRowSummary operation="order.ship" row={{ id: 'o1', status: '3', version: 5 }} />,
      withStatuses(),
    )
    expect(screen.getByTestId('server-row').textContent).toContain('Status: Shipped')
    expect(screen.getByTestId('server-row').textContent).not.toContain('Status code')
    expect(screen.getByText('Version 5')).toBeTruthy()
  })

  it('names a goods status, and reads the row out of the list a goods conflict carries', () => {
    renderWithProviders(
      <ServerRowSummary operation="goods.status" row={[{ id: 'g1', status: 'draft', version: 8 }]} />,
      withStatuses(),
    )
    expect(screen.getByTestId('server-row').textContent).toContain('Status: Draft')
    expect(screen.getByText('Version 8')).toBeTruthy()
  })

  it('names a production stage', () => {
    renderWithProviders(
      <ServerRowSummary operation="production.stage" row={{ id: 'j1', stage: 'quality_check', version: 2 }} />,
      withStatuses(),
    )
    expect(screen.getByTestId('server-row').textContent).toContain('Status: Quality check')
  })
})
